// The public face of raster/: the report as the 800 px HTML tree of spec §7, measured, cut into
// pages and drawn page by page with html2canvas.

export { ReportTree } from "./ReportTree";
export { mountReportTree } from "./mountReportTree";
export type { MountedReportTree } from "./mountReportTree";
export { measureReportLayout } from "./measureReportLayout";
export { pageHeightFor, planPageSlices } from "./planPageSlices";
export type { PageSlice, RowBox } from "./planPageSlices";
export { PAGE_WIDTH_MM, planPdfPages } from "./planPdfPages";
export type { PdfPagePlan, PdfTextPlacement, ReportLayout, ReportTextLine } from "./planPdfPages";
export { drawReportPages, pageTreeOf, rowsOnPage } from "./drawReportPages";
export type { Html2canvas } from "./drawReportPages";
export { releaseCanvas, renderReportCanvas } from "./renderReportCanvas";
