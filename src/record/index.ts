// The public face of src/record: the saved assessment's format, and the pure functions that write
// and read it. No React, no DOM: the app and the export both use it.
export {
  ASSESSMENT_FILE_MAX_BYTES,
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
  PHASES_ASSESSMENT_FORMAT_VERSION,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
} from "./assessmentFormat";
export type { AssessmentRecord, RecordedQuestion } from "./assessmentFormat";
// The phases a file carries are src/data's (src/data/phases.ts), named here too: the record's face.
export {
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  canKeepPhase,
  checklistAtPhase,
  cleanPhaseName,
  isPhaseDate,
  phaseDateInWords,
  phaseNameProblem,
  phaseOf,
  phaseTickedCount,
} from "../data";
export type { PhaseNameProblem, PhaseQuestion, RecordedPhase } from "../data";
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
