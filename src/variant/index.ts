// The public face of src/variant: a field's variant of the checklist (what it adds, rewords and
// hides), the checklist in use it resolves to, the list of its changes for the report, and its file
// and link. Pure, but for the link's CompressionStream.
export type {
  AddedQuestion,
  AddedSubPrinciple,
  ChecklistChanges,
  ChecklistParseResult,
  ChecklistVariant,
  HiddenQuestion,
  Problem,
  ProblemValues,
  RewordedQuestion,
} from "./types";
export { EMPTY_CHANGES, isCustomised } from "./changes";
export { resolveChecklist } from "./resolveChecklist";
export { describeChanges } from "./describeChanges";
export type { ChangeDescription, ChangePlace, DescribedQuestion } from "./describeChanges";
export {
  ADDED_QUESTION_PREFIX,
  ADDED_SUB_PRINCIPLE_PREFIX,
  addQuestion,
  addSubPrinciple,
  canAddQuestion,
  canAddSubPrinciple,
  editAddedQuestion,
  hideQuestion,
  removeAddedQuestion,
  removeAddedSubPrinciple,
  renameAddedSubPrinciple,
  restoreWording,
  rewordQuestion,
  showQuestion,
} from "./checklistChanges";
export { CHECKLIST_LIMITS, hasControlCharacter } from "./checklistLimits";
export {
  CHECKLIST_FORMAT,
  CHECKLIST_FORMAT_VERSION,
  checklistFile,
  checklistFileName,
  checklistVariantBody,
  encodeChecklistFile,
  parseChecklistFile,
  parseChecklistVariant,
} from "./checklistFile";
export type { ChecklistFile, ChecklistVariantBody } from "./checklistFile";
export {
  CHECKLIST_LINK_MAX_CHARS,
  CHECKLIST_LINK_PREFIX,
  checklistLinkValue,
  decodeChecklistLink,
  encodeChecklistLink,
} from "./checklistLink";
