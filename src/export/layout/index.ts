// The public face of layout/: the drawn report tree read back (its rows and lines of text) and
// planned into PDF pages, in the page's millimetres and points. Both raster/ (which draws each
// page's band) and pdf/ (which places each page's image and text) read the plan from here.

export { measureReportLayout } from "./measureReportLayout";
export { pageHeightFor, planPageSlices } from "./planPageSlices";
export type { PageSlice, RowBox } from "./planPageSlices";
export { PAGE_WIDTH_MM, planPdfPages } from "./planPdfPages";
export type { PdfPagePlan, PdfTextPlacement, ReportLayout, ReportTextLine } from "./planPdfPages";
export { groupWordsIntoLines } from "./textLines";
export type { LineBox, WordBox } from "./textLines";
export {
  BREAKABLE_ATTRIBUTE,
  KEEP_WITH_NEXT_ATTRIBUTE,
  REPORT_ROW_ATTRIBUTE,
  REPORT_SPACE_AFTER_ATTRIBUTE,
  REPORT_SPOKEN_ATTRIBUTE,
  REPORT_STRUCTURE_ATTRIBUTE,
  REPORT_TEXT_ATTRIBUTE,
} from "./reportMarkers";
