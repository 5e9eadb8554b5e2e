// The public face of src/record: the saved assessment's format, and the pure functions that write
// and read it. No React, no DOM: the app and the export both use it.
export {
  ASSESSMENT_FILE_MAX_BYTES,
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
  PHASES_ASSESSMENT_FORMAT_VERSION,
  TEAM_ASSESSMENT_FORMAT_VERSION,
  SET_ASIDE_ASSESSMENT_FORMAT_VERSION,
  PLANNED_ASSESSMENT_FORMAT_VERSION,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
} from "./assessmentFormat";
export type { AssessmentRecord, RecordedMeasure, RecordedQuestion } from "./assessmentFormat";
// A phase's shape and bounds are src/data's (the state holds phases), named here too.
export { PHASES_MAX, PHASE_NAME_MAX_LENGTH } from "../data";
export type { PhaseQuestion, RecordedPhase } from "../data";
export {
  canKeepPhase,
  checklistAtPhase,
  cleanPhaseName,
  isPhaseDate,
  phaseDateInWords,
  phaseNameProblem,
  phaseOf,
  phaseTickedCount,
  withPhaseKept,
  withPhaseRestored,
  withoutPhase,
} from "./phases";
export type { PhaseNameProblem } from "./phases";
// What changed between two states of an assessment (issue #37's "What changed").
export {
  COMPARISON_KINDS,
  checklistOfAssessment,
  compareAssessments,
  entryDetails,
  nothingChanged,
} from "./compare";
export type {
  ComparedQuestion,
  Comparison,
  ComparisonEntry,
  ComparisonGroup,
  ComparisonKind,
  ComparisonSide,
  EntryDetail,
  PrincipleComparison,
} from "./compare";
// A team's shape and bounds are src/data's (the state holds a team review), named here too.
export { TEAM_FILES_MAX, TEAM_NAME_MAX_LENGTH, TEAM_SETTLED_MAX } from "../data";
export type { SettledQuestion, TeamRecord, TeamReview } from "../data";
export {
  assessmentFileName,
  buildAssessmentRecord,
  encodeAssessmentRecord,
} from "./buildAssessmentRecord";
export {
  assessmentProblem,
  parseAssessmentBytes,
  parseAssessmentRecord,
  parseAssessmentText,
} from "./parseAssessmentRecord";
export type {
  AssessmentParseResult,
  AssessmentProblemKind,
  LoadedAssessment,
  RewordedQuestion,
} from "./parseAssessmentRecord";
export { mergeTeam, noteKey, teamResult, unsettled, withAgreementsAccepted } from "./team";
export type {
  ChecklistDifference,
  MergedQuestion,
  TeamChoices,
  TeamFile,
  TeamMember,
  TeamMerge,
  TeamMergeResult,
  TeamNote,
  TeamReason,
  TeamResult,
} from "./team";
// The fingerprint every file and report of one assessment carries (docs/file-formats.md).
export { assessmentFingerprint, canonicalAssessment } from "./fingerprint";
export type { FingerprintInput, FingerprintedQuestion } from "./fingerprint";
