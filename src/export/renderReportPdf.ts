// From a drawn report tree to PDF bytes: measure, plan the pages, draw them one by one, assemble.

import {
  assemblePdf,
  defaultPageImageEncoding,
  encodePageCanvas,
  createColorLookup,
  sharedPageDeflater,
  startPageDeflater,
} from "./pdf";
import type {
  EncodedPage,
  PageImageEncoding,
  PdfAttachment,
  PageDeflater,
  PagePixels,
} from "./pdf";
import { drawReportPages, measureReportLayout, planPdfPages } from "./raster";
import type { Html2canvas } from "./raster";
import { reportStructure } from "./report";
import type { ReportModel } from "./report";

export interface RenderedReportPdf {
  readonly blob: Blob;
  readonly pageCount: number;
}

export interface RenderReportPdfOptions {
  readonly encoding?: PageImageEncoding;
  /** Files the PDF carries as attachments: the assessment's record (exportChecklistPdf). */
  readonly attachments?: readonly PdfAttachment[];
  /** Draws the pages instead of the app's html2canvas: for the benchmark's comparison only. */
  readonly html2canvas?: Html2canvas;
  /**
   * False makes the PDF untagged: for the benchmark's comparison of the tags' cost only. Every PDF
   * the app hands a person is tagged.
   */
  readonly tagged?: boolean;
  /**
   * False writes the file with jsPDF's classic cross-reference table, as it was written before the
   * cross-reference stream: for the benchmark's comparison only.
   */
  readonly crossReferenceStream?: boolean;
}

/** `tree` is a mounted ReportTree (see mountReportTree) drawn from `model`. */
export async function renderReportPdf(
  tree: HTMLElement,
  model: ReportModel,
  options: RenderReportPdfOptions = {},
): Promise<RenderedReportPdf> {
  const encoding = options.encoding ?? defaultPageImageEncoding();
  // The page's worker, started by prepareExport or here: it outlives the export.
  const deflater = encoding.format === "INDEXED" ? sharedPageDeflater() : null;
  return renderWith(tree, model, encoding, deflater, options);
}

/**
 * What can be made ready for an export before it is asked for (the app calls it as the export's
 * code is fetched, on hovering or focusing Export): the worker that encodes its pages.
 */
export function prepareExport(): void {
  if (defaultPageImageEncoding().format === "INDEXED") startPageDeflater();
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: Promise<T>): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: Promise<T>) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A page that never comes (the drawing failed) is reported by the drawing, not as unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

async function renderWith(
  tree: HTMLElement,
  model: ReportModel,
  encoding: PageImageEncoding,
  deflater: PageDeflater | null,
  { attachments = [], html2canvas, tagged = true, crossReferenceStream }: RenderReportPdfOptions,
): Promise<RenderedReportPdf> {
  const layout = measureReportLayout(tree);
  const pages = planPdfPages(layout);
  // For the pages encoded on the main thread (until the worker is up, or where there is none).
  const lookup = encoding.format === "INDEXED" ? createColorLookup() : null;
  const encodeIndexed =
    deflater === null || lookup === null
      ? undefined
      : (pixels: PagePixels) => deflater.encode(pixels, lookup);
  const images = pages.map(() => deferred<EncodedPage>());
  // The PDF is assembled as the pages arrive, while the later pages are still drawn.
  const assembling = assemblePdf(
    pages,
    images.map((image) => image.promise),
    model.documentProperties,
    { attachments, structure: tagged ? reportStructure(model) : null, crossReferenceStream },
  );
  assembling.catch(() => undefined);
  try {
    await drawReportPages(
      tree,
      layout,
      pages,
      (canvas, index, height) => {
        const { read, encoded } = encodePageCanvas(canvas, index, encoding, encodeIndexed, height);
        images[index]?.resolve(encoded);
        return read;
      },
      html2canvas,
    );
  } catch (error) {
    for (const image of images) image.reject(error);
    throw error;
  }
  const pdf = await assembling;
  return { blob: new Blob([pdf.output()], { type: "application/pdf" }), pageCount: pdf.pageCount };
}
