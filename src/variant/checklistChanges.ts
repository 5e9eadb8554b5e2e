// The Customise mode's edits, as pure functions: old changes in, new changes out, nothing mutated.
// Each keeps the changes valid for the checklist file (text fitted to its bounds, built-in ids only
// where built-in ones are meant), so that whatever the mode builds, the file and link carry whole.
// An edit that cannot apply (an unknown id, blank text, no room left) returns the changes unchanged.

import { CHECKLIST_LIMITS, fitText } from "./checklistLimits";
import { standardIndex } from "./builtInIndex";
import type { ChecklistChanges } from "./types";

export const ADDED_QUESTION_PREFIX = "custom-q-";
export const ADDED_SUB_PRINCIPLE_PREFIX = "custom-s-";

/** The id the next added question or sub-principle gets. */
function nextId(changes: ChecklistChanges, prefix: string): string {
  return `${prefix}${changes.nextNumber}`;
}

const fitQuestion = (text: string) => fitText(text, CHECKLIST_LIMITS.questionText);
const fitName = (name: string) => fitText(name, CHECKLIST_LIMITS.subPrincipleName);
const fitReason = (reason: string) => fitText(reason, CHECKLIST_LIMITS.reason, true);
const blank = (text: string) => text.trim() === "";
/** A field's guidance for its question: fitted, and left out when blank (it is optional). */
const fitGuidance = (guidance: string | undefined): { guidance?: string } => {
  const fitted = fitText(guidance ?? "", CHECKLIST_LIMITS.guidance, true);
  return blank(fitted) ? {} : { guidance: fitted };
};

/** Whether another question can be added (CHECKLIST_LIMITS.addedQuestions). */
export function canAddQuestion(changes: ChecklistChanges): boolean {
  return (
    changes.addedQuestions.length < CHECKLIST_LIMITS.addedQuestions &&
    changes.nextNumber < CHECKLIST_LIMITS.nextNumber
  );
}

/** Whether another sub-principle can be added (CHECKLIST_LIMITS.addedSubPrinciples). */
export function canAddSubPrinciple(changes: ChecklistChanges): boolean {
  return (
    changes.addedSubPrinciples.length < CHECKLIST_LIMITS.addedSubPrinciples &&
    changes.nextNumber < CHECKLIST_LIMITS.nextNumber
  );
}

/** A question added at the end of a sub-principle or sub-item (built-in or added), as `custom-q-<n>`. */
export function addQuestion(
  changes: ChecklistChanges,
  parentId: string,
  text: string,
  /** The field's own guidance for it, optional: blank means none. */
  guidance?: string,
): ChecklistChanges {
  const parentExists =
    standardIndex().groups.has(parentId) ||
    changes.addedSubPrinciples.some((s) => s.id === parentId);
  const fitted = fitQuestion(text);
  if (blank(fitted) || !parentExists || !canAddQuestion(changes)) return changes;
  const id = nextId(changes, ADDED_QUESTION_PREFIX);
  return {
    ...changes,
    addedQuestions: [
      ...changes.addedQuestions,
      { id, parentId, text: fitted, ...fitGuidance(guidance) },
    ],
    nextNumber: changes.nextNumber + 1,
  };
}

export function editAddedQuestion(
  changes: ChecklistChanges,
  id: string,
  text: string,
  /** Its guidance as it is to be: blank removes it; undefined leaves it as it was. */
  guidance?: string,
): ChecklistChanges {
  const fitted = fitQuestion(text);
  if (blank(fitted) || !changes.addedQuestions.some((q) => q.id === id)) return changes;
  return {
    ...changes,
    addedQuestions: changes.addedQuestions.map((q) => {
      if (q.id !== id) return q;
      if (guidance === undefined) return { ...q, text: fitted };
      return { id: q.id, parentId: q.parentId, text: fitted, ...fitGuidance(guidance) };
    }),
  };
}

/** Its id is not given out again: nextNumber stays as it is. */
export function removeAddedQuestion(changes: ChecklistChanges, id: string): ChecklistChanges {
  if (!changes.addedQuestions.some((q) => q.id === id)) return changes;
  return { ...changes, addedQuestions: changes.addedQuestions.filter((q) => q.id !== id) };
}

