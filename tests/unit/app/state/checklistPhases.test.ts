// @vitest-environment node
// Phases in the state tree: the list kept, deleted and restored as the Phases dialog works it out
// (src/record's withPhaseKept, withoutPhase, withPhaseRestored), never past its bound; viewing one;
// and how phases live beside the work: a tick after keeping leaves the phase as it was, a language
// change and a reset keep them, an Open replaces them, and leaving the page asks while any is not
// saved.

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
import {
  PHASES_MAX,
  phaseOf,
  withPhaseKept,
  withPhaseRestored,
  withoutPhase,
  type RecordedPhase,
} from "../../../../src/record";
import { englishText } from "../../../../src/i18n/english";
import { checkedQuestionIds } from "./checklistStateFixtures";

const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
/** Keeping a phase of the checklist as it stands then, as the dialog does (src/data's phaseOf). */
const keep =
  (name: string, date = "2027-03-01") =>
  (state: ChecklistState): ChecklistEvent => ({
    type: "phasesChanged",
    phases: withPhaseKept(state.assessment.phases, phaseOf(state.assessment.checklist, name, date)),
  });
const deleteAt =
  (index: number) =>
  (state: ChecklistState): ChecklistEvent => ({
    type: "phasesChanged",
    phases: withoutPhase(state.assessment.phases, index),
  });
const restore =
  (index: number, phase: RecordedPhase) =>
  (state: ChecklistState): ChecklistEvent => ({
    type: "phasesChanged",
    phases: withPhaseRestored(state.assessment.phases, index, phase),
  });
type Step = ChecklistEvent | ((state: ChecklistState) => ChecklistEvent);
const applySteps = (state: ChecklistState, steps: readonly Step[]) =>
  steps.reduce(
    (now, step) => reduceChecklist(now, typeof step === "function" ? step(now) : step),
    state,
  );
const start = () => createInitialState(englishText);
const run = (...steps: Step[]) => applySteps(start(), steps);

describe("keeping a phase", () => {
  it("keeps the ticks and notes as they stand, and the work goes on without changing it", () => {
    const state = run(
      tick("ic-1"),
      { type: "noteChanged", questionId: "pc-1", text: "Ask the board." },
      keep("Planning"),
      tick("ic-2"),
      tick("ic-1"),
    );
    expect(state.assessment.phases).toEqual([
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

  it(`changes nothing past ${PHASES_MAX} phases, kept or restored`, () => {
    const before = run(tick("ic-1"));
    const full = applySteps(
      before,
      Array.from({ length: PHASES_MAX }, (_, n) => keep(`Review ${n + 1}`)),
    );
    expect(full.assessment.phases).toHaveLength(PHASES_MAX);
    expect(applySteps(full, [keep("One more")]).assessment.phases).toBe(full.assessment.phases);
    const [first] = full.assessment.phases;
    if (!first) throw new Error("expected phases");
    expect(applySteps(full, [restore(0, first)]).assessment.phases).toBe(full.assessment.phases);
    // An event with too many, however it was made, changes nothing.
    expect(
      reduceChecklist(full, { type: "phasesChanged", phases: [...full.assessment.phases, first] }),
    ).toBe(full);
  });

  it("makes the page ask before it is left, until the file holding the phase is saved", () => {
    const state = run(tick("ic-1"), {
      type: "kept",
      assessment: run(tick("ic-1")).assessment,
    });
    expect(holdsUnkeptWork(state)).toBe(false);
    const withPhase = reduceChecklist(state, keep("Planning")(state));
    expect(holdsUnkeptWork(withPhase)).toBe(true);
    const saved = reduceChecklist(withPhase, {
      type: "kept",
      assessment: withPhase.assessment,
    });
    expect(holdsUnkeptWork(saved)).toBe(false);
  });

  it("leaves the signature of work without phases exactly as it was before phases", () => {
    const state = run(tick("ic-1"));
    expect(keptSignature({ ...state.assessment, phases: [] })).toBe(
      contentSignature(state.assessment.checklist),
    );
  });
});

describe("deleting, restoring and viewing phases", () => {
  const three = () => run(keep("A"), tick("ic-1"), keep("B"), tick("ic-2"), keep("C"));

  it("deletes one, and Undo puts it back where it was", () => {
    const state = three();
    const b = state.assessment.phases[1];
    if (!b) throw new Error("expected three phases");
    const deleted = applySteps(state, [deleteAt(1)]);
    expect(deleted.assessment.phases.map((p) => p.name)).toEqual(["A", "C"]);
    const restored = applySteps(deleted, [restore(1, b)]);
    expect(restored.assessment.phases).toEqual(state.assessment.phases);
    expect(applySteps(state, [deleteAt(7)]).assessment.phases).toBe(state.assessment.phases);
  });

  it("views one by its place, and none again", () => {
    const viewing = reduceChecklist(three(), { type: "phaseViewed", index: 2 });
    expect(viewing.viewedPhase).toBe(2);
    expect(reduceChecklist(viewing, { type: "phaseViewed", index: null }).viewedPhase).toBeNull();
  });

  it("viewing a phase changes no tick, note or phase", () => {
    const state = three();
    const viewing = reduceChecklist(state, { type: "phaseViewed", index: 0 });
    expect(viewing.assessment.checklist).toBe(state.assessment.checklist);
    expect(viewing.assessment.phases).toBe(state.assessment.phases);
  });
});

describe("phases beside the rest of the work", () => {
  it("stay through a change of language, every phase as it was", () => {
    const state = run(tick("ic-1"), keep("Planning"));
    const french = reduceChecklist(state, { type: "languageChanged", text: (id) => `fr:${id}` });
    expect(french.assessment.phases).toBe(state.assessment.phases);
  });

  it("stay through Reset and its Undo, a phase kept in between included", () => {
    const state = run(tick("ic-1"), keep("Planning"), { type: "reset" });
    expect(checkedQuestionIds(state)).toEqual([]);
    expect(state.assessment.phases.map((p) => p.name)).toEqual(["Planning"]);
    const undone = applySteps(state, [keep("Blank"), { type: "resetUndone" }]);
    expect(checkedQuestionIds(undone)).toEqual(["ic-1"]);
    expect(undone.assessment.phases.map((p) => p.name)).toEqual(["Planning", "Blank"]);
  });

  it("are replaced by an opened file's, and by none for a file without them; the view ends", () => {
    const state: ChecklistState = run(keep("Mine"), { type: "phaseViewed", index: 0 });
    const filePhase = phaseOf(
      run(tick("ic-2")).assessment.checklist,
      "From the file",
      "2026-01-01",
    );
    const opened = reduceChecklist(state, {
      type: "assessmentOpened",
      assessment: { ticked: ["ic-1"], notes: new Map(), phases: [filePhase] },
    });
    expect(opened.assessment.phases).toEqual([filePhase]);
    expect(opened.viewedPhase).toBeNull();
    expect(holdsUnkeptWork(opened)).toBe(false);
    const older = reduceChecklist(opened, {
      type: "assessmentOpened",
      assessment: { ticked: [], notes: new Map() },
    });
    expect(older.assessment.phases).toEqual([]);
  });
});
