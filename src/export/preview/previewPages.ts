// The preview's pages, drawn in the page itself with PDF.js: a canvas and a text layer per page.
// Browsers differ in whether and how they show a PDF in a frame (none on Chrome for Android, only
// the first page on iOS Safari, 300 × 150 px in WebKitGTK, and Chromium's viewer keeps Escape from
// the dialog), so the preview no longer relies on one. PDF.js is part of the preview's chunk, so it
// loads with React-PDF, when a preview is wanted, never on the first load.

import { PDFWorker, TextLayer, getDocument } from "pdfjs-dist";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";
// The worker is emitted as a file of our own origin (worker-src 'self'), started here as a module
// worker through the worker-url Trusted Types policy and handed to PDF.js as its port: PDF.js would
// start it from a plain string, which the policy's require-trusted-types-for refuses.
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { startOwnWorker } from "../../trustedTypes";
import { createPageTurns, pagesToDraw, type TurnKind } from "./pageTurns";
import "./previewPages.css";

/** A PDF.js task that can be stopped: a page's drawing, or its text layer. */
interface Cancellable {
  cancel(): void;
}

// One worker for the page's lifetime: starting one (1.2 MB of script to parse) for every opening
// cost most of a warm preview's time. Destroying a document leaves a worker it was given running.
let worker: PDFWorker | null = null;

// One channel for every slice: each message is a task of its own, so input and other work run
// between slices, and unlike setTimeout it is not clamped to 4 ms once nested.
const pendingSlices: (() => void)[] = [];
let sliceChannel: MessageChannel | null = null;

function continueAfterOtherTasks(next: () => void): void {
  if (sliceChannel === null) {
    sliceChannel = new MessageChannel();
    sliceChannel.port1.onmessage = () => pendingSlices.shift()?.();
  }
  pendingSlices.push(next);
  sliceChannel.port2.postMessage(null);
}

export interface PageTarget {
  readonly canvas: HTMLCanvasElement;
  /** An empty element laid exactly over the canvas; the page's text goes in it, transparent. */
  readonly textLayer: HTMLElement;
  /** The width to draw the page at, in CSS pixels. */
  readonly width: number;
  readonly pixelRatio: number;
  /** Whether to write the text layer too: false when it already holds the page at this width. */
  readonly withText: boolean;
}

/** Where a page's text goes, for a page not drawn (see pagesToDraw in ./pageTurns). */
export type TextTarget = Pick<PageTarget, "textLayer" | "width">;

export interface PageDrawing {
  readonly done: Promise<void>;
  /** Stops the drawing; `done` then rejects, which the caller may ignore. */
  cancel(): void;
}

export interface PreviewPdfDocument {
  readonly pageCount: number;
  /** The page's height for a given width, both in CSS pixels, so space is held before drawing. */
  pageAspect(pageNumber: number): Promise<number>;
  /**
   * Draws a page, one page at a time: pages asked for wait their turn, and the next is one that
   * `showing` names, else the nearest to those (see ./pageTurns).
   */
  drawPage(pageNumber: number, target: PageTarget): PageDrawing;
  /**
   * Writes a page's text layer alone, after every page waiting to be drawn: a page kept undrawn
   * (far from the view) can still be read by a screen reader and searched.
   */
  writeText(pageNumber: number, target: TextTarget): PageDrawing;
  /**
   * The pages in view now, in order: drawn before any other page still waiting. Returns the pages
   * to keep drawn (those in view and the nearest, MAX_DRAWN_PAGES at most); the others' canvases
   * are to be let go, and their text layers written alone (writeText).
   */
  showing(pageNumbers: readonly number[]): number[];
  /** Ends the worker's copy of the document and every pending task; safe to call twice. */
  destroy(): Promise<void>;
}

/** Starts writing a page's text into its layer, sized for the page drawn `width` CSS pixels wide. */
function startTextLayer(page: PDFPageProxy, textLayer: HTMLElement, width: number): TextLayer {
  const scale = width / page.getViewport({ scale: 1 }).width;
  textLayer.replaceChildren();
  // The layer sizes itself and its spans from this variable (PDF.js's own viewer sets it).
  textLayer.style.setProperty("--total-scale-factor", String(scale));
  return new TextLayer({
    textContentSource: page.streamTextContent(),
    container: textLayer,
    viewport: page.getViewport({ scale }),
  });
}

