// @vitest-environment node
// The Customise mode's edits: pure, ids never reused, and every result one the checklist file keeps.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHECKLIST_LIMITS,
  EMPTY_CHANGES,
  addQuestion,
  addSubPrinciple,
  editAddedQuestion,
  hideQuestion,
  parseChecklistFile,
  removeAddedQuestion,
  removeAddedSubPrinciple,
  renameAddedSubPrinciple,
  restoreWording,
  rewordQuestion,
  showQuestion,
  type ChecklistChanges,
} from "../../../src/variant";
import { BUILT_IN_QUESTION_IDS, GROUP_IDS, PRINCIPLE_IDS } from "./variantFixtures";

const IC_2 =
  "Can participants withdraw at any time without penalty, and is it clear to them how to do so?";

describe("added questions", () => {
  it("get custom-q-<n> ids from the shared counter, in the order added", () => {
    let changes = addQuestion(EMPTY_CHANGES, "informed-consent", "First?");
    changes = addQuestion(changes, "civil-rights", "Second?");
    expect(changes.addedQuestions).toEqual([
      { id: "custom-q-1", parentId: "informed-consent", text: "First?" },
      { id: "custom-q-2", parentId: "civil-rights", text: "Second?" },
    ]);
    expect(changes.nextNumber).toBe(3);
  });

  it("never reuse an id, even after a removal", () => {
    let changes = addQuestion(EMPTY_CHANGES, "informed-consent", "One?");
    changes = removeAddedQuestion(changes, "custom-q-1");
    changes = addQuestion(changes, "informed-consent", "Two?");
    expect(changes.addedQuestions.map((q) => q.id)).toEqual(["custom-q-2"]);
  });

  it("can be edited, keeping their id; blank text is refused", () => {
    const added = addQuestion(EMPTY_CHANGES, "informed-consent", "One?");
    const edited = editAddedQuestion(added, "custom-q-1", "One, reworded?");
    expect(edited.addedQuestions).toEqual([
      { id: "custom-q-1", parentId: "informed-consent", text: "One, reworded?" },
    ]);
    expect(editAddedQuestion(added, "custom-q-1", "  ")).toBe(added);
    expect(editAddedQuestion(added, "custom-q-9", "Nobody?")).toBe(added);
  });

  it("carry the field's own guidance when given: fitted, and left out when blank", () => {
    const added = addQuestion(
      EMPTY_CHANGES,
      "informed-consent",
      "One?",
      " Ask the lead.\r\nThen record it. ",
    );
    expect(added.addedQuestions[0]?.guidance).toBe(" Ask the lead.\nThen record it. ");
    expect(addQuestion(EMPTY_CHANGES, "informed-consent", "One?", "  ").addedQuestions[0]).toEqual({
      id: "custom-q-1",
      parentId: "informed-consent",
      text: "One?",
    });
    const long = addQuestion(EMPTY_CHANGES, "informed-consent", "One?", "x".repeat(3000));
    expect(long.addedQuestions[0]?.guidance).toHaveLength(CHECKLIST_LIMITS.guidance);
    // Edited: kept when not given, replaced when given, removed when blank.
    expect(editAddedQuestion(added, "custom-q-1", "Two?").addedQuestions[0]?.guidance).toBe(
      added.addedQuestions[0]?.guidance,
    );
    expect(editAddedQuestion(added, "custom-q-1", "Two?", "New.").addedQuestions[0]?.guidance).toBe(
      "New.",
    );
    expect(editAddedQuestion(added, "custom-q-1", "Two?", "").addedQuestions[0]).not.toHaveProperty(
      "guidance",
    );
  });

  it("are not added with blank text, to a group that does not exist, or past the limit", () => {
    expect(addQuestion(EMPTY_CHANGES, "informed-consent", " \n ")).toBe(EMPTY_CHANGES);
    expect(addQuestion(EMPTY_CHANGES, "nowhere", "Lost?")).toBe(EMPTY_CHANGES);
    const full: ChecklistChanges = {
      ...EMPTY_CHANGES,
      addedQuestions: Array.from({ length: CHECKLIST_LIMITS.addedQuestions }, (_, i) => ({
        id: `custom-q-${i + 1}`,
        parentId: "informed-consent",
        text: "Q?",
      })),
      nextNumber: CHECKLIST_LIMITS.addedQuestions + 1,
    };
    expect(addQuestion(full, "informed-consent", "One too many?")).toBe(full);
  });

  it("go into an added sub-principle", () => {
    const { changes, id } = addSubPrinciple(EMPTY_CHANGES, "respect-for-knowledge", "Reuse");
    const withQuestion = addQuestion(changes, id, "Is reuse licensed?");
    expect(withQuestion.addedQuestions).toEqual([
      { id: "custom-q-2", parentId: "custom-s-1", text: "Is reuse licensed?" },
    ]);
  });

  it("have control characters made spaces and are cut to the longest text", () => {
    const changes = addQuestion(
      EMPTY_CHANGES,
      "informed-consent",
      `a\u0000b\nc${"x".repeat(2000)}`,
    );
    const text = changes.addedQuestions[0]?.text ?? "";
    expect(text.startsWith("a b c")).toBe(true);
    expect(Array.from(text)).toHaveLength(CHECKLIST_LIMITS.questionText);
  });
});

