// @vitest-environment node
// What changed between two states of an assessment: per principle, only what changed, with counts;
// and its invariants over any two states (property tests).

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  COMPARISON_KINDS,
  checklistOfAssessment,
  compareAssessments,
  type Comparison,
  type ComparisonKind,
  type ComparisonSide,
} from "../../../src/record";
import {
  EMPTY_CHANGES,
  addQuestion,
  hideQuestion,
  resolveChecklist,
  rewordQuestion,
  type ChecklistVariant,
} from "../../../src/variant";

const BUILT_IN = createInitialChecklist();
const IDS = allQuestions(BUILT_IN).map((q) => q.id);

function side(
  ticked: readonly string[],
  notes: Record<string, string> = {},
  variant: ChecklistVariant | null = null,
): ComparisonSide {
  return {
    checklist: checklistOfAssessment(BUILT_IN, {
      variant,
      ticked,
      notes: new Map(Object.entries(notes)),
    }),
    variant,
  };
}

/** Every entry's kind and question id, in order. */
function entries(comparison: Comparison): string[] {
  return comparison.principles.flatMap((p) =>
    p.groups.flatMap((g) => g.entries.map((e) => `${p.id} ${e.kind} ${e.question.id}`)),
  );
}

function ids(comparison: Comparison, kinds: readonly ComparisonKind[]): string[] {
  return comparison.principles
    .flatMap((p) => p.groups.filter((g) => kinds.includes(g.kind)).flatMap((g) => g.entries))
    .map((e) => e.question.id)
    .sort();
}

const variant = (changes: ChecklistVariant["changes"]): ChecklistVariant => ({
  title: "Field studies",
  version: "1.0",
  publisher: "Ethics board",
  language: "fr",
  changes,
});

describe("compareAssessments", () => {
  const [first = "", second = "", third = "", fourth = ""] = IDS;

  it("finds nothing between a state and itself", () => {
    const state = side([first, second], { [third]: "Why not" });
    const comparison = compareAssessments(state, state);
    expect(comparison.total).toBe(0);
    expect(comparison.principles).toEqual([]);
    for (const kind of COMPARISON_KINDS) expect(comparison.counts[kind]).toBe(0);
  });

  it("lists ticks and notes that changed, under their principle, and nothing else", () => {
    const before = side([first, second], { [second]: "Old", [third]: "Gone" });
    const after = side([second, fourth], { [second]: "New", [first]: "Added" });
    const comparison = compareAssessments(before, after);
    const principle = BUILT_IN.find((p) =>
      allQuestions([p]).some((q) => q.id === first),
    ) as Principle;
    expect(comparison.principles.map((p) => p.name)).toEqual([principle.name]);
    expect(entries(comparison)).toEqual([
      `${principle.id} ticked ${fourth}`,
      `${principle.id} unticked ${first}`,
      `${principle.id} noteAdded ${first}`,
      `${principle.id} noteChanged ${second}`,
      `${principle.id} noteRemoved ${third}`,
    ]);
    const changed = comparison.principles[0]?.groups.find((g) => g.kind === "noteChanged");
    expect(changed?.entries[0]).toMatchObject({ before: "Old", after: "New" });
    const removed = comparison.principles[0]?.groups.find((g) => g.kind === "noteRemoved");
    expect(removed?.entries[0]).toMatchObject({ note: "Gone" });
    expect(comparison.counts).toMatchObject({
      ticked: 1,
      unticked: 1,
      noteAdded: 1,
      noteChanged: 1,
      noteRemoved: 1,
      questionAdded: 0,
    });
    expect(comparison.total).toBe(5);
  });

  it("takes a note of white space alone, or one padded, as a report shows it", () => {
    const before = side([], { [first]: "  Same \n" });
    const after = side([], { [first]: "Same", [second]: "   " });
    expect(compareAssessments(before, after).total).toBe(0);
  });

  it("says when the checklists differ: questions added, reworded, hidden with their reason, or gone", () => {
    const added = addQuestion(EMPTY_CHANGES, "informed-consent", "Ask twice?");
    const withAdded = variant(added);
    const changed = variant(
      hideQuestion(rewordQuestion(EMPTY_CHANGES, second, "Reworded wording"), third, "Not ours"),
    );
    const before = side([third], { "custom-q-1": "On the added one" }, withAdded);
    const after = side([], {}, changed);
    const comparison = compareAssessments(before, after);
    const all = comparison.principles.flatMap((p) => p.groups.flatMap((g) => g.entries));
    const reworded = all.find((e) => e.kind === "questionReworded");
    expect(reworded).toMatchObject({
      question: { id: second, text: "Reworded wording", lang: "fr" },
    });
    expect(reworded && "before" in reworded && reworded.before).toBe(
      allQuestions(BUILT_IN).find((q) => q.id === second)?.text,
    );
    expect(all.find((e) => e.kind === "questionHidden")).toMatchObject({
      question: { id: third },
      reason: "Not ours",
      reasonLang: "fr",
      ticked: true,
    });
    const gone = all.filter((e) => e.kind === "questionRemoved");
    if (added.addedQuestions.length > 0)
      expect(gone).toEqual([
        expect.objectContaining({ question: expect.objectContaining({ id: "custom-q-1" }) }),
      ]);
    // A question on one side only says no tick or note change of its own.
    expect(ids(comparison, ["unticked", "noteRemoved"])).toEqual([]);
    const back = compareAssessments(after, before);
    expect(ids(back, ["questionAdded"])).toEqual(
      ids(comparison, ["questionHidden", "questionRemoved"]),
    );
  });
});

