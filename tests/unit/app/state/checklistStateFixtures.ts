// Ids from the real data set and small readers of the checklist state, shared by the reducer tests.

import { allQuestions, type Principle } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import {
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";

const checklist = createInitialChecklist();

export const PRINCIPLE_IDS: readonly string[] = checklist.map((p) => p.id);
export const SUB_PRINCIPLE_IDS: readonly string[] = checklist.flatMap((p) =>
  p.subprinciples.map((s) => s.id),
);
export const SUB_ITEM_IDS: readonly string[] = checklist.flatMap((p) =>
  p.subprinciples.flatMap((s) => (s.subItems ?? []).map((item) => item.id)),
);
export const QUESTION_IDS: readonly string[] = allQuestions(checklist).map((q) => q.id);

/** The sub-principle ids of one principle, from the built-in data. */
export function subPrincipleIdsOf(principleId: string): string[] {
  const principle = checklist.find((p) => p.id === principleId);
  if (!principle) throw new Error(`No principle ${principleId}`);
  return principle.subprinciples.map((s) => s.id);
}

export function checkedQuestionIds(state: ChecklistState): string[] {
  return allQuestions(state.assessment.checklist)
    .filter((q) => q.checked)
    .map((q) => q.id);
}

export function principleById(state: ChecklistState, id: string): Principle {
  const principle = state.assessment.checklist.find((p) => p.id === id);
  if (!principle) throw new Error(`No principle ${id}`);
  return principle;
}

export function applyEvents(
  state: ChecklistState,
  events: readonly ChecklistEvent[],
): ChecklistState {
  return events.reduce(reduceChecklist, state);
}
