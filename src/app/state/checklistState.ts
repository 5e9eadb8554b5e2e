// The checklist's state tree and its events (spec §3–§4). Counts and progress are derived, never stored.

import { enableMapSet, original, produce, type Draft } from "immer";
import {
  contentSignature,
  createInitialChecklist,
  type ChecklistSnapshot,
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
  /**
   * contentSignature of what was last saved, exported or opened (of the built-in data set at first):
   * the page asks before it is left holding anything else. Reset and Undo leave it as it is.
   */
  kept: string;
}

/** What an opened file brings (src/record's LoadedAssessment, in the checklist's terms). */
export interface OpenedAssessment {
  readonly ticked: readonly string[];
  readonly notes: ReadonlyMap<string, string>;
}

export type ChecklistEvent =
  | { type: "questionToggled"; questionId: string }
  | { type: "noteChanged"; questionId: string; text: string }
  | { type: "principleToggled"; principleId: string }
  | { type: "subPrincipleToggled"; subPrincipleId: string }
  | { type: "reset" }
  | { type: "resetUndone" }
  | { type: "resetUndoExpired" }
  | { type: "kept"; principles: ChecklistSnapshot }
  | { type: "assessmentOpened"; assessment: OpenedAssessment };

export function createInitialState(): ChecklistState {
  return {
    principles: createInitialChecklist(),
    expandedPrinciples: new Set(),
    expandedSubPrinciples: new Set(),
    beforeReset: null,
    kept: "",
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
 * An opened file replaces every tick and note (a question the file leaves out is unticked, without a
 * note), expands the principles that now hold any, and ends any Undo on offer: undoing a reset now
 * would throw away what was opened. Sections already open stay open.
 */
function assessmentOpened(draft: Draft<ChecklistState>, assessment: OpenedAssessment): void {
  const ticked = new Set(assessment.ticked);
  for (const principle of draft.principles) {
    let holdsWork = false;
    for (const sub of principle.subprinciples) {
      for (const question of subPrincipleQuestions(sub)) {
        question.checked = ticked.has(question.id);
        const note = limitNote(assessment.notes.get(question.id) ?? "");
        if (note === "") delete question.note;
        else question.note = note;
        holdsWork ||= question.checked || note !== "";
      }
    }
    if (holdsWork) {
      draft.expandedPrinciples.add(principle.id);
      for (const sub of principle.subprinciples) draft.expandedSubPrinciples.add(sub.id);
    }
  }
  draft.beforeReset = null;
  draft.kept = contentSignature(draft.principles);
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
        kept: draft.kept,
      };
    }
    case "resetUndone": {
      const before = original(draft)?.beforeReset;
      return before ? { ...before, beforeReset: null, kept: draft.kept } : undefined;
    }
    case "resetUndoExpired":
      draft.beforeReset = null;
      return undefined;
    case "kept":
      draft.kept = contentSignature(event.principles);
      return undefined;
    case "assessmentOpened":
      assessmentOpened(draft, event.assessment);
      return undefined;
  }
}

/** The pure form of the reducer: old state and event in, new state out. */
export function reduceChecklist(state: ChecklistState, event: ChecklistEvent): ChecklistState {
  return produce(state, (draft) => checklistRecipe(draft, event));
}
