// One page's pixels to the bytes the PDF holds: indexed on the report's palette, then deflated. Its
// own module, so that the page worker (deflateWorker.ts) loads only this and what it needs.

import { deflate } from "./deflate";
import { buildReportPalette, createColorLookup, indexPageImage } from "./indexedPageImage";

/** A page's RGBA pixels, as getImageData gives them: exactly the page image, row after row. */
export interface PagePixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export const REPORT_PALETTE = buildReportPalette();

/** `lookup` (see createColorLookup) is best shared by every page of a report: colours recur. */
export async function encodeIndexedPage(
  pixels: PagePixels,
  lookup: Uint8Array = createColorLookup(),
): Promise<Uint8Array> {
  const image = indexPageImage(pixels, pixels.height, 0, REPORT_PALETTE, lookup);
  return deflate(image.data);
}
