// The public face of report/: the model every renderer draws, and what they share (look, font, file
// names).

export {
  buildReportModel,
  CHANGE_GROUP_HEADINGS,
  CHANGES_HEADING,
  changePlaceLabel,
  EMPTY_REPORT_MESSAGE,
  HIDDEN_REASON_LABEL,
  NO_REASON_GIVEN,
  NOTE_LABEL,
  ORIGINAL_WORDING_LABEL,
  PLACE_SEPARATOR,
  UNTICKED_NOTES_HEADING,
  questionChangeGroups,
} from "./reportModel";
// The variant's types the renderers and the export's callers need, so they import report/ alone.
export type { ChangeDescription, ChangePlace, ChecklistVariant } from "../../variant";
export type {
  QuestionChangeRow,
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
export {
  NOT_TICKED_LABEL,
  TICKED_LABEL,
  reportStructure,
  structureIds,
  structureNodesInOrder,
  summaryFigures,
} from "./reportStructure";
export type {
  ChangeGroup,
  ChangePart,
  QuestionSection,
  StructureNode,
  StructureRole,
} from "./reportStructure";
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
