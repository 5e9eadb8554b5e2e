// The parts of report/ fetched on first use: what a Markdown or Word file's button says (More, a
// past phase, What changed), the preview's PDF, and the tagged file behind its new tab.

export { ReportFileMessages } from "./ReportFileMessages";
export { useReportPreview } from "./useReportPreview";
export type { PreviewPdf, PreviewPdfDocument, PreviewState } from "./useReportPreview";
export { useTaggedReportUrl } from "./useTaggedReportUrl";
export type { TaggedPdfUrl } from "./useTaggedReportUrl";
