// What the first load asks of a variant (whether it changes anything, no changes at all), apart
// from resolveChecklist.ts: a module is bundled whole, and the first load must not carry the
// resolution, which only the parts that bring a variant, loaded on first use, run.

import type { ChecklistChanges, ChecklistVariant } from "./types";

/**
 * The language of a variant that names none: one made before the app spoke any other language
 * than English.
 */
export const VARIANT_LANGUAGE_BEFORE_TRANSLATION = "en";

export const EMPTY_CHANGES: ChecklistChanges = {
  addedQuestions: [],
  addedSubPrinciples: [],
  rewordedQuestions: [],
  hiddenQuestions: [],
  nextNumber: 1,
};

/** Whether the variant changes anything: false for none (the standard checklist) or no changes. */
export function isCustomised(variant: ChecklistVariant | null): boolean {
  if (!variant) return false;
  const { addedQuestions, addedSubPrinciples, rewordedQuestions, hiddenQuestions } =
    variant.changes;
  return (
    addedQuestions.length +
      addedSubPrinciples.length +
      rewordedQuestions.length +
      hiddenQuestions.length >
    0
  );
}
