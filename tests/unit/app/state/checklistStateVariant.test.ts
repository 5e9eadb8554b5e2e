// @vitest-environment node
// The checklist state on a field's variant: changing the checklist keeps ticks and notes
// by id, reset keeps the variant, an opened file brings its own checklist, counts follow the
// checklist in use.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, countQuestions, type Principle } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import {
  createInitialState,
  reduceChecklist,
  type ChecklistEvent,
} from "../../../../src/app/state/checklistState";
import {
  checklistChangedTo,
  checklistOn,
  openedOn,
  workLostBy,
} from "../../../../src/app/state/variantChecklist";
import {
  EMPTY_CHANGES,
  addQuestion,
  hideQuestion,
  resolveChecklist,
  rewordQuestion,
  type ChecklistVariant,
} from "../../../../src/variant";
import { applyEvents, checkedQuestionIds } from "./checklistStateFixtures";
import { SAMPLE_VARIANT, arbitraryVariant } from "../../variant/variantFixtures";
import { englishText } from "../../../../src/i18n/english";

const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
const note = (questionId: string, text: string): ChecklistEvent => ({
  type: "noteChanged",
  questionId,
  text,
});
const changed = (variant: ChecklistVariant): ChecklistEvent =>
  checklistChangedTo(variant, englishText);
/** The state a page on SAMPLE_VARIANT starts in, with the checklist it resolves to. */
const onSample = () =>
  createInitialState(englishText, SAMPLE_VARIANT, checklistOn(SAMPLE_VARIANT, englishText));
const STANDARD: ChecklistEvent = { type: "standardChecklistRestored" };
const ids = (principles: readonly Principle[]) => allQuestions([...principles]).map((q) => q.id);
const notesOf = (principles: readonly Principle[]) =>
  Object.fromEntries(
    allQuestions([...principles]).flatMap((q) => (q.note === undefined ? [] : [[q.id, q.note]])),
  );

describe("createInitialState", () => {
  it("is on the standard checklist unless given a variant", () => {
    expect(createInitialState(englishText).assessment.variant).toBeNull();
    expect(createInitialState(englishText, null)).toEqual(createInitialState(englishText));
    const state = onSample();
    expect(state.assessment.variant).toBe(SAMPLE_VARIANT);
    expect(state.assessment.checklist).toEqual(
      resolveChecklist(createInitialChecklist(), SAMPLE_VARIANT.changes),
    );
  });
});

describe("a variant without the checklist it resolves to", () => {
  // The reducer resolves no variant itself (it is in every first load; the resolution is not):
  // an event that brings one without its checklist is a fault of the code, said at once.
  it("is refused by the reducer, on an Open as on a change", () => {
    const start = createInitialState(englishText);
    const opened: ChecklistEvent = {
      type: "assessmentOpened",
      assessment: { ticked: [], notes: new Map(), variant: SAMPLE_VARIANT },
    };
    expect(() => reduceChecklist(start, opened)).toThrow(/without its checklist/);
    expect(() => createInitialState(englishText, SAMPLE_VARIANT)).toThrow(/without its checklist/);
  });
});

describe("an event on a variant, run twice", () => {
  // React may replay an update, running the reducer again on the same event, whose objects the
  // first run's state has frozen since (WebKit threw "Attempted to assign to readonly property").
  it("gives the same state each time, on an Open as on a change", () => {
    const start = applyEvents(createInitialState(englishText), [tick("ic-1")]);
    const events: ChecklistEvent[] = [
      changed(SAMPLE_VARIANT),
      {
        type: "assessmentOpened",
        assessment: openedOn(
          { ticked: ["custom-q-1"], notes: new Map(), variant: SAMPLE_VARIANT },
          englishText,
        ),
      },
    ];
    for (const event of events) {
      const first = reduceChecklist(start, event);
      expect(reduceChecklist(start, event)).toEqual(first);
    }
  });
});

