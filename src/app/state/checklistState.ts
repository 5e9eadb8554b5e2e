// The checklist's state tree and its events (spec §3–§4). Counts and progress are derived, never stored.

import { enableMapSet, original, produce, type Draft } from "immer";
import {
  createInitialChecklist,
  limitNote,
  subPrincipleQuestions,
  type Principle,
  type Question,
} from "../../data";

// Sets of expanded ids are the natural shape for spec §3's expansion state; immer needs this to draft them.
enableMapSet();

export interface ChecklistState {
  /** The built-in data set with each question's `checked` flag: the only thing ticking changes. */
  principles: Principle[];
  expandedPrinciples: Set<string>;
  expandedSubPrinciples: Set<string>;
  /**
   * What the last reset cleared, while its Undo is on offer: ticks, notes and expansion as they were.
   * Null once undone, expired, or overtaken by a new tick or note (undoing then would lose that work).
   */
  beforeReset: ChecklistState | null;
}

export type ChecklistEvent =
  | { type: "questionToggled"; questionId: string }
  | { type: "noteChanged"; questionId: string; text: string }
  | { type: "principleToggled"; principleId: string }
  | { type: "subPrincipleToggled"; subPrincipleId: string }
  | { type: "reset" }
  | { type: "resetUndone" }
  | { type: "resetUndoExpired" };

export function createInitialState(): ChecklistState {
  return {
    principles: createInitialChecklist(),
    expandedPrinciples: new Set(),
    expandedSubPrinciples: new Set(),
    beforeReset: null,
  };
}

function findQuestion(draft: Draft<ChecklistState>, questionId: string): Draft<Question> | null {
  for (const principle of draft.principles) {
    for (const sub of principle.subprinciples) {
      const question = subPrincipleQuestions(sub).find((q) => q.id === questionId);
      if (question) return question;
    }
  }
  return null;
}

function questionToggled(draft: Draft<ChecklistState>, questionId: string): void {
  const question = findQuestion(draft, questionId);
  if (!question) return;
  question.checked = !question.checked;
  draft.beforeReset = null;
}

/** Kept as typed (white space too, or typing "a b" would lose its space); "" removes the note. */
function noteChanged(draft: Draft<ChecklistState>, questionId: string, text: string): void {
  const question = findQuestion(draft, questionId);
  if (!question) return;
  const note = limitNote(text);
  if ((question.note ?? "") === note) return;
  if (note === "") delete question.note;
  else question.note = note;
  draft.beforeReset = null;
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
    case "noteChanged":
      noteChanged(draft, event.questionId, event.text);
      return undefined;
    case "principleToggled":
      principleToggled(draft, event.principleId);
      return undefined;
    case "subPrincipleToggled":
      subPrincipleToggled(draft, event.subPrincipleId);
      return undefined;
    case "reset": {
      // Returning a value replaces the draft wholesale: reset is the built-in data set, not an edit.
      // The state before it is kept as it was (immer's frozen originals, shared, not copied).
      const before = original(draft);
      return {
        ...createInitialState(),
        beforeReset: before ? { ...before, beforeReset: null } : null,
      };
    }
    case "resetUndone": {
      const before = original(draft)?.beforeReset;
      return before ? { ...before, beforeReset: null } : undefined;
    }
    case "resetUndoExpired":
      draft.beforeReset = null;
      return undefined;
  }
}

/** The pure form of the reducer: old state and event in, new state out. */
export function reduceChecklist(state: ChecklistState, event: ChecklistEvent): ChecklistState {
  return produce(state, (draft) => checklistRecipe(draft, event));
}