describe("added sub-principles", () => {
  it("get custom-s-<n> ids from the same counter as questions", () => {
    const first = addQuestion(EMPTY_CHANGES, "informed-consent", "Q?");
    const { changes, id } = addSubPrinciple(first, "respect-for-persons", "Field visits");
    expect(id).toBe("custom-s-2");
    expect(changes.addedSubPrinciples).toEqual([
      { id: "custom-s-2", principleId: "respect-for-persons", name: "Field visits" },
    ]);
    expect(changes.nextNumber).toBe(3);
  });

  it("are not added, and give no id, with a blank name or under a principle that does not exist", () => {
    expect(addSubPrinciple(EMPTY_CHANGES, "respect-for-persons", " ")).toEqual({
      changes: EMPTY_CHANGES,
      id: "",
    });
    expect(addSubPrinciple(EMPTY_CHANGES, "respect-for-nobody", "X").id).toBe("");
    // Blank once fitted: control characters become spaces, so a name of them alone is blank.
    expect(addSubPrinciple(EMPTY_CHANGES, "respect-for-persons", "\u0000\n").id).toBe("");
    expect(addQuestion(EMPTY_CHANGES, "informed-consent", `${" ".repeat(1000)}x`)).toBe(
      EMPTY_CHANGES,
    );
  });

  it("can be renamed, and removed with their questions; their ids are not reused", () => {
    const { changes, id } = addSubPrinciple(EMPTY_CHANGES, "respect-for-persons", "Old");
    let next = addQuestion(changes, id, "Inside?");
    next = addQuestion(next, "informed-consent", "Outside?");
    next = renameAddedSubPrinciple(next, id, "New");
    expect(next.addedSubPrinciples[0]?.name).toBe("New");
    expect(renameAddedSubPrinciple(next, id, "")).toBe(next);
    next = removeAddedSubPrinciple(next, id);
    expect(next.addedSubPrinciples).toEqual([]);
    expect(next.addedQuestions.map((q) => q.id)).toEqual(["custom-q-3"]);
    expect(addSubPrinciple(next, "respect-for-persons", "Again").id).toBe("custom-s-4");
  });
});

describe("rewording", () => {
  it("keeps the id, and a second rewording replaces the first", () => {
    let changes = rewordQuestion(EMPTY_CHANGES, "ic-2", "Can they leave?");
    changes = rewordQuestion(changes, "ic-2", "Can they leave at any time?");
    expect(changes.rewordedQuestions).toEqual([
      { id: "ic-2", text: "Can they leave at any time?" },
    ]);
  });

  it("back to the original wording removes the rewording", () => {
    const changes = rewordQuestion(EMPTY_CHANGES, "ic-2", "Can they leave?");
    expect(rewordQuestion(changes, "ic-2", IC_2).rewordedQuestions).toEqual([]);
    expect(rewordQuestion(changes, "ic-2", ` ${IC_2} `).rewordedQuestions).toEqual([]);
    expect(rewordQuestion(EMPTY_CHANGES, "ic-2", IC_2)).toEqual(EMPTY_CHANGES);
  });

  it("is restored by restoreWording", () => {
    const changes = rewordQuestion(EMPTY_CHANGES, "ic-2", "Can they leave?");
    expect(restoreWording(changes, "ic-2")).toEqual(EMPTY_CHANGES);
    expect(restoreWording(EMPTY_CHANGES, "ic-2")).toBe(EMPTY_CHANGES);
  });

  it("applies to built-in questions only, and never to blank text", () => {
    const added = addQuestion(EMPTY_CHANGES, "informed-consent", "Mine?");
    expect(rewordQuestion(added, "custom-q-1", "Other?")).toBe(added);
    expect(rewordQuestion(EMPTY_CHANGES, "ic-2", "")).toBe(EMPTY_CHANGES);
  });
});

