// The checklist's state tree and its events (spec §3–§4). Counts and progress are derived, never stored.

import { enableMapSet, produce, type Draft } from "immer";
import { createInitialChecklist, subPrincipleQuestions, type Principle } from "../../data";

// Sets of expanded ids are the natural shape for spec §3's expansion state; immer needs this to draft them.
enableMapSet();

export interface ChecklistState {
  /** The built-in data set with each question's `checked` flag: the only thing ticking changes. */
  principles: Principle[];
  expandedPrinciples: Set<string>;
  expandedSubPrinciples: Set<string>;
}

export type ChecklistEvent =
  | { type: "questionToggled"; questionId: string }
  | { type: "principleToggled"; principleId: string }
  | { type: "subPrincipleToggled"; subPrincipleId: string }
  | { type: "reset" };

export function createInitialState(): ChecklistState {
  return {
    principles: createInitialChecklist(),
    expandedPrinciples: new Set(),
    expandedSubPrinciples: new Set(),
  };
}

function questionToggled(draft: Draft<ChecklistState>, questionId: string): void {
  for (const principle of draft.principles) {
    for (const sub of principle.subprinciples) {
      const question = subPrincipleQuestions(sub).find((q) => q.id === questionId);
      if (question) {
        question.checked = !question.checked;
        return;
      }
    }
  }
}

/** A principle carries its sub-principles with it: expanding opens all of them, collapsing closes all. */
function principleToggled(draft: Draft<ChecklistState>, principleId: string): void {
  const principle = draft.principles.find((p) => p.id === principleId);
  if (!principle) return;
  const expanding = !draft.expandedPrinciples.has(principleId);
  if (expanding) draft.expandedPrinciples.add(principleId);
  else draft.expandedPrinciples.delete(principleId);
  for (const sub of principle.subprinciples) {
    if (expanding) draft.expandedSubPrinciples.add(sub.id);
    else draft.expandedSubPrinciples.delete(sub.id);
  }
}

function subPrincipleToggled(draft: Draft<ChecklistState>, subPrincipleId: string): void {
  const exists = draft.principles.some((p) => p.subprinciples.some((s) => s.id === subPrincipleId));
  if (!exists) return;
  if (draft.expandedSubPrinciples.has(subPrincipleId)) {
    draft.expandedSubPrinciples.delete(subPrincipleId);
  } else {
    draft.expandedSubPrinciples.add(subPrincipleId);
  }
}

/**
 * The one reducer, as an immer recipe: it mutates a draft, which immer turns into a new state
 * that shares every untouched branch with the old one (so unchanged sections skip re-rendering).
 */
export function checklistRecipe(
  draft: Draft<ChecklistState>,
  event: ChecklistEvent,
): ChecklistState | undefined {
  switch (event.type) {
    case "questionToggled":
      questionToggled(draft, event.questionId);
      return undefined;
    case "principleToggled":
      principleToggled(draft, event.principleId);
      return undefined;
    case "subPrincipleToggled":
      subPrincipleToggled(draft, event.subPrincipleId);
      return undefined;
    case "reset":
      // Returning a value replaces the draft wholesale: reset is the built-in data set, not an edit.
      return createInitialState();
  }
}

/** The pure form of the reducer: old state and event in, new state out. */
export function reduceChecklist(state: ChecklistState, event: ChecklistEvent): ChecklistState {
  return produce(state, (draft) => checklistRecipe(draft, event));
}
