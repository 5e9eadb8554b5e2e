// @vitest-environment node
// Phases in the saved assessment (format 3): what Save writes with and without them, and what Open
// makes of any file that claims to hold them. A file without phases is written as before, byte for
// byte; a file with too many, or a phase that is not one, is refused with a clear message.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  buildAssessmentRecord,
  checklistAtPhase,
  cleanPhaseName,
  encodeAssessmentRecord,
  isPhaseDate,
  parseAssessmentRecord,
  parseAssessmentText,
  phaseNameProblem,
  phaseOf,
  phaseTickedCount,
  type RecordedPhase,
} from "../../../src/record";
import { resolveChecklist } from "../../../src/variant";
import {
  allQuestionIds,
  checklistWithNotes,
  checklistWithTicked,
} from "../export/checklistFixtures";
import { problemInEnglish } from "../variant/problemsInEnglish";
import { arbitraryVariant } from "../variant/variantFixtures";

const CHECKLIST = createInitialChecklist();
const SAVED_AT = new Date("2027-03-14T16:40:00.000Z");
const IDS = allQuestionIds();

const planning: RecordedPhase = phaseOf(
  checklistWithNotes(["ic-1"], { "pc-1": "Ask the board." }),
  "Planning",
  "2026-11-02",
);
const review: RecordedPhase = phaseOf(
  checklistWithTicked(["ic-1", "ic-2"]),
  "Review 2027-03",
  "2027-03-01",
);

function savedText(phases: readonly RecordedPhase[]) {
  return encodeAssessmentRecord(
    buildAssessmentRecord(
      checklistWithTicked(["ic-1", "ic-2", "access-1"]),
      SAVED_AT,
      null,
      phases,
    ),
  );
}

/** A saved file with phases, as a value, for a test to spoil one part of. */
function savedValue(): Record<string, unknown> {
  return JSON.parse(savedText([planning, review])) as Record<string, unknown>;
}

function refused(value: unknown) {
  const result = parseAssessmentRecord(value, CHECKLIST);
  if (result.ok) throw new Error("expected the file to be refused");
  return { kind: result.kind, message: problemInEnglish(result.problems) };
}

function opened(value: unknown) {
  const result = parseAssessmentRecord(value, CHECKLIST);
  if (!result.ok) throw new Error(problemInEnglish(result.problems));
  return result.assessment;
}

describe("a file without phases", () => {
  it("is written byte for byte as before phases existed: format 1, no phases field", () => {
    const before = encodeAssessmentRecord(
      buildAssessmentRecord(checklistWithTicked(["ic-1"]), SAVED_AT),
    );
    const now = encodeAssessmentRecord(
      buildAssessmentRecord(checklistWithTicked(["ic-1"]), SAVED_AT, null, []),
    );
    expect(now).toBe(before);
    expect(now).not.toContain("phases");
    expect(JSON.parse(now)).toMatchObject({ formatVersion: 1 });
  });

  it("on a customised checklist is still format 2", () => {
    fc.assert(
      fc.property(arbitraryVariant, (variant) => {
        const inUse = resolveChecklist(CHECKLIST, variant.changes);
        const text = encodeAssessmentRecord(buildAssessmentRecord(inUse, SAVED_AT, variant, []));
        expect(JSON.parse(text)).not.toHaveProperty("phases");
        expect([1, 2]).toContain((JSON.parse(text) as { formatVersion: number }).formatVersion);
      }),
      { numRuns: 50 },
    );
  });

  it("opens, with no phases: the fixtures of formats 1 and 2", () => {
    for (const name of ["assessment-v1.json", "assessment-v2.json"]) {
      const result = parseAssessmentText(readFileSync(`tests/fixtures/${name}`, "utf8"), CHECKLIST);
      expect(result.ok && result.assessment.phases).toEqual([]);
    }
  });

  it("of format 1 or 2 with a stray phases field opens without them, as an older app read it", () => {
    const value = { ...savedValue(), formatVersion: 1 };
    expect(opened(value).phases).toEqual([]);
  });
});

