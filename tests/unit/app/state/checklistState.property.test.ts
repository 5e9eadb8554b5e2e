// @vitest-environment node
// Property-based tests of the checklist reducer: random event sequences over the real ids, plus
// ids that exist nowhere or name the wrong kind of thing.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countQuestions, progressPercent } from "../../../../src/data";
import {
  createInitialState,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import {
  PRINCIPLE_IDS,
  QUESTION_IDS,
  SUB_ITEM_IDS,
  SUB_PRINCIPLE_IDS,
  applyEvents,
  checkedQuestionIds,
  subPrincipleIdsOf,
} from "./checklistStateFixtures";
import { englishText } from "../../../../src/i18n/english";

const RUNS = { numRuns: 1000 };
const TOTAL_QUESTIONS = 68;

const UNKNOWN_IDS = ["", "ic-0", "ic-3", "labor", "respect-for-nobody", "x-1"];

const principleId = fc.constantFrom(...PRINCIPLE_IDS);

const event: fc.Arbitrary<ChecklistEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...QUESTION_IDS, ...UNKNOWN_IDS)
      .map((questionId): ChecklistEvent => ({ type: "questionToggled", questionId })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...PRINCIPLE_IDS, ...SUB_PRINCIPLE_IDS.slice(0, 3), ...UNKNOWN_IDS)
      .map((id): ChecklistEvent => ({ type: "principleToggled", principleId: id })),
  },
  {
    weight: 3,
    // Sub-item and principle ids are not sub-principle ids: they must be ignored.
    arbitrary: fc
      .constantFrom(...SUB_PRINCIPLE_IDS, ...SUB_ITEM_IDS, ...PRINCIPLE_IDS, ...UNKNOWN_IDS)
      .map((id): ChecklistEvent => ({ type: "subPrincipleToggled", subPrincipleId: id })),
  },
  { weight: 1, arbitrary: fc.constant<ChecklistEvent>({ type: "reset" }) },
);

const events = fc.array(event, { maxLength: 80 });

/** Every state along the way, starting from the initial one. */
function statesAlong(sequence: readonly ChecklistEvent[]): ChecklistState[] {
  let state = createInitialState(englishText);
  const states = [state];
  for (const e of sequence) {
    state = reduceChecklist(state, e);
    states.push(state);
  }
  return states;
}

interface Model {
  ticked: Set<string>;
  expandedPrinciples: Set<string>;
  expandedSubPrinciples: Set<string>;
}

function toggleIn(set: Set<string>, id: string): void {
  if (set.has(id)) set.delete(id);
  else set.add(id);
}

/** An independent model of what the events should do, written from spec §4 alone. */
function model(sequence: readonly ChecklistEvent[]): Model {
  const m: Model = {
    ticked: new Set(),
    expandedPrinciples: new Set(),
    expandedSubPrinciples: new Set(),
  };
  for (const e of sequence) {
    switch (e.type) {
      case "reset":
        m.ticked.clear();
        m.expandedPrinciples.clear();
        m.expandedSubPrinciples.clear();
        break;
      case "questionToggled":
        if (QUESTION_IDS.includes(e.questionId)) toggleIn(m.ticked, e.questionId);
        break;
      case "principleToggled": {
        if (!PRINCIPLE_IDS.includes(e.principleId)) break;
        toggleIn(m.expandedPrinciples, e.principleId);
        const open = m.expandedPrinciples.has(e.principleId);
        for (const sub of subPrincipleIdsOf(e.principleId)) {
          if (open) m.expandedSubPrinciples.add(sub);
          else m.expandedSubPrinciples.delete(sub);
        }
        break;
      }
      case "subPrincipleToggled":
        if (SUB_PRINCIPLE_IDS.includes(e.subPrincipleId)) {
          toggleIn(m.expandedSubPrinciples, e.subPrincipleId);
        }
        break;
    }
  }
  return m;
}

// 1000 random sequences a property take a second or two alone, and far longer on a shared machine
// running other suites: the time limit is there to catch a hang, not to measure.
describe("checklist reducer properties", { timeout: 120_000 }, () => {
  it("always has 68 questions, with 0 ≤ completed ≤ total, at every step", () => {
    fc.assert(
      fc.property(events, (sequence) => {
        for (const state of statesAlong(sequence)) {
          const { total, checked } = countQuestions(state.assessment.checklist);
          expect(total).toBe(TOTAL_QUESTIONS);
          expect(checked).toBeGreaterThanOrEqual(0);
          expect(checked).toBeLessThanOrEqual(total);
        }
      }),
      RUNS,
    );
  });

  it("agrees with the model: ticks, expanded principles and expanded sub-principles", () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const state = applyEvents(createInitialState(englishText), sequence);
        const expected = model(sequence);
        expect(new Set(checkedQuestionIds(state))).toEqual(expected.ticked);
        expect(state.expandedPrinciples).toEqual(expected.expandedPrinciples);
        expect(state.expandedSubPrinciples).toEqual(expected.expandedSubPrinciples);
      }),
      RUNS,
    );
  });

  it("reports progress as round(100 × completed / total), against an independent recount", () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const state = applyEvents(createInitialState(englishText), sequence);
        const completed = model(sequence).ticked.size;
        expect(countQuestions(state.assessment.checklist).checked).toBe(completed);
        expect(progressPercent(countQuestions(state.assessment.checklist))).toBe(
          Math.round((100 * completed) / TOTAL_QUESTIONS),
        );
      }),
      RUNS,
    );
  });

  it("returns to the initial state on reset, whatever came before", () => {
    fc.assert(
      fc.property(events, (sequence) => {
        const state = applyEvents(createInitialState(englishText), [
          ...sequence,
          { type: "reset" },
        ]);
        // The checklist is the initial one; what was cleared waits for Undo (checklistNotes tests).
        expect({ ...state, beforeReset: null }).toEqual(createInitialState(englishText));
      }),
      RUNS,
    );
  });

  it("changes nothing in other principles when a principle is toggled", () => {
    fc.assert(
      fc.property(events, principleId, (sequence, toggled) => {
        const before = applyEvents(createInitialState(englishText), sequence);
        const after = reduceChecklist(before, { type: "principleToggled", principleId: toggled });
        expect(after.assessment.checklist).toBe(before.assessment.checklist);
        for (const other of PRINCIPLE_IDS.filter((id) => id !== toggled)) {
          expect(after.expandedPrinciples.has(other)).toBe(before.expandedPrinciples.has(other));
          for (const sub of subPrincipleIdsOf(other)) {
            expect(after.expandedSubPrinciples.has(sub)).toBe(
              before.expandedSubPrinciples.has(sub),
            );
          }
        }
      }),
      RUNS,
    );
  });

  it("flips a principle, and leaves all its sub-principles matching its new expansion", () => {
    fc.assert(
      fc.property(events, principleId, (sequence, toggled) => {
        const before = applyEvents(createInitialState(englishText), sequence);
        const after = reduceChecklist(before, { type: "principleToggled", principleId: toggled });
        const expanded = after.expandedPrinciples.has(toggled);
        expect(expanded).toBe(!before.expandedPrinciples.has(toggled));
        for (const sub of subPrincipleIdsOf(toggled)) {
          expect(after.expandedSubPrinciples.has(sub)).toBe(expanded);
        }
      }),
      RUNS,
    );
  });
});
