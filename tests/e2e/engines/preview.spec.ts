// The report preview in every engine, on the longest report it is asked to show, with the
// browser's own PDF viewer reported off: the dialog draws the report's pages itself (PDF.js), with
// a text layer, with no animation frames coming; it keeps ten pages drawn at most as it is scrolled
// through; Escape closes it and focus returns to Preview.

import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { checkPreviewPages, type PreviewPagesReport } from "../support/previewPagesCheck";
import { expect, test } from "./fixtures";
import { button, tickAllWithLongNotes } from "./queries";

const DIALOG = { role: "dialog", name: "Report preview" } as const;
const QUESTIONS = allQuestions(createInitialChecklist()).map((question) => question.text);

/** What the long report's preview did as it was scrolled through, watched from inside the page. */
interface LongPreviewWalk {
  pageCount: number;
  /** The most canvases holding pixels at any one moment, from the dialog's opening to the end. */
  mostDrawn: number;
  /** Pages whose text layer was empty once the page was drawn. */
  withoutText: number[];
  /** Notes (by number) no page's text layer holds. */
  notesMissing: number[];
  /** Pages that were not drawn, or drawn blank, once scrolled into view. */
  notDrawn: number[];
  /** Pages drawn, at the end, far from the view (more than MAX_DRAWN_PAGES away). */
  drawnFarAway: number[];
  /** Whether the first page, let go on the way down, was drawn again on the way back up. */
  firstDrawnAgain: boolean;
}

/**
 * Run in the page with the preview opening: waits for every page's text, then scrolls each page
 * into view in turn and waits for it to be drawn, counting the canvases that hold pixels throughout.
 */
async function walkLongPreview(noteCount: number): Promise<LongPreviewWalk> {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const until = async (ready: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; !ready() && Date.now() < end;) await wait(25);
    return ready();
  };
  const pixels = () =>
    [...document.querySelectorAll("dialog li canvas")].filter(
      (canvas) => (canvas as HTMLCanvasElement).width > 0,
    ).length;
  const watch = window as unknown as { mostDrawn?: () => number };
  await until(() => document.querySelector("dialog ol[data-page-count] > li") !== null, 120_000);
  const list = document.querySelector("dialog ol[data-page-count]");
  if (!list?.parentElement) throw new Error("no page list");
  const items = [...list.querySelectorAll<HTMLElement>(":scope > li")];
  const textOf = (item: Element) => item.querySelector(".report-text-layer")?.textContent ?? "";
  // Every page's text is written before it is drawn; a page's text layer is whole once the page
  // is drawn (PDF.js appends a long page's words in batches, so words showing are not yet all).
  await until(() => items.every((item) => textOf(item).trim() !== ""), 120_000);
  const texts: string[] = [];

  const notDrawn: number[] = [];
  const inked = (canvas: HTMLCanvasElement) => {
    const context = canvas.getContext("2d");
    if (!context || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4 * 97) if ((data[i] ?? 255) < 200) return true;
    return false;
  };
  for (const [i, item] of items.entries()) {
    item.scrollIntoView({ block: "start" });
    const drawn = await until(() => item.getAttribute("data-state") === "drawn", 30_000);
    const canvas = item.querySelector("canvas");
    if (!drawn || !canvas || !inked(canvas)) notDrawn.push(i + 1);
    texts.push(textOf(item));
  }
  const withoutText = texts.flatMap((text, i) => (text.trim() === "" ? [i + 1] : []));
  const all = texts.join(" ").replace(/\s+/g, "");
  const notesMissing = Array.from({ length: noteCount }, (_, i) => i + 1).filter(
    (n) => !all.includes(`Note${n}begins.`) || !all.includes(`Note${n}ends.`),
  );
  // Scrolled to the last page: the first pages have let their canvases go.
  const drawnFarAway = items.flatMap((item, i) =>
    (item.querySelector("canvas")?.width ?? 0) > 0 && items.length - (i + 1) >= 10 ? [i + 1] : [],
  );
  const [first] = items;
  first?.scrollIntoView({ block: "start" });
  const firstCanvas = first?.querySelector("canvas");
  const firstDrawnAgain =
    (await until(() => first?.getAttribute("data-state") === "drawn", 30_000)) &&
    !!firstCanvas &&
    inked(firstCanvas);
  return {
    pageCount: items.length,
    mostDrawn: Math.max(watch.mostDrawn?.() ?? Infinity, pixels()),
    withoutText,
    notesMissing,
    notDrawn,
    drawnFarAway,
    firstDrawnAgain,
  };
}

