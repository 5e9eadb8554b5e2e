// The public face of report/: every report file the app hands over, one way (useReportFile, and
// what Export says of its PDF), and what a report is asked for (ReportSource). What the other
// formats say, the preview's PDF and the tagged file behind its new tab are used only by parts
// fetched on first use (parts.ts): through this face, the first load would carry them.

export { useReportFile } from "./useReportFile";
export type { MadeReportFile, ReportFile, ReportFileStatus, ReportFormat } from "./useReportFile";
export { EXPORT_ERROR_MESSAGE, PdfFileMessages } from "./PdfFileMessages";
export { THE_WORK } from "./reportSource";
export type { ReportSource } from "./reportSource";
export type { ChangesSince, ReportOf } from "./reportTypes";
