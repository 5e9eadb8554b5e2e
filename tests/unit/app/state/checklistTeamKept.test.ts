// @vitest-environment node
// A member's or project's name typed in the Team dialog is work the file keeps (format 4's `member`
// and `project`): typed and not saved, leaving the page asks, as it does for a tick; saved (or
// exported, or opened from a file that says it), it asks no more; typed back to what was kept, it
// asks nothing. Work that says nothing of a team has the signature it had before teams.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsUnkeptWork } from "../../../../src/app/state/ChecklistContext";
import {
  createInitialState,
  keptSignature,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import { contentSignature, type TeamRecord } from "../../../../src/data";
import { englishText } from "../../../../src/i18n/english";

const named = (team: TeamRecord | null): ChecklistEvent => ({ type: "teamChanged", team });
const apply = (state: ChecklistState, ...events: ChecklistEvent[]) =>
  events.reduce(reduceChecklist, state);
/** Save, as the record bar does: the checklist, its phases and its team as they stand. */
const save = (state: ChecklistState): ChecklistEvent => ({
  type: "kept",
  assessment: state.assessment,
});

describe("a name typed in the Team dialog", () => {
  it("makes leaving ask until it is saved, as a tick does", () => {
    const start = createInitialState(englishText);
    expect(holdsUnkeptWork(start)).toBe(false);
    const typed = apply(start, named({ member: "Ada" }));
    expect(holdsUnkeptWork(typed)).toBe(true);
    const saved = apply(typed, save(typed));
    expect(holdsUnkeptWork(saved)).toBe(false);
    const project = apply(saved, named({ member: "Ada", project: "Field study" }));
    expect(holdsUnkeptWork(project)).toBe(true);
    // Typed back to what the file keeps: nothing is unkept.
    expect(holdsUnkeptWork(apply(project, named({ member: "Ada" })))).toBe(false);
    // Cleared where nothing was saved: nothing is unkept either.
    expect(holdsUnkeptWork(apply(typed, named(null)))).toBe(false);
  });

  it("is kept by a save of that name only: a save made before it was typed keeps what it held", () => {
    const start = createInitialState(englishText);
    const before = apply(start, { type: "questionToggled", questionId: "ic-1" });
    // The export or save began with no name; the name was typed while it ran.
    const typed = apply(before, named({ project: "Field study" }), save(before));
    expect(holdsUnkeptWork(typed)).toBe(true);
  });

  it("is kept when a file that names it is opened, and a change to it after is not", () => {
    const team: TeamRecord = { member: "Ada", project: "Field study" };
    const opened = apply(createInitialState(englishText), {
      type: "assessmentOpened",
      assessment: { ticked: ["ic-1"], notes: new Map(), team },
    });
    expect(holdsUnkeptWork(opened)).toBe(false);
    expect(holdsUnkeptWork(apply(opened, named({ member: "Ada" })))).toBe(true);
  });

  it("leaves Reset and its Undo as they were: they change no name", () => {
    const typed = apply(createInitialState(englishText), named({ member: "Ada" }));
    const saved = apply(typed, save(typed));
    expect(holdsUnkeptWork(apply(saved, { type: "reset" }, { type: "resetUndone" }))).toBe(false);
  });

  it("leaves the signature of work that says nothing of a team exactly as it was", () => {
    fc.assert(
      fc.property(fc.subarray(["ic-1", "ic-2", "pc-1", "pc-2"]), (ids) => {
        const state = apply(
          createInitialState(englishText),
          ...ids.map((questionId): ChecklistEvent => ({ type: "questionToggled", questionId })),
        );
        expect(keptSignature({ ...state.assessment, phases: [], team: null })).toBe(
          contentSignature(state.assessment.checklist),
        );
        expect(keptSignature({ ...state.assessment, phases: [] })).toBe(
          contentSignature(state.assessment.checklist),
        );
      }),
    );
  });

  it("tells any two names, or a name from a project, apart", () => {
    const assessment = createInitialState(englishText).assessment;
    const name = fc.option(fc.string({ maxLength: 20 }), { nil: undefined });
    fc.assert(
      fc.property(name, name, name, name, (m1, p1, m2, p2) => {
        fc.pre(m1 !== m2 || p1 !== p2);
        const team = (member?: string, project?: string): TeamRecord => ({
          ...(member === undefined ? {} : { member }),
          ...(project === undefined ? {} : { project }),
        });
        expect(keptSignature({ ...assessment, team: team(m1, p1) })).not.toBe(
          keptSignature({ ...assessment, team: team(m2, p2) }),
        );
      }),
    );
  });
});

describe("a team's result used as the assessment", () => {
  const result: ChecklistEvent = {
    type: "teamResultUsed",
    assessment: {
      ticked: ["ic-1"],
      notes: new Map([["ic-2", "Ana: Form v3."]]),
      team: { review: { date: "2027-03-10", members: ["Ana", "Ben"], settled: [] } },
    },
  };

  it("replaces the work as an Open does, but is in no file: leaving asks until it is saved", () => {
    const used = apply(createInitialState(englishText), result);
    expect(keptSignature(used.assessment)).toContain("ic-1");
    expect(holdsUnkeptWork(used)).toBe(true);
    expect(holdsUnkeptWork(apply(used, save(used)))).toBe(false);
  });

  it("leaves what was last kept as it was, whatever it was", () => {
    const ticked = apply(createInitialState(englishText), {
      type: "questionToggled",
      questionId: "pc-1",
    });
    const saved = apply(ticked, save(ticked));
    expect(apply(saved, result).kept).toBe(saved.kept);
  });
});
