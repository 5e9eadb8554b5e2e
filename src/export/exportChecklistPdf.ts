// The PDF export as one pipeline: its steps, in the order they run, each a function in a file of
// its own in the room of its stage. `PDF_EXPORT_STEPS` names them; `composeReportPdf` runs them.
// The benchmark page composes the same pipeline with some steps swapped (bench/export-page).

import type { jsPDF } from "jspdf";
import { downloadBlob } from "../files/download";
import { measureReportLayout, planPdfPages } from "./layout";
import {
  assemblePdf,
  attachFile,
  encodePageImages,
  openPdfDocument,
  pdfFileWriter,
  preparePageImageEncoding,
  tagPdf,
} from "./pdf";
import type { EncodedPage, EncodePageImage, PdfAttachment, PdfFileWriter } from "./pdf";
import { drawReportPages, mountReportTree } from "./raster";
import type { DrawReportPages, MountedReportTree } from "./raster";
import { recordAttachment } from "./recordAttachment";
import { buildReportModel, exportFileName, reportStructure } from "./report";
import type { ReportModel, ReportRequest } from "./report";

export interface PdfExportSteps {
  /** 1. What the report says, from the checklist (report/reportModel.ts). */
  readonly buildModel: typeof buildReportModel;
  /** 2. The report as the 800 px HTML tree, laid out in an off-screen frame (raster/). */
  readonly mount: (model: ReportModel) => Promise<MountedReportTree>;
  /** 3. The tree's rows and lines of text, read back from the browser's layout (layout/). */
  readonly measure: typeof measureReportLayout;
  /** 4. What each A4 page shows: its band of the tree and its lines, in mm and pt (layout/). */
  readonly planPages: typeof planPdfPages;
  /** 5. The report's logical structure, each element under the id the tree marks it by (report/). */
  readonly planStructure: typeof reportStructure;
  /** 6. The empty document, jsPDF loaded on demand (pdf/openPdfDocument.ts). */
  readonly open: () => Promise<jsPDF>;
  /** 7. The file's writer: a cross-reference stream, the tags in an object stream (pdf/). */
  readonly write: (pdf: jsPDF) => PdfFileWriter;
  /** 8. A file the PDF carries: the assessment's record (pdf/attachFile.ts). */
  readonly attach: typeof attachFile;
  /**
   * 9. The tags, set up before the first page goes in, since they mark what is drawn as it is
   * written; they fail the export if the planned structure and the tree's lines do not name the
   * same ids (pdf/tagPdf.ts).
   */
  readonly tag: typeof tagPdf;
  /** 10. Each page drawn on a canvas, one at a time (raster/drawReportPages.ts). */
  readonly draw: DrawReportPages;
  /** 11. Each drawn page as an image for the PDF: one encoder an export (pdf/encodePageImages.ts). */
  readonly encode: () => EncodePageImage;
  /** 12. The pages' images and invisible text layer put into the document (pdf/assemblePdf.ts). */
  readonly assemble: typeof assemblePdf;
}

/** The steps of every PDF the app hands a person. */
export const PDF_EXPORT_STEPS: PdfExportSteps = {
  buildModel: buildReportModel,
  mount: (model) => mountReportTree(model),
  measure: measureReportLayout,
  planPages: planPdfPages,
  planStructure: reportStructure,
  open: openPdfDocument,
  write: pdfFileWriter,
  attach: attachFile,
  tag: tagPdf,
  draw: drawReportPages,
  encode: encodePageImages,
  assemble: assemblePdf,
};

export interface RenderedReportPdf {
  readonly blob: Blob;
  readonly pageCount: number;
}

/** The exported file, made but not downloaded (the preview opens it in a new tab). */
export interface ChecklistPdf {
  readonly blob: Blob;
  readonly fileName: string;
  readonly pageCount: number;
}

export interface ExportedChecklistPdf {
  readonly fileName: string;
  readonly pageCount: number;
  readonly bytes: number;
}

