// Each drawn page as an image jsPDF takes: 4-bit indexed colour deflated in the page worker, or
// JPEG where the browser cannot deflate natively (docs/decisions/0002-indexed-page-images.md).

import { canDeflateNatively } from "./deflate";
import { encodeIndexedPage } from "./encodeIndexedPage";
import type { PagePixels } from "./encodeIndexedPage";
import { INDEXED_FORMAT, holdIndexedImageSize } from "./indexedImageFormat";
import { createColorLookup } from "./indexedPageImage";
import { sharedPageDeflater, startPageDeflater } from "./pageDeflater";

export type PageImageEncoding =
  | { readonly format: "JPEG"; /** from 0 to 1 */ readonly quality: number }
  | { readonly format: "PNG" }
  /** 4-bit indexed colour on the report's own palette, deflated (see indexedPageImage.ts). */
  | { readonly format: "INDEXED" };

/**
 * Indexed colour where the browser can deflate natively (CompressionStream: every current browser):
 * smaller and faster to make than JPEG, and sharp. JPEG at 0.85 is the fallback: a lower quality
 * leaves a halo around the coloured headings, a higher one adds bytes for no visible difference,
 * and PNG is slower, as jsPDF re-deflates PNGs in JavaScript (figures in decision 0002).
 */
export function defaultPageImageEncoding(): PageImageEncoding {
  return canDeflateNatively() ? { format: "INDEXED" } : { format: "JPEG", quality: 0.85 };
}

/** Starts what the default encoding needs ahead of an export: the page worker. */
export function preparePageImageEncoding(): void {
  if (defaultPageImageEncoding().format === "INDEXED") startPageDeflater();
}

const MIME_TYPES = { JPEG: "image/jpeg", PNG: "image/png" } as const;

/**
 * The canvas itself where the page fills it; otherwise a copy of its top `height` rows, for the
 * browser's encoders, which take a whole canvas. (Only browsers without CompressionStream encode
 * pages this way.)
 */
function pageImageOf(canvas: HTMLCanvasElement, height: number): HTMLCanvasElement {
  if (height === canvas.height) return canvas;
  const copy = canvas.ownerDocument.createElement("canvas");
  copy.width = canvas.width;
  copy.height = height;
  const context = copy.getContext("2d");
  if (context === null) throw new Error("No 2D canvas context is available to copy the report.");
  context.drawImage(canvas, 0, 0);
  return copy;
}

/** Hands a copy's pixel memory back at once rather than whenever it is garbage-collected. */
function releaseCopy(copy: HTMLCanvasElement): void {
  copy.width = 0;
  copy.height = 0;
}

async function encodeCanvas(
  canvas: HTMLCanvasElement,
  encoding: Exclude<PageImageEncoding, { format: "INDEXED" }>,
): Promise<Uint8Array> {
  const quality = encoding.format === "JPEG" ? encoding.quality : undefined;
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, MIME_TYPES[encoding.format], quality),
  );
  if (blob === null)
    throw new Error(`The browser could not encode a ${canvas.width}x${canvas.height} page image.`);
  return new Uint8Array(await blob.arrayBuffer());
}

export interface EncodedPage {
  readonly bytes: Uint8Array;
  readonly format: string;
  readonly alias: string;
  readonly width: number;
  readonly height: number;
}

export interface PageCanvasEncoding {
  /** Settles once the canvas's pixels have been taken: the canvas may be released then. */
  readonly read: Promise<void>;
  readonly encoded: Promise<EncodedPage>;
}

/**
 * One drawn page, the top `height` rows of its canvas (all of it by default), in the form jsPDF
 * takes. Indexed colour reads the pixels at once and indexes and deflates them afterwards, off the
 * main thread where a worker does it (see pageDeflater.ts), while the next page is drawn; JPEG and
 * PNG need the canvas until the browser has encoded it. A canvas that cannot be read throws at once.
 */
export function encodePageCanvas(
  canvas: HTMLCanvasElement,
  index: number,
  encoding: PageImageEncoding,
  encodeIndexed: (pixels: PagePixels) => Promise<Uint8Array> = encodeIndexedPage,
  height: number = canvas.height,
): PageCanvasEncoding {
  const alias = `page-${index + 1}`;
  const { width } = canvas;
  if (encoding.format === "INDEXED") {
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("No 2D canvas context is available to read the report.");
    const pixels = context.getImageData(0, 0, width, height);
    const encoded = encodeIndexed(pixels).then((bytes) => {
      holdIndexedImageSize(alias, width, height);
      return { bytes, format: INDEXED_FORMAT, alias, width, height };
    });
    return { read: Promise.resolve(), encoded };
  }
  const image = pageImageOf(canvas, height);
  const imageBytes = encodeCanvas(image, encoding);
  // A copy is released once encoded (a failure is reported through `encoded`).
  if (image !== canvas) imageBytes.finally(() => releaseCopy(image)).catch(() => undefined);
  const encoded = imageBytes.then((bytes) => ({
    bytes,
    format: encoding.format,
    alias,
    width,
    height,
  }));
  return { read: encoded.then(() => undefined), encoded };
}

/** One export's encoding of its pages: each page's canvas, its index and its image's height. */
export type EncodePageImage = (
  canvas: HTMLCanvasElement,
  index: number,
  height: number,
) => PageCanvasEncoding;

/**
 * The encoder of one export's pages in `encoding`. Indexed pages go to the page's worker (started
 * by preparePageImageEncoding or here; it outlives the export), and are encoded on the main thread
 * with one colour lookup for every page until the worker is up, or where there is none.
 */
export function pageImageEncoder(encoding: PageImageEncoding): EncodePageImage {
  if (encoding.format !== "INDEXED")
    return (canvas, index, height) => encodePageCanvas(canvas, index, encoding, undefined, height);
  const deflater = sharedPageDeflater();
  const lookup = createColorLookup();
  const encodeIndexed = (pixels: PagePixels) => deflater.encode(pixels, lookup);
  return (canvas, index, height) =>
    encodePageCanvas(canvas, index, encoding, encodeIndexed, height);
}

/** The export's encoder: the default encoding for this browser. */
export function encodePageImages(): EncodePageImage {
  return pageImageEncoder(defaultPageImageEncoding());
}