/**
 * Opens the PDF React-PDF drew. No eval (the app's policy has no 'unsafe-eval'), and no cMaps or
 * standard font data: the report embeds its one font, so nothing is asked of any server.
 */
export async function openPreviewDocument(blob: Blob): Promise<PreviewPdfDocument> {
  const data = new Uint8Array(await blob.arrayBuffer());
  if (worker === null || worker.destroyed) {
    const port = startOwnWorker(workerUrl, { type: "module", name: "PDF.js" });
    // PDF.js's types, made from its defaults, say `port` can only be null; it takes a Worker.
    worker = new PDFWorker({ port: port as unknown as null });
  }
  const task: PDFDocumentLoadingTask = getDocument({
    data,
    isEvalSupported: false,
    worker,
    // Glyphs drawn as paths from the embedded font, not as text in a FontFace made from it: PDF.js
    // sets text one glyph per canvas fillText call, which WebKitGTK does slowly: there the pages
    // take about a quarter less time (decision 0005); elsewhere the same. The pages look the same.
    disableFontFace: true,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    throw error;
  }
  const turns = createPageTurns();

  /**
   * Runs `work` on a page once its turn comes. `work` hands each PDF.js task it starts to
   * `started`, so that cancelling stops it; a turn not yet begun is given up.
   */
  const inTurn = (
    pageNumber: number,
    kind: TurnKind,
    work: (page: PDFPageProxy, started: <T extends Cancellable>(task: T) => T) => Promise<void>,
  ): PageDrawing => {
    let cancelled = false;
    const tasks: Cancellable[] = [];
    const turn = turns.wait(pageNumber, kind);
    const done = (async () => {
      try {
        await turn.begun;
        if (cancelled) throw new Error("cancelled");
        const page = await pdf.getPage(pageNumber);
        if (cancelled) throw new Error("cancelled");
        await work(page, (task) => {
          tasks.push(task);
          return task;
        });
      } finally {
        turn.end();
      }
    })();
    return {
      done,
      cancel() {
        cancelled = true;
        for (const task of tasks) task.cancel();
        turn.leave();
      },
    };
  };

  return {
    pageCount: pdf.numPages,
    async pageAspect(pageNumber) {
      const page = await pdf.getPage(pageNumber);
      const { width, height } = page.getViewport({ scale: 1 });
      return height / width;
    },
    showing(pageNumbers) {
      turns.showing(pageNumbers);
      return pagesToDraw(pageNumbers, pdf.numPages);
    },
    drawPage(pageNumber, target) {
      return inTurn(pageNumber, "page", async (page, started) => {
        const scale = target.width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale });
        const { canvas, textLayer } = target;
        // Hidden until drawn: a canvas on show is handed to the compositor again at every frame
        // while it changes, which slows the drawing (decision 0005). The page shows white
        // meanwhile, and a page that fails shows no half of itself.
        canvas.style.visibility = "hidden";
        // Drawn at the screen's own pixels, so text stays sharp on a high-density display.
        canvas.width = Math.floor(viewport.width * target.pixelRatio);
        canvas.height = Math.floor(viewport.height * target.pixelRatio);
        const ratio = target.pixelRatio;
        const render = started(
          page.render({
            canvas,
            viewport,
            transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
            // For the display intent PDF.js waits for an animation frame between slices of about
            // 15 ms of drawing. WebKitGTK's frames came far apart while the dialog was drawn, which
            // doubled the drawing there (decision 0005), and a hidden tab has no frames at all. The print intent draws the same page (the report
            // has no annotations or optional content, whose handling differs) without waiting for
            // frames, and the slices still yield to the event loop (onContinue below), so a key
            // is not held.
            intent: "print",
          }),
        );
        render.onContinue = continueAfterOtherTasks;
        const text = target.withText
          ? started(startTextLayer(page, textLayer, target.width))
          : null;
        await Promise.all([render.promise, text?.render()]);
        canvas.style.visibility = "";
      });
    },
    writeText(pageNumber, target) {
      return inTurn(pageNumber, "text", async (page, started) => {
        await started(startTextLayer(page, target.textLayer, target.width)).render();
      });
    },
    async destroy() {
      await task.destroy();
    },
  };
}
