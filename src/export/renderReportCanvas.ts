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

const PROBE_RESET_CSS = `img[src$="${PROBE_IMAGE_PAYLOAD}"] {
  display: inline !important; position: static !important; float: none !important;
  width: 1px !important; height: 1px !important; min-width: 0 !important; min-height: 0 !important;
  max-width: none !important; max-height: none !important; border: 0 !important;
}`;

// For the length of one render, restores the probe's image to the inline 1x1 box html2canvas expects,
// whatever the page's own stylesheets say.
function guardBaselineProbe(host: Document): () => void {
  const style = host.createElement("style");
  style.textContent = PROBE_RESET_CSS;
  host.head.append(style);
  return () => style.remove();
}

export async function renderReportCanvas(tree: HTMLElement): Promise<HTMLCanvasElement> {
  // Loaded on demand: html2canvas is a large chunk no one needs until they export.
  const { default: html2canvas } = await import("html2canvas");
  const releaseGuard = guardBaselineProbe(document);
  try {
    return await html2canvas(tree, {
      scale: CANVAS_SCALE,
      backgroundColor: "#ffffff",
      logging: false,
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
