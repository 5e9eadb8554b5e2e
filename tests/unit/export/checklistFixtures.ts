// Checklist snapshots for the export tests, built from the real data set.

import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import type { Principle } from "../../../src/data";
import { resolveChecklist, type ChecklistVariant } from "../../../src/variant";

/** The built-in checklist with exactly the questions whose ids are given ticked. */
export function checklistWithTicked(ids: readonly string[]): Principle[] {
  const checklist = createInitialChecklist();
  const wanted = new Set(ids);
  for (const question of allQuestions(checklist)) question.checked = wanted.has(question.id);
  const missing = ids.filter((id) => !allQuestions(checklist).some((q) => q.id === id));
  if (missing.length > 0)
    throw new Error(`No such question ids in the data set: ${missing.join(", ")}`);
  return checklist;
}

/** The built-in checklist with its first `count` questions, in document order, ticked. */
export function checklistWithFirstTicked(count: number): Principle[] {
  const ids = allQuestions(createInitialChecklist())
    .slice(0, count)
    .map((q) => q.id);
  return checklistWithTicked(ids);
}

export function allQuestionIds(): string[] {
  return allQuestions(createInitialChecklist()).map((q) => q.id);
}

/** The built-in checklist with the given questions ticked and the given notes (by id) written. */
export function checklistWithNotes(
  ticked: readonly string[],
  notes: Readonly<Record<string, string>> | ReadonlyMap<string, string>,
): Principle[] {
  const checklist = checklistWithTicked(ticked);
  const byId = notes instanceof Map ? notes : new Map(Object.entries(notes));
  for (const question of allQuestions(checklist)) {
    const note = byId.get(question.id);
    if (note !== undefined) question.note = note;
  }
  return checklist;
}

/**
 * A field's variant touching each kind of change, in places that show the order and the where-labels:
 * questions added to a sub-item and to a sub-principle of an earlier principle (added in the other
 * order), a sub-principle added with two questions and one added empty, a rewording, and two hidden
 * questions, one without a reason.
 */
export const FIELD_VARIANT: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board, Dept. of CS",
  changes: {
    addedSubPrinciples: [
      { id: "custom-s-1", principleId: "respect-for-environment", name: "Field travel" },
      { id: "custom-s-2", principleId: "respect-for-persons", name: "Field visits" },
      { id: "custom-s-6", principleId: "respect-for-democracy", name: "Left empty" },
    ],
    addedQuestions: [
      { id: "custom-q-3", parentId: "civil-rights", text: "Are local laws on recording checked?" },
      { id: "custom-q-4", parentId: "informed-consent", text: "Is consent recorded on site?" },
      { id: "custom-q-5", parentId: "custom-s-2", text: "Is a local contact named?" },
      { id: "custom-q-7", parentId: "custom-s-2", text: "Is the visit announced?" },
      { id: "custom-q-8", parentId: "custom-s-1", text: "Is travel by train where possible?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Can participants leave at any time?" }],
    hiddenQuestions: [
      { id: "labor-2", reason: "No research workers in field studies." },
      { id: "hr-1", reason: "" },
    ],
    nextNumber: 9,
  },
};

const builtInText = (id: string) =>
  allQuestions(createInitialChecklist()).find((q) => q.id === id)?.text ?? `no question ${id}`;

/**
 * FIELD_VARIANT's changes section as a reader meets it, line by line, in every renderer: the
 * heading, each group's heading, and each change's place, wording and detail.
 */
export const FIELD_VARIANT_CHANGE_LINES: readonly string[] = [
  "Changes from the standard checklist",
  "Added sub-principles",
  "Respect for Persons",
  "Field visits",
  "Is a local contact named?",
  "Is the visit announced?",
  "Respect for Environment",
  "Field travel",
  "Is travel by train where possible?",
  "Added questions",
  "Respect for Persons › Informed Consent",
  "Is consent recorded on site?",
  "Respect for Society › Rights › Civil Rights",
  "Are local laws on recording checked?",
  "Reworded questions",
  "Respect for Persons › Informed Consent",
  "Can participants leave at any time?",
  `Original wording: ${builtInText("ic-2")}`,
  "Hidden questions",
  "Respect for Persons › Labor",
  builtInText("labor-2"),
  "Reason: No research workers in field studies.",
  "Respect for Society › Rights › Human Rights",
  builtInText("hr-1"),
  "Reason: No reason given.",
];

/** The checklist `variant` resolves to, with the questions whose ids are given ticked. */
export function customisedChecklistWithTicked(
  variant: ChecklistVariant,
  ids: readonly string[],
): Principle[] {
  const checklist = resolveChecklist(createInitialChecklist(), variant.changes);
  const wanted = new Set(ids);
  for (const question of allQuestions(checklist)) question.checked = wanted.has(question.id);
  return checklist;
}
