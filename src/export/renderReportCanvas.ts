// Draws the report tree onto one canvas with html2canvas (spec §7: scale 2, white background).

/** Spec §9: the image scale. 800 CSS px become 1600 image px, sharp enough for print at 210 mm. */
export const CANVAS_SCALE = 2;

/**
 * html2canvas 1.4.1 finds each font's baseline with a probe: a span and a 1x1 image of this data URL,
 * appended to the body of the global `document` (the app's page, not the document being drawn). A
 * page stylesheet that makes images blocks (Chakra's preflight: `img { display: block }`) drops the
 * image below the text, and every line of text is then drawn half a line too low.
 */
export const HTML2CANVAS_PROBE_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

// Matched on the end of the URL, the base64 payload: the ";" in "gif;base64" inside a quoted
// selector is more than some CSS parsers (jsdom's among them) can take.
const PROBE_IMAGE_PAYLOAD = HTML2CANVAS_PROBE_IMAGE.slice(HTML2CANVAS_PROBE_IMAGE.indexOf(",") + 1);

// html2canvas takes the baseline as `img.offsetTop - span.offsetTop + 2`. A 1 px image sitting on the
// baseline has its top 1 px above it, so that is the true baseline plus 1: every line of text came
// out 1 CSS px lower than the browser draws it (measured: 3.4% of the report's pixels differed from
// a screenshot). offsetTop includes a relative offset, so lifting the probe 1 px cancels the error
// for every font and size.
export const PROBE_RESET_CSS = `img[src$="${PROBE_IMAGE_PAYLOAD}"] {
  display: inline !important; position: relative !important; top: -1px !important;
  float: none !important; width: 1px !important; height: 1px !important; min-width: 0 !important;
  min-height: 0 !important; max-width: none !important; max-height: none !important;
  border: 0 !important;
}`;

// For the length of one render, restores the probe's image to the inline 1x1 box html2canvas expects,
// whatever the page's own stylesheets say. The rule goes in through the CSSOM, not as the element's
// text, so a Content-Security-Policy without 'unsafe-inline' styles still lets it apply.
function guardBaselineProbe(host: Document): () => void {
  const style = host.createElement("style");
  host.head.append(style);
  style.sheet?.insertRule(PROBE_RESET_CSS);
  return () => style.remove();
}

/**
 * The canvas html2canvas draws on, made by us rather than by html2canvas for two reasons. It can be
 * made `willReadFrequently`: every pixel of it is read back (getImageData, page by page), and a
 * canvas that says so is kept in memory, not on the GPU, so the browser need not copy it back from
 * the GPU for every read. (The benchmark's headless Chromium draws in software either way, and
 * there it makes no measurable difference.) And its pixels can be allocated ahead of the drawing,
 * at a time when that costs nothing (see allocateCanvas).
 * Its size is the one html2canvas would give its own canvas: the tree's box, rounded up, at scale.
 * Null where there is no 2D context to make (html2canvas then makes its own, and fails its own way).
 */
export function createReportCanvas(tree: HTMLElement): HTMLCanvasElement | null {
  const box = tree.getBoundingClientRect();
  const canvas = document.createElement("canvas");
  canvas.width = Math.floor(Math.ceil(box.width) * CANVAS_SCALE);
  canvas.height = Math.floor(Math.ceil(box.height) * CANVAS_SCALE);
  return canvas.getContext("2d", { willReadFrequently: true }) === null ? null : canvas;
}

/**
 * Makes the browser allocate the canvas's pixels now (about 56 MB for the full report) rather than
 * at html2canvas's first drawing call. Measured in Chromium on the full report: the allocation takes
 * 42 ms, and html2canvas's render then takes 49 ms instead of 93. Done while html2canvas waits for
 * its copy of the tree (see startReportCanvas), it is off the export's critical path.
 */
export function allocateCanvas(canvas: HTMLCanvasElement | null): void {
  canvas?.getContext("2d")?.clearRect(0, 0, 1, 1);
}

/** Loaded on demand: html2canvas is a large chunk no one needs until they export. */
export async function loadHtml2canvas(): Promise<typeof import("html2canvas").default> {
  return (await import("html2canvas")).default;
}

export interface ReportCanvasDrawing {
  /** The drawn canvas. */
  readonly drawn: Promise<HTMLCanvasElement>;
  /**
   * Settles when html2canvas's copy of the tree has loaded. html2canvas then polls for the copy's
   * readiness every 50 ms, so the main thread is idle for the next 50 ms or so: room for work that
   * does not need the drawing (measuring the tree, allocating the canvas). Measured in Chromium:
   * 52 ms idle between the copy's load and html2canvas's first poll.
   */
  readonly idle: Promise<void>;
}

/** The element html2canvas 1.4.1 loads its copy of the document into (see createIFrameContainer). */
function cloneFrameOf(document: Document, before: Element | null): Element | null {
  const frame = document.body.lastElementChild;
  return frame !== null &&
    frame !== before &&
    frame.tagName === "IFRAME" &&
    frame.classList.contains("html2canvas-container")
    ? frame
    : null;
}

/**
 * Starts drawing `tree` on `canvas` (from createReportCanvas). html2canvas copies the tree's document
 * synchronously, into a frame it appends to that document's body, before it first waits; the frame's
 * load event is the start of its idle wait. `html2canvas` is what loadHtml2canvas gives.
 */
export function startReportCanvas(
  html2canvas: Awaited<ReturnType<typeof loadHtml2canvas>>,
  tree: HTMLElement,
  canvas: HTMLCanvasElement | null,
): ReportCanvasDrawing {
  const host = tree.ownerDocument;
  const lastBefore = host.body.lastElementChild;
  const releaseGuard = guardBaselineProbe(document);
  let drawing: Promise<HTMLCanvasElement>;
  try {
    drawing = html2canvas(tree, {
      scale: CANVAS_SCALE,
      backgroundColor: "#ffffff",
      logging: false,
      ...(canvas === null ? {} : { canvas }),
    });
  } catch (error) {
    releaseGuard();
    throw error;
  }
  const drawn = drawing.finally(releaseGuard);
  const settled = drawn.then(
    () => undefined,
    () => undefined,
  );
  const frame = cloneFrameOf(host, lastBefore);
  // Without the frame (another html2canvas, or none in a test), the idle time is not known: it is
  // then taken to start when the drawing ends, which only puts the work back after the drawing.
  const idle =
    frame === null
      ? settled
      : Promise.race([
          new Promise<void>((resolve) =>
            frame.addEventListener("load", () => resolve(), { once: true }),
          ),
          settled,
        ]);
  return { drawn, idle };
}

export async function renderReportCanvas(tree: HTMLElement): Promise<HTMLCanvasElement> {
  return startReportCanvas(await loadHtml2canvas(), tree, createReportCanvas(tree)).drawn;
}

/** Hands a canvas's pixel memory back at once rather than whenever it is garbage-collected. */
export function releaseCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}
