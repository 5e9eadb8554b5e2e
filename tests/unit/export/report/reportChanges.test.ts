// @vitest-environment node
// The report model on a customised checklist: the checklist's name, and the changes from the standard
// checklist in the checklist's order, each saying where it sits. On the standard checklist the model
// is what it was before checklists could be customised.
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { buildReportModel } from "../reportWords";
import { changePlaceLabel } from "../../../../src/export/report";
import { EMPTY_CHANGES, type ChecklistVariant } from "../../../../src/variant";
import {
  FIELD_VARIANT,
  checklistWithNotes,
  customisedChecklistWithTicked,
} from "../checklistFixtures";

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;

function builtInText(id: string): string {
  const question = allQuestions(createInitialChecklist()).find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

function modelOf(variant: ChecklistVariant, ticked: readonly string[] = []) {
  return buildReportModel(customisedChecklistWithTicked(variant, ticked), GENERATED_AT, {
    ...UTC,
    variant,
  });
}

describe("buildReportModel on the standard checklist", () => {
  const snapshot = () => checklistWithNotes(["ic-1", "cr-2"], { "hr-1": "Not here." });

  it("has exactly the model's keys of before: no checklist or changes key at all", () => {
    const model = buildReportModel(snapshot(), GENERATED_AT, UTC);
    expect(Object.keys(model)).toEqual([
      "language",
      "direction",
      "outline",
      "title",
      "subtitle",
      "dateLabel",
      "dateLine",
      "summary",
      "summaryText",
      "principles",
      "emptyMessage",
      "notesOnUnticked",
      "footer",
      "labels",
      "documentProperties",
    ]);
  });

  it("is the same model with a null variant, a variant without changes, or one whose only change shows nothing", () => {
    const standard = buildReportModel(snapshot(), GENERATED_AT, UTC);
    const unchanged: ChecklistVariant = { ...FIELD_VARIANT, changes: EMPTY_CHANGES };
    const emptySubPrinciple: ChecklistVariant = {
      ...FIELD_VARIANT,
      changes: {
        ...EMPTY_CHANGES,
        addedSubPrinciples: [{ id: "custom-s-1", principleId: "respect-for-knowledge", name: "X" }],
        nextNumber: 2,
      },
    };
    for (const variant of [null, unchanged, emptySubPrinciple]) {
      expect(buildReportModel(snapshot(), GENERATED_AT, { ...UTC, variant })).toStrictEqual(
        standard,
      );
    }
  });
});

describe("buildReportModel on a customised checklist", () => {
  it("names the checklist: its title, version and publisher", () => {
    expect(modelOf(FIELD_VARIANT).checklist).toStrictEqual({
      title: "Checklist for HCI field studies",
      version: "1.0",
      publisher: "Ethics board, Dept. of CS",
      label:
        "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS",
      // The field's words apart from the report's, each in no other language than the report's.
      labelParts: [
        { text: "Checklist: " },
        { text: "Checklist for HCI field studies" },
        { text: ", version 1.0, published by " },
        { text: "Ethics board, Dept. of CS" },
      ],
    });
  });

  it("counts and lists the checklist in use: added questions in, hidden ones out", () => {
    const model = modelOf(FIELD_VARIANT, ["custom-q-4", "ic-2", "custom-q-5"]);
    // 68 built in, 5 added, 2 hidden.
    expect(model.summary).toMatchObject({ totalQuestions: 71, completed: 3 });
    const persons = model.principles[0];
    expect(persons?.subPrinciples.map((s) => [s.name, s.questions.map((q) => q.text)])).toEqual([
      ["Informed Consent", ["Can participants leave at any time?", "Is consent recorded on site?"]],
      ["Field visits", ["Is a local contact named?"]],
    ]);
  });

  it("lists added sub-principles in principle order, with their questions as added, and leaves out an empty one", () => {
    expect(modelOf(FIELD_VARIANT).changes?.addedSubPrinciples).toStrictEqual([
      {
        id: "custom-s-2",
        principle: "Respect for Persons",
        name: "Field visits",
        questions: [
          { id: "custom-q-5", text: "Is a local contact named?" },
          { id: "custom-q-7", text: "Is the visit announced?" },
        ],
      },
      {
        id: "custom-s-1",
        principle: "Respect for Environment",
        name: "Field travel",
        questions: [{ id: "custom-q-8", text: "Is travel by train where possible?" }],
      },
    ]);
  });

  it("lists questions added to built-in groups in checklist order, each with its place", () => {
    const added = modelOf(FIELD_VARIANT).changes?.addedQuestions ?? [];
    // custom-q-3 was added first, but Civil Rights comes after Informed Consent.
    expect(added.map((q) => [q.id, q.text, changePlaceLabel(q.place, " › ")])).toEqual([
      ["custom-q-4", "Is consent recorded on site?", "Respect for Persons › Informed Consent"],
      [
        "custom-q-3",
        "Are local laws on recording checked?",
        "Respect for Society › Rights › Civil Rights",
      ],
    ]);
  });

  it("gives a reworded question's original wording beside its new one", () => {
    expect(modelOf(FIELD_VARIANT).changes?.rewordedQuestions).toStrictEqual([
      {
        id: "ic-2",
        place: {
          principle: "Respect for Persons",
          subPrinciple: "Informed Consent",
          subItem: null,
        },
        originalText: builtInText("ic-2"),
        text: "Can participants leave at any time?",
      },
    ]);
  });

  it("gives each hidden question's wording and reason, an empty reason kept empty, in checklist order", () => {
    const hidden = modelOf(FIELD_VARIANT).changes?.hiddenQuestions ?? [];
    expect(hidden.map((q) => [q.id, q.text, q.reason, changePlaceLabel(q.place, " › ")])).toEqual([
      [
        "labor-2",
        builtInText("labor-2"),
        "No research workers in field studies.",
        "Respect for Persons › Labor",
      ],
      ["hr-1", builtInText("hr-1"), "", "Respect for Society › Rights › Human Rights"],
    ]);
  });

  it("sets checklist and changes together, so a renderer never shows one without the other", () => {
    const onlyHidden: ChecklistVariant = {
      ...FIELD_VARIANT,
      changes: { ...EMPTY_CHANGES, hiddenQuestions: [{ id: "ic-1", reason: "Why" }] },
    };
    const model = modelOf(onlyHidden);
    expect(model.checklist).toBeDefined();
    expect(model.changes).toStrictEqual({
      language: "en",
      addedSubPrinciples: [],
      addedQuestions: [],
      rewordedQuestions: [],
      hiddenQuestions: [expect.objectContaining({ id: "ic-1", reason: "Why" })],
    });
  });
});

describe("the checklist's line", () => {
  const label = (title: string, version: string, publisher: string) =>
    modelOf({ ...FIELD_VARIANT, title, version, publisher }).checklist?.label;

  it("leaves out a version or a publisher left empty", () => {
    expect(label("Field list", " ", "")).toBe("Checklist: Field list");
    expect(label("Field list", "", "Lab")).toBe("Checklist: Field list, published by Lab");
    expect(label("Field list", "2", "")).toBe("Checklist: Field list, version 2");
  });
});
