// @vitest-environment node
// The checklist in use: the built-in one with a field's changes applied, and nothing else changed.

import { describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  EMPTY_CHANGES,
  addQuestion,
  isCustomised,
  resolveChecklist,
  type ChecklistChanges,
} from "../../../src/variant";
import { SAMPLE_VARIANT } from "./variantFixtures";

const builtIn = createInitialChecklist();
const changes = (partial: Partial<ChecklistChanges>): ChecklistChanges => ({
  ...EMPTY_CHANGES,
  ...partial,
});
const ids = (principles: readonly Principle[]) => allQuestions([...principles]).map((q) => q.id);
const sub = (principles: readonly Principle[], id: string) =>
  principles.flatMap((p) => p.subprinciples).find((s) => s.id === id);

describe("resolveChecklist", () => {
  it("gives the built-in checklist itself when nothing is changed", () => {
    expect(resolveChecklist(builtIn, EMPTY_CHANGES)).toEqual(createInitialChecklist());
  });

  it("unticks every question and drops every note, whatever the checklist it is given holds", () => {
    const ticked = createInitialChecklist();
    for (const question of allQuestions(ticked)) {
      question.checked = true;
      question.note = "a note";
    }
    const resolved = resolveChecklist(ticked, SAMPLE_VARIANT.changes);
    for (const question of allQuestions(resolved)) {
      expect(question.checked).toBe(false);
      expect(question).not.toHaveProperty("note");
    }
  });

  it("rewords a question and keeps its id and place", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({ rewordedQuestions: [{ id: "ic-2", text: "New words?" }] }),
    );
    expect(ids(resolved)).toEqual(ids(builtIn));
    // Marked with the language the field wrote it in: English, for a variant that names none.
    expect(sub(resolved, "informed-consent")?.questions[1]).toEqual({
      id: "ic-2",
      text: "New words?",
      lang: "en",
      checked: false,
    });
  });

  it("leaves a hidden question out, and nothing else", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({ hiddenQuestions: [{ id: "labor-2", reason: "" }] }),
    );
    expect(ids(resolved)).toEqual(ids(builtIn).filter((id) => id !== "labor-2"));
  });

  it("adds questions after their group's own, in the order added, in sub-principles and sub-items", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({
        addedQuestions: [
          { id: "custom-q-2", parentId: "informed-consent", text: "Second added" },
          { id: "custom-q-1", parentId: "informed-consent", text: "First added" },
          { id: "custom-q-3", parentId: "civil-rights", text: "In a sub-item" },
        ],
        nextNumber: 4,
      }),
    );
    expect(sub(resolved, "informed-consent")?.questions.map((q) => q.id)).toEqual([
      "ic-1",
      "ic-2",
      "custom-q-2",
      "custom-q-1",
    ]);
    const item = sub(resolved, "rights")?.subItems?.find((i) => i.id === "civil-rights");
    expect(item?.questions.at(-1)).toEqual({
      id: "custom-q-3",
      text: "In a sub-item",
      lang: "en",
      checked: false,
    });
  });

  it("gives an added question the field's own guidance, and no other question any", () => {
    const withGuidance = addQuestion(
      EMPTY_CHANGES,
      "informed-consent",
      "On site?",
      "Ask the lead.",
    );
    const resolved = resolveChecklist(builtIn, withGuidance, "fr");
    const questions = resolved[0]?.subprinciples[0]?.questions ?? [];
    expect(questions.at(-1)).toEqual({
      id: "custom-q-1",
      text: "On site?",
      lang: "fr",
      checked: false,
      guidance: "Ask the lead.",
    });
    expect(questions.filter((q) => q.guidance !== undefined)).toHaveLength(1);
  });

  it("adds a sub-principle after its principle's own, with its questions, in the field's language", () => {
    const resolved = resolveChecklist(builtIn, SAMPLE_VARIANT.changes, "de");
    const persons = resolved.find((p) => p.id === "respect-for-persons");
    expect(persons?.subprinciples.at(-1)).toEqual({
      id: "custom-s-2",
      name: "Field visits",
      lang: "de",
      questions: [
        { id: "custom-q-3", text: "Is a local contact named?", lang: "de", checked: false },
      ],
    });
    expect(persons?.subprinciples).toHaveLength((builtIn[0]?.subprinciples.length ?? 0) + 1);
  });

  it("leaves out a sub-principle, sub-item or added sub-principle with no questions", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({
        hiddenQuestions: [
          { id: "ic-1", reason: "" },
          { id: "ic-2", reason: "" },
          { id: "cr-1", reason: "" },
          { id: "cr-2", reason: "" },
        ],
        addedSubPrinciples: [
          { id: "custom-s-1", principleId: "respect-for-knowledge", name: "Empty" },
        ],
        nextNumber: 2,
      }),
    );
    expect(sub(resolved, "informed-consent")).toBeUndefined();
    expect(sub(resolved, "custom-s-1")).toBeUndefined();
    const rights = sub(resolved, "rights");
    expect(rights?.subItems?.map((i) => i.id)).not.toContain("civil-rights");
    expect(rights?.subItems).toHaveLength(3);
  });

  it("keeps a group whose own questions are all hidden when questions were added to it", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({
        hiddenQuestions: [
          { id: "ic-1", reason: "" },
          { id: "ic-2", reason: "" },
        ],
        addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: "Only this" }],
        nextNumber: 2,
      }),
    );
    expect(sub(resolved, "informed-consent")?.questions.map((q) => q.id)).toEqual(["custom-q-1"]);
  });

  it("skips changes that name ids the checklist does not have, and never throws", () => {
    const resolved = resolveChecklist(
      builtIn,
      changes({
        addedQuestions: [{ id: "custom-q-1", parentId: "nowhere", text: "Lost" }],
        addedSubPrinciples: [{ id: "custom-s-2", principleId: "respect-for-nobody", name: "Lost" }],
        rewordedQuestions: [{ id: "zz-1", text: "Lost" }],
        hiddenQuestions: [{ id: "zz-2", reason: "" }],
        nextNumber: 3,
      }),
    );
    expect(resolved).toEqual(createInitialChecklist());
  });

  it("does not change the built-in checklist it is given", () => {
    const given = createInitialChecklist();
    const resolved = resolveChecklist(given, SAMPLE_VARIANT.changes);
    allQuestions(resolved).forEach((q) => (q.checked = true));
    expect(given).toEqual(createInitialChecklist());
  });
});

describe("isCustomised", () => {
  it("is false for the standard checklist and for a variant that changes nothing", () => {
    expect(isCustomised(null)).toBe(false);
    expect(isCustomised({ ...SAMPLE_VARIANT, changes: { ...EMPTY_CHANGES, nextNumber: 9 } })).toBe(
      false,
    );
  });

  it("is true as soon as one thing is changed", () => {
    expect(isCustomised(SAMPLE_VARIANT)).toBe(true);
    expect(
      isCustomised({
        ...SAMPLE_VARIANT,
        changes: changes({ hiddenQuestions: [{ id: "ic-1", reason: "" }] }),
      }),
    ).toBe(true);
  });
});