// Any two states of the built-in checklist, or of a few variants of it.
const note = fc.oneof(fc.constant(""), fc.string({ maxLength: 12 }), fc.constant("  "));
const variants = [
  null,
  variant(hideQuestion(EMPTY_CHANGES, IDS[5] ?? "", "Out of scope")),
  variant(
    rewordQuestion(addQuestion(EMPTY_CHANGES, "informed-consent", "Extra?"), IDS[0] ?? "", "Re"),
  ),
];
const state = fc
  .record({
    ticked: fc.subarray([...IDS, "custom-q-1"]),
    notes: fc.dictionary(fc.constantFrom(...IDS, "custom-q-1"), note, { maxKeys: 8 }),
    variant: fc.constantFrom(...variants),
  })
  .map(({ ticked, notes, variant }) => side(ticked, notes, variant));

describe("compareAssessments' invariants", () => {
  it("a state compared with itself is empty", () => {
    fc.assert(fc.property(state, (s) => compareAssessments(s, s).total === 0));
  });

  it("swapping the sides swaps ticked and unticked, notes added and removed, questions added and gone", () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        const there = compareAssessments(a, b);
        const back = compareAssessments(b, a);
        expect(ids(back, ["ticked"])).toEqual(ids(there, ["unticked"]));
        expect(ids(back, ["unticked"])).toEqual(ids(there, ["ticked"]));
        expect(ids(back, ["noteAdded"])).toEqual(ids(there, ["noteRemoved"]));
        expect(ids(back, ["noteChanged"])).toEqual(ids(there, ["noteChanged"]));
        expect(ids(back, ["questionReworded"])).toEqual(ids(there, ["questionReworded"]));
        expect(ids(back, ["questionAdded"])).toEqual(
          ids(there, ["questionHidden", "questionRemoved"]),
        );
        expect(back.total).toBe(there.total);
      }),
    );
  });

  it("counts equal the lists' lengths, and only what changed is listed", () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        const comparison = compareAssessments(a, b);
        let total = 0;
        for (const kind of COMPARISON_KINDS) {
          expect(ids(comparison, [kind]).length).toBe(comparison.counts[kind]);
          total += comparison.counts[kind];
        }
        expect(comparison.total).toBe(total);
        for (const principle of comparison.principles) {
          expect(principle.groups.length).toBeGreaterThan(0);
          for (const group of principle.groups) expect(group.entries.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe("checklistOfAssessment", () => {
  it("puts an opened file's ticks and notes on the checklist it was made on", () => {
    const hidden = variant(hideQuestion(EMPTY_CHANGES, IDS[1] ?? "", "No"));
    const checklist = checklistOfAssessment(BUILT_IN, {
      variant: hidden,
      ticked: [IDS[0] ?? ""],
      notes: new Map([[IDS[2] ?? "", "A note"]]),
    });
    const questions = allQuestions(checklist);
    expect(questions.map((q) => q.id)).not.toContain(IDS[1]);
    expect(questions.find((q) => q.id === IDS[0])?.checked).toBe(true);
    expect(questions.find((q) => q.id === IDS[2])?.note).toBe("A note");
    expect(resolveChecklist(BUILT_IN, hidden.changes, "fr").length).toBe(checklist.length);
    // The built-in checklist given is left as it was.
    expect(allQuestions(BUILT_IN).every((q) => !q.checked && q.note === undefined)).toBe(true);
  });
});
