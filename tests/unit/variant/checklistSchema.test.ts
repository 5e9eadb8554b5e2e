// @vitest-environment node
// The published JSON Schema (schema/checklist-variant-v1.schema.json) and what Save checklist file
// writes agree: every file the app writes validates, and the schema refuses what the parser refuses
// (but for ids, which only the parser checks against the built-in checklist).

import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeChecklistFile } from "../../../src/variant";
import { SAMPLE_VARIANT, arbitraryVariant } from "./variantFixtures";

const schema: unknown = JSON.parse(readFileSync("schema/checklist-variant-v1.schema.json", "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile(schema as object);
const valid = (value: unknown) => (validate(value) ? "valid" : ajv.errorsText(validate.errors));
const sample = () => JSON.parse(encodeChecklistFile(SAMPLE_VARIANT)) as Record<string, unknown>;
const withChanges = (partial: Record<string, unknown>) => {
  const file = sample();
  return { ...file, changes: { ...(file.changes as object), ...partial } };
};

describe("the checklist file's JSON Schema", () => {
  it("accepts every file Save checklist file writes", () => {
    expect(valid(sample())).toBe("valid");
    fc.assert(
      fc.property(arbitraryVariant, (variant) => {
        expect(valid(JSON.parse(encodeChecklistFile(variant)))).toBe("valid");
      }),
      { numRuns: 300 },
    );
  });

  it("refuses files of another shape, a newer format, or past the bounds", () => {
    expect(valid({ ...sample(), formatVersion: 2 })).not.toBe("valid");
    expect(valid({ ...sample(), format: "computing-research-principles-assessment" })).not.toBe(
      "valid",
    );
    expect(valid({ ...sample(), titel: "typo" })).not.toBe("valid");
    expect(valid({ ...sample(), title: " " })).not.toBe("valid");
    expect(valid({ ...sample(), title: "x".repeat(201) })).not.toBe("valid");
    expect(valid({ ...sample(), title: "😀".repeat(200) })).toBe("valid");
    expect(valid({ ...sample(), version: "1\u0000" })).not.toBe("valid");
    expect(valid(withChanges({ nextNumber: 0 }))).not.toBe("valid");
    expect(
      valid(withChanges({ addedQuestions: [{ id: "custom-q-01", parentId: "x", text: "T" }] })),
    ).not.toBe("valid");
    expect(
      valid(
        withChanges({
          addedQuestions: [{ id: "custom-q-1", parentId: "x", text: "T", ticked: true }],
        }),
      ),
    ).not.toBe("valid");
    expect(valid(withChanges({ hiddenQuestions: [{ id: "ic-1", reason: "a\nb" }] }))).toBe("valid");
    expect(valid(withChanges({ hiddenQuestions: [{ id: "ic-1", reason: "a\u0007" }] }))).not.toBe(
      "valid",
    );
    const many = Array.from({ length: 501 }, (_, i) => ({
      id: `custom-q-${i + 1}`,
      parentId: "informed-consent",
      text: "Q?",
    }));
    expect(valid(withChanges({ addedQuestions: many, nextNumber: 600 }))).not.toBe("valid");
  });
});
