// The preview draws its pages one at a time, those in view first, then outwards from the view.
// Drawn all at once, the pages' slices of drawing took turns, so the page a person was looking at
// was finished only when every page was; one at a time, the first screen is there after a fraction
// of the whole.
//
// It also keeps only the pages near the view drawn (pagesToDraw). A page's canvas holds the page at
// the screen's own pixels: about 6 MB on a 390 px phone at 3×, so a 40-page report drawn whole
// would hold about 240 MB, past what iOS Safari allows a page's canvases in all (WebKit's "Total
// canvas memory use exceeds the maximum limit"). Every page's text layer is written however long the
// report, after the pages to draw: it is what a screen reader reads and what find-in-page searches.

/** The drawn pages kept at most; PDF.js's own viewer keeps as many (its DEFAULT_CACHE_SIZE). */
export const MAX_DRAWN_PAGES = 10;

/** What a turn is for: a page drawn (with its text layer if it has none yet), or its text only. */
export type TurnKind = "page" | "text";

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
  wait(pageNumber: number, kind?: TurnKind): PageTurn;
  /** The pages in view now: each goes before every other page still waiting. */
  showing(pageNumbers: readonly number[]): void;
}

/** How far a page is from the pages in view, in pages: 0 for one in view. */
function distance(pageNumber: number, inView: readonly number[]): number {
  if (inView.length === 0) return pageNumber;
  return Math.min(...inView.map((n) => Math.abs(n - pageNumber)));
}

/**
 * The pages to keep drawn: those in view, then the nearest to them (the page below before the page
 * above at the same distance, as reading goes down), `max` in all. With nothing in view yet, the
 * first pages.
 */
export function pagesToDraw(
  inView: readonly number[],
  pageCount: number,
  max = MAX_DRAWN_PAGES,
): number[] {
  const view = inView.length > 0 ? inView : [1];
  const below = Math.max(...view);
  return Array.from({ length: pageCount }, (_, i) => i + 1)
    .sort(
      (a, b) =>
        distance(a, view) - distance(b, view) || Number(a < below) - Number(b < below) || a - b,
    )
    .slice(0, max)
    .sort((a, b) => a - b);
}

export function createPageTurns(): PageTurns {
  interface Waiting {
    readonly pageNumber: number;
    readonly kind: TurnKind;
    readonly begin: () => void;
  }
  const waiting: Waiting[] = [];
  let inView: readonly number[] = [];
  let busy = false;

  // Pages before text, then nearest the view first, then the lower page.
  const order = (turn: Waiting) =>
    [turn.kind === "page" ? 0 : 1, distance(turn.pageNumber, inView), turn.pageNumber] as const;
  const before = (a: Waiting, b: Waiting) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };

  const startNext = () => {
    if (busy || waiting.length === 0) return;
    const turn = waiting.reduce((best, other) => (before(other, best) < 0 ? other : best));
    waiting.splice(waiting.indexOf(turn), 1);
    busy = true;
    turn.begin();
  };

  return {
    wait(pageNumber, kind = "page") {
      let begin: () => void = () => undefined;
      const begun = new Promise<void>((resolve) => (begin = resolve));
      const entry: Waiting = { pageNumber, kind, begin };
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
