// html2canvas as the export uses it (spec §7: scale 2, white background): loaded on demand, with its
// baseline probe guarded. The export draws page by page (drawReportPages.ts); renderReportCanvas
// draws a whole tree at once, for the test that compares html2canvas's drawing with the browser's.

import { addReportFontFaces, hasReportFont } from "../report";

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
export function guardBaselineProbe(host: Document): () => void {
  const style = host.createElement("style");
  host.head.append(style);
  style.sheet?.insertRule(PROBE_RESET_CSS);
  return () => style.remove();
}

/** Loaded on demand: html2canvas is a large chunk no one needs until they export. */
export async function loadHtml2canvas(): Promise<typeof import("html2canvas").default> {
  return (await import("html2canvas")).default;
}

export async function renderReportCanvas(tree: HTMLElement): Promise<HTMLCanvasElement> {
  const html2canvas = await loadHtml2canvas();
  const releaseGuard = guardBaselineProbe(document);
  // html2canvas lays the tree out again in its copy of the document, which has none of its fonts.
  const withFont = hasReportFont(tree.ownerDocument);
  try {
    return await html2canvas(tree, {
      scale: CANVAS_SCALE,
      backgroundColor: "#ffffff",
      logging: false,
      onclone: async (copy) => {
        if (withFont) await addReportFontFaces(copy);
      },
    });
  } finally {
    releaseGuard();
  }
}

/** Hands a canvas's pixel memory back at once rather than whenever it is garbage-collected. */
export function releaseCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}
