// What each part of the Customise mode is handed to change the checklist: the new changes (from the
// variant room's pure change functions), the words to announce, and which control takes the focus
// once the page shows the change (by its id), where the one that had it is gone.

import { createContext } from "react";
import type { ChecklistChanges } from "../../../variant";

export type CustomiseEdit = (changes: ChecklistChanges, said: string, focusId?: string) => void;

/** Ids of the mode's controls, so that an edit can say where the focus goes after it. */
export const controlId = {
  reword: (questionId: string) => `customise-reword-${questionId}`,
  hide: (questionId: string) => `customise-hide-${questionId}`,
  restore: (questionId: string) => `customise-restore-${questionId}`,
  edit: (questionId: string) => `customise-edit-${questionId}`,
  addQuestion: (groupId: string) => `customise-add-question-${groupId}`,
  addSubPrinciple: (principleId: string) => `customise-add-sub-${principleId}`,
  rename: (subPrincipleId: string) => `customise-rename-${subPrincipleId}`,
};

/**
 * The `lang` of the field's own words where the mode shows them (added and reworded questions,
 * added sub-principles' names): the language they were written in, when it is not the page's;
 * undefined when it is (the page's `lang` already says it).
 */
export const OwnWordsLang = createContext<string | undefined>(undefined);
