// The preview draws its pages one at a time, those in view first. Drawn all at once, the pages'
// slices of drawing took turns, so the page a person was looking at was finished only when every
// page was; one at a time, the first screen is there after a fraction of the whole.

export interface PageTurn {
  /** Settles when this page's turn comes, or at once if it left the queue first. */
  readonly begun: Promise<void>;
  /**
   * The page is drawn, or its drawing failed or stopped: the next page's turn. A turn not yet
   * begun leaves the queue instead.
   */
  end(): void;
  /** Gives up a turn not yet begun (the page went away); one already begun ends with end(). */
  leave(): void;
}

export interface PageTurns {
  /** Queues a page for its turn. */
  wait(pageNumber: number): PageTurn;
  /** The pages in view now: each goes before every other page still waiting. */
  showing(pageNumbers: readonly number[]): void;
}

export function createPageTurns(): PageTurns {
  interface Waiting {
    readonly pageNumber: number;
    readonly begin: () => void;
  }
  const waiting: Waiting[] = [];
  let inView: readonly number[] = [];
  let busy = false;

  const next = (): Waiting | undefined => {
    if (waiting.length === 0) return undefined;
    const shown = inView.find((n) => waiting.some((turn) => turn.pageNumber === n));
    const pageNumber = shown ?? Math.min(...waiting.map((turn) => turn.pageNumber));
    const index = waiting.findIndex((turn) => turn.pageNumber === pageNumber);
    return waiting.splice(index, 1)[0];
  };

  const startNext = () => {
    if (busy) return;
    const turn = next();
    if (turn === undefined) return;
    busy = true;
    turn.begin();
  };

  return {
    wait(pageNumber) {
      let begin: () => void = () => undefined;
      const begun = new Promise<void>((resolve) => (begin = resolve));
      const entry: Waiting = { pageNumber, begin };
      let ended = false;
      const leave = () => {
        const index = waiting.indexOf(entry);
        if (index < 0) return;
        waiting.splice(index, 1);
        ended = true;
        begin();
      };
      waiting.push(entry);
      startNext();
      return {
        begun,
        end() {
          if (ended) return;
          if (waiting.includes(entry)) return leave();
          ended = true;
          busy = false;
          startNext();
        },
        leave,
      };
    },
    showing(pageNumbers) {
      inView = [...pageNumbers];
    },
  };
}
