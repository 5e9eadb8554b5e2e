// @vitest-environment node
// Format 5: questions set aside as "does not apply", with their reasons, in the file and back (now,
// in a phase, as a team settled them, and through the PDF's attachment); the schema agrees with
// what Save writes; bad input is refused naming the question; and a file with none is written as
// before.

import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, type Principle, type RecordedPhase } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  ASSESSMENT_FORMAT_VERSION,
  buildAssessmentRecord,
  checklistAtPhase,
  encodeAssessmentRecord,
  parseAssessmentBytes,
  parseAssessmentRecord,
  parseAssessmentText,
  phaseOf,
} from "../../../src/record";
import { recordAttachment } from "../../../src/export/recordAttachment";
import { checklistWithTicked } from "../export/checklistFixtures";

const IDS = allQuestions(createInitialChecklist()).map((q) => q.id);
const AT = new Date("2027-03-14T16:40:00.000Z");

function compile(version: number) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  const validate = ajv.compile(
    JSON.parse(readFileSync(`schema/assessment-record-v${version}.schema.json`, "utf8")) as object,
  );
  return (value: unknown) => (validate(value) ? "valid" : ajv.errorsText(validate.errors));
}
const validV5 = compile(5);
const validV4 = compile(4);

/** The built-in checklist with `ticked` ticked and `aside` set aside with their reasons. */
function checklistWith(ticked: readonly string[], aside: Readonly<Record<string, string>>) {
  const checklist = checklistWithTicked(ticked);
  for (const question of allQuestions(checklist)) {
    const reason = aside[question.id];
    if (reason !== undefined) question.setAside = reason;
  }
  return checklist;
}

function saved(checklist: Principle[], phases: RecordedPhase[] = []): Record<string, unknown> {
  return JSON.parse(
    encodeAssessmentRecord(buildAssessmentRecord(checklist, AT, null, phases)),
  ) as Record<string, unknown>;
}

function refusal(value: unknown) {
  const result = parseAssessmentRecord(value);
  if (result.ok) throw new Error("expected the file to be refused");
  return result.problems[0];
}

