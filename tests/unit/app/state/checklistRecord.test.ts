// @vitest-environment node
// The state tree's side of save and open: an opened file replaces ticks and notes whole
// and opens the principles that hold them; "kept" says what a file now holds, and with it whether
// leaving the page would lose anything (holdsUnkeptWork). Reset and its Undo leave "kept" alone.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsUnkeptWork } from "../../../../src/app/state/ChecklistContext";
import {
  createInitialState,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import { allQuestions, contentSignature } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { QUESTION_IDS, applyEvents, principleById } from "./checklistStateFixtures";
import { englishText } from "../../../../src/i18n/english";

const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
const note = (questionId: string, text: string): ChecklistEvent => ({
  type: "noteChanged",
  questionId,
  text,
});
const opened = (ticked: string[], notes: Record<string, string> = {}): ChecklistEvent => ({
  type: "assessmentOpened",
  assessment: { ticked, notes: new Map(Object.entries(notes)) },
});
const kept = (state: ChecklistState): ChecklistEvent => ({
  type: "kept",
  assessment: state.assessment,
});

function work(state: ChecklistState): { ticked: string[]; notes: Record<string, string> } {
  const questions = allQuestions(state.assessment.checklist);
  return {
    ticked: questions.filter((q) => q.checked).map((q) => q.id),
    notes: Object.fromEntries(questions.filter((q) => q.note).map((q) => [q.id, q.note ?? ""])),
  };
}

describe("assessmentOpened", () => {
  it("replaces every tick and note with the file's, leaving none of the old ones", () => {
    const before = applyEvents(createInitialState(englishText), [
      tick("ic-1"),
      tick("cr-2"),
      note("ic-2", "old note"),
    ]);
    const after = reduceChecklist(before, opened(["cr-1", "ic-1"], { "dp-1": "new note" }));
    // In the checklist's order, whatever the file's.
    expect(work(after)).toEqual({ ticked: ["ic-1", "cr-1"], notes: { "dp-1": "new note" } });
  });

  it("opens the principles that hold a tick or a note, with all their sub-principles, and keeps open ones open", () => {
    const initial = createInitialState(englishText);
    const society = principleById(initial, "respect-for-society");
    const before = applyEvents(createInitialState(englishText), [
      { type: "principleToggled", principleId: society.id },
    ]);
    const after = reduceChecklist(before, opened(["ic-1"], { "dp-1": "a note" }));
    const persons = principleById(initial, "respect-for-persons");
    const democracy = createInitialChecklist().find((p) =>
      allQuestions([p]).some((q) => q.id === "dp-1"),
    );
    expect(democracy).toBeDefined();
    expect([...after.expandedPrinciples].sort()).toEqual(
      [persons.id, society.id, democracy?.id ?? ""].sort(),
    );
    for (const sub of [...persons.subprinciples, ...(democracy?.subprinciples ?? [])])
      expect(after.expandedSubPrinciples.has(sub.id)).toBe(true);
  });

  it("ends an Undo on offer, and what it brings is kept", () => {
    const reset = applyEvents(createInitialState(englishText), [tick("ic-1"), { type: "reset" }]);
    expect(reset.beforeReset).not.toBeNull();
    const after = reduceChecklist(reset, opened(["cr-1"]));
    expect(after.beforeReset).toBeNull();
    expect(holdsUnkeptWork(after)).toBe(false);
    expect(holdsUnkeptWork(reduceChecklist(after, tick("cr-1")))).toBe(true);
  });

  it("cuts a note longer than the limit, as the note field does", () => {
    const after = reduceChecklist(
      createInitialState(englishText),
      opened([], { "ic-1": "x".repeat(2500) }),
    );
    expect(work(after).notes["ic-1"]).toHaveLength(2000);
  });
});

describe("kept, and whether leaving would lose work", () => {
  it("an untouched checklist holds nothing unkept", () => {
    expect(holdsUnkeptWork(createInitialState(englishText))).toBe(false);
  });

  it("a tick is unkept until saved, and a tick taken back is nothing to lose", () => {
    const ticked = reduceChecklist(createInitialState(englishText), tick("ic-1"));
    expect(holdsUnkeptWork(ticked)).toBe(true);
    expect(holdsUnkeptWork(reduceChecklist(ticked, tick("ic-1")))).toBe(false);
    const saved = reduceChecklist(ticked, kept(ticked));
    expect(holdsUnkeptWork(saved)).toBe(false);
    expect(holdsUnkeptWork(reduceChecklist(saved, note("ic-1", "why")))).toBe(true);
  });

  it("keeps what was exported, not what was ticked while the export ran", () => {
    const exported = reduceChecklist(createInitialState(englishText), tick("ic-1"));
    const during = reduceChecklist(exported, tick("cr-1"));
    expect(holdsUnkeptWork(reduceChecklist(during, kept(exported)))).toBe(true);
  });

  it("reset and its Undo leave what was kept alone", () => {
    const saved = applyEvents(createInitialState(englishText), [tick("ic-1")]);
    const afterSave = reduceChecklist(saved, kept(saved));
    const reset = reduceChecklist(afterSave, { type: "reset" });
    // Cleared, the checklist differs from the saved file: leaving would lose the clearing only,
    // but a page that holds other than what the file holds asks.
    expect(reset.kept).toBe(afterSave.kept);
    expect(holdsUnkeptWork(reset)).toBe(true);
    const undone = reduceChecklist(reset, { type: "resetUndone" });
    expect(undone.kept).toBe(afterSave.kept);
    expect(holdsUnkeptWork(undone)).toBe(false);
  });

  it("property: after kept, any events that end where they began leave nothing unkept", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...QUESTION_IDS), { maxLength: 12 }),
        fc.array(fc.constantFrom(...QUESTION_IDS), { maxLength: 12 }),
        (start, toggles) => {
          const state = applyEvents(createInitialState(englishText), start.map(tick));
          const saved = reduceChecklist(state, kept(state));
          // Each toggle done twice: back where it was.
          const round = applyEvents(
            saved,
            toggles.flatMap((id) => [tick(id), tick(id)]),
          );
          expect(holdsUnkeptWork(round)).toBe(false);
          expect(contentSignature(round.assessment.checklist)).toBe(saved.kept);
          if (toggles.length > 0)
            expect(holdsUnkeptWork(reduceChecklist(saved, tick(toggles[0] ?? "")))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
