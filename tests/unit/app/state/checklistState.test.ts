// @vitest-environment node
// Every transition of the checklist's state tree (spec §4), through the pure reducer.

import { describe, expect, it } from "vitest";
import {
  createInitialState,
  reduceChecklist,
  replacesWork,
  type ChecklistEvent,
  type ChecklistState,
  type OpenedAssessment,
} from "../../../../src/app/state/checklistState";
import { checklistChangedTo } from "../../../../src/app/state/variantChecklist";
import { EMPTY_CHANGES } from "../../../../src/variant";
import {
  PRINCIPLE_IDS,
  QUESTION_IDS,
  applyEvents,
  checkedQuestionIds,
  principleById,
  subPrincipleIdsOf,
} from "./checklistStateFixtures";
import { englishText } from "../../../../src/i18n/english";

const tick = (questionId: string): ChecklistEvent => ({ type: "questionToggled", questionId });
const togglePrinciple = (principleId: string): ChecklistEvent => ({
  type: "principleToggled",
  principleId,
});
const toggleSub = (subPrincipleId: string): ChecklistEvent => ({
  type: "subPrincipleToggled",
  subPrincipleId,
});
const RESET: ChecklistEvent = { type: "reset" };

/** A state with ticks and open sections, so that "nothing changed" is not trivially true. */
function busyState(): ChecklistState {
  return applyEvents(createInitialState(englishText), [
    tick("ic-1"),
    tick("cr-2"),
    togglePrinciple("respect-for-society"),
    toggleSub("labor"),
  ]);
}

describe("createInitialState", () => {
  it("starts with the 68 built-in questions unticked and nothing expanded", () => {
    const state = createInitialState(englishText);
    expect(QUESTION_IDS).toHaveLength(68);
    expect(checkedQuestionIds(state)).toEqual([]);
    expect(state.expandedPrinciples.size).toBe(0);
    expect(state.expandedSubPrinciples.size).toBe(0);
  });

  it("gives each caller its own state", () => {
    const first = createInitialState(englishText);
    const second = createInitialState(englishText);
    expect(second.assessment.checklist).not.toBe(first.assessment.checklist);
    expect(second.expandedPrinciples).not.toBe(first.expandedPrinciples);
    expect(second.expandedSubPrinciples).not.toBe(first.expandedSubPrinciples);
  });
});

describe("questionToggled", () => {
  it("ticks only the question it names", () => {
    const state = reduceChecklist(createInitialState(englishText), tick("ic-2"));
    expect(checkedQuestionIds(state)).toEqual(["ic-2"]);
  });

  it("leaves expansion alone", () => {
    const before = busyState();
    const after = reduceChecklist(before, tick("ws-1"));
    expect(after.expandedPrinciples).toEqual(before.expandedPrinciples);
    expect(after.expandedSubPrinciples).toEqual(before.expandedSubPrinciples);
  });

  it("unticks a ticked question, so toggling twice restores the state", () => {
    const before = busyState();
    const once = reduceChecklist(before, tick("labor-1"));
    expect(checkedQuestionIds(once)).toEqual(["ic-1", "labor-1", "cr-2"]);
    const twice = reduceChecklist(once, tick("labor-1"));
    expect(twice).toEqual(before);
  });

  it.each(["cr-1", "ipr-2", "pj-1", "rsj-2"])("works for %s, a question in a sub-item", (id) => {
    const state = reduceChecklist(createInitialState(englishText), tick(id));
    expect(checkedQuestionIds(state)).toEqual([id]);
  });

  it("works for every question in the data set", () => {
    for (const id of QUESTION_IDS) {
      expect(
        checkedQuestionIds(reduceChecklist(createInitialState(englishText), tick(id))),
      ).toEqual([id]);
    }
  });
});

