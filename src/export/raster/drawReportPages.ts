// Draws the report one PDF page at a time, so that no canvas is ever larger than one page, however
// long the report. One canvas for the whole report (as before) was 1600 x 9,250 px for the full
// 68-question report, 14.8 million pixels: iOS Safari refuses a canvas above 16.7 million, and
// Chromium and Firefox any side above 32,767 px (about 14 pages).
//
// Each page is drawn from a copy of the tree that holds only that page's rows, in a frame of its
// own. html2canvas copies the whole document of the element it draws, and reads the computed style
// of every element in it; drawing windows of the full tree would cost the full tree on every page.
// The rows' layout does not depend on what was taken out around them (every style is inline, and the
// width is fixed), so the page's rows sit in the copy as they sat in the tree, only higher up: the
// drawing's window is moved to them.

import { REPORT_ROW_ATTRIBUTE } from "../layout";
import type { PdfPagePlan, ReportLayout } from "../layout";
import { openReportFrame } from "./mountReportTree";
import { addReportFontFaces, hasReportFont } from "../report";
import {
  CANVAS_SCALE,
  guardBaselineProbe,
  loadHtml2canvas,
  releaseCanvas,
} from "./renderReportCanvas";

/** The indexes of the rows a page shows: every row that overlaps its band, in order. */
export function rowsOnPage(rows: ReportLayout["rows"], page: PdfPagePlan): number[] {
  const bandBottom = page.sourceTop + page.sourceHeight;
  const indexes: number[] = [];
  rows.forEach((row, index) => {
    if (row.bottom > page.sourceTop && row.top < bandBottom) indexes.push(index);
  });
  return indexes;
}

/**
 * A copy of `tree` holding only the rows `keep` (indexes into its rows, in document order, one run
 * of them) and what lies between them: everything before the first kept row or after the last,
 * other than the elements that hold them, is left out. What stays keeps its layout. The copy costs
 * what the page holds, not what the tree holds: a Range copies only the run of rows and, around
 * them, shallow copies of their containers, so a 50-page report is not copied whole 50 times.
 */
export function pageTreeOf(
  tree: HTMLElement,
  keep: readonly number[],
  host: Document,
): HTMLElement {
  const rows = tree.querySelectorAll(`[${REPORT_ROW_ATTRIBUTE}]`);
  const first = rows[keep[0] ?? -1];
  const last = rows[keep[keep.length - 1] ?? -1];
  const copy = host.importNode(tree, false);
  if (first === undefined || last === undefined) return copy;
  const range = tree.ownerDocument.createRange();
  range.setStartBefore(first);
  range.setEndAfter(last);
  // The range's contents are copied with their containers up to the range's common ancestor; the
  // containers from there up to the tree are copied here, each holding only the next one.
  let content: Node = host.adoptNode(range.cloneContents());
  for (
    let container: Node | null = range.commonAncestorContainer;
    container !== null && container !== tree;
    container = container.parentNode
  ) {
    const shell = host.importNode(container, false);
    shell.appendChild(content);
    content = shell;
  }
  copy.append(content);
  return copy;
}

/** html2canvas's drawing function, or one with the same API (html2canvas-pro). */
export type Html2canvas = Awaited<ReturnType<typeof loadHtml2canvas>>;

/**
 * Hands `read` each page's canvas, drawn at CANVAS_SCALE, and the page image's height on it in
 * canvas pixels: the page image is the canvas's top `height` rows (`imageHeight` CSS px), the band
 * of the report at `imageTop` and white around it; rows below it are not the page's. `read` takes
 * what it needs from the canvas before its promise settles: the next page is then drawn on the same
 * canvas, which is released once every page has been read.
 * Two pages are under way at once at most: one drawn while html2canvas copies the next one's tree
 * and waits for its copy to load, so that wait is not added to every page.
 */
export type DrawReportPages = (
  tree: HTMLElement,
  layout: ReportLayout,
  pages: readonly PdfPagePlan[],
  read: (canvas: HTMLCanvasElement, index: number, height: number) => Promise<void>,
) => Promise<void>;

/** The export's drawing: the app's html2canvas, loaded on demand. */
export const drawReportPages: DrawReportPages = async (tree, layout, pages, read) =>
  drawReportPagesWith(await loadHtml2canvas())(tree, layout, pages, read);

/** The same drawing by another function with html2canvas's API. */
export function drawReportPagesWith(html2canvas: Html2canvas): DrawReportPages {
  return (tree, layout, pages, read) => drawPages(html2canvas, tree, layout, pages, read);
}