/**
 * A sub-principle added after the principle's own, and its id (for the mode to add its first
 * question to). Nothing is added, and the id is "", when the name is blank, the principle is not
 * one of the six, or there is no room (canAddSubPrinciple).
 */
export function addSubPrinciple(
  changes: ChecklistChanges,
  principleId: string,
  name: string,
): { readonly changes: ChecklistChanges; readonly id: string } {
  const fitted = fitName(name);
  if (blank(fitted) || !standardIndex().principles.has(principleId) || !canAddSubPrinciple(changes))
    return { changes, id: "" };
  const id = nextId(changes, ADDED_SUB_PRINCIPLE_PREFIX);
  return {
    changes: {
      ...changes,
      addedSubPrinciples: [...changes.addedSubPrinciples, { id, principleId, name: fitted }],
      nextNumber: changes.nextNumber + 1,
    },
    id,
  };
}

export function renameAddedSubPrinciple(
  changes: ChecklistChanges,
  id: string,
  name: string,
): ChecklistChanges {
  const fitted = fitName(name);
  if (blank(fitted) || !changes.addedSubPrinciples.some((s) => s.id === id)) return changes;
  return {
    ...changes,
    addedSubPrinciples: changes.addedSubPrinciples.map((s) =>
      s.id === id ? { ...s, name: fitted } : s,
    ),
  };
}

/** Its questions go with it; neither its id nor theirs is given out again. */
export function removeAddedSubPrinciple(changes: ChecklistChanges, id: string): ChecklistChanges {
  if (!changes.addedSubPrinciples.some((s) => s.id === id)) return changes;
  return {
    ...changes,
    addedSubPrinciples: changes.addedSubPrinciples.filter((s) => s.id !== id),
    addedQuestions: changes.addedQuestions.filter((q) => q.parentId !== id),
  };
}

/**
 * A built-in question's new wording; its id is kept, and so are ticks and notes on it. Wording the
 * same as the built-in one (white space aside) is no rewording: it is removed.
 */
export function rewordQuestion(
  changes: ChecklistChanges,
  id: string,
  text: string,
): ChecklistChanges {
  const original = standardIndex().questions.get(id)?.text;
  const fitted = fitQuestion(text);
  if (original === undefined || blank(fitted)) return changes;
  if (fitted.trim() === original.trim()) return restoreWording(changes, id);
  const rewordedQuestions = changes.rewordedQuestions.some((r) => r.id === id)
    ? changes.rewordedQuestions.map((r) => (r.id === id ? { id, text: fitted } : r))
    : [...changes.rewordedQuestions, { id, text: fitted }];
  return { ...changes, rewordedQuestions };
}

export function restoreWording(changes: ChecklistChanges, id: string): ChecklistChanges {
  if (!changes.rewordedQuestions.some((r) => r.id === id)) return changes;
  return { ...changes, rewordedQuestions: changes.rewordedQuestions.filter((r) => r.id !== id) };
}

/**
 * A built-in question left out of the checklist in use, with the field's reason. Hiding one already
 * hidden changes its reason. A rewording is kept, for when it is shown again.
 */
export function hideQuestion(
  changes: ChecklistChanges,
  id: string,
  reason: string,
): ChecklistChanges {
  if (!standardIndex().questions.has(id)) return changes;
  const fitted = fitReason(reason);
  const hiddenQuestions = changes.hiddenQuestions.some((h) => h.id === id)
    ? changes.hiddenQuestions.map((h) => (h.id === id ? { id, reason: fitted } : h))
    : [...changes.hiddenQuestions, { id, reason: fitted }];
  return { ...changes, hiddenQuestions };
}

export function showQuestion(changes: ChecklistChanges, id: string): ChecklistChanges {
  if (!changes.hiddenQuestions.some((h) => h.id === id)) return changes;
  return { ...changes, hiddenQuestions: changes.hiddenQuestions.filter((h) => h.id !== id) };
}
