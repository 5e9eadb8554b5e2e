// From a drawn report tree to PDF bytes: measure, plan the pages, render, assemble.

import { assemblePdf, defaultPageImageEncoding } from "./assemblePdf";
import type { PageImageEncoding } from "./assemblePdf";
import { measureReportLayout } from "./measureReportLayout";
import { planPdfPages } from "./planPdfPages";
import { releaseCanvas, renderReportCanvas } from "./renderReportCanvas";
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
  const layout = measureReportLayout(tree);
  const pages = planPdfPages(layout);
  const canvas = await renderReportCanvas(tree);
  try {
    const pdf = await assemblePdf(
      canvas,
      layout.width,
      pages,
      model.documentProperties,
      options.encoding ?? defaultPageImageEncoding(),
    );
    return { blob: pdf.output("blob"), pageCount: pdf.getNumberOfPages() };
  } finally {
    releaseCanvas(canvas);
  }
}
