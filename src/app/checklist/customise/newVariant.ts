// The variant the Customise mode starts from on the standard checklist: no changes yet, and a title,
// because a checklist file (and an assessment saved on a customised checklist) must carry one. Its
// words are the field's own, in the language they are typed in: the page's.

import { EMPTY_CHANGES, type ChecklistVariant } from "../../../variant";

/** A variant with no changes, titled `title` ("Untitled checklist" in the page's language). */
export function newVariant(title: string, language: string): ChecklistVariant {
  return { title, version: "1.0", publisher: "", language, changes: EMPTY_CHANGES };
}
