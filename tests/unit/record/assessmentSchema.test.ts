// @vitest-environment node
// The published JSON Schemas (schema/assessment-record-v1.schema.json, -v2 for assessments made
// on a customised checklist, -v3 for assessments that keep phases) and what Save writes agree: every file the app saves validates, and the
// schemas refuse what the parser refuses.

import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, NOTE_MAX_LENGTH } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  buildAssessmentRecord,
  cleanPhaseName,
  encodeAssessmentRecord,
  phaseOf,
} from "../../../src/record";
import { isCustomised, resolveChecklist } from "../../../src/variant";
import { checklistWithNotes, checklistWithTicked } from "../export/checklistFixtures";
import { arbitraryVariant } from "../variant/variantFixtures";

const schema: unknown = JSON.parse(readFileSync("schema/assessment-record-v1.schema.json", "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(schema as object);
const IDS = allQuestions(createInitialChecklist()).map((q) => q.id);

const valid = (value: unknown) => {
  const ok = validate(value);
  return ok ? "valid" : ajv.errorsText(validate.errors);
};

describe("the assessment file's JSON Schema", () => {
  it("accepts the fixture of today's format", () => {
    expect(valid(JSON.parse(readFileSync("tests/fixtures/assessment-v1.json", "utf8")))).toBe(
      "valid",
    );
  });

  it("accepts every file Save writes", () => {
    fc.assert(
      fc.property(
        fc.subarray(IDS),
        fc.dictionary(fc.constantFrom(...IDS), fc.string({ unit: "grapheme", maxLength: 60 }), {
          maxKeys: 8,
        }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (ticked, notes, savedAt) => {
          const text = encodeAssessmentRecord(
            buildAssessmentRecord(checklistWithNotes(ticked, notes), savedAt),
          );
          expect(valid(JSON.parse(text))).toBe("valid");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses files of another shape or a newer format", () => {
    const record = JSON.parse(
      encodeAssessmentRecord(buildAssessmentRecord(checklistWithTicked(["ic-1"]), new Date())),
    ) as Record<string, unknown>;
    expect(valid({ ...record, formatVersion: 2 })).not.toBe("valid");
    expect(valid({ ...record, format: "something-else" })).not.toBe("valid");
    expect(valid({ ...record, savedAt: "yesterday" })).not.toBe("valid");
    expect(
      valid({ ...record, questions: [{ id: "ic-1", ticked: "yes", note: "", text: "" }] }),
    ).not.toBe("valid");
    expect(
      valid({
        ...record,
        questions: [{ id: "ic-1", ticked: true, note: "n".repeat(NOTE_MAX_LENGTH + 1), text: "" }],
      }),
    ).not.toBe("valid");
  });
});

const schemaV2: unknown = JSON.parse(
  readFileSync("schema/assessment-record-v2.schema.json", "utf8"),
);
const ajv2 = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv2);
const validateV2 = ajv2.compile(schemaV2 as object);
const validV2 = (value: unknown) =>
  validateV2(value) ? "valid" : ajv2.errorsText(validateV2.errors);

describe("the format 2 assessment file's JSON Schema", () => {
  it("accepts the fixture, and every file Save writes on a customised checklist", () => {
    const fixture: unknown = JSON.parse(readFileSync("tests/fixtures/assessment-v2.json", "utf8"));
    expect(validV2(fixture)).toBe("valid");
    expect(valid(fixture)).not.toBe("valid");
    fc.assert(
      fc.property(arbitraryVariant, fc.nat(), (variant, seed) => {
        const inUse = resolveChecklist(createInitialChecklist(), variant.changes);
        const questions = allQuestions(inUse);
        for (const [index, question] of questions.entries())
          question.checked = (seed >> (index % 30)) % 2 === 1;
        const text = encodeAssessmentRecord(buildAssessmentRecord(inUse, new Date(), variant));
        // A variant that changes nothing is the standard checklist, saved as format 1.
        expect((isCustomised(variant) ? validV2 : valid)(JSON.parse(text))).toBe("valid");
      }),
      { numRuns: 200 },
    );
  });

  it("refuses a format 2 file without its checklist, or with one the checklist schema refuses", () => {
    const fixture = JSON.parse(readFileSync("tests/fixtures/assessment-v2.json", "utf8")) as Record<
      string,
      unknown
    >;
    const { checklist, ...without } = fixture;
    expect(validV2(without)).not.toBe("valid");
    expect(validV2({ ...fixture, formatVersion: 1 })).not.toBe("valid");
    expect(validV2({ ...fixture, checklist: { ...(checklist as object), title: "" } })).not.toBe(
      "valid",
    );
    expect(validV2({ ...fixture, checklist: { ...(checklist as object), format: "x" } })).not.toBe(
      "valid",
    );
  });

  it("describes the checklist exactly as the checklist file's schema does", () => {
    const checklistSchema = JSON.parse(
      readFileSync("schema/checklist-variant-v1.schema.json", "utf8"),
    ) as { $defs: Record<string, unknown> };
    const { $defs } = schemaV2 as { $defs: Record<string, unknown> };
    expect($defs.variantFields).toEqual(checklistSchema.$defs.variantFields);
    expect($defs.changes).toEqual(checklistSchema.$defs.changes);
  });
});

const schemaV3: unknown = JSON.parse(
  readFileSync("schema/assessment-record-v3.schema.json", "utf8"),
);
const ajv3 = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv3);
const validateV3 = ajv3.compile(schemaV3 as object);
const validV3 = (value: unknown) =>
  validateV3(value) ? "valid" : ajv3.errorsText(validateV3.errors);

describe("the format 3 assessment file's JSON Schema (phases)", () => {
  const phaseAt = (ticked: string[], name: string, date: string) =>
    phaseOf(checklistWithTicked(ticked), name, date);

  it("accepts the fixture, and every file Save writes with phases, on any checklist", () => {
    const fixture: unknown = JSON.parse(readFileSync("tests/fixtures/assessment-v3.json", "utf8"));
    expect(validV3(fixture)).toBe("valid");
    expect(valid(fixture)).not.toBe("valid");
    expect(validV2(fixture)).not.toBe("valid");
    fc.assert(
      fc.property(
        arbitraryVariant,
        fc.array(fc.tuple(fc.subarray(IDS), fc.string({ minLength: 1, maxLength: 100 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (variant, made) => {
          const inUse = resolveChecklist(createInitialChecklist(), variant.changes);
          const phases = made
            .map(([ticked, name]) => [ticked, cleanPhaseName(name)] as const)
            .filter(([, name]) => name !== "")
            .map(([ticked, name]) => phaseAt(ticked, name, "2027-03-01"));
          if (phases.length === 0) return;
          const text = encodeAssessmentRecord(
            buildAssessmentRecord(inUse, new Date(), variant, phases),
          );
          expect(validV3(JSON.parse(text))).toBe("valid");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses what the parser refuses: too many phases, a long or blank name, a date that is none", () => {
    const fixture = JSON.parse(readFileSync("tests/fixtures/assessment-v3.json", "utf8")) as {
      phases: Record<string, unknown>[];
    };
    const [first] = fixture.phases;
    const withPhase = (change: Record<string, unknown>) => ({
      ...fixture,
      phases: [{ ...first, ...change }],
    });
    expect(validV3({ ...fixture, phases: Array.from({ length: 101 }, () => first) })).not.toBe(
      "valid",
    );
    expect(validV3({ ...fixture, phases: Array.from({ length: 100 }, () => first) })).toBe("valid");
    expect(validV3({ ...fixture, phases: [] })).not.toBe("valid");
    expect(validV3(withPhase({ name: "x".repeat(101) }))).not.toBe("valid");
    expect(validV3(withPhase({ name: "x".repeat(100) }))).toBe("valid");
    expect(validV3(withPhase({ name: "" }))).not.toBe("valid");
    expect(validV3(withPhase({ name: " Planning" }))).not.toBe("valid");
    expect(validV3(withPhase({ name: "Plan\nning" }))).not.toBe("valid");
    expect(validV3(withPhase({ date: "2027-02-30" }))).not.toBe("valid");
    expect(validV3(withPhase({ date: "March 2027" }))).not.toBe("valid");
    expect(validV3(withPhase({ questions: [{ id: "ic-1", ticked: "yes", note: "" }] }))).not.toBe(
      "valid",
    );
    expect(validV3({ ...fixture, formatVersion: 2 })).not.toBe("valid");
  });

  it("describes questions and checklists exactly as the format 2 schema does", () => {
    const v2 = schemaV2 as { $defs: Record<string, unknown> };
    const v3 = schemaV3 as { $defs: Record<string, unknown> };
    for (const name of ["question", "variantFields", "changes"])
      expect(v3.$defs[name]).toEqual(v2.$defs[name]);
  });
});
