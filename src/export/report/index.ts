// The public face of report/: the model every renderer draws, and what they share (look, font, file
// names, handing a file to the browser).

export {
  buildReportModel,
  CHANGES_HEADING,
  EMPTY_REPORT_MESSAGE,
  NOTE_LABEL,
  UNTICKED_NOTES_HEADING,
} from "./reportModel";
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
} from "./reportModel";
export { exportFileName } from "./exportFileName";
export { REPORT_COLORS, REPORT_PADDING_PX, REPORT_WIDTH_PX, reportStyles } from "./reportStyles";
export {
  REPORT_FONT_FACES,
  REPORT_FONT_NAME,
  addReportFontFaces,
  hasReportFont,
  loadReportFontFiles,
} from "./reportFont";
export type { ReportFontFiles } from "./reportFont";
export { REPORT_FONT_RANGES, charactersMissingFromReportFont } from "./reportFontCoverage";
