// The PDF export's steps one by one, for the benchmark page (bench/export-page), which composes the
// pipeline with some steps swapped, and the tests, which drive them one at a time. The app never
// imports this module: it makes PDFs through ./index.

export { PDF_EXPORT_STEPS, composeReportPdf, renderReportPdf } from "./exportChecklistPdf";
export type { PdfExportSteps, RenderedReportPdf, ReportPdfPipeline } from "./exportChecklistPdf";
export { recordAttachment } from "./recordAttachment";
export { measureReportLayout, pageHeightFor, planPageSlices, planPdfPages } from "./layout";
export type { PageSlice, PdfPagePlan, PdfTextPlacement, ReportLayout, RowBox } from "./layout";
export {
  ReportTree,
  drawReportPagesWith,
  mountReportTree,
  pageTreeOf,
  renderReportCanvas,
  rowsOnPage,
} from "./raster";
export type { DrawReportPages, Html2canvas, MountedReportTree } from "./raster";
export { pageImageEncoder } from "./pdf";
export type {
  EncodedPage,
  EncodePageImage,
  PageImageEncoding,
  PdfFileWriter,
  PdfObjectWriter,
  PdfTagging,
} from "./pdf";
