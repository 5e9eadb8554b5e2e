// @vitest-environment node
// A record holds ids, and each built-in question's English wording whatever the language on screen:
// an assessment saved in one language opens in any other with the same ticks and notes, and the
// same checklist fingerprint; a field's own words are recorded as written.

import { describe, expect, it } from "vitest";
import { createChecklist, type Principle } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { LANGUAGE_CODES, translatorFor } from "../../../src/i18n";
import { buildAssessmentRecord, parseAssessmentRecord } from "../../../src/record";
import { resolveChecklist } from "../../../src/variant";
import { SAMPLE_VARIANT } from "../variant/variantFixtures";

const SAVED_AT = new Date("2026-11-26T12:00:00Z");

function worked(principles: Principle[]): Principle[] {
  const questions = principles.flatMap((p) =>
    p.subprinciples.flatMap((s) => [
      ...s.questions,
      ...(s.subItems ?? []).flatMap((i) => i.questions),
    ]),
  );
  for (const question of questions) {
    if (question.id === "ic-1") question.checked = true;
    if (question.id === "cr-2") question.note = "ملاحظة: مراجعة مع اللجنة — reviewed";
  }
  return principles;
}

describe("an assessment saved in one language", () => {
  const english = buildAssessmentRecord(worked(createInitialChecklist()), SAVED_AT);

  it("is the same file in every language: ids, English wording, the same fingerprint", () => {
    for (const code of LANGUAGE_CODES) {
      const checklist = worked(createChecklist(translatorFor(code).t));
      expect(buildAssessmentRecord(checklist, SAVED_AT), code).toEqual(english);
    }
  });

  it("opens in every language with the same ticks and notes, as made on this checklist", () => {
    const saved = buildAssessmentRecord(worked(createChecklist(translatorFor("ar").t)), SAVED_AT);
    const opened = parseAssessmentRecord(
      JSON.parse(JSON.stringify(saved)),
      createInitialChecklist(),
    );
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.assessment.ticked).toEqual(["ic-1"]);
    expect(opened.assessment.notes.get("cr-2")).toBe("ملاحظة: مراجعة مع اللجنة — reviewed");
    expect(opened.assessment.sameChecklist).toBe(true);
  });

  it("records a field's own words as written, beside the built-in ones in English", () => {
    const onVariant = resolveChecklist(
      createChecklist(translatorFor("fr").t),
      SAMPLE_VARIANT.changes,
      "en",
    );
    for (const q of onVariant.flatMap((p) => p.subprinciples.flatMap((s) => s.questions)))
      q.checked = true;
    const record = buildAssessmentRecord(onVariant, SAVED_AT, SAMPLE_VARIANT);
    const text = new Map(record.questions.map((q) => [q.id, q.text]));
    expect(text.get("ic-2")).toBe("Can participants leave at any time?");
    expect(text.get("custom-q-1")).toBe("Is consent recorded on site?");
    expect(text.get("ic-1")).toBe(
      createInitialChecklist()[0]?.subprinciples[0]?.questions[0]?.text,
    );
  });
});
