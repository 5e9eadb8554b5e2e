// Builds the PDF: one image per page (each page drawn on its own, see drawReportPages.ts) under an
// invisible text layer, so the file can be searched, copied from and read aloud; tagged (tagPdf.ts),
// so a screen reader finds its headings, lists and ticks, with the page images as artifacts.

import type { jsPDF } from "jspdf";
import { PAGE_WIDTH_MM, releaseCanvas } from "../raster";
import type { PdfPagePlan, PdfTextPlacement } from "../raster";
import { attachFile, type PdfAttachment } from "./attachFile";
import { toBinaryString } from "./binaryString";
import { loadReportFontFiles } from "../report";
import { needsTextLayerFont, textLayerFonts } from "./textLayerFont";
import type { TextLayerFonts } from "./textLayerFont";
import { canDeflateNatively } from "./deflate";
import { pdfFileWriter } from "./crossReferenceStream";
import { REPORT_PALETTE, encodeIndexedPage } from "./encodeIndexedPage";
import type { PagePixels } from "./encodeIndexedPage";
import type { ReportDocumentProperties, StructureNode } from "../report";
import { UNTAGGED, tagPdf, type PdfTagging } from "./tagPdf";

export type PageImageEncoding =
  | { readonly format: "JPEG"; /** from 0 to 1 */ readonly quality: number }
  | { readonly format: "PNG" }
  /** 4-bit indexed colour on the report's own palette, deflated (see indexedPageImage.ts). */
  | { readonly format: "INDEXED" };

/**
 * Indexed colour where the browser can deflate natively (CompressionStream: every current browser).
 * Measured on the full 68-question report in Chromium: 5 pages in about 0.45 MB, against 1.53 MB as
 * JPEG at 0.85, and faster to make, since nothing is JPEG-encoded. JPEG at 0.85 is the fallback: 0.75
 * leaves a visible halo around the coloured headings, 0.92 adds 22% for no visible difference, and
 * PNG is about as large as JPEG 0.85 but three times slower, as jsPDF re-deflates PNGs in JavaScript.
 */
export function defaultPageImageEncoding(): PageImageEncoding {
  return canDeflateNatively() ? { format: "INDEXED" } : { format: "JPEG", quality: 0.85 };
}

const INDEXED_FORMAT = "REPORTINDEXED";
/** Sizes of the indexed images waiting for jsPDF to pick up, by alias (its processor gets only bytes). */
const INDEXED_IMAGES = new Map<string, { width: number; height: number }>();

/**
 * Teaches jsPDF an image format of ours: already-deflated 4-bit indexed pixels, written to the file
 * as they are (jsPDF's own PNG path would inflate and re-deflate them in JavaScript). jsPDF looks an
 * image format up as a `process<FORMAT>` function on its API, which is how its own formats plug in.
 */
function registerIndexedImageFormat(jsPDFClass: typeof jsPDF): void {
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
      INDEXED_IMAGES.set(alias, { width, height });
      return { bytes, format: INDEXED_FORMAT, alias, width, height };
    });
    return { read: Promise.resolve(), encoded };
  }
  const image = pageImageOf(canvas, height);
  const imageBytes = encodeCanvas(image, encoding);
  // A copy is released once encoded (a failure is reported through `encoded`).
  if (image !== canvas) imageBytes.finally(() => releaseCanvas(image)).catch(() => undefined);
  const encoded = imageBytes.then((bytes) => ({
    bytes,
    format: encoding.format,
    alias,
    width,
    height,
  }));
  return { read: encoded.then(() => undefined), encoded };
}

/** A line of the text layer as its font carries it, and its exact words if those differ. */
interface LayerLine {
  readonly placement: PdfTextPlacement;
  readonly font: string;
  readonly text: string;
  readonly actualText: string | undefined;
}

/**
 * `spaceAfter`: the line is followed by another of the same run of marked content, which readers
 * of the tags join to it as they are (poppler's did: "risksand"), so it ends with the space the
 * line break stood for. Not after a word cut at its hyphen ("re-" / "identified").
 */
function drawLine(pdf: jsPDF, { placement, font, text }: LayerLine, spaceAfter: boolean): void {
  pdf.setFont(font, "normal");
  pdf.setFontSize(placement.fontSizePt);
  // Stretch the line to the width it has on the page, so a selection or a search hit covers the
  // words a reader sees, whatever font the browser drew them in.
  const naturalWidth = pdf.getTextWidth(text);
  const horizontalScale =
    naturalWidth > 0 ? Math.min(2, Math.max(0.5, placement.widthMm / naturalWidth)) : 1;
  const written = spaceAfter && !text.endsWith("-") ? `${text} ` : text;
  pdf.text(written, placement.xMm, placement.yMm, {
    baseline: "top",
    renderingMode: "invisible",
    horizontalScale,
  });
}

