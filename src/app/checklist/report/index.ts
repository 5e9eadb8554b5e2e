// The public face of report/: every report file the app hands over, one way (useReportFile and
// what it says, ReportFileMessages), the preview's PDF and the tagged file behind its new tab, and
// what a report is asked for (ReportSource).

export { useReportFile } from "./useReportFile";
export type { MadeReportFile, ReportFile, ReportFileStatus, ReportFormat } from "./useReportFile";
export { ReportFileMessages } from "./ReportFileMessages";
export { EXPORT_ERROR_MESSAGE, PdfFileMessages } from "./PdfFileMessages";
export { THE_WORK } from "./reportSource";
export type { ReportSource } from "./reportSource";
export type { ChangesSince, ReportOf } from "./reportTypes";
export { useReportPreview } from "./useReportPreview";
export type { PreviewPdf, PreviewPdfDocument, PreviewState } from "./useReportPreview";
export { useTaggedReportUrl } from "./useTaggedReportUrl";
export type { TaggedPdfUrl } from "./useTaggedReportUrl";
