// The public face of src/export. The app loads it lazily (import("../export")), and html2canvas and
// jsPDF are loaded lazily again from inside it, only when a PDF is actually made. The preview
// (./preview), the Markdown file (./markdown) and reading a PDF back (./reader) are faces of their
// own, each its own chunk. The steps one by one, for those who compose them (the benchmark page,
// the tests), are in ./steps.

export { exportChecklistPdf, makeChecklistPdf, prepareExport } from "./exportChecklistPdf";
export type { ChecklistPdf, ExportedChecklistPdf } from "./exportChecklistPdf";
export type { ChangesSince, ReportOf, ReportRequest } from "./report";

// The report model, which every renderer draws and the tests build their expectations from, and
// the messages it is written with (its language's, loaded before a model is built).
export { buildReportModel, exportFileName } from "./report";
export type {
  ReportChecklist,
  ReportDocumentProperties,
  ReportLabels,
  ReportModel,
  ReportModelOptions,
  ReportPrinciple,
  ReportPrincipleProgress,
  ReportQuestion,
  ReportSubItem,
  ReportSubPrinciple,
  ReportSummary,
  ReportSummaryText,
} from "./report";
