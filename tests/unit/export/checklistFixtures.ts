// Checklist snapshots for the export tests, built from the real data set.

import { allQuestions, createInitialChecklist } from "../../../src/data";
import type { Principle } from "../../../src/data";

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
