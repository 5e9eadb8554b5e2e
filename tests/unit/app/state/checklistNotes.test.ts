// @vitest-environment node
// Notes in the state tree, and Reset's Undo: unit cases, then properties over random event sequences.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH, allQuestions, countNotes, noteLength } from "../../../../src/data";
import {
  createInitialState,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import {
  PRINCIPLE_IDS,
  QUESTION_IDS,
  SUB_PRINCIPLE_IDS,
  applyEvents,
  principleById,
} from "./checklistStateFixtures";
import { englishText } from "../../../../src/i18n/english";

const note = (questionId: string, text: string): ChecklistEvent => ({
  type: "noteChanged",
  questionId,
  text,
});
const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
const RESET: ChecklistEvent = { type: "reset" };
const UNDO: ChecklistEvent = { type: "resetUndone" };
const EXPIRE: ChecklistEvent = { type: "resetUndoExpired" };

function noteOn(state: ChecklistState, questionId: string): string | undefined {
  return allQuestions(state.assessment.checklist).find((q) => q.id === questionId)?.note;
}

describe("noteChanged", () => {
  it("keeps the note as typed, line breaks and white space included", () => {
    const text = "  First line\nsecond line\n\n<img src=x onerror=alert(1)>  ";
    const state = applyEvents(createInitialState(englishText), [note("ic-1", text)]);
    expect(noteOn(state, "ic-1")).toBe(text);
  });

  it("removes the note when emptied, and counts a note of white space alone as none", () => {
    let state = applyEvents(createInitialState(englishText), [
      note("ic-1", "why"),
      note("ic-2", " \n\t "),
    ]);
    const persons = principleById(state, "respect-for-persons");
    expect(countNotes(persons.subprinciples.flatMap((s) => s.questions))).toBe(1);
    state = reduceChecklist(state, note("ic-1", ""));
    expect(noteOn(state, "ic-1")).toBeUndefined();
    expect(
      "note" in (allQuestions(state.assessment.checklist).find((q) => q.id === "ic-1") ?? {}),
    ).toBe(false);
  });

  it("cuts a note at 2,000 characters, counting an emoji once and never cutting it in two", () => {
    const long = "😀".repeat(NOTE_MAX_LENGTH + 5);
    const state = applyEvents(createInitialState(englishText), [note("ic-1", long)]);
    const kept = noteOn(state, "ic-1") ?? "";
    expect(noteLength(kept)).toBe(NOTE_MAX_LENGTH);
    expect(kept).toBe("😀".repeat(NOTE_MAX_LENGTH));
  });

  it("ignores unknown questions, and returns the same state when nothing changes", () => {
    const before = applyEvents(createInitialState(englishText), [note("ic-1", "a")]);
    expect(reduceChecklist(before, note("nope", "a"))).toBe(before);
    expect(reduceChecklist(before, note("ic-1", "a"))).toBe(before);
  });

  it("changes only the path to its question: other principles and the expansion stay the same objects", () => {
    const before = applyEvents(createInitialState(englishText), [
      { type: "principleToggled", principleId: "respect-for-society" },
    ]);
    const after = reduceChecklist(before, note("cr-1", "x"));
    for (const id of PRINCIPLE_IDS)
      if (id !== "respect-for-society")
        expect(principleById(after, id)).toBe(principleById(before, id));
    expect(after.expandedPrinciples).toBe(before.expandedPrinciples);
    expect(after.expandedSubPrinciples).toBe(before.expandedSubPrinciples);
  });
});

describe("reset and undo", () => {
  const busy = () =>
    applyEvents(createInitialState(englishText), [
      { type: "principleToggled", principleId: "respect-for-persons" },
      { type: "subPrincipleToggled", subPrincipleId: "labor" },
      tick("ic-1"),
      note("ic-1", "consent forms in two languages"),
      note("cr-1", "not applicable: no human participants"),
    ]);

  it("clears ticks, notes and expansion, and Undo brings back exactly what was there", () => {
    const before = busy();
    const cleared = reduceChecklist(before, RESET);
    expect(
      allQuestions(cleared.assessment.checklist).some((q) => q.checked || q.note !== undefined),
    ).toBe(false);
    expect(cleared.expandedPrinciples.size + cleared.expandedSubPrinciples.size).toBe(0);
    const undone = reduceChecklist(cleared, UNDO);
    expect(undone).toEqual(before);
    // The very objects: nothing was copied, so nothing re-renders that need not.
    expect(undone.assessment.checklist).toBe(before.assessment.checklist);
  });

  it("withdraws Undo once it expires, or once a tick or a note is made after the reset", () => {
    for (const after of [EXPIRE, tick("ic-2"), note("ic-2", "new")]) {
      const state = applyEvents(busy(), [RESET, after]);
      expect(state.beforeReset).toBeNull();
      expect(reduceChecklist(state, UNDO)).toBe(state);
    }
  });

  it("keeps Undo while sections are only opened or closed, and undoes their opening too", () => {
    const before = busy();
    const state = applyEvents(before, [
      RESET,
      { type: "principleToggled", principleId: "respect-for-knowledge" },
    ]);
    expect(reduceChecklist(state, UNDO)).toEqual(before);
  });
});

const text = fc.oneof(
  fc.constantFrom("", " ", "\n", "why", "<img src=x onerror=alert(1)>", "Ελληνικά", "שלום 😀"),
  fc.string({ maxLength: 40 }),
);
const event: fc.Arbitrary<ChecklistEvent> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUESTION_IDS).map(tick) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...QUESTION_IDS, "x-1"), text)
      .map(([id, t]) => note(id, t)),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...PRINCIPLE_IDS)
      .map((principleId): ChecklistEvent => ({ type: "principleToggled", principleId })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...SUB_PRINCIPLE_IDS)
      .map((subPrincipleId): ChecklistEvent => ({ type: "subPrincipleToggled", subPrincipleId })),
  },
  { weight: 1, arbitrary: fc.constantFrom(RESET, UNDO, EXPIRE) },
);
const RUNS = { numRuns: 1000 };

describe("properties over random event sequences", () => {
  it("reset then undo gives back the state before the reset, whatever came before", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (sequence) => {
        const before = applyEvents(createInitialState(englishText), sequence);
        const undone = applyEvents(before, [RESET, UNDO]);
        expect({ ...undone, beforeReset: null }).toEqual({ ...before, beforeReset: null });
        expect(undone.assessment.checklist).toBe(before.assessment.checklist);
      }),
      RUNS,
    );
  });

  it("holds only notes with some text at most 2,000 characters long, and counts them consistently", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (sequence) => {
        const state = applyEvents(createInitialState(englishText), sequence);
        const questions = allQuestions(state.assessment.checklist);
        for (const q of questions) {
          if (q.note === undefined) continue;
          expect(q.note).not.toBe("");
          expect(noteLength(q.note)).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
        }
        expect(countNotes(questions)).toBe(
          questions.filter((q) => (q.note ?? "").trim() !== "").length,
        );
      }),
      RUNS,
    );
  });
});