export interface ReportPdfPipeline {
  /**
   * The tagged PDF `request` asks for (steps 1 to 12), carrying the whole assessment as its record.
   * Errors propagate; the off-screen tree is removed either way.
   */
  make(request: ReportRequest): Promise<ChecklistPdf>;
  /** The PDF of a tree already mounted from `model` (steps 3 to 12), carrying `attachments`. */
  render(
    tree: HTMLElement,
    model: ReportModel,
    attachments?: readonly PdfAttachment[],
  ): Promise<RenderedReportPdf>;
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

export function composeReportPdf(steps: PdfExportSteps): ReportPdfPipeline {
  async function render(
    tree: HTMLElement,
    model: ReportModel,
    attachments: readonly PdfAttachment[] = [],
  ): Promise<RenderedReportPdf> {
    const layout = steps.measure(tree);
    const pages = steps.planPages(layout);
    const structure = steps.planStructure(model);
    const images = pages.map(() => deferred<EncodedPage>());
    // The document is made as the pages' images arrive, while the later pages are still drawn (and
    // the first is drawn while jsPDF loads).
    const assembling = (async () => {
      const pdf = await steps.open();
      const file = steps.write(pdf);
      for (const attachment of attachments) steps.attach(pdf, attachment);
      const { title } = model.documentProperties;
      const tagging = steps.tag(pdf, structure, pages, title, file.objects);
      const pageImages = images.map((image) => image.promise);
      await steps.assemble(pdf, pages, pageImages, model.documentProperties, tagging);
      return { file, pageCount: pdf.getNumberOfPages() };
    })();
    // A document that fails (a structure the tree does not match) stops the drawing at its next page.
    let failed: { readonly error: unknown } | null = null;
    assembling.catch((error: unknown) => {
      failed = { error };
    });
    const encode = steps.encode();
    try {
      await steps.draw(tree, layout, pages, (canvas, index, height) => {
        if (failed !== null) throw failed.error;
        const { read, encoded } = encode(canvas, index, height);
        images[index]?.resolve(encoded);
        return read;
      });
    } catch (error) {
      for (const image of images) image.reject(error);
      throw error;
    }
    const { file, pageCount } = await assembling;
    return { blob: new Blob([file.output()], { type: "application/pdf" }), pageCount };
  }

  async function make(request: ReportRequest): Promise<ChecklistPdf> {
    const { generatedAt } = request;
    const model = steps.buildModel(request);
    const tree = await steps.mount(model);
    try {
      const { attachmentDescription } = model.documentProperties;
      const attachments = [
        recordAttachment(request.assessment, generatedAt, attachmentDescription),
      ];
      const { blob, pageCount } = await render(tree.element, model, attachments);
      return { blob, fileName: exportFileName(generatedAt), pageCount };
    } finally {
      tree.dispose();
    }
  }

  return { make, render };
}

const pipeline = composeReportPdf(PDF_EXPORT_STEPS);

/** The file the Export button downloads, made but not downloaded. */
export const makeChecklistPdf: ReportPdfPipeline["make"] = pipeline.make;

/** The PDF of a mounted report tree, as the export makes it. */
export const renderReportPdf: ReportPdfPipeline["render"] = pipeline.render;

/**
 * Makes the file (makeChecklistPdf, in the request's language: the one on screen) and downloads it.
 * The file's name is the spec's, in every language. Errors propagate: the caller logs them and
 * shows the alert of spec §8.
 */
export async function exportChecklistPdf(request: ReportRequest): Promise<ExportedChecklistPdf> {
  const { blob, fileName, pageCount } = await makeChecklistPdf(request);
  downloadBlob(blob, fileName);
  return { fileName, pageCount, bytes: blob.size };
}

/**
 * What can be made ready for an export before it is asked for (the app calls it as the export's
 * code is fetched, on hovering or focusing Export): the worker that encodes its pages.
 */
export function prepareExport(): void {
  preparePageImageEncoding();
}