describe("checklistChanged", () => {
  it("re-resolves the checklist, keeping ticks and notes by id, reworded questions included", () => {
    const state = applyEvents(createInitialState(englishText), [
      tick("ic-1"),
      tick("ic-2"),
      note("ic-2", "Consent form v3."),
      tick("labor-2"),
      note("labor-2", "Gone with the question."),
      changed(SAMPLE_VARIANT),
    ]);
    expect(state.assessment.variant).toEqual(SAMPLE_VARIANT);
    expect(ids(state.assessment.checklist)).toEqual(
      ids(resolveChecklist(createInitialChecklist(), SAMPLE_VARIANT.changes)),
    );
    expect(checkedQuestionIds(state)).toEqual(["ic-1", "ic-2"]);
    expect(notesOf(state.assessment.checklist)).toEqual({ "ic-2": "Consent form v3." });
    const ic2 = allQuestions(state.assessment.checklist).find((q) => q.id === "ic-2");
    expect(ic2?.text).toBe("Can participants leave at any time?");
  });

  it("keeps ticks on added questions through later changes", () => {
    const first = { ...SAMPLE_VARIANT };
    const second: ChecklistVariant = {
      ...SAMPLE_VARIANT,
      changes: hideQuestion(SAMPLE_VARIANT.changes, "ic-1", "Covered elsewhere."),
    };
    const state = applyEvents(createInitialState(englishText), [
      changed(first),
      tick("custom-q-3"),
      tick("ic-1"),
      changed(second),
    ]);
    expect(checkedQuestionIds(state)).toEqual(["custom-q-3"]);
  });

  it("counts added questions and not hidden ones", () => {
    const variant: ChecklistVariant = {
      ...SAMPLE_VARIANT,
      changes: addQuestion(
        hideQuestion(EMPTY_CHANGES, "labor-2", ""),
        "informed-consent",
        "Added?",
      ),
    };
    const state = applyEvents(createInitialState(englishText), [
      changed(variant),
      tick("custom-q-1"),
    ]);
    expect(countQuestions(state.assessment.checklist)).toEqual({
      total: 68,
      checked: 1,
      setAside: 0,
      open: 67,
    });
    const more = applyEvents(state, [
      changed({ ...variant, changes: addQuestion(variant.changes, "labor", "Another?") }),
    ]);
    expect(countQuestions(more.assessment.checklist)).toEqual({
      total: 69,
      checked: 1,
      setAside: 0,
      open: 68,
    });
  });

  it("leaves the checklist, every section, as it is when only the title changes", () => {
    const state = applyEvents(createInitialState(englishText), [
      changed(SAMPLE_VARIANT),
      tick("ic-1"),
    ]);
    const renamed = reduceChecklist(state, changed({ ...SAMPLE_VARIANT, title: "New title" }));
    expect(renamed.assessment.variant?.title).toBe("New title");
    expect(renamed.assessment.checklist).toBe(state.assessment.checklist);
  });

  it("ends an Undo on offer, which would bring back the old checklist", () => {
    const state = applyEvents(createInitialState(englishText), [tick("ic-1"), { type: "reset" }]);
    expect(state.beforeReset).not.toBeNull();
    expect(reduceChecklist(state, changed(SAMPLE_VARIANT)).beforeReset).toBeNull();
  });
});

describe("standardChecklistRestored", () => {
  it("goes back to the built-in checklist, keeping ticks and notes on its questions", () => {
    const state = applyEvents(createInitialState(englishText), [
      changed({ ...SAMPLE_VARIANT, changes: rewordQuestion(EMPTY_CHANGES, "ic-2", "Short?") }),
      tick("ic-2"),
      note("ic-2", "Kept."),
      STANDARD,
    ]);
    expect(state.assessment.variant).toBeNull();
    expect(state.assessment.checklist).toEqual(
      (() => {
        const built = createInitialChecklist();
        const question = allQuestions(built).find((q) => q.id === "ic-2");
        if (question) {
          question.checked = true;
          question.note = "Kept.";
        }
        return built;
      })(),
    );
  });

  it("changes nothing on the standard checklist", () => {
    const state = applyEvents(createInitialState(englishText), [tick("ic-1")]);
    expect(reduceChecklist(state, STANDARD).assessment.checklist).toBe(state.assessment.checklist);
  });
});

describe("reset on a variant", () => {
  it("clears ticks and notes, keeps the variant, and Undo brings the work back", () => {
    const state = applyEvents(createInitialState(englishText), [
      changed(SAMPLE_VARIANT),
      tick("custom-q-1"),
      note("custom-q-3", "A note."),
      { type: "reset" },
    ]);
    expect(state.assessment.variant).toEqual(SAMPLE_VARIANT);
    expect({ ...state, beforeReset: null }).toEqual(onSample());
    const undone = reduceChecklist(state, { type: "resetUndone" });
    expect(checkedQuestionIds(undone)).toEqual(["custom-q-1"]);
    expect(notesOf(undone.assessment.checklist)).toEqual({ "custom-q-3": "A note." });
    expect(undone.assessment.variant).toEqual(SAMPLE_VARIANT);
  });
});

