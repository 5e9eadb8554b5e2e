// @vitest-environment node
// Setting a question aside as "does not apply" in the state tree: unit cases, then a property over
// random event sequences (a question is never both ticked and set aside).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SET_ASIDE_REASON_MAX_LENGTH,
  allQuestions,
  contentSignature,
  countQuestions,
  noteLength,
  type Question,
} from "../../../../src/data";
import {
  createInitialState,
  keptSignature,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import { QUESTION_IDS, applyEvents } from "./checklistStateFixtures";
import { englishText } from "../../../../src/i18n/english";

const setAside = (questionId: string, reason: string): ChecklistEvent => ({
  type: "setAsideChanged",
  questionId,
  reason,
});
const applies = (questionId: string): ChecklistEvent => ({ type: "setAsideCleared", questionId });
const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });

function question(state: ChecklistState, id: string): Question {
  const found = allQuestions(state.assessment.checklist).find((q) => q.id === id);
  if (!found) throw new Error(`No question ${id}`);
  return found;
}

const fresh = () => createInitialState(englishText);

describe("setAsideChanged", () => {
  it("sets a question aside with its reason, as typed, and counts it apart from the ticks", () => {
    const reason = "  No participants: we study public code only.\n";
    const state = applyEvents(fresh(), [setAside("ic-1", reason)]);
    expect(question(state, "ic-1").setAside).toBe(reason);
    expect(question(state, "ic-1").checked).toBe(false);
    const count = countQuestions(state.assessment.checklist);
    expect(count.setAside).toBe(1);
    expect(count.checked).toBe(0);
    expect(count.open).toBe(count.total - 1);
  });

  it("changes the reason of a question already set aside", () => {
    const state = applyEvents(fresh(), [setAside("ic-1", "first"), setAside("ic-1", "second")]);
    expect(question(state, "ic-1").setAside).toBe("second");
  });

  it("changes nothing for a blank reason, nor for a question the checklist lacks", () => {
    const before = fresh();
    expect(reduceChecklist(before, setAside("ic-1", " \n\t "))).toBe(before);
    expect(reduceChecklist(before, setAside("no-such-question", "why"))).toBe(before);
    const aside = applyEvents(before, [setAside("ic-1", "why")]);
    expect(question(reduceChecklist(aside, setAside("ic-1", "   ")), "ic-1").setAside).toBe("why");
  });

  it("cuts a reason at 500 characters, counting an emoji once and never cutting it in two", () => {
    const state = applyEvents(fresh(), [
      setAside("ic-1", "😀".repeat(SET_ASIDE_REASON_MAX_LENGTH + 3)),
    ]);
    const kept = question(state, "ic-1").setAside ?? "";
    expect(noteLength(kept)).toBe(SET_ASIDE_REASON_MAX_LENGTH);
    expect(kept).toBe("😀".repeat(SET_ASIDE_REASON_MAX_LENGTH));
  });

  it("unticks a ticked question it sets aside: never both", () => {
    const state = applyEvents(fresh(), [tick("ic-1"), setAside("ic-1", "why")]);
    expect(question(state, "ic-1").checked).toBe(false);
    expect(question(state, "ic-1").setAside).toBe("why");
  });

  it("leaves the note as it is", () => {
    const state = applyEvents(fresh(), [
      { type: "noteChanged", questionId: "ic-1", text: "a note" },
      setAside("ic-1", "why"),
    ]);
    expect(question(state, "ic-1").note).toBe("a note");
  });
});

describe("setAsideCleared and ticking", () => {
  it("makes a set-aside question apply again: open, without its reason", () => {
    const state = applyEvents(fresh(), [setAside("ic-1", "why"), applies("ic-1")]);
    expect("setAside" in question(state, "ic-1")).toBe(false);
    expect(countQuestions(state.assessment.checklist).setAside).toBe(0);
  });

  it("drops the reason of a set-aside question when it is ticked", () => {
    const state = applyEvents(fresh(), [setAside("ic-1", "why"), tick("ic-1")]);
    expect(question(state, "ic-1").checked).toBe(true);
    expect("setAside" in question(state, "ic-1")).toBe(false);
  });

  it("changes nothing when the question is not set aside", () => {
    const before = fresh();
    expect(reduceChecklist(before, applies("ic-1"))).toBe(before);
  });
});

describe("reset, Undo, signature, Open", () => {
  it("clears set-asides on reset, and Undo brings them back", () => {
    let state = applyEvents(fresh(), [setAside("ic-1", "why"), tick("ic-2")]);
    state = reduceChecklist(state, { type: "reset" });
    expect(countQuestions(state.assessment.checklist).setAside).toBe(0);
    state = reduceChecklist(state, { type: "resetUndone" });
    expect(question(state, "ic-1").setAside).toBe("why");
  });

  it("a set-aside ends the Undo of a reset on offer, as a tick does", () => {
    let state = applyEvents(fresh(), [tick("ic-2"), { type: "reset" }]);
    expect(state.beforeReset).not.toBeNull();
    state = reduceChecklist(state, setAside("ic-1", "why"));
    expect(state.beforeReset).toBeNull();
  });

  it("changes the signature, so the page knows the work is unsaved; none leaves it as it was", () => {
    const plain = applyEvents(fresh(), [tick("ic-2")]);
    const aside = reduceChecklist(plain, setAside("ic-1", "why"));
    expect(contentSignature(aside.assessment.checklist)).not.toBe(
      contentSignature(plain.assessment.checklist),
    );
    const changed = reduceChecklist(aside, setAside("ic-1", "why not"));
    expect(keptSignature(changed.assessment)).not.toBe(keptSignature(aside.assessment));
    expect(contentSignature(plain.assessment.checklist)).toBe("ic-2\u00001\u0000\u0001");
  });

  it("an opened file brings its set-aside questions and opens their principles", () => {
    let state = applyEvents(fresh(), [setAside("ic-2", "old")]);
    state = reduceChecklist(state, {
      type: "assessmentOpened",
      assessment: { ticked: ["ic-1"], notes: new Map(), setAside: new Map([["asd-1", "n/a"]]) },
    });
    expect(question(state, "asd-1").setAside).toBe("n/a");
    expect("setAside" in question(state, "ic-2")).toBe(false);
    expect(state.expandedPrinciples.has("respect-for-persons")).toBe(true);
    expect(keptSignature(state.assessment)).toBe(state.kept);
  });

  it("keeps set-aside questions through a change of language", () => {
    let state = applyEvents(fresh(), [setAside("ic-1", "why")]);
    state = reduceChecklist(state, { type: "languageChanged", text: englishText });
    expect(question(state, "ic-1").setAside).toBe("why");
  });
});

describe("properties", () => {
  const event = fc.oneof(
    fc.constantFrom(...QUESTION_IDS).map(tick),
    fc
      .tuple(fc.constantFrom(...QUESTION_IDS), fc.string({ maxLength: 8 }))
      .map(([id, reason]) => setAside(id, reason)),
    fc.constantFrom(...QUESTION_IDS).map(applies),
    fc.constant<ChecklistEvent>({ type: "reset" }),
    fc.constant<ChecklistEvent>({ type: "resetUndone" }),
  );

  it("no question is ever both ticked and set aside, nor set aside with a blank reason", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = applyEvents(fresh(), events);
        for (const q of allQuestions(state.assessment.checklist)) {
          if (q.setAside === undefined) continue;
          expect(q.checked).toBe(false);
          expect(q.setAside.trim()).not.toBe("");
        }
        const count = countQuestions(state.assessment.checklist);
        expect(count.checked + count.setAside + count.open).toBe(count.total);
      }),
    );
  });
});
