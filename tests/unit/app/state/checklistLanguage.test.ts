// @vitest-environment node
// The checklist in another language: the built-in words are the new language's, a field's own words
// stay as written (marked with their language), and the work is untouched: ticks, notes, what is
// open, the variant, an Undo on offer.

import { describe, expect, it } from "vitest";
import { allQuestions, contentSignature, type Principle } from "../../../../src/data";
import { translatorFor } from "../../../../src/i18n";
import { englishText } from "../../../../src/i18n/english";
import {
  createInitialState,
  reduceChecklist,
  type ChecklistEvent,
  type ChecklistState,
} from "../../../../src/app/state/checklistState";
import { checklistChangedTo } from "../../../../src/app/state/variantChecklist";
import { SAMPLE_VARIANT } from "../../variant/variantFixtures";

const french = translatorFor("fr").t;
const arabic = translatorFor("ar").t;
const into = (text: (id: string) => string): ChecklistEvent => ({ type: "languageChanged", text });
const apply = (state: ChecklistState, ...events: ChecklistEvent[]) =>
  events.reduce(reduceChecklist, state);
const question = (principles: readonly Principle[], id: string) =>
  allQuestions([...principles]).find((q) => q.id === id);

describe("a change of language", () => {
  const worked = apply(
    createInitialState(englishText),
    { type: "questionToggled", questionId: "ic-1" },
    { type: "noteChanged", questionId: "pc-2", text: "Asked the data protection officer." },
    { type: "principleToggled", principleId: "respect-for-society" },
  );

  it("puts every built-in name and question into the new language", () => {
    const inFrench = apply(worked, into(french));
    expect(inFrench.assessment.checklist[0]?.name).toBe(
      french("checklist.name.respect-for-persons"),
    );
    expect(question(inFrench.assessment.checklist, "ic-1")?.text).toBe(
      french("checklist.question.ic-1"),
    );
    expect(inFrench.assessment.checklist[0]?.name).not.toBe("Respect for Persons");
    const allFrench = allQuestions(inFrench.assessment.checklist).every(
      (q) => q.text === french(`checklist.question.${q.id}`),
    );
    expect(allFrench).toBe(true);
  });

  it("keeps every tick, note and open section, and what was last kept", () => {
    const inArabic = apply(worked, into(arabic));
    expect(contentSignature(inArabic.assessment.checklist)).toBe(
      contentSignature(worked.assessment.checklist),
    );
    expect(inArabic.expandedPrinciples).toEqual(worked.expandedPrinciples);
    expect(inArabic.expandedSubPrinciples).toEqual(worked.expandedSubPrinciples);
    expect(inArabic.kept).toBe(worked.kept);
  });

  it("and back again gives the same checklist", () => {
    const back = apply(worked, into(french), into(arabic), into(englishText));
    expect(back.assessment.checklist).toEqual(worked.assessment.checklist);
  });

  it("keeps a field's own words as written, in their language", () => {
    const onVariant = apply(
      createInitialState(englishText),
      checklistChangedTo({ ...SAMPLE_VARIANT, language: "en" }, englishText),
    );
    const inFrench = apply(onVariant, into(french));
    expect(question(inFrench.assessment.checklist, "ic-2")).toMatchObject({
      text: "Can participants leave at any time?",
      lang: "en",
    });
    expect(question(inFrench.assessment.checklist, "custom-q-1")).toMatchObject({
      text: "Is consent recorded on site?",
      lang: "en",
    });
    expect(question(inFrench.assessment.checklist, "ic-1")).toMatchObject({
      text: french("checklist.question.ic-1"),
    });
    expect(question(inFrench.assessment.checklist, "ic-1")?.lang).toBeUndefined();
    const fieldVisits = inFrench.assessment.checklist[0]?.subprinciples.find(
      (s) => s.id === "custom-s-2",
    );
    expect(fieldVisits).toMatchObject({ name: "Field visits", lang: "en" });
  });

  it("puts an Undo on offer into the new language too", () => {
    const reset = apply(worked, { type: "reset" }, into(french), { type: "resetUndone" });
    expect(contentSignature(reset.assessment.checklist)).toBe(
      contentSignature(worked.assessment.checklist),
    );
    expect(question(reset.assessment.checklist, "ic-1")?.text).toBe(
      french("checklist.question.ic-1"),
    );
    expect(reset.text).toBe(french);
  });
});
