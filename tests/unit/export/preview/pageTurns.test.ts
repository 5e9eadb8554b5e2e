// @vitest-environment node
// The preview's pages take turns: one drawn at a time, those in view first and then outwards, text
// layers alone after every page to draw, and a page that goes away gives up its turn without holding
// up the rest. Only the pages nearest the view are kept drawn.

import { describe, expect, it } from "vitest";
import {
  MAX_DRAWN_PAGES,
  createPageTurns,
  pagesToDraw,
  type PageTurn,
} from "../../../../src/export/preview/pageTurns";

/** Which of the turns have begun, after the promise jobs queued so far have run. */
async function begunOf(turns: Record<number, PageTurn>): Promise<number[]> {
  const begun: number[] = [];
  for (const [page, turn] of Object.entries(turns))
    void turn.begun.then(() => begun.push(Number(page)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return begun.sort((a, b) => a - b);
}

describe("createPageTurns", () => {
  it("lets one page draw at a time, lowest page first", async () => {
    const turns = createPageTurns();
    const pages = { 3: turns.wait(3), 1: turns.wait(1), 2: turns.wait(2) };
    // The first asked begins at once: nothing else was drawing.
    expect(await begunOf(pages)).toEqual([3]);
    pages[3].end();
    expect(await begunOf(pages)).toEqual([1, 3]);
    pages[1].end();
    expect(await begunOf(pages)).toEqual([1, 2, 3]);
  });

  it("draws the pages in view before the others, then the nearest to them", async () => {
    const turns = createPageTurns();
    const order: number[] = [];
    const first = turns.wait(1);
    const rest = [2, 3, 4, 5].map((n) => {
      const turn = turns.wait(n);
      void turn.begun.then(() => {
        order.push(n);
        turn.end();
      });
      return turn;
    });
    // Scrolled to the end while page 1 was drawing.
    turns.showing([4, 5]);
    first.end();
    await Promise.all(rest.map((turn) => turn.begun));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([4, 5, 3, 2]);
  });

  it("lets a page that goes away give up its turn, and the next page go on", async () => {
    const turns = createPageTurns();
    const pages = { 1: turns.wait(1), 2: turns.wait(2), 3: turns.wait(3) };
    pages[2].leave();
    // Its drawing learns at once that it will not be drawn; ending it then changes nothing.
    expect(await begunOf(pages)).toEqual([1, 2]);
    pages[2].end();
    expect(await begunOf({ 3: pages[3] })).toEqual([]);
    pages[1].end();
    expect(await begunOf({ 3: pages[3] })).toEqual([3]);
  });

  it("ends a turn once however often it is ended", async () => {
    const turns = createPageTurns();
    const pages = { 1: turns.wait(1), 2: turns.wait(2), 3: turns.wait(3) };
    pages[1].end();
    pages[1].end();
    // Page 2 is drawing: a second end of page 1 must not let page 3 start beside it.
    expect(await begunOf(pages)).toEqual([1, 2]);
  });

  it("does not hold up a page asked for after the queue ran dry", async () => {
    const turns = createPageTurns();
    const first = turns.wait(1);
    first.end();
    const later = turns.wait(7);
    expect(await begunOf({ 7: later })).toEqual([7]);
  });
});

describe("a turn ended before it began", () => {
  it("leaves the queue, and does not let another page draw beside the one drawing", async () => {
    const turns = createPageTurns();
    const pages = { 1: turns.wait(1), 2: turns.wait(2), 3: turns.wait(3) };
    // Page 3's drawing failed while it waited (its page could not be read).
    pages[3].end();
    expect(await begunOf(pages)).toEqual([1, 3]);
    pages[1].end();
    expect(await begunOf({ 2: pages[2] })).toEqual([2]);
  });
});

describe("text layers written alone", () => {
  it("wait for every page to draw, then go nearest the view first", async () => {
    const turns = createPageTurns();
    const order: string[] = [];
    const first = turns.wait(1);
    const queued = [
      [30, "text"],
      [12, "text"],
      [2, "page"],
      [11, "text"],
      [3, "page"],
    ] as const;
    const rest = queued.map(([n, kind]) => {
      const turn = turns.wait(n, kind);
      void turn.begun.then(() => {
        order.push(`${kind} ${n}`);
        turn.end();
      });
      return turn;
    });
    turns.showing([1, 2]);
    first.end();
    await Promise.all(rest.map((turn) => turn.begun));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(["page 2", "page 3", "text 11", "text 12", "text 30"]);
  });
});

describe("pagesToDraw", () => {
  it("keeps every page of a short report", () => {
    expect(pagesToDraw([], 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesToDraw([4, 5], 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first pages of a long one opened at the top", () => {
    expect(pagesToDraw([], 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagesToDraw([1, 2], 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("keeps the pages in view and the nearest on either side, the page below first", () => {
    expect(pagesToDraw([20, 21], 40)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pagesToDraw([20], 40, 4)).toEqual([19, 20, 21, 22]);
    expect(pagesToDraw([40], 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it("never keeps more than the most it is given, however many are in view", () => {
    expect(MAX_DRAWN_PAGES).toBe(10);
    for (const count of [1, 9, 10, 11, 40, 200])
      for (const view of [[], [1], [count], [Math.ceil(count / 2)]])
        expect(pagesToDraw(view, count).length).toBe(Math.min(count, MAX_DRAWN_PAGES));
  });
});
