// @vitest-environment node
// Phases in the state tree: keeping one (checked as the dialog checks it, so that no event can keep
// a phase past its bounds), deleting and restoring one, viewing one, and how phases live beside the
// work: a tick after keeping leaves the phase as it was, a language change and a reset keep them,
// an Open replaces them, and leaving the page asks while any is not saved.

import { describe, expect, it } from "vitest";
import { holdsUnkeptWork } from "../../../../src/app/state/ChecklistContext";
import {
  createInitialState,
  keptSignature,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import { contentSignature } from "../../../../src/data";
import { PHASES_MAX, PHASE_NAME_MAX_LENGTH, phaseOf } from "../../../../src/record";
import { englishText } from "../../../../src/i18n/english";
import { applyEvents, checkedQuestionIds } from "./checklistStateFixtures";

const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
const keep = (name: string, date = "2027-03-01"): ChecklistEvent => ({
  type: "phaseKept",
  name,
  date,
});
const start = () => createInitialState(englishText);
const run = (...events: ChecklistEvent[]) => applyEvents(start(), events);

describe("keeping a phase", () => {
  it("keeps the ticks and notes as they stand, and the work goes on without changing it", () => {
    const state = run(
      tick("ic-1"),
      { type: "noteChanged", questionId: "pc-1", text: "Ask the board." },
      keep("  Planning "),
      tick("ic-2"),
      tick("ic-1"),
    );
    expect(state.phases).toEqual([
      {
        name: "Planning",
        date: "2027-03-01",
        questions: [
          { id: "ic-1", ticked: true, note: "" },
          { id: "pc-1", ticked: false, note: "Ask the board." },
        ],
      },
    ]);
    expect(checkedQuestionIds(state)).toEqual(["ic-2"]);
  });

  it("changes nothing for a name that is blank or too long, a date that is none, or past the bound", () => {
    const before = run(tick("ic-1"));
    for (const event of [
      keep(""),
      keep(" \t "),
      keep("x".repeat(PHASE_NAME_MAX_LENGTH + 1)),
      keep("Planning", "2027-02-30"),
      keep("Planning", ""),
    ])
      expect(reduceChecklist(before, event)).toBe(before);
    const full = applyEvents(
      before,
      Array.from({ length: PHASES_MAX }, (_, n) => keep(`Review ${n + 1}`)),
    );
    expect(full.phases).toHaveLength(PHASES_MAX);
    expect(reduceChecklist(full, keep("One more"))).toBe(full);
  });

  it("makes the page ask before it is left, until the file holding the phase is saved", () => {
    const state = run(tick("ic-1"), {
      type: "kept",
      principles: run(tick("ic-1")).principles,
    });
    expect(holdsUnkeptWork(state)).toBe(false);
    const withPhase = reduceChecklist(state, keep("Planning"));
    expect(holdsUnkeptWork(withPhase)).toBe(true);
    const saved = reduceChecklist(withPhase, {
      type: "kept",
      principles: withPhase.principles,
      phases: withPhase.phases,
    });
    expect(holdsUnkeptWork(saved)).toBe(false);
  });

  it("leaves the signature of work without phases exactly as it was before phases", () => {
    const state = run(tick("ic-1"));
    expect(keptSignature(state.principles, [])).toBe(contentSignature(state.principles));
  });
});

describe("deleting, restoring and viewing phases", () => {
  const three = () => run(keep("A"), tick("ic-1"), keep("B"), tick("ic-2"), keep("C"));

  it("deletes one, and Undo puts it back where it was", () => {
    const state = three();
    const b = state.phases[1];
    if (!b) throw new Error("expected three phases");
    const deleted = reduceChecklist(state, { type: "phaseDeleted", index: 1 });
    expect(deleted.phases.map((p) => p.name)).toEqual(["A", "C"]);
    const restored = reduceChecklist(deleted, { type: "phaseRestored", index: 1, phase: b });
    expect(restored.phases).toEqual(state.phases);
    expect(reduceChecklist(state, { type: "phaseDeleted", index: 7 })).toBe(state);
  });

  it("views one by its place; the view follows the list as phases are deleted", () => {
    const viewing = reduceChecklist(three(), { type: "phaseViewed", index: 2 });
    expect(viewing.viewedPhase).toBe(2);
    const earlierGone = reduceChecklist(viewing, { type: "phaseDeleted", index: 0 });
    expect(earlierGone.viewedPhase).toBe(1);
    expect(earlierGone.phases[1]?.name).toBe("C");
    expect(reduceChecklist(earlierGone, { type: "phaseDeleted", index: 1 }).viewedPhase).toBeNull();
    expect(reduceChecklist(viewing, { type: "phaseViewed", index: null }).viewedPhase).toBeNull();
    expect(reduceChecklist(viewing, { type: "phaseViewed", index: 9 }).viewedPhase).toBeNull();
  });

  it("viewing a phase changes no tick, note or phase", () => {
    const state = three();
    const viewing = reduceChecklist(state, { type: "phaseViewed", index: 0 });
    expect(viewing.principles).toBe(state.principles);
    expect(viewing.phases).toBe(state.phases);
  });
});

describe("phases beside the rest of the work", () => {
  it("stay through a change of language, every phase as it was", () => {
    const state = run(tick("ic-1"), keep("Planning"));
    const french = reduceChecklist(state, { type: "languageChanged", text: (id) => `fr:${id}` });
    expect(french.phases).toBe(state.phases);
  });

  it("stay through Reset and its Undo, a phase kept in between included", () => {
    const state = run(tick("ic-1"), keep("Planning"), { type: "reset" });
    expect(checkedQuestionIds(state)).toEqual([]);
    expect(state.phases.map((p) => p.name)).toEqual(["Planning"]);
    const undone = applyEvents(state, [keep("Blank"), { type: "resetUndone" }]);
    expect(checkedQuestionIds(undone)).toEqual(["ic-1"]);
    expect(undone.phases.map((p) => p.name)).toEqual(["Planning", "Blank"]);
  });

  it("are replaced by an opened file's, and by none for a file without them; the view ends", () => {
    const state: ChecklistState = run(keep("Mine"), { type: "phaseViewed", index: 0 });
    const filePhase = phaseOf(run(tick("ic-2")).principles, "From the file", "2026-01-01");
    const opened = reduceChecklist(state, {
      type: "assessmentOpened",
      assessment: { ticked: ["ic-1"], notes: new Map(), phases: [filePhase] },
    });
    expect(opened.phases).toEqual([filePhase]);
    expect(opened.viewedPhase).toBeNull();
    expect(holdsUnkeptWork(opened)).toBe(false);
    const older = reduceChecklist(opened, {
      type: "assessmentOpened",
      assessment: { ticked: [], notes: new Map() },
    });
    expect(older.phases).toEqual([]);
  });
});