describe("principleToggled", () => {
  it("expands the principle and all of its sub-principles", () => {
    const state = reduceChecklist(
      createInitialState(englishText),
      togglePrinciple("respect-for-persons"),
    );
    expect([...state.expandedPrinciples]).toEqual(["respect-for-persons"]);
    expect([...state.expandedSubPrinciples].sort()).toEqual(
      subPrincipleIdsOf("respect-for-persons").sort(),
    );
    expect(state.expandedSubPrinciples.size).toBe(7);
  });

  it("collapses the principle and all of its sub-principles when toggled again", () => {
    const once = reduceChecklist(
      createInitialState(englishText),
      togglePrinciple("respect-for-society"),
    );
    const twice = reduceChecklist(once, togglePrinciple("respect-for-society"));
    expect(twice.expandedPrinciples.size).toBe(0);
    expect(twice.expandedSubPrinciples.size).toBe(0);
  });

  it("collapses every sub-principle, including one the user had closed and reopened", () => {
    const state = applyEvents(createInitialState(englishText), [
      togglePrinciple("respect-for-persons"),
      toggleSub("labor"),
      toggleSub("labor"),
      toggleSub("access"),
      togglePrinciple("respect-for-persons"),
    ]);
    expect(state.expandedPrinciples.size).toBe(0);
    expect(state.expandedSubPrinciples.size).toBe(0);
  });

  it("expands every sub-principle, including one already open on its own", () => {
    const state = applyEvents(createInitialState(englishText), [
      toggleSub("labor"),
      togglePrinciple("respect-for-persons"),
    ]);
    expect([...state.expandedSubPrinciples].sort()).toEqual(
      subPrincipleIdsOf("respect-for-persons").sort(),
    );
  });

  it("leaves other principles and their sub-principles as they were", () => {
    const before = applyEvents(createInitialState(englishText), [
      togglePrinciple("respect-for-knowledge"),
      toggleSub("creativity"),
      toggleSub("culture"),
    ]);
    const after = reduceChecklist(before, togglePrinciple("respect-for-democracy"));
    expect(after.expandedPrinciples.has("respect-for-knowledge")).toBe(true);
    expect(after.expandedSubPrinciples.has("creativity")).toBe(false);
    expect(after.expandedSubPrinciples.has("discovery")).toBe(true);
    expect(after.expandedSubPrinciples.has("culture")).toBe(true);
    expect(after.expandedPrinciples.has("respect-for-society")).toBe(false);
  });

  it("does not tick or untick anything", () => {
    const before = busyState();
    const after = reduceChecklist(before, togglePrinciple("respect-for-persons"));
    expect(checkedQuestionIds(after)).toEqual(checkedQuestionIds(before));
  });
});

describe("subPrincipleToggled", () => {
  it("expands that sub-principle alone, without its principle", () => {
    const state = reduceChecklist(createInitialState(englishText), toggleSub("rights"));
    expect([...state.expandedSubPrinciples]).toEqual(["rights"]);
    expect(state.expandedPrinciples.size).toBe(0);
  });

  it("collapses it when toggled again, leaving its siblings and principle open", () => {
    const open = reduceChecklist(
      createInitialState(englishText),
      togglePrinciple("respect-for-society"),
    );
    const state = reduceChecklist(open, toggleSub("justice"));
    expect([...state.expandedPrinciples]).toEqual(["respect-for-society"]);
    expect([...state.expandedSubPrinciples].sort()).toEqual(["culture", "rights"]);
  });
});

describe("sectionsShown", () => {
  it("opens exactly the sections named, closing the others, and leaves the work as it was", () => {
    const before = reduceChecklist(
      reduceChecklist(createInitialState(englishText), togglePrinciple("respect-for-society")),
      tick("ic-1"),
    );
    const after = reduceChecklist(before, {
      type: "sectionsShown",
      principleIds: ["respect-for-persons"],
      subPrincipleIds: ["informed-consent"],
    });
    expect([...after.expandedPrinciples]).toEqual(["respect-for-persons"]);
    expect([...after.expandedSubPrinciples]).toEqual(["informed-consent"]);
    expect(after.assessment).toBe(before.assessment);
    expect(after.kept).toBe(before.kept);
    expect(after.beforeReset).toBe(before.beforeReset);
    expect(replacesWork({ type: "sectionsShown", principleIds: [], subPrincipleIds: [] })).toBe(
      false,
    );
  });
});

describe("unknown ids", () => {
  it.each<[string, ChecklistEvent]>([
    ["a question", tick("ic-3")],
    ["a question (empty id)", tick("")],
    ["a principle", togglePrinciple("respect-for-nobody")],
    ["a principle (a sub-principle's id)", togglePrinciple("rights")],
    ["a sub-principle", toggleSub("nothing-here")],
    ["a sub-principle (a sub-item's id)", toggleSub("civil-rights")],
    ["a sub-principle (a principle's id)", toggleSub("respect-for-persons")],
  ])("leave the state unchanged for %s", (_, event) => {
    const before = busyState();
    const after = reduceChecklist(before, event);
    expect(after).toEqual(before);
    // The very same object: React can skip the re-render.
    expect(after).toBe(before);
  });
});