describe("assessmentOpened with a checklist", () => {
  it("opens a file on its own variant, ticks and notes on added questions included", () => {
    const state = applyEvents(createInitialState(englishText), [
      tick("labor-2"),
      {
        type: "assessmentOpened",
        assessment: openedOn(
          {
            ticked: ["ic-2", "custom-q-3"],
            notes: new Map([["custom-q-1", "Recorded."]]),
            variant: SAMPLE_VARIANT,
          },
          englishText,
        ),
      },
    ]);
    expect(state.assessment.variant).toEqual(SAMPLE_VARIANT);
    expect(checkedQuestionIds(state)).toEqual(["ic-2", "custom-q-3"]);
    expect(notesOf(state.assessment.checklist)).toEqual({ "custom-q-1": "Recorded." });
    expect(state.expandedPrinciples.has("respect-for-persons")).toBe(true);
  });

  it("opens a file without one on the standard checklist, whatever the checklist was", () => {
    const state = applyEvents(onSample(), [
      { type: "assessmentOpened", assessment: { ticked: ["labor-2"], notes: new Map() } },
    ]);
    expect(state.assessment.variant).toBeNull();
    expect(ids(state.assessment.checklist)).toEqual(ids(createInitialChecklist()));
    expect(checkedQuestionIds(state)).toEqual(["labor-2"]);
  });

  it("takes the file's title when its changes are the ones in use", () => {
    const state = applyEvents(onSample(), [
      {
        type: "assessmentOpened",
        assessment: openedOn(
          { ticked: [], notes: new Map(), variant: { ...SAMPLE_VARIANT, title: "Renamed" } },
          englishText,
        ),
      },
    ]);
    expect(state.assessment.variant?.title).toBe("Renamed");
  });
});

describe("workLostBy", () => {
  it("counts the ticks and notes on questions a variant leaves out", () => {
    const state = applyEvents(createInitialState(englishText), [
      tick("labor-2"),
      note("labor-2", "n"),
      tick("ic-1"),
      note("pc-1", "  "),
    ]);
    expect(workLostBy(state.assessment.checklist, SAMPLE_VARIANT)).toEqual({
      ticks: 1,
      notes: 1,
      setAside: 0,
    });
    expect(workLostBy(state.assessment.checklist, null)).toEqual({
      ticks: 0,
      notes: 0,
      setAside: 0,
    });
    const custom = applyEvents(onSample(), [
      tick("custom-q-1"),
      note("custom-q-3", "x"),
      { type: "setAsideChanged", questionId: "custom-q-3", reason: "No field site here." },
      { type: "setAsideChanged", questionId: "ic-2", reason: "No participants." },
    ]);
    // The reason on an added question goes with it; one on a built-in question stays.
    expect(workLostBy(custom.assessment.checklist, null)).toEqual({
      ticks: 1,
      notes: 1,
      setAside: 1,
    });
  });
});

describe("checklistChanged, for any variant", () => {
  it("keeps exactly the ticks and notes on questions still in the checklist, and counts follow it", () => {
    const builtInIds = ids(createInitialChecklist());
    fc.assert(
      fc.property(
        arbitraryVariant,
        fc.subarray(builtInIds),
        fc.subarray(builtInIds),
        (variant, ticked, noted) => {
          const state = applyEvents(createInitialState(englishText), [
            ...ticked.map(tick),
            ...noted.map((id) => note(id, `Note on ${id}`)),
            changed(variant),
          ]);
          const inUse = ids(resolveChecklist(createInitialChecklist(), variant.changes));
          expect(ids(state.assessment.checklist)).toEqual(inUse);
          expect(checkedQuestionIds(state)).toEqual(inUse.filter((id) => ticked.includes(id)));
          expect(Object.keys(notesOf(state.assessment.checklist))).toEqual(
            inUse.filter((id) => noted.includes(id)),
          );
          expect(countQuestions(state.assessment.checklist).total).toBe(inUse.length);
          const lost = workLostBy(
            applyEvents(createInitialState(englishText), ticked.map(tick)).assessment.checklist,
            variant,
          );
          expect(lost.ticks).toBe(ticked.filter((id) => !inUse.includes(id)).length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
