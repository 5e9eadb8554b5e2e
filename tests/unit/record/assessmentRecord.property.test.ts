// @vitest-environment node
// Property tests of the saved assessment's parser: whatever it is given, it never throws, and it
// returns either a whole result that fits the checklist or one problem; and a saved file always
// opens to exactly what was saved.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allQuestions, NOTE_MAX_LENGTH } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  parseAssessmentBytes,
  parseAssessmentRecord,
  type AssessmentParseResult,
} from "../../../src/record";
import { isCustomised, resolveChecklist } from "../../../src/variant";
import { checklistWithNotes } from "../export/checklistFixtures";
import { problemInEnglish } from "../variant/problemsInEnglish";
import { arbitraryVariant } from "../variant/variantFixtures";

const RUNS = { numRuns: 1000 };
const CHECKLIST = createInitialChecklist();
const IDS = allQuestions(CHECKLIST).map((q) => q.id);
const SAVED_AT = new Date("2026-11-23T10:15:00.000Z");

/** A result is whole: a problem in words, or ticks and notes that all belong to this checklist. */
function expectWhole(result: AssessmentParseResult): void {
  if (!result.ok) {
    expect(problemInEnglish(result.problems)).toMatch(/\w.*\.$/);
    return;
  }
  const { ticked, notes, unknownIds, reworded, cutNotes } = result.assessment;
  for (const id of [...ticked, ...notes.keys(), ...cutNotes]) expect(IDS).toContain(id);
  for (const note of notes.values()) {
    expect(note.length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
    expect(note.trim()).not.toBe("");
  }
  for (const id of unknownIds) expect(IDS).not.toContain(id);
  for (const { id } of reworded) expect(IDS).toContain(id);
}

// Notes as the app can hold them: at most NOTE_MAX_LENGTH code units (the field cuts the rest).
const note = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("<img src=x onerror=alert(1)>", "</style><script>alert(2)</script>", " \n "),
  fc.string({ minLength: NOTE_MAX_LENGTH - 5, maxLength: NOTE_MAX_LENGTH }),
  fc
    .string({ unit: "grapheme", minLength: 900, maxLength: 1000 })
    .filter((text) => text.length <= NOTE_MAX_LENGTH),
);

const assessment = fc.record({
  ticked: fc.subarray(IDS),
  notes: fc.dictionary(fc.constantFrom(...IDS), note, { maxKeys: 10 }),
});

describe("parseAssessmentRecord and parseAssessmentBytes are total", () => {
  it("never throw on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expectWhole(parseAssessmentBytes(bytes, CHECKLIST));
      }),
      RUNS,
    );
  });

  it("never throw on arbitrary JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectWhole(parseAssessmentRecord(value, CHECKLIST));
      }),
      RUNS,
    );
  });

  it("never throw on a saved file with any one part replaced by any JSON value", () => {
    const paths = ["format", "formatVersion", "checklistVersion", "savedAt", "questions"];
    fc.assert(
      fc.property(
        assessment,
        fc.constantFrom(...paths, "question", "question.id", "question.ticked", "question.note"),
        fc.jsonValue(),
        ({ ticked, notes }, path, replacement) => {
          const record = JSON.parse(
            JSON.stringify(buildAssessmentRecord(checklistWithNotes(ticked, notes), SAVED_AT)),
          ) as Record<string, unknown> & { questions: Record<string, unknown>[] };
          if (path === "question") record.questions.push(replacement as Record<string, unknown>);
          else if (path.startsWith("question.")) {
            const first = record.questions[0];
            if (first) first[path.slice("question.".length)] = replacement;
          } else record[path] = replacement;
          expectWhole(parseAssessmentRecord(record, CHECKLIST));
        },
      ),
      RUNS,
    );
  });

  it("never throw on a saved file cut short at any point", () => {
    fc.assert(
      fc.property(
        assessment,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ ticked, notes }, at) => {
          const text = encodeAssessmentRecord(
            buildAssessmentRecord(checklistWithNotes(ticked, notes), SAVED_AT),
          );
          const bytes = new TextEncoder().encode(text);
          expectWhole(
            parseAssessmentBytes(bytes.slice(0, Math.floor(bytes.length * at)), CHECKLIST),
          );
        },
      ),
      RUNS,
    );
  });
});

describe("a saved file opens to exactly what was saved", () => {
  it("for any ticks and notes", () => {
    fc.assert(
      fc.property(assessment, ({ ticked, notes }) => {
        const text = encodeAssessmentRecord(
          buildAssessmentRecord(checklistWithNotes(ticked, notes), SAVED_AT),
        );
        const result = parseAssessmentBytes(new TextEncoder().encode(text), CHECKLIST);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.assessment.ticked).toEqual(IDS.filter((id) => ticked.includes(id)));
        const kept = Object.entries(notes).filter(([, text]) => text.trim() !== "");
        expect(Object.fromEntries(result.assessment.notes)).toEqual(Object.fromEntries(kept));
        expect(result.assessment.cutNotes).toEqual([]);
        expect(result.assessment.unknownIds).toEqual([]);
        expect(result.assessment.reworded).toEqual([]);
      }),
      RUNS,
    );
  });
});

describe("a file saved on a customised checklist opens to exactly what was saved", () => {
  it("for any valid variant, and any ticks and notes on the checklist it resolves to", () => {
    const work = arbitraryVariant.chain((variant) => {
      const ids = allQuestions(resolveChecklist(CHECKLIST, variant.changes)).map((q) => q.id);
      return fc.record({
        variant: fc.constant(variant),
        ticked: fc.subarray(ids),
        notes: fc.dictionary(fc.constantFrom(...ids), note, { maxKeys: 6 }),
      });
    });
    fc.assert(
      fc.property(work, ({ variant, ticked, notes }) => {
        const inUse = resolveChecklist(CHECKLIST, variant.changes);
        const ids = allQuestions(inUse).map((q) => q.id);
        for (const question of allQuestions(inUse)) {
          question.checked = ticked.includes(question.id);
          const written = notes[question.id];
          if (written !== undefined) question.note = written;
        }
        const text = encodeAssessmentRecord(buildAssessmentRecord(inUse, SAVED_AT, variant));
        const result = parseAssessmentBytes(new TextEncoder().encode(text), CHECKLIST);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { assessment } = result;
        // A variant that changes nothing is the standard checklist, saved as format 1.
        expect(assessment.variant).toEqual(isCustomised(variant) ? variant : null);
        expect(assessment.formatVersion).toBe(isCustomised(variant) ? 2 : 1);
        expect(assessment.sameChecklist).toBe(true);
        expect(assessment.ticked).toEqual(ids.filter((id) => ticked.includes(id)));
        const kept = Object.entries(notes).filter(([, text]) => text.trim() !== "");
        expect(Object.fromEntries(assessment.notes)).toEqual(Object.fromEntries(kept));
        expect(assessment.unknownIds).toEqual([]);
        expect(assessment.reworded).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
