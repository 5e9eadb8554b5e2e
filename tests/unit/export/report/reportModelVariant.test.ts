// @vitest-environment node
// The report model on a customised checklist: it names the checklist and ends with the changes from
// the standard one; on the standard checklist it is exactly the model it always was.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";
import {
  EMPTY_CHANGES,
  describeChanges,
  resolveChecklist,
  type ChecklistVariant,
} from "../../../../src/variant";
import { checklistWithTicked } from "../checklistFixtures";
import { SAMPLE_VARIANT } from "../../variant/variantFixtures";

const CHANGES_HEADING = englishText("report.changesHeading");

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;

function onVariant(variant: ChecklistVariant, ticked: readonly string[]) {
  const checklist = resolveChecklist(createInitialChecklist(), variant.changes);
  for (const question of allQuestions(checklist)) question.checked = ticked.includes(question.id);
  return checklist;
}

describe("buildReportModel on the standard checklist", () => {
  it("is the same model with no variant, a null one, or one that changes nothing, without the new keys", () => {
    const snapshot = checklistWithTicked(["ic-1", "cr-2"]);
    const today = buildReportModel(snapshot, GENERATED_AT, UTC);
    expect(Object.keys(today)).not.toContain("checklist");
    expect(Object.keys(today)).not.toContain("changes");
    expect(buildReportModel(snapshot, GENERATED_AT, { ...UTC, variant: null })).toStrictEqual(
      today,
    );
    expect(
      buildReportModel(snapshot, GENERATED_AT, {
        ...UTC,
        variant: { ...SAMPLE_VARIANT, changes: EMPTY_CHANGES },
      }),
    ).toStrictEqual(today);
  });
});

describe("buildReportModel on a customised checklist", () => {
  const snapshot = onVariant(SAMPLE_VARIANT, ["custom-q-3", "ic-2"]);
  const model = buildReportModel(snapshot, GENERATED_AT, { ...UTC, variant: SAMPLE_VARIANT });

  it("names the checklist: title, version and publisher, and one line for the renderers", () => {
    expect(model.checklist).toEqual({
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
    const bare = buildReportModel(snapshot, GENERATED_AT, {
      ...UTC,
      variant: { ...SAMPLE_VARIANT, version: "", publisher: " " },
    });
    expect(bare.checklist?.label).toBe("Checklist: Checklist for HCI field studies");
  });

  it("ends with the changes from the standard checklist, as describeChanges lists them", () => {
    expect(CHANGES_HEADING).toBe("Changes from the standard checklist");
    expect(model.changes).toEqual(
      describeChanges(createInitialChecklist(), SAMPLE_VARIANT.changes),
    );
    expect(model.changes?.rewordedQuestions[0]).toMatchObject({
      id: "ic-2",
      text: "Can participants leave at any time?",
    });
    expect(model.changes?.hiddenQuestions.map((h) => [h.id, h.reason])).toEqual([
      ["labor-2", "No research workers in field studies."],
    ]);
  });

  it("counts and lists the checklist in use: added questions in, hidden ones out", () => {
    expect(model.summary.totalQuestions).toBe(69);
    expect(model.summary.completed).toBe(2);
    const persons = model.principles.find((p) => p.id === "respect-for-persons");
    expect(persons?.subPrinciples.map((s) => s.id)).toEqual(["informed-consent", "custom-s-2"]);
    expect(persons?.subPrinciples[0]?.questions).toEqual([
      { id: "ic-2", text: "Can participants leave at any time?" },
    ]);
  });

  it("keeps everything else as the standard checklist's model has it", () => {
    const standard = buildReportModel(snapshot, GENERATED_AT, UTC);
    const rest = Object.fromEntries(
      Object.entries(model).filter(([key]) => key !== "checklist" && key !== "changes"),
    );
    expect(rest).toStrictEqual({ ...standard });
  });
});
