// The public face of src/record: the saved assessment's format, and the pure functions that write
// and read it. No React, no DOM: the app and the export both use it.
export {
  ASSESSMENT_FILE_MAX_BYTES,
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
  PHASES_ASSESSMENT_FORMAT_VERSION,
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
} from "./assessmentFormat";
export type {
  AssessmentRecord,
  PhaseQuestion,
  RecordedPhase,
  RecordedQuestion,
} from "./assessmentFormat";
export {
  canKeepPhase,
  checklistAtPhase,
  cleanPhaseName,
  isPhaseDate,
  phaseDateInWords,
  phaseNameProblem,
  phaseOf,
  phaseTickedCount,
} from "./phases";
export type { PhaseNameProblem } from "./phases";
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