test("the preview draws the long report's pages with their text, keeps ten drawn at most, and closes with Escape", async ({
  app,
}) => {
  test.setTimeout(300_000);
  await app.goto("/");
  // Every question ticked, with a 600-character note on each: a report of 12 pages or more, more
  // than the ten that may be drawn at once, and its first pages ten and more from its last. (Every
  // page is scrolled to and drawn in turn, in three engines: a longer report checks nothing more,
  // and takes longer.)
  await tickAllWithLongNotes(app, 600);
  // As on a phone, or in a browser whose PDF viewer is off: nothing may depend on it.
  await app.evaluate(() => {
    Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false });
  }, null);
  // No animation frames while the first pages are drawn, as in a tab in the background (and as
  // nearly so in WebKitGTK, whose frames came far apart while the dialog drew): the drawing must not
  // wait on them. They are let through again once those pages are drawn. From here to the end, the
  // most canvases holding pixels at once is counted.
  await app.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    const real = window.requestAnimationFrame.bind(window);
    const page = window as unknown as { releaseFrames?: () => void; mostDrawn?: () => number };
    window.requestAnimationFrame = (callback) => held.push(callback);
    page.releaseFrames = () => {
      window.requestAnimationFrame = real;
      for (const callback of held.splice(0)) real(callback);
    };
    let most = 0;
    const count = () =>
      (most = Math.max(
        most,
        [...document.querySelectorAll("dialog li canvas")].filter(
          (canvas) => (canvas as HTMLCanvasElement).width > 0,
        ).length,
      ));
    new MutationObserver(count).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    page.mostDrawn = count;
  }, null);
  await app.click(button("Preview"));
  await app.expectFacts(DIALOG, { visible: true });
  // The first pages, those in view, are drawn, and every page is labelled and holds its text
  // (written before a page is drawn); every question is in some page's text.
  const report = await app.until(
    () => app.evaluate(checkPreviewPages, QUESTIONS) as Promise<PreviewPagesReport>,
    (result) =>
      result.pageCount >= 12 &&
      result.pages[0]?.canvas.width !== 0 &&
      problemsOnDrawnPages(result).length === 0,
    "the first page drawn, every page labelled, with every question in the text layers",
    120_000,
  );
  await app.evaluate(() => {
    (window as unknown as { releaseFrames: () => void }).releaseFrames();
  }, null);
  expect(report.pages.map((page) => page.label)).toEqual(
    report.pages.map((_, i) => `Page ${i + 1} of ${report.pageCount}`),
  );
  await app.screenshot(`artifacts/engines/${app.engine}-preview.png`);
  expect(await app.axeViolations()).toEqual([]);

  const walk = (await app.evaluate(walkLongPreview, QUESTIONS.length)) as LongPreviewWalk;
  expect(walk.pageCount).toBe(report.pageCount);
  expect(walk.withoutText).toEqual([]);
  expect(walk.notesMissing).toEqual([]);
  expect(walk.notDrawn).toEqual([]);
  expect(walk.mostDrawn).toBeLessThanOrEqual(10);
  expect(walk.drawnFarAway).toEqual([]);
  expect(walk.firstDrawnAgain).toBe(true);
  await app.press("Escape");
  await app.expectCount(DIALOG, 0);
  await app.expectFacts(button("Preview"), { focused: true });
});

/**
 * What checkPreviewPages found wrong, but for the drawing of pages not drawn yet: in a long report
 * only the pages in view, or near it, are drawn. Every page's label and text count.
 */
function problemsOnDrawnPages(report: PreviewPagesReport): string[] {
  return report.problems.filter((problem) => {
    const drawing = /^page (\d+)(?: is (?!labelled)|'s canvas | is drawn )/.exec(problem);
    return !drawing || (report.pages[Number(drawing[1]) - 1]?.canvas.width ?? 0) > 0;
  });
}