describe("a file with phases (format 3)", () => {
  it("carries each phase after the questions: its name, its date, its ticked and noted questions", () => {
    const value = savedValue();
    expect(value.formatVersion).toBe(3);
    expect(Object.keys(value)).toEqual([
      "format",
      "formatVersion",
      "checklistVersion",
      "savedAt",
      "questions",
      "phases",
    ]);
    expect(value.phases).toEqual([
      {
        name: "Planning",
        date: "2026-11-02",
        questions: [
          { id: "ic-1", ticked: true, note: "" },
          { id: "pc-1", ticked: false, note: "Ask the board." },
        ],
      },
      {
        name: "Review 2027-03",
        date: "2027-03-01",
        questions: [
          { id: "ic-1", ticked: true, note: "" },
          { id: "ic-2", ticked: true, note: "" },
        ],
      },
    ]);
  });

  it("carries the customised checklist when there is one, and opens on it", () => {
    fc.assert(
      fc.property(arbitraryVariant, (variant) => {
        const inUse = resolveChecklist(CHECKLIST, variant.changes);
        const phase = phaseOf(inUse, "Planning", "2027-01-01");
        const text = encodeAssessmentRecord(
          buildAssessmentRecord(inUse, SAVED_AT, variant, [phase]),
        );
        const result = parseAssessmentText(text, CHECKLIST);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.assessment.formatVersion).toBe(3);
        expect(result.assessment.phases).toEqual([phase]);
      }),
      { numRuns: 50 },
    );
  });

  it("comes back whole: every phase, in order, on any ticks and notes", () => {
    const arbitraryPhase = fc.record({
      ticked: fc.subarray(IDS),
      notes: fc.dictionary(
        fc.constantFrom(...IDS),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ""),
        { maxKeys: 5 },
      ),
      name: fc
        .string({ unit: "grapheme", minLength: 1, maxLength: PHASE_NAME_MAX_LENGTH })
        .map(cleanPhaseName)
        .filter((s) => phaseNameProblem(s) === null),
      date: fc
        .date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryPhase, { minLength: 1, maxLength: 6 }), (made) => {
        const phases = made.map(({ ticked, notes, name, date }) =>
          phaseOf(checklistWithNotes(ticked, notes), name, date),
        );
        const result = parseAssessmentText(savedText(phases), CHECKLIST);
        expect(result.ok && result.assessment.phases).toEqual(phases);
      }),
      { numRuns: 100 },
    );
  });

  it("opens the fixture of format 3: two phases, with their notes' characters intact", () => {
    const result = parseAssessmentText(
      readFileSync("tests/fixtures/assessment-v3.json", "utf8"),
      CHECKLIST,
    );
    if (!result.ok) throw new Error(problemInEnglish(result.problems));
    const { phases, ticked } = result.assessment;
    expect(ticked).toEqual(["ic-1", "ic-2", "access-1"]);
    expect(phases.map((p) => [p.name, p.date])).toEqual([
      ["Planning", "2026-11-02"],
      ["Before data collection", "2027-01-15"],
    ]);
    expect(phases[0]?.questions[1]?.note).toContain("Кириллица 🙂");
  });

  it("fits each phase to the checklist: unknown ids left out, long notes cut, file order set right", () => {
    const value = savedValue();
    value.phases = [
      {
        name: "Planning",
        date: "2026-11-02",
        questions: [
          { id: "ic-2", ticked: true, note: "" },
          { id: "no-such-question", ticked: true, note: "" },
          { id: "ic-1", ticked: false, note: "x".repeat(NOTE_MAX_LENGTH + 10) },
          { id: "pc-1", ticked: false, note: "   " },
        ],
      },
    ];
    const [phase] = opened(value).phases;
    expect(phase?.questions).toEqual([
      { id: "ic-1", ticked: false, note: "x".repeat(NOTE_MAX_LENGTH) },
      { id: "ic-2", ticked: true, note: "" },
    ]);
  });

  it("is refused by an app that reads format 2 at most, as the newer-format rule has it", () => {
    // A format this app does not know yet: the same rule, one version on.
    const { kind, message } = refused({ ...savedValue(), formatVersion: 6 });
    expect(kind).toBe("newer-format");
    expect(message).toContain(
      "newer version of this checklist (file format 6); this version reads format 5",
    );
  });
});

