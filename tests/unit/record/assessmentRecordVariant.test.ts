// @vitest-environment node
// The saved assessment and the checklist it was made on: the standard checklist's files are format 1
// as ever; a customised checklist's are format 2 and carry it, checked as a checklist file is.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  ASSESSMENT_FORMAT,
  buildAssessmentRecord,
  checklistVersion,
  encodeAssessmentRecord,
  parseAssessmentRecord,
  parseAssessmentText,
  type AssessmentParseResult,
} from "../../../src/record";
import { EMPTY_CHANGES, resolveChecklist, type ChecklistVariant } from "../../../src/variant";
import { checklistWithTicked } from "../export/checklistFixtures";
import { problemInEnglish } from "../variant/problemsInEnglish";
import { SAMPLE_VARIANT } from "../variant/variantFixtures";

const STANDARD = createInitialChecklist();
const SAVED_AT = new Date("2026-11-25T09:30:00.000Z");

function inUseWith(variant: ChecklistVariant, ticked: readonly string[]) {
  const checklist = resolveChecklist(STANDARD, variant.changes);
  for (const question of allQuestions(checklist)) question.checked = ticked.includes(question.id);
  return checklist;
}

function loaded(result: AssessmentParseResult) {
  if (!result.ok)
    throw new Error(`expected the file to load: ${problemInEnglish(result.problems)}`);
  return result.assessment;
}

const savedOnSample = () =>
  JSON.parse(
    encodeAssessmentRecord(
      buildAssessmentRecord(inUseWith(SAMPLE_VARIANT, ["custom-q-3"]), SAVED_AT, SAMPLE_VARIANT),
    ),
  ) as Record<string, unknown>;

describe("buildAssessmentRecord with a variant", () => {
  it("writes the standard checklist's file exactly as before: format 1, no checklist", () => {
    const checklist = checklistWithTicked(["ic-1"]);
    const before = buildAssessmentRecord(checklist, SAVED_AT);
    expect(buildAssessmentRecord(checklist, SAVED_AT, null)).toEqual(before);
    // A variant that changes nothing is the standard checklist.
    expect(
      buildAssessmentRecord(checklist, SAVED_AT, { ...SAMPLE_VARIANT, changes: EMPTY_CHANGES }),
    ).toEqual(before);
    expect(before.formatVersion).toBe(1);
    expect(before).not.toHaveProperty("checklist");
  });

  it("writes a customised checklist's file as format 2, carrying the variant before the questions", () => {
    const inUse = inUseWith(SAMPLE_VARIANT, ["custom-q-3", "ic-2"]);
    const record = buildAssessmentRecord(inUse, SAVED_AT, SAMPLE_VARIANT);
    expect(Object.keys(record)).toEqual([
      "format",
      "formatVersion",
      "checklistVersion",
      "savedAt",
      "checklist",
      "questions",
    ]);
    expect(record.format).toBe(ASSESSMENT_FORMAT);
    expect(record.formatVersion).toBe(2);
    expect(record.checklistVersion).toBe(checklistVersion(inUse));
    expect(record.checklist).toEqual({
      title: SAMPLE_VARIANT.title,
      version: SAMPLE_VARIANT.version,
      publisher: SAMPLE_VARIANT.publisher,
      changes: SAMPLE_VARIANT.changes,
    });
    expect(record.questions.map((q) => [q.id, q.text])).toEqual([
      ["ic-2", "Can participants leave at any time?"],
      ["custom-q-3", "Is a local contact named?"],
    ]);
  });
});

describe("parseAssessmentRecord and the checklist a file was made on", () => {
  it("opens a format 1 file on the standard checklist", () => {
    const assessment = loaded(
      parseAssessmentRecord(JSON.parse(readFileSync("tests/fixtures/assessment-v1.json", "utf8"))),
    );
    expect(assessment.variant).toBeNull();
    expect(assessment.ticked).toEqual(["ic-1", "ic-2", "access-1"]);
  });

  it("opens a format 2 file on its own variant, ticks and notes on added questions too", () => {
    const assessment = loaded(
      parseAssessmentText(readFileSync("tests/fixtures/assessment-v2.json", "utf8"), STANDARD),
    );
    expect(assessment.formatVersion).toBe(2);
    expect(assessment.variant).toEqual(SAMPLE_VARIANT);
    expect(assessment.sameChecklist).toBe(true);
    expect(assessment.ticked).toEqual(["ic-1", "ic-2", "custom-q-1", "custom-q-3"]);
    expect(Object.fromEntries(assessment.notes)).toEqual({
      "ic-2": "Consent form v3.",
      "custom-q-3": "Named in the field plan, p. 4.\nSecond line — Ελληνικά 🙂",
    });
    expect(assessment.reworded).toEqual([]);
    expect(assessment.unknownIds).toEqual([]);
  });

  it("skips, and lists, a tick on a question the variant hides", () => {
    const record = savedOnSample();
    const questions = record.questions as object[];
    const text = JSON.stringify({
      ...record,
      questions: [...questions, { id: "labor-2", ticked: true, note: "", text: "Hidden?" }],
    });
    const assessment = loaded(parseAssessmentText(text));
    expect(assessment.unknownIds).toEqual(["labor-2"]);
    expect(assessment.ticked).toEqual(["custom-q-3"]);
  });

  it("refuses a format 2 file whose checklist is missing or damaged, saying why", () => {
    const record = savedOnSample();
    const { checklist, ...without } = record;
    const missing = parseAssessmentRecord(without);
    expect(missing).toMatchObject({ ok: false, kind: "not-an-assessment" });
    expect(!missing.ok && problemInEnglish(missing.problems)).toMatch(/does not carry it/);

    const damaged = parseAssessmentRecord({
      ...record,
      checklist: { ...(checklist as object), title: "" },
    });
    expect(damaged).toMatchObject({ ok: false, kind: "unreadable" });
    expect(!damaged.ok && problemInEnglish(damaged.problems)).toBe(
      "This file's customised checklist cannot be used. Its title is empty.",
    );
    const hidingUnknown = parseAssessmentRecord({
      ...record,
      checklist: {
        ...(checklist as object),
        changes: { ...SAMPLE_VARIANT.changes, hiddenQuestions: [{ id: "zz-1", reason: "" }] },
      },
    });
    expect(!hidingUnknown.ok && problemInEnglish(hidingUnknown.problems)).toMatch(
      /"zz-1", which is not a question of the standard checklist/,
    );
  });

  it("ignores prototype keys in the checklist a file carries", () => {
    const text = readFileSync("tests/fixtures/assessment-v2.json", "utf8").replace(
      '"checklist": {',
      '"checklist": { "__proto__": { "title": "Polluted" }, "constructor": { "prototype": { "x": 1 } },',
    );
    const assessment = loaded(parseAssessmentText(text));
    expect(assessment.variant?.title).toBe(SAMPLE_VARIANT.title);
    expect(Object.getPrototypeOf(assessment.variant)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
