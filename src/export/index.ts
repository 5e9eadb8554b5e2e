// The public face of src/export. The app loads it lazily (import("../export")), and html2canvas and
// jsPDF are loaded lazily again from inside it, only when a PDF is actually made.

export { exportChecklistPdf } from "./exportChecklistPdf";
export type { ExportedChecklistPdf } from "./exportChecklistPdf";
export {
  buildReportModel,
  EMPTY_REPORT_MESSAGE,
  NOTE_LABEL,
  UNTICKED_NOTES_HEADING,
} from "./reportModel";
export type {
  ReportDocumentProperties,
  ReportModel,
  ReportModelOptions,
  ReportPrinciple,
  ReportPrincipleProgress,
  ReportQuestion,
  ReportSubItem,
  ReportSubPrinciple,
  ReportSummary,
} from "./reportModel";
export { exportFileName } from "./exportFileName";
export { pageHeightFor, planPageSlices } from "./planPageSlices";
export type { PageSlice, RowBox } from "./planPageSlices";
export { ReportTree } from "./ReportTree";
export { mountReportTree } from "./mountReportTree";
export type { MountedReportTree } from "./mountReportTree";
export { prepareExport, renderReportPdf } from "./renderReportPdf";
export type { RenderedReportPdf, RenderReportPdfOptions } from "./renderReportPdf";
export { defaultPageImageEncoding } from "./assemblePdf";
export type { PageImageEncoding } from "./assemblePdf";
export { renderReportCanvas } from "./renderReportCanvas";
export { drawReportPages, pageTreeOf, rowsOnPage } from "./drawReportPages";
