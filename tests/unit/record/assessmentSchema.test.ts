// @vitest-environment node
// The published JSON Schema (schema/assessment-record-v1.schema.json) and what Save writes agree:
// every file the app saves validates, and the schema refuses what the parser refuses.

import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, createInitialChecklist, NOTE_MAX_LENGTH } from "../../../src/data";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../src/record";
import { checklistWithNotes, checklistWithTicked } from "../export/checklistFixtures";

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