describe("format 5: questions set aside", () => {
  it("is the newest format", () => {
    expect(ASSESSMENT_FORMAT_VERSION).toBe(5);
  });

  it("writes a file with no question set aside exactly as before", () => {
    const plain = checklistWithTicked(["ic-1"]);
    const record = saved(plain);
    expect(record.formatVersion).toBe(1);
    expect(JSON.stringify(record)).not.toContain("setAside");
    // A reason of white space alone is none.
    expect(saved(checklistWith(["ic-1"], { "ic-2": "  " })).formatVersion).toBe(1);
  });

  it("writes format 5 with a question set aside, the reason as typed, and reads it back", () => {
    const reason = "  No participants: we study public code.\nSecond line 🙂 ";
    const record = saved(checklistWith(["ic-1"], { "pc-1": reason }));
    expect(record.formatVersion).toBe(5);
    expect(validV5(record)).toBe("valid");
    expect(validV4(record)).not.toBe("valid");
    const result = parseAssessmentRecord(record);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.assessment.ticked).toEqual(["ic-1"]);
    expect([...(result.assessment.setAside ?? [])]).toEqual([["pc-1", reason]]);
  });

  it("round-trips any set of ticks and set-asides, and the schema accepts every file", () => {
    fc.assert(
      fc.property(
        fc.subarray(IDS),
        fc.dictionary(fc.constantFrom(...IDS), fc.string({ minLength: 1, maxLength: 500 })),
        (ticked, aside) => {
          const kept = Object.fromEntries(
            Object.entries(aside).filter(([id, r]) => !ticked.includes(id) && r.trim() !== ""),
          );
          const record = saved(checklistWith(ticked, kept));
          expect(validV5(record) === "valid" || record.formatVersion === 1).toBe(true);
          const result = parseAssessmentText(JSON.stringify(record));
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          expect(new Set(result.assessment.ticked)).toEqual(new Set(ticked));
          expect(Object.fromEntries(result.assessment.setAside ?? [])).toEqual(kept);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("opens the fixture: the set-aside question, the phase's, and the team's settled one", () => {
    const text = readFileSync("tests/fixtures/assessment-v5.json", "utf8");
    expect(validV5(JSON.parse(text))).toBe("valid");
    const result = parseAssessmentText(text);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { setAside, phases, team } = result.assessment;
    expect(setAside?.get("pc-1")).toMatch(/^No personal data is collected/);
    expect(phases[0]?.questions.find((q) => q.id === "asd-1")?.setAside).toBe(
      "Adults only, recruited through a staff list.",
    );
    expect(team?.review?.settled.find((q) => q.id === "pc-1")).toEqual({
      id: "pc-1",
      ticked: false,
      tickedBy: [2],
      setAside: "No personal data is collected.",
      setAsideBy: [1],
    });
  });

  it("keeps opening every older fixture", () => {
    for (const version of [1, 2, 3, 4]) {
      const result = parseAssessmentText(
        readFileSync(`tests/fixtures/assessment-v${version}.json`, "utf8"),
      );
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.assessment.setAside).toBeUndefined();
    }
  });

  it("ignores a setAside in an older format, which never wrote one", () => {
    const record = saved(checklistWith(["ic-1"], {}));
    const questions = record.questions as Record<string, unknown>[];
    const result = parseAssessmentRecord({
      ...record,
      questions: [...questions, { id: "ic-2", ticked: false, note: "", setAside: "why" }],
    });
    expect(result.ok && result.assessment.setAside).toBe(undefined);
  });
});

describe("format 5: bad input is refused, naming the question", () => {
  const base = saved(checklistWith([], { "ic-1": "why" }));
  const withEntry = (entry: Record<string, unknown>) => ({
    ...base,
    questions: [{ id: "ic-2", ticked: false, note: "", text: "x" }, entry],
  });

  it("refuses a question both ticked and set aside", () => {
    const value = withEntry({ id: "ic-1", ticked: true, note: "", text: "x", setAside: "why" });
    expect(refusal(value)).toEqual({
      id: "fileProblem.assessmentSetAsideTicked",
      values: { n: 2, id: expect.anything(), max: 500 },
    });
    expect(validV5(value)).not.toBe("valid");
  });

  it("refuses a blank reason, or one that is not text", () => {
    for (const setAside of ["", "  \n ", 3, null]) {
      const value = withEntry({ id: "ic-1", ticked: false, note: "", text: "x", setAside });
      expect(refusal(value)?.id).toBe("fileProblem.assessmentSetAsideBlank");
      expect(validV5(value)).not.toBe("valid");
    }
  });

  it("refuses a reason over 500 characters, counting an emoji once", () => {
    const entry = (setAside: string) =>
      withEntry({ id: "ic-1", ticked: false, note: "", text: "x", setAside });
    expect(refusal(entry("x".repeat(501)))?.id).toBe("fileProblem.assessmentSetAsideTooLong");
    expect(validV5(entry("x".repeat(501)))).not.toBe("valid");
    expect(parseAssessmentRecord(entry("😀".repeat(500))).ok).toBe(true);
    expect(validV5(entry("😀".repeat(500)))).toBe("valid");
    // Megabytes are refused without being walked.
    expect(refusal(entry("x".repeat(5_000_000)))?.id).toBe("fileProblem.assessmentSetAsideTooLong");
  });

  it("refuses a phase's question set aside badly, naming the phase and the question", () => {
    const phase = {
      name: "Planning",
      date: "2027-01-02",
      questions: [{ id: "ic-1", ticked: true, note: "", setAside: "why" }],
    };
    expect(refusal({ ...base, phases: [phase] })).toEqual({
      id: "fileProblem.assessmentPhaseSetAsideBad",
      values: { n: 1, name: expect.anything(), id: expect.anything(), max: 500 },
    });
  });

  it("refuses a team's settled question both ticked and set aside", () => {
    const value = {
      ...base,
      teamReview: {
        date: "2027-03-14",
        members: ["", ""],
        settled: [{ id: "ic-1", ticked: true, tickedBy: [1], setAside: "why", setAsideBy: [2] }],
      },
    };
    expect(refusal(value)?.id).toBe("fileProblem.assessmentTeamReviewBad");
    expect(validV5(value)).not.toBe("valid");
  });
});

describe("phases and the PDF's attachment keep set-aside questions", () => {
  it("a phase keeps them, and shows them when viewed", () => {
    const checklist = checklistWith(["ic-1"], { "ic-2": "Only adults take part." });
    const phase = phaseOf(checklist, "Planning", "2027-01-02");
    expect(phase.questions).toContainEqual({
      id: "ic-2",
      ticked: false,
      note: "",
      setAside: "Only adults take part.",
    });
    const record = saved(checklistWithTicked([]), [phase]);
    expect(record.formatVersion).toBe(5);
    expect(validV5(record)).toBe("valid");
    const result = parseAssessmentRecord(record);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [reread] = result.assessment.phases;
    if (!reread) throw new Error("the phase is kept");
    const atPhase = allQuestions(checklistAtPhase(createInitialChecklist(), reread));
    expect(atPhase.find((q) => q.id === "ic-2")?.setAside).toBe("Only adults take part.");
    expect(atPhase.find((q) => q.id === "ic-1")?.checked).toBe(true);
  });

  it("the record attached to the PDF carries them back", () => {
    const checklist = checklistWith([], { "pc-1": "No personal data." });
    const attachment = recordAttachment(
      { checklist, variant: null, phases: [], team: null, project: null },
      AT,
    );
    const result = parseAssessmentBytes(attachment.bytes);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.assessment.formatVersion).toBe(5);
    expect(result.assessment.setAside?.get("pc-1")).toBe("No personal data.");
  });
});
