// The public face of report/: the model every renderer draws, and what they share (look, font, file
// names).

export {
  buildReportModel,
  CHANGE_GROUPS,
  changePlaceLabel,
  questionChangeGroups,
  REPORT_OUTLINE,
  SET_ASIDE_FIGURES,
  SUMMARY_FIGURES,
} from "./reportModel";
export { otherLanguage } from "./reportLanguage";
export { memberLabel } from "./teamReviewModel";
export type { ReportTeamChoice, ReportTeamReview } from "./teamReviewModel";
// The variant's types the renderers and the export's callers need, so they import report/ alone.
export type { ChangeDescription, ChangePlace, ChecklistVariant } from "../../variant";
export type {
  ChangeGroup,
  QuestionChangeRow,
  ReportChecklist,
  ReportDocumentProperties,
  ReportFigure,
  ReportLabels,
  ReportModel,
  ReportModelOptions,
  ReportOutline,
  ReportPrinciple,
  ReportPrincipleLine,
  ReportPrincipleProgress,
  ReportQuestion,
  ReportSetAsideQuestion,
  ReportSubItem,
  ReportSubPrinciple,
  ReportSummary,
  ReportSummaryText,
  SummaryFigureKey,
} from "./reportModel";
// What every report is made from: the assessment, what the report is of, its date and its words.
export type { ReportOf, ReportRequest } from "./reportRequest";
// "Changes since <phase>", the report's optional last part (the compare dialog asks for it).
export { reportSince, sinceDetails, sinceKindMessage } from "./reportSince";
export type {
  ReportSince,
  ReportSinceDetail,
  ReportSinceGroup,
  ChangesSince,
  ReportSincePrinciple,
  ReportSinceRow,
} from "./reportSince";
export { reportStructure, structureIds, structureNodesInOrder } from "./reportStructure";
export type { ChangePart, QuestionSection, StructureNode, StructureRole } from "./reportStructure";
export { exportFileName } from "./exportFileName";
export { REPORT_COLORS, REPORT_PADDING_PX, REPORT_WIDTH_PX, reportStyles } from "./reportStyles";
export {
  REPORT_ARABIC_FONT_NAME,
  REPORT_FONT_FACES,
  REPORT_FONT_NAME,
  addReportArabicFontFaces,
  addReportFontFaces,
  hasReportFont,
  loadReportArabicPreviewFontFiles,
  loadReportFontFiles,
} from "./reportFont";
export type { ReportFontFiles } from "./reportFont";
export {
  REPORT_ARABIC_FONT_RANGES,
  REPORT_FONT_RANGES,
  charactersMissingFromReportFont,
  charactersMissingFromReportFonts,
  needsArabicFont,
  reportNeedsArabicFont,
} from "./reportFontCoverage";
