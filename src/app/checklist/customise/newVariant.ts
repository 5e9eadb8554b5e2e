// The variant the Customise mode starts from on the standard checklist: no changes yet, and a title,
// because a checklist file (and an assessment saved on a customised checklist) must carry one.

import { EMPTY_CHANGES, type ChecklistVariant } from "../../../variant";

export const UNTITLED_CHECKLIST = "Untitled checklist";

export const NEW_VARIANT: ChecklistVariant = {
  title: UNTITLED_CHECKLIST,
  version: "1.0",
  publisher: "",
  changes: EMPTY_CHANGES,
};
