// Text typed in the Customise mode's forms and not applied yet. Each open form (TextEditForm)
// registers with the mode, so that Done can name what is pending, apply it as the form's own button
// would, or drop it when asked to; and writes what it holds into the memory kept above the routes
// (CustomiseMemory), so that a visit to About and back finds it typed.

import { createContext, useContext, type ReactNode } from "react";
import type { ChecklistChanges } from "../../../variant";
import type { CustomiseMemory } from "../../state/ChecklistContext";

/** What a form's button does: the changes after it, the words to say, where the focus goes. */
export interface FormEdit {
  changes: ChecklistChanges;
  said: string;
  focus?: string;
}

/** An open form, as Done sees it. */
export interface OpenForm {
  /** Where it is on the page: Done names pending edits in the page's order. */
  element(): HTMLElement | null;
  /**
   * The edit in words while text is typed and not applied, the typed words marked with their
   * language (MessageWithOwnWords); null when nothing is.
   */
  pending(): ReactNode;
  /** Marks the first field that must not be left empty and takes the focus there; false if none. */
  showMissing(): boolean;
  /** The edit, on the changes as they stand then (null: nothing to change, as its button does). */
  apply(changes: ChecklistChanges): FormEdit | null;
}

export interface CustomiseForms {
  memory: CustomiseMemory;
  /** Adds an open form; the function returned takes it away as it closes. */
  register(form: OpenForm): () => void;
  /** A form's own button: its edit on the changes as they stand, sent. */
  submit(apply: (changes: ChecklistChanges) => FormEdit | null): void;
  /** Whether the mode itself is going (to another page): its forms keep their text in the memory. */
  leavingPage(): boolean;
}

export const CustomiseFormsContext = createContext<CustomiseForms | null>(null);

export function useCustomiseForms(): CustomiseForms {
  const forms = useContext(CustomiseFormsContext);
  if (!forms) throw new Error("A Customise mode form must be inside <CustomiseMode>.");
  return forms;
}

/** The principle a form is in, so that coming back to the mode opens it where text was left. */
export const PrincipleScope = createContext("");

/** Each form's key in the memory: one form of a kind per question, group or principle. */
export const draftKey = {
  reword: (questionId: string) => `reword:${questionId}`,
  hide: (questionId: string) => `hide:${questionId}`,
  edit: (questionId: string) => `edit:${questionId}`,
  addQuestion: (groupId: string) => `add-question:${groupId}`,
  addSubPrinciple: (principleId: string) => `add-sub-principle:${principleId}`,
  rename: (subPrincipleId: string) => `rename:${subPrincipleId}`,
};

/** Whether a form was left open with text in it, on another page: it opens again with the mode. */
export function useDraftLeft(key: string): boolean {
  return useCustomiseForms().memory.drafts.has(key);
}
