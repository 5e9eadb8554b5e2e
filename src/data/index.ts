// The public face of src/data: the built-in content, its types and the product constants.
export type { ChecklistSnapshot, Principle, Question, SubItem, SubPrinciple } from "./types";
export type { Assessment } from "./assessment";
export { notOurs, type TextNotOurs } from "./textNotOurs";
export type {
  AddedQuestion,
  AddedSubPrinciple,
  ChecklistChanges,
  ChecklistVariant,
  HiddenQuestion,
  RewordedQuestion,
} from "./checklistVariant";
export { createChecklist, nameMessageId, questionMessageId, withBuiltInWords } from "./principles";
export type { ChecklistText } from "./principles";
export { PRODUCT_SHORT_NAME, PRODUCT_SUBTITLE, PRODUCT_TITLE } from "./product";
export {
  allQuestions,
  countQuestionList,
  countQuestions,
  progressPercent,
  subPrincipleQuestions,
} from "./questionCounts";
export type { QuestionCount } from "./questionCounts";
export {
  SET_ASIDE_REASON_MAX_LENGTH,
  isReasonKeepable,
  isSetAside,
  limitSetAsideReason,
  questionState,
  setAsideReasonOf,
} from "./setAside";
export type { QuestionState } from "./setAside";
export {
  NOTE_MAX_LENGTH,
  countNotes,
  fitsLength,
  hasNote,
  limitNote,
  noteLength,
  noteOf,
} from "./notes";
export { localDateStamp } from "./localDateStamp";
export { dateInWords } from "./dateInWords";
export type { DateInWords } from "./dateInWords";
export { contentSignature } from "./contentSignature";
export { isJsonObject, jsonKind, ownValue } from "./untrustedJson";
export { PHASES_MAX, PHASE_NAME_MAX_LENGTH } from "./phases";
export type { PhaseQuestion, RecordedPhase } from "./phases";
export { TEAM_FILES_MAX, TEAM_NAME_MAX_LENGTH, TEAM_SETTLED_MAX, saysTeam } from "./team";
export type { SettledQuestion, TeamRecord, TeamReview } from "./team";
export { EMPTY_PROJECT, PROJECT_LIMITS, isProjectEmpty } from "./project";
export type { Project, Researcher } from "./project";
export {
  MEASURES_PER_QUESTION_MAX,
  MEASURE_OWNER_MAX_LENGTH,
  MEASURE_TEXT_MAX_LENGTH,
  countOpenMeasures,
  isMeasureDate,
  isMeasureOverdue,
} from "./measures";
export type { Measure } from "./measures";
