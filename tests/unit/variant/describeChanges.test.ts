// @vitest-environment node
// The report's "Changes from the standard checklist": every change, where it is, in checklist order.

import { describe, expect, it } from "vitest";
import { createInitialChecklist } from "../../../src/data/english";
import { EMPTY_CHANGES, describeChanges, type ChecklistChanges } from "../../../src/variant";
import { SAMPLE_VARIANT } from "./variantFixtures";

const builtIn = createInitialChecklist();
const IC_2 =
  "Can participants withdraw at any time without penalty, and is it clear to them how to do so?";
const persons = "Respect for Persons";

describe("describeChanges", () => {
  it("is empty for no changes", () => {
    expect(describeChanges(builtIn, EMPTY_CHANGES)).toEqual({
      language: "en",
      addedSubPrinciples: [],
      addedQuestions: [],
      rewordedQuestions: [],
      hiddenQuestions: [],
    });
  });

  it("names each change and where it is", () => {
    const description = describeChanges(builtIn, SAMPLE_VARIANT.changes);
    expect(description.addedSubPrinciples).toEqual([
      {
        id: "custom-s-2",
        principle: persons,
        name: "Field visits",
        questions: [{ id: "custom-q-3", text: "Is a local contact named?" }],
      },
    ]);
    expect(description.addedQuestions).toEqual([
      {
        id: "custom-q-1",
        text: "Is consent recorded on site?",
        place: { principle: persons, subPrinciple: "Informed Consent", subItem: null },
      },
    ]);
    expect(description.rewordedQuestions).toEqual([
      {
        id: "ic-2",
        place: { principle: persons, subPrinciple: "Informed Consent", subItem: null },
        originalText: IC_2,
        text: "Can participants leave at any time?",
      },
    ]);
    expect(description.hiddenQuestions).toEqual([
      {
        id: "labor-2",
        place: { principle: persons, subPrinciple: "Labor", subItem: null },
        text: expect.stringContaining("working conditions") as string,
        reason: "No research workers in field studies.",
      },
    ]);
  });

  it("lists in the checklist's order, whatever the order of the changes, and names sub-items", () => {
    const changes: ChecklistChanges = {
      addedSubPrinciples: [
        { id: "custom-s-1", principleId: "respect-for-knowledge", name: "Last principle" },
        {
          id: "custom-s-2",
          principleId: "respect-for-persons",
          name: "First principle, first added",
        },
        {
          id: "custom-s-3",
          principleId: "respect-for-persons",
          name: "First principle, second added",
        },
      ],
      addedQuestions: [
        { id: "custom-q-4", parentId: "civil-rights", text: "Later group" },
        { id: "custom-q-5", parentId: "informed-consent", text: "Earlier group, first" },
        { id: "custom-q-6", parentId: "informed-consent", text: "Earlier group, second" },
        { id: "custom-q-7", parentId: "custom-s-1", text: "In s-1" },
        { id: "custom-q-8", parentId: "custom-s-2", text: "In s-2" },
        { id: "custom-q-9", parentId: "custom-s-3", text: "In s-3" },
      ],
      rewordedQuestions: [
        { id: "cr-1", text: "Later" },
        { id: "ic-1", text: "Earlier" },
      ],
      hiddenQuestions: [
        { id: "iter-2", reason: "b" },
        { id: "ic-2", reason: "a" },
      ],
      nextNumber: 10,
    };
    const description = describeChanges(builtIn, changes);
    expect(description.addedSubPrinciples.map((s) => s.id)).toEqual([
      "custom-s-2",
      "custom-s-3",
      "custom-s-1",
    ]);
    expect(description.addedQuestions.map((q) => q.id)).toEqual([
      "custom-q-5",
      "custom-q-6",
      "custom-q-4",
    ]);
    expect(description.addedQuestions[2]?.place).toEqual({
      principle: "Respect for Society",
      subPrinciple: "Rights",
      subItem: "Civil Rights",
    });
    expect(description.rewordedQuestions.map((q) => q.id)).toEqual(["ic-1", "cr-1"]);
    expect(description.hiddenQuestions.map((q) => q.id)).toEqual(["ic-2", "iter-2"]);
  });

  it("lists a hidden question once, as hidden, even if it was reworded too", () => {
    const description = describeChanges(builtIn, {
      ...EMPTY_CHANGES,
      rewordedQuestions: [{ id: "ic-2", text: "Reworded" }],
      hiddenQuestions: [{ id: "ic-2", reason: "Not here" }],
    });
    expect(description.rewordedQuestions).toEqual([]);
    expect(description.hiddenQuestions.map((h) => [h.id, h.text])).toEqual([["ic-2", IC_2]]);
  });

  it("leaves out added sub-principles without questions, and changes naming unknown ids", () => {
    const description = describeChanges(builtIn, {
      ...EMPTY_CHANGES,
      addedSubPrinciples: [{ id: "custom-s-1", principleId: "respect-for-persons", name: "Empty" }],
      addedQuestions: [{ id: "custom-q-2", parentId: "nowhere", text: "Lost" }],
      rewordedQuestions: [{ id: "zz-1", text: "Lost" }],
      hiddenQuestions: [{ id: "zz-2", reason: "" }],
      nextNumber: 3,
    });
    expect(description).toEqual(describeChanges(builtIn, EMPTY_CHANGES));
  });
});