describe("hiding", () => {
  it("keeps the reason, changes it when hidden again, and showQuestion brings the question back", () => {
    let changes = hideQuestion(EMPTY_CHANGES, "labor-2", "No workers.");
    changes = hideQuestion(changes, "labor-2", "No research workers.\nNone at all.");
    expect(changes.hiddenQuestions).toEqual([
      { id: "labor-2", reason: "No research workers.\nNone at all." },
    ]);
    expect(showQuestion(changes, "labor-2")).toEqual(EMPTY_CHANGES);
  });

  it("keeps a rewording for when the question is shown again", () => {
    let changes = rewordQuestion(EMPTY_CHANGES, "ic-2", "Can they leave?");
    changes = showQuestion(hideQuestion(changes, "ic-2", ""), "ic-2");
    expect(changes.rewordedQuestions).toEqual([{ id: "ic-2", text: "Can they leave?" }]);
  });

  it("applies to built-in questions only", () => {
    expect(hideQuestion(EMPTY_CHANGES, "custom-q-1", "")).toBe(EMPTY_CHANGES);
  });
});

describe("the change functions together", () => {
  const edit = fc.oneof(
    fc.record({
      kind: fc.constant("addQuestion" as const),
      parent: fc.nat(),
      text: fc.string({ unit: "binary", maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant("addSub" as const),
      principle: fc.constantFrom(...PRINCIPLE_IDS),
      text: fc.string({ unit: "binary", maxLength: 30 }),
    }),
    fc.record({ kind: fc.constant("removeQuestion" as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant("removeSub" as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant("reword" as const),
      id: fc.constantFrom(...BUILT_IN_QUESTION_IDS),
      text: fc.string({ unit: "binary", maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant("hide" as const),
      id: fc.constantFrom(...BUILT_IN_QUESTION_IDS),
      text: fc.string({ unit: "binary", maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant("show" as const),
      id: fc.constantFrom(...BUILT_IN_QUESTION_IDS),
    }),
  );

  it("never reuse an id, never mutate, and always give changes the file keeps", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        let changes: ChecklistChanges = EMPTY_CHANGES;
        const given = new Set<string>();
        for (const e of edits) {
          const before = JSON.stringify(changes);
          const previous = changes;
          switch (e.kind) {
            case "addQuestion": {
              const parents = [...GROUP_IDS, ...changes.addedSubPrinciples.map((s) => s.id)];
              changes = addQuestion(changes, parents[e.parent % parents.length] ?? "", e.text);
              break;
            }
            case "addSub":
              changes = addSubPrinciple(changes, e.principle, e.text).changes;
              break;
            case "removeQuestion": {
              const id =
                changes.addedQuestions[e.pick % Math.max(1, changes.addedQuestions.length)]?.id;
              changes = removeAddedQuestion(changes, id ?? "");
              break;
            }
            case "removeSub": {
              const id =
                changes.addedSubPrinciples[e.pick % Math.max(1, changes.addedSubPrinciples.length)]
                  ?.id;
              changes = removeAddedSubPrinciple(changes, id ?? "");
              break;
            }
            case "reword":
              changes = rewordQuestion(changes, e.id, e.text);
              break;
            case "hide":
              changes = hideQuestion(changes, e.id, e.text);
              break;
            case "show":
              changes = showQuestion(changes, e.id);
              break;
          }
          expect(JSON.stringify(previous)).toBe(before);
          expect(changes.nextNumber).toBeGreaterThanOrEqual(previous.nextNumber);
          for (const { id } of [...changes.addedQuestions, ...changes.addedSubPrinciples]) {
            if (!JSON.stringify(previous).includes(`"${id}"`)) {
              expect(given.has(id)).toBe(false);
              given.add(id);
            }
          }
        }
        const parsed = parseChecklistFile({
          format: "computing-research-principles-checklist",
          formatVersion: 1,
          title: "T",
          version: "",
          publisher: "",
          changes,
        });
        expect(parsed).toEqual({
          ok: true,
          variant: { title: "T", version: "", publisher: "", changes },
        });
      }),
      { numRuns: 300 },
    );
  });
});
