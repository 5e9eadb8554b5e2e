// The public face of the preview chunk. The app loads it lazily (import("../../export/preview")),
// apart from src/export/index.ts, so React-PDF is fetched only when a preview is opened, and the
// export's html2canvas and jsPDF are not fetched for it.

export { buildReportModel } from "../report";
export type { ReportModel, ReportSummary } from "../report";
export { ReportDocument } from "./ReportDocument";
export { renderReportDocument, reportDocumentElement } from "./renderReportDocument";
export { openPreviewDocument } from "./previewPages";
export type { PageDrawing, PageTarget, PreviewPdfDocument, TextTarget } from "./previewPages";
// What the preview cannot draw: the characters neither of the report's faces has (the Arabic face
// is embedded for a report that holds Arabic).
export { charactersMissingFromReportFonts as charactersMissingFromReportFont } from "../report";
