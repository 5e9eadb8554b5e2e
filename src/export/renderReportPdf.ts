// From a drawn report tree to PDF bytes: measure, plan the pages, render, assemble.

import { assemblePdf, defaultPageImageEncoding } from "./assemblePdf";
import type { PageImageEncoding } from "./assemblePdf";
import { measureReportLayout } from "./measureReportLayout";
import { createPageDeflater } from "./pageDeflater";
import { planPdfPages } from "./planPdfPages";
import type { PdfPagePlan, ReportLayout } from "./planPdfPages";
import {
  allocateCanvas,
  createReportCanvas,
  loadHtml2canvas,
  releaseCanvas,
  startReportCanvas,
} from "./renderReportCanvas";
import type { ReportModel } from "./reportModel";

export interface RenderedReportPdf {
  readonly blob: Blob;
  readonly pageCount: number;
}

export interface RenderReportPdfOptions {
  readonly encoding?: PageImageEncoding;
}

/** `tree` is a mounted ReportTree (see mountReportTree) drawn from `model`. */
export async function renderReportPdf(
  tree: HTMLElement,
  model: ReportModel,
  options: RenderReportPdfOptions = {},
): Promise<RenderedReportPdf> {
  const encoding = options.encoding ?? defaultPageImageEncoding();
  // Started first, so that the worker comes up while the tree is drawn.
  const deflater = encoding.format === "INDEXED" ? createPageDeflater() : null;
  try {
    return await renderWith(tree, model, encoding, deflater?.deflate);
  } finally {
    deflater?.dispose();
  }
}

async function renderWith(
  tree: HTMLElement,
  model: ReportModel,
  encoding: PageImageEncoding,
  deflatePage: ((bytes: Uint8Array) => Promise<Uint8Array>) | undefined,
): Promise<RenderedReportPdf> {
  const html2canvas = await loadHtml2canvas();
  const target = createReportCanvas(tree);
  const { drawn, idle } = startReportCanvas(html2canvas, tree, target);
  let layout: ReportLayout;
  let pages: PdfPagePlan[];
  try {
    // Work that does not need the drawing, done while html2canvas sits waiting for its copy of the
    // tree rather than before it starts: about 60 ms off the export in Chromium.
    await idle;
    allocateCanvas(target);
    layout = measureReportLayout(tree);
    pages = planPdfPages(layout);
  } catch (error) {
    // Let the drawing finish, and free its canvas, rather than leave it unobserved.
    void drawn.then(releaseCanvas, () => undefined);
    throw error;
  }
  const canvas = await drawn;
  try {
    const pdf = await assemblePdf(
      canvas,
      layout.width,
      pages,
      model.documentProperties,
      encoding,
      deflatePage,
    );
    return { blob: pdf.output("blob"), pageCount: pdf.getNumberOfPages() };
  } finally {
    releaseCanvas(canvas);
  }
}
