// The public face of raster/: the report as the 800 px HTML tree of spec §7, mounted off-screen and
// drawn page by page with html2canvas, as layout/ planned the pages.

export { ReportTree } from "./ReportTree";
export { mountReportTree } from "./mountReportTree";
export type { MountedReportTree } from "./mountReportTree";
export { drawReportPages, drawReportPagesWith, pageTreeOf, rowsOnPage } from "./drawReportPages";
export type { DrawReportPages, Html2canvas } from "./drawReportPages";
export { releaseCanvas, renderReportCanvas } from "./renderReportCanvas";
