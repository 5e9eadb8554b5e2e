// The preview's pages take turns: one drawn at a time, those in view first, and a page that goes
// away gives up its turn without holding up the rest.

import { describe, expect, it } from "vitest";
import { createPageTurns, type PageTurn } from "../../../src/export/pageTurns";

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

  it("draws the pages in view before the others", async () => {
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
    expect(order).toEqual([4, 5, 2, 3]);
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
