// The public face of src/export. The app loads it lazily (import("../export")), and html2canvas and
// jsPDF are loaded lazily again from inside it, only when a PDF is actually made. The preview
// (./preview), the Markdown file (./markdown) and reading a PDF back (./reader) are faces of their
// own, each its own chunk.

export { exportChecklistPdf, makeChecklistPdf } from "./exportChecklistPdf";
export type { ChecklistPdf, ExportedChecklistPdf } from "./exportChecklistPdf";
export { prepareExport, renderReportPdf } from "./renderReportPdf";
export type { RenderedReportPdf, RenderReportPdfOptions } from "./renderReportPdf";

// The stages, for the export benchmark's page and the tests, which drive them one by one.
export {
  CHANGE_GROUP_HEADINGS,
  CHANGES_HEADING,
  EMPTY_REPORT_MESSAGE,
  NOTE_LABEL,
  UNTICKED_NOTES_HEADING,
  buildReportModel,
  exportFileName,
} from "./report";
export type {
  ReportChecklist,
  ReportDocumentProperties,
  ReportModel,
  ReportModelOptions,
  ReportPrinciple,
  ReportPrincipleProgress,
  ReportQuestion,
  ReportSubItem,
  ReportSubPrinciple,
  ReportSummary,
} from "./report";
export {
  ReportTree,
  drawReportPages,
  mountReportTree,
  pageHeightFor,
  pageTreeOf,
  planPageSlices,
  renderReportCanvas,
  rowsOnPage,
} from "./raster";
export type { MountedReportTree, PageSlice, RowBox } from "./raster";
export { defaultPageImageEncoding } from "./pdf";
export type { PageImageEncoding } from "./pdf";