describe("a file's phases past their bounds, or hostile", () => {
  const withPhases = (phases: unknown) => ({ ...savedValue(), phases });
  const onePhase = (phase: Record<string, unknown>) =>
    withPhases([{ name: "Planning", date: "2026-11-02", questions: [], ...phase }]);

  it(`refuses more than ${PHASES_MAX} phases, thousands among them, before reading one`, () => {
    const many = Array.from({ length: PHASES_MAX + 1 }, () => planning);
    expect(refused(withPhases(many))).toEqual({
      kind: "too-large",
      message: `This file holds 101 phases; an assessment keeps at most 100, so it was not read.`,
    });
    // Thousands, each one not even a phase: refused on the count alone.
    expect(refused(withPhases(Array.from({ length: 5000 }, () => 7))).message).toContain(
      "5,000 phases",
    );
    expect(
      opened(withPhases(Array.from({ length: PHASES_MAX }, () => planning))).phases,
    ).toHaveLength(PHASES_MAX);
  });

  it("refuses phases of the wrong type, each with its own message", () => {
    expect(refused(withPhases("Planning")).message).toBe(
      'This file is not an assessment saved by this checklist: its "phases" is string, not a list.',
    );
    expect(refused({ ...savedValue(), phases: undefined }).message).toContain('"phases" is');
    expect(refused(withPhases([null])).message).toContain(
      "phase 1 in the file is null, not an object",
    );
    expect(refused(onePhase({ name: 7 })).message).toContain("phase 1 in the file has no name");
    expect(refused(onePhase({ name: "   " })).message).toContain("has no name");
    expect(refused(onePhase({ name: "Plan\nning" })).message).toContain("has no name");
    expect(refused(onePhase({ name: " Planning" })).message).toContain("has no name");
    expect(refused(onePhase({ date: "2027-02-30" })).message).toContain(
      "phase 1 in the file (“Planning”) has no date",
    );
    expect(refused(onePhase({ date: 20270301 })).message).toContain("has no date");
    expect(refused(onePhase({ questions: {} })).message).toContain('"questions" of phase 1');
    expect(
      refused(onePhase({ questions: [{ id: "ic-1", ticked: "yes", note: "" }] })).message,
    ).toContain("question 1 of phase 1 in the file (“Planning”) is not a question");
    expect(
      refused(onePhase({ questions: [{ id: "ic-1", ticked: true, note: 3 }] })).message,
    ).toContain("is not a question");
    expect(
      refused(
        onePhase({
          questions: [
            { id: "ic-1", ticked: true, note: "" },
            { id: "ic-1", ticked: false, note: "" },
          ],
        }),
      ).message,
    ).toContain('question "ic-1" appears twice in phase 1 (“Planning”)');
  });

  it("refuses a name longer than the bound, a huge one included, without measuring it all", () => {
    const at = (length: number) => onePhase({ name: "é".repeat(length) });
    expect(opened(at(PHASE_NAME_MAX_LENGTH)).phases[0]?.name).toHaveLength(PHASE_NAME_MAX_LENGTH);
    expect(refused(at(PHASE_NAME_MAX_LENGTH + 1))).toEqual({
      kind: "too-large",
      message:
        "The name of phase 1 in this file is longer than 100 characters, so the file was not read.",
    });
    expect(refused(at(5_000_000)).kind).toBe("too-large");
    // Counted in characters: a hundred emoji are a hundred characters.
    expect(opened(onePhase({ name: "🙂".repeat(PHASE_NAME_MAX_LENGTH) })).phases).toHaveLength(1);
  });

  it("reads keys such as __proto__ as data, never as the object's prototype", () => {
    const text = savedText([planning]).replace(
      '"name": "Planning"',
      '"name": "Planning", "__proto__": { "date": "2027-01-01" }',
    );
    const result = parseAssessmentText(text, CHECKLIST);
    expect(result.ok && result.assessment.phases[0]?.date).toBe("2026-11-02");
    const noDate = JSON.parse(savedText([planning])) as { phases: Record<string, unknown>[] };
    delete noDate.phases[0]?.date;
    const inherited = JSON.parse(
      JSON.stringify(noDate).replace(
        '"name":"Planning"',
        '"name":"Planning","__proto__":{"date":"2027-01-01"}',
      ),
    ) as unknown;
    expect(refused(inherited).message).toContain("has no date");
  });

  it("never throws, whatever a phase holds, and opens only what it can read whole", () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 5 }), (phases) => {
        const result = parseAssessmentRecord(withPhases(phases), CHECKLIST);
        if (result.ok) expect(result.assessment.phases).toHaveLength(phases.length);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a file cut short anywhere in its phases", () => {
    const text = savedText([planning, review]);
    const start = text.indexOf('"phases"');
    for (let end = start; end < text.length - 1; end += 7) {
      const result = parseAssessmentText(text.slice(0, end), CHECKLIST);
      expect(result.ok).toBe(false);
    }
  });
});

describe("phases in the checklist", () => {
  it("phaseOf keeps ticked and noted questions only, in the checklist's order", () => {
    expect(planning.questions.map((q) => q.id)).toEqual(["ic-1", "pc-1"]);
  });

  it("checklistAtPhase shows the checklist as the phase kept it, and no other tick or note", () => {
    const now = checklistWithNotes(["ic-2", "access-1"], { "ic-1": "Later note." });
    const at = checklistAtPhase(now, planning);
    expect(phaseOf(at, "Planning", "2026-11-02")).toEqual(planning);
    expect(phaseTickedCount(now, planning)).toBe(1);
    // The checklist it was given is left as it was.
    expect(phaseOf(now, "x", "2026-01-01").questions.map((q) => q.id)).toEqual([
      "ic-1",
      "ic-2",
      "access-1",
    ]);
  });

  it("checks names and dates as the dialog and the file do", () => {
    expect(cleanPhaseName("  Plan\tning \n")).toBe("Plan ning");
    expect(phaseNameProblem("")).toBe("empty");
    expect(phaseNameProblem("x".repeat(PHASE_NAME_MAX_LENGTH + 1))).toBe("too-long");
    expect(phaseNameProblem("Review 2027-03")).toBeNull();
    expect(["2027-03-01", "2028-02-29", "0001-01-01", "9999-12-31"].every(isPhaseDate)).toBe(true);
    expect(
      ["2027-02-29", "2027-13-01", "2027-3-1", "", "0000-01-01", "2027-03-01T00:00"].some(
        isPhaseDate,
      ),
    ).toBe(false);
  });
});