function addTextLayer(
  pdf: jsPDF,
  texts: readonly PdfTextPlacement[],
  fonts: TextLayerFonts,
  tagging: PdfTagging,
): void {
  const lines: LayerLine[] = texts.map((placement) => {
    const { font, text } = fonts.fontFor(placement.text);
    const exact = placement.text.normalize("NFC");
    // A line its font could not carry whole (an emoji, a letter Helvetica lacks) is tagged with its
    // exact words, which a screen reader and a text extractor take instead. Not a line it carries
    // whole in a right-to-left script: its glyphs are in visual order, as PDF text is, and readers
    // put them back in logical order themselves (poppler reverses an ActualText a second time).
    return { placement, font, text, actualText: text === exact ? undefined : exact };
  });
  // The lines of one element that follow each other on a page are one run of marked content: one
  // MCID, not one a line (fewer bytes in the content, the tree and the parent tree).
  let index = 0;
  while (index < lines.length) {
    const first = lines[index];
    if (first === undefined) break;
    let end = index + 1;
    if (first.actualText === undefined)
      while (
        lines[end] !== undefined &&
        lines[end]?.actualText === undefined &&
        lines[end]?.placement.structureId === first.placement.structureId
      )
        end += 1;
    const run = lines.slice(index, end);
    tagging.content(
      first.placement.structureId,
      () => run.forEach((line, at) => drawLine(pdf, line, at < run.length - 1)),
      first.actualText,
    );
    index = end;
  }
}

/**
 * The report font's regular face as jsPDF takes a font file, if some line of the text layer needs it.
 * Its bytes were fetched for the drawing already (reportFont.ts keeps them); if they could not be,
 * the text layer stays in Helvetica rather than fail the export.
 */
async function textLayerFontFile(lines: readonly string[]): Promise<Uint8Array | null> {
  if (!lines.some(needsTextLayerFont)) return null;
  try {
    const { regular } = await loadReportFontFiles();
    return new Uint8Array(regular);
  } catch (error) {
    console.warn("The text layer is in Helvetica: the report font could not be loaded.", error);
    return null;
  }
}

/**
 * The PDF of `pages`, whose images arrive in `images`, one a page, in order. Pages go in as their
 * images arrive, so the first pages are built while the last is still drawn.
 */
export interface AssemblePdfOptions {
  /** Files the PDF carries as attachments: the assessment's record. */
  readonly attachments?: readonly PdfAttachment[];
  /**
   * The report's structure (report/reportStructure.ts), whose ids the text placements name: the
   * PDF is tagged to PDF/UA-1 with it. Null makes an untagged PDF, for the benchmark's comparison
   * only.
   */
  readonly structure: StructureNode | null;
  /**
   * False writes jsPDF's classic cross-reference table, every object in line: for the benchmark's
   * comparison with the file as it was written before the cross-reference stream only.
   */
  readonly crossReferenceStream?: boolean;
}

/** The assembled report, to be written once. */
export interface AssembledPdf {
  readonly pageCount: number;
  /** The file's bytes. */
  output(): Uint8Array<ArrayBuffer>;
}

export async function assemblePdf(
  pages: readonly PdfPagePlan[],
  images: readonly Promise<EncodedPage>[],
  properties: ReportDocumentProperties,
  { attachments = [], structure, crossReferenceStream = true }: AssemblePdfOptions,
): Promise<AssembledPdf> {
  const { jsPDF } = await import("jspdf");
  registerIndexedImageFormat(jsPDF);
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
  const writer = pdfFileWriter(pdf, crossReferenceStream);
  const lines = pages.flatMap((page) => page.texts.map((placement) => placement.text));
  const fonts = textLayerFonts(jsPDF, pdf, await textLayerFontFile(lines), lines);
  for (const attachment of attachments) attachFile(pdf, attachment);
  const tagging =
    structure === null ? UNTAGGED : tagPdf(pdf, structure, properties.title, writer.objects);
  for (const [index, page] of pages.entries()) {
    const image = await images[index];
    if (image === undefined) throw new Error(`Page ${index + 1} has no image.`);
    if (index > 0) pdf.addPage("a4", "portrait");
    const heightMm = (PAGE_WIDTH_MM * image.height) / image.width;
    // A distinct alias per page spares jsPDF hashing every image's bytes to look for duplicates.
    // The image shows the words the text layer carries: as content it would be said twice.
    tagging.artifact(() =>
      pdf.addImage(image.bytes, image.format, 0, 0, PAGE_WIDTH_MM, heightMm, image.alias, "FAST"),
    );
    addTextLayer(pdf, page.texts, fonts, tagging);
  }

  pdf.setProperties({
    title: properties.title,
    subject: properties.subject,
    creator: properties.creator,
  });
  pdf.setLanguage(properties.language);
  // Viewers show the title rather than the file name in their title bar (PDF/UA asks for this).
  pdf.viewerPreferences({ DisplayDocTitle: true });
  return { pageCount: pdf.getNumberOfPages(), output: () => writer.output() };
}