async function drawPages(
  html2canvas: Html2canvas,
  tree: HTMLElement,
  layout: ReportLayout,
  pages: readonly PdfPagePlan[],
  read: (canvas: HTMLCanvasElement, index: number, height: number) => Promise<void>,
): Promise<void> {
  const host = tree.ownerDocument.defaultView?.frameElement?.ownerDocument ?? document;
  // One frame for every page, holding one page's tree at a time: html2canvas copies the frame's
  // document when it is called, so the tree can give way to the next page's as soon as the call is
  // made. (A frame per page cost a window and a document each; decision 0004 has the figure.)
  // Named, and in the report's language and direction, as the frame the tree was laid out in.
  const frame = openReportFrame(host, {
    title: tree.ownerDocument.defaultView?.frameElement?.getAttribute("title") ?? "",
    lang: tree.lang,
    dir: tree.dir === "rtl" ? "rtl" : "ltr",
  });
  // The font the tree was laid out in, wherever a page is laid out again: in this frame, and in each
  // copy html2canvas makes of it (a document's FontFaces are not part of its DOM, so no copy has them).
  const withFont = hasReportFont(tree.ownerDocument);
  const addFont = (target: Document) => (withFont ? addReportFontFaces(target) : undefined);
  const releaseGuard = guardBaselineProbe(document);
  // One canvas for every page, as tall as the tallest page image, released at the end: each page is
  // drawn at its top and read down to its own height. A canvas of a new size has its pixels
  // allocated again at its first use (decision 0004), and every page's height differs a little
  // (pages end between rows); the same size set again clears the canvas and resets its context at
  // no such cost. Pages take turns on it: a page is drawn only once the page before has
  // been read.
  const canvas = document.createElement("canvas");
  const canvasWidth = Math.floor(layout.width * CANVAS_SCALE);
  const canvasHeight = Math.max(0, ...pages.map(imageRows));
  canvas.width = canvasWidth;
  canvas.height = canvasHeight;
  // Every page's pixels are read back (getImageData, pdf/encodePageImages.ts), so the canvas is
  // asked for as one that will be: the first context asked for decides, and html2canvas is given
  // this one. WebKitGTK reads such a canvas back several times faster; Chromium and Firefox draw
  // the same pixels in the same time either way (figures in decision 0002).
  canvas.getContext("2d", { willReadFrequently: true });
  let ended = false;
  // The pixels are allocated at the canvas's first use. The first page's copy of the tree waits
  // for its frame to load, with the main thread idle: the canvas is allocated in that wait, not
  // when the page is drawn.
  let warmed: ReturnType<typeof setTimeout> | undefined;
  const treeRows = [...tree.querySelectorAll(`[${REPORT_ROW_ATTRIBUTE}]`)];
  const treeTop = tree.getBoundingClientRect().top;
  const done: Promise<void>[] = [];
  let shown: HTMLElement | null = null;
  try {
    await addFont(frame.document);
    let previousRead: Promise<void> = Promise.resolve();
    for (const [index, page] of pages.entries()) {
      const keep = rowsOnPage(layout.rows, page);
      const first = keep[0];
      const pageTree = pageTreeOf(tree, keep, frame.document);
      // html2canvas's own copies of earlier pages sit in the frame too, but as hidden, fixed frames
      // it leaves out of its next copy, so they change nothing here.
      shown?.remove();
      frame.document.body.append(pageTree);
      shown = pageTree;
      const pageBox = pageTree.getBoundingClientRect();
      frame.fitHeight(pageBox.height);
      // Where the band starts in the copy: its first row's top there, plus however far into that row
      // the band starts (a row taller than a page is cut; any other row starts with its band).
      let bandTop = page.sourceTop;
      if (first !== undefined) {
        const firstRow = pageTree.querySelectorAll(`[${REPORT_ROW_ATTRIBUTE}]`)[0];
        const rowInTree = treeRows[first]?.getBoundingClientRect().top ?? treeTop;
        const rowInCopy = firstRow?.getBoundingClientRect().top ?? pageBox.top;
        bandTop = rowInCopy - pageBox.top + (page.sourceTop - (rowInTree - treeTop));
      }
      const gate = previousRead;
      const drawn = html2canvas(pageTree, {
        scale: CANVAS_SCALE,
        backgroundColor: "#ffffff",
        logging: false,
        x: 0,
        y: bandTop - page.imageTop,
        width: layout.width,
        height: page.imageHeight,
        canvas,
        // html2canvas has copied the tree by now; it parses and draws the copy only once the
        // page before has been read.
        onclone: async (copy) => {
          await Promise.all([gate, addFont(copy)]);
          // After a failure, a page still under way must not take the released canvas up again.
          if (ended) throw new Error("The export ended before this page was drawn.");
          // The size it has, set again: the page before is cleared away and the context reset
          // (html2canvas leaves its scale, offset and more on it), as on a new canvas.
          canvas.width = canvasWidth;
          canvas.height = canvasHeight;
        },
      });
      const pageRead = drawn.then(async (drawnCanvas) => {
        whitenOutsideBand(drawnCanvas, page);
        await read(drawnCanvas, index, imageRows(page));
      });
      done.push(pageRead);
      if (index === 0) warmed = setTimeout(() => canvas.getContext("2d")?.clearRect(0, 0, 1, 1), 0);
      // The next page waits for this one whether it succeeds or not; a failure is reported by the
      // await below (and this handled branch keeps it from also counting as unhandled).
      previousRead = pageRead.catch(() => undefined);
      const before = done[index - 1];
      if (before !== undefined) await before;
    }
    await Promise.all(done);
  } finally {
    // After a failure, a page still under way fails too once the frame is gone, or finds the export
    // ended should its copy be taken up later; the canvas is released either way.
    frame.dispose();
    releaseGuard();
    ended = true;
    clearTimeout(warmed);
    releaseCanvas(canvas);
  }
}

/** The page image's height in canvas pixels: html2canvas's own rounding of its canvas height. */
function imageRows(page: PdfPagePlan): number {
  return Math.floor(page.imageHeight * CANVAS_SCALE);
}

/**
 * The page's top margin and whatever lies below its band are white on every page: a row cut at the
 * foot of the page before (one taller than a page) must not show in the margin above this one.
 */
function whitenOutsideBand(canvas: HTMLCanvasElement, page: PdfPagePlan): void {
  const context = canvas.getContext("2d");
  if (context === null) return;
  const top = Math.round(page.imageTop * CANVAS_SCALE);
  const bottom = Math.round((page.imageTop + page.sourceHeight) * CANVAS_SCALE);
  const height = imageRows(page);
  // In image pixels: html2canvas leaves its own scale and offset on the context.
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, top);
  if (bottom < height) context.fillRect(0, bottom, canvas.width, height - bottom);
}
