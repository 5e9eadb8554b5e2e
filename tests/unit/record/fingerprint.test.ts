// The fingerprint: one digest for one assessment, whatever else a file says, and another for any
// change to what it covers. The vector's fingerprint was computed by the Python in
// docs/file-formats.md, an implementation of its own (hashlib, json.dumps), not by this code.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assessmentFingerprint,
  canonicalAssessment,
  type FingerprintInput,
} from "../../../src/record";

const VECTOR = JSON.parse(
  readFileSync("tests/unit/record/fixtures/fingerprint-vector.json", "utf8"),
) as FingerprintInput & Record<string, unknown>;

describe("the assessment's fingerprint", () => {
  it("is what the documented Python computes for the same file (Arabic, emoji, control characters, a lone surrogate)", () => {
    expect(assessmentFingerprint(VECTOR)).toBe("1C58-C61F-EB27-D282-FF2F");
  });

  it("is five groups of four upper-case hexadecimal digits", () => {
    expect(assessmentFingerprint({ checklistVersion: "x", questions: [] })).toMatch(
      /^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/,
    );
  });

  it("ignores what it does not cover: the date, the format, the wording saved, a measure's id and author, key order", () => {
    const reordered = JSON.parse(JSON.stringify(VECTOR)) as Record<string, unknown>;
    const shuffled = {
      questions: (VECTOR.questions as FingerprintInput["questions"]).map((q) =>
        Object.fromEntries(Object.entries(q).reverse()),
      ),
      savedAt: "2030-01-01T00:00:00.000Z",
      formatVersion: 99,
      project: reordered.project,
      checklistVersion: VECTOR.checklistVersion,
    } as unknown as FingerprintInput;
    expect(assessmentFingerprint(shuffled)).toBe(assessmentFingerprint(VECTOR));
    const renamed = JSON.parse(JSON.stringify(VECTOR)) as {
      questions: { measures?: { id: string; by?: string }[] }[];
    } & FingerprintInput;
    for (const measure of renamed.questions[2]?.measures ?? []) {
      measure.id = "other";
      delete measure.by;
    }
    expect(assessmentFingerprint(renamed)).toBe(assessmentFingerprint(VECTOR));
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON copy, changed by path
  it.each<[string, (copy: Record<string, any>) => void]>([
    ["a tick", (c) => (c.questions[0].ticked = false)],
    ["a note", (c) => (c.questions[0].note = "other")],
    ["a reason", (c) => (c.questions[1].setAside = "Another reason.")],
    ["a measure's text", (c) => (c.questions[2].measures[0].text = "Ask twice")],
    ["a measure's owner", (c) => (c.questions[2].measures[0].owner = "Cy")],
    ["a measure's date", (c) => (c.questions[2].measures[0].due = "2026-12-02")],
    ["a measure done", (c) => (c.questions[2].measures[0].done = true)],
    ["the project's title", (c) => (c.project.title = "Another study")],
    ["a researcher's role", (c) => (c.project.researchers[0].role = "co-PI")],
    ["the checklist's wording", (c) => (c.checklistVersion = "fnv1a64-fedcba9876543210")],
    ["a question's place", (c) => c.questions.reverse()],
  ])("changes with %s", (_what, change) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON copy, changed by path
    const copy = JSON.parse(JSON.stringify(VECTOR)) as Record<string, any>;
    change(copy);
    expect(assessmentFingerprint(copy as FingerprintInput)).not.toBe(assessmentFingerprint(VECTOR));
  });

  it("reads a project given as a name alone (an older file) as no project", () => {
    const named = { ...VECTOR, project: "Crowd-work study" };
    const none = { ...VECTOR, project: null };
    expect(canonicalAssessment(named)).toBe(canonicalAssessment(none));
  });
});