describe("reset", () => {
  it("restores the initial state: every question unticked, nothing expanded", () => {
    const state = applyEvents(busyState(), [
      togglePrinciple("respect-for-persons"),
      tick("iter-2"),
      RESET,
    ]);
    // The checklist is the initial one; what was cleared is kept, for Undo.
    expect({ ...state, beforeReset: null }).toEqual(createInitialState(englishText));
    expect(state.beforeReset).not.toBeNull();
    expect(checkedQuestionIds(state)).toEqual([]);
    expect(state.expandedPrinciples.size).toBe(0);
    expect(state.expandedSubPrinciples.size).toBe(0);
  });

  it("restores the initial state even after every question was ticked", () => {
    const all = applyEvents(createInitialState(englishText), QUESTION_IDS.map(tick));
    expect(checkedQuestionIds(all)).toHaveLength(68);
    expect({ ...reduceChecklist(all, RESET), beforeReset: null }).toEqual(
      createInitialState(englishText),
    );
  });

  it("leaves a checklist that can be ticked again", () => {
    const state = applyEvents(busyState(), [RESET, tick("ic-1")]);
    expect(checkedQuestionIds(state)).toEqual(["ic-1"]);
  });
});

describe("reduceChecklist", () => {
  it.each<ChecklistEvent>([
    tick("ic-1"),
    tick("cr-1"),
    togglePrinciple("respect-for-persons"),
    togglePrinciple("respect-for-society"),
    toggleSub("labor"),
    toggleSub("justice"),
    RESET,
  ])("does not mutate the state it is given: %o", (event) => {
    for (const before of [createInitialState(englishText), busyState()]) {
      // The language's words are a function, which structuredClone cannot copy: the same one after.
      const { text, ...rest } = before;
      const snapshot = structuredClone(rest);
      reduceChecklist(before, event);
      expect(before).toEqual({ ...snapshot, text });
    }
  });

  it("keeps untouched principles, sub-principles and questions as the same objects after a tick", () => {
    const before = busyState();
    const after = reduceChecklist(before, tick("cr-1"));
    const touched = "respect-for-society";
    for (const id of PRINCIPLE_IDS) {
      if (id === touched) continue;
      expect(principleById(after, id), id).toBe(principleById(before, id));
    }
    // Along the path to the question, new objects; beside it, the old ones.
    const [rightsBefore, justiceBefore, cultureBefore] = principleById(
      before,
      touched,
    ).subprinciples;
    const [rightsAfter, justiceAfter, cultureAfter] = principleById(after, touched).subprinciples;
    expect(principleById(after, touched)).not.toBe(principleById(before, touched));
    expect(rightsAfter).not.toBe(rightsBefore);
    expect(justiceAfter).toBe(justiceBefore);
    expect(cultureAfter).toBe(cultureBefore);
    expect(rightsAfter?.questions).toBe(rightsBefore?.questions);
    expect(rightsAfter?.subItems?.[1]).toBe(rightsBefore?.subItems?.[1]);
    expect(rightsAfter?.subItems?.[0]?.questions[1]).toBe(
      rightsBefore?.subItems?.[0]?.questions[1],
    );
  });

  it("keeps the whole checklist as the same object when only expansion changes", () => {
    const before = busyState();
    expect(
      reduceChecklist(before, togglePrinciple("respect-for-persons")).assessment.checklist,
    ).toBe(before.assessment.checklist);
    expect(reduceChecklist(before, toggleSub("access")).assessment.checklist).toBe(
      before.assessment.checklist,
    );
  });

  it("keeps the expansion sets as the same objects when only a tick changes", () => {
    const before = busyState();
    const after = reduceChecklist(before, tick("ds-1"));
    expect(after.expandedPrinciples).toBe(before.expandedPrinciples);
    expect(after.expandedSubPrinciples).toBe(before.expandedSubPrinciples);
  });
});

describe("replacesWork: the events after which what was said of the work is stale", () => {
  it("is every event that replaces the work or changes what the checklist is, and no other", () => {
    const opened: OpenedAssessment = { ticked: [], notes: new Map() };
    const replacing: ChecklistEvent[] = [
      { type: "assessmentOpened", assessment: opened },
      { type: "teamResultUsed", assessment: opened },
      checklistChangedTo(
        { title: "Field", version: "", publisher: "", changes: EMPTY_CHANGES },
        englishText,
      ),
      { type: "standardChecklistRestored" },
      { type: "reset" },
      { type: "resetUndone" },
      { type: "phaseViewed", index: 0 },
    ];
    const keeping: ChecklistEvent[] = [
      { type: "questionToggled", questionId: "ic-1" },
      { type: "noteChanged", questionId: "ic-1", text: "a" },
      { type: "principleToggled", principleId: "respect-for-persons" },
      { type: "subPrincipleToggled", subPrincipleId: "informed-consent" },
      { type: "resetUndoExpired" },
      {
        type: "kept",
        assessment: { checklist: [], variant: null, phases: [], team: null, project: null },
      },
      { type: "languageChanged", text: englishText },
      { type: "phasesChanged", phases: [] },
      { type: "phaseViewed", index: null },
      { type: "teamChanged", team: { member: "Ada" } },
    ];
    expect(replacing.filter(replacesWork)).toEqual(replacing);
    expect(keeping.filter(replacesWork)).toEqual([]);
  });
});
