// The page images' own image format in jsPDF: already-deflated 4-bit indexed pixels, written to the
// file as they are (jsPDF's own PNG path would inflate and re-deflate them in JavaScript). The
// encoder (encodePageImages.ts) leaves each image's size here under its alias; jsPDF's processor,
// which is handed only the bytes, picks it up as the assembly adds the image.

import type { jsPDF } from "jspdf";
import { toBinaryString } from "./binaryString";
import { REPORT_PALETTE } from "./encodeIndexedPage";

export const INDEXED_FORMAT = "REPORTINDEXED";

/** Sizes of the indexed images waiting for jsPDF to pick up, by alias. */
const INDEXED_IMAGES = new Map<string, { width: number; height: number }>();

/** An indexed image's size, for jsPDF's processor to find under `alias`. */
export function holdIndexedImageSize(alias: string, width: number, height: number): void {
  INDEXED_IMAGES.set(alias, { width, height });
}

/**
 * Teaches jsPDF the format. jsPDF looks an image format up as a `process<FORMAT>` function on its
 * API, which is how its own formats plug in.
 */
export function registerIndexedImageFormat(jsPDFClass: typeof jsPDF): void {
  // The API object is jsPDF's plug-in surface; its typings do not list formats added at run time.
  const api = jsPDFClass.API as unknown as Record<string, unknown>;
  if (typeof api[`process${INDEXED_FORMAT}`] === "function") return;
  api[`process${INDEXED_FORMAT}`] = (data: Uint8Array, index: number, alias: string) => {
    const size = INDEXED_IMAGES.get(alias);
    if (size === undefined) throw new Error(`No indexed page image is waiting under "${alias}".`);
    INDEXED_IMAGES.delete(alias);
    return {
      data: toBinaryString(data),
      width: size.width,
      height: size.height,
      colorSpace: "Indexed",
      palette: REPORT_PALETTE.flat(),
      bitsPerComponent: 4,
      filter: "FlateDecode",
      index,
      alias,
    };
  };
}
