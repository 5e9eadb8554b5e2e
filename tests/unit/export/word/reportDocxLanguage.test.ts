// The Word file in the language on screen: its words, its document language (the default run's
// w:lang and the core properties' dc:language), its title; Arabic laid out right to left, every
// paragraph bidi and the report's runs rtl; a field's words in another language with their own
// w:lang; and the download under the spec's name with .docx, in every language.

// In jsdom, not node: the download is caught where the browser takes it, in a document.
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import { buildReportModel, reportRequestFor } from "../reportWords";
import { translatorFor, type LanguageCode } from "../../../../src/i18n";
import { resolveChecklist, type ChecklistVariant } from "../../../../src/variant";
import { DOCX_MEDIA_TYPE, exportChecklistWord, reportDocx } from "../../../../src/export/word";
import { readDocx, type ReadDocx } from "../../../tools/docxReader";
import { download, downloads, resetDownloads } from "../../support/downloads";

const GENERATED_AT = new Date("2026-01-15T10:30:00Z");

/** A field's variant written in English: a question added and one reworded. */
const ENGLISH_VARIANT: ChecklistVariant = {
  title: "Field studies",
  version: "",
  publisher: "",
  language: "en",
  changes: {
    addedSubPrinciples: [],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is consent recorded on site?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Can participants leave at any time?" }],
    hiddenQuestions: [],
    nextNumber: 2,
  },
};

async function docxIn(
  language: LanguageCode,
  variant: ChecklistVariant | null = null,
): Promise<ReadDocx> {
  const { t } = translatorFor(language);
  const builtIn = createChecklist(t);
  const checklist =
    variant === null ? builtIn : resolveChecklist(builtIn, variant.changes, variant.language);
  for (const question of allQuestions(checklist)) {
    question.checked = ["ic-1", "custom-q-1", "ic-2", "cr-1"].includes(question.id);
    if (question.id === "ic-1") question.note = "Reviewed by the board.\nSecond line";
  }
  const model = buildReportModel(checklist, GENERATED_AT, {
    language,
    timeZone: "UTC",
    variant,
  });
  return readDocx(await reportDocx(model, GENERATED_AT));
}

describe("the Word file in the language on screen", () => {
  it("in French: its words, w:lang fr on the document's runs, its title and language in its properties", async () => {
    const fr = translatorFor("fr");
    const docx = await docxIn("fr");
    expect(docx.problems).toEqual([]);
    expect(docx.defaultLanguage).toEqual({ lang: "fr" });
    expect(docx.core.language).toBe("fr");
    expect(docx.core.title).toBe(fr.t("product.title"));
    const texts = docx.paragraphs.map((p) => p.text);
    expect(texts[0]).toBe(fr.t("product.title"));
    expect(texts).toContain(fr.t("report.summaryHeading"));
    const ticked = docx.paragraphs.find((p) => p.list?.marker === "☑");
    expect(ticked?.text).toBe(
      `${fr.t("report.tickedLabel")} ${fr.t("checklist.question.ic-1")}\n${fr.t("report.noteLabel")} Reviewed by the board.\nSecond line`,
    );
    // Nothing is right to left, and no run says a language of its own.
    expect(docx.paragraphs.some((p) => p.bidi || p.runs.some((r) => r.rtl))).toBe(false);
    expect(docx.paragraphs.flatMap((p) => p.runs).filter((r) => r.lang !== undefined)).toEqual([]);
  });

  it("in Arabic: right to left, every paragraph bidi, the report's runs rtl, w:lang and w:bidi ar, the table mirrored", async () => {
    const ar = translatorFor("ar");
    const docx = await docxIn("ar");
    expect(docx.problems).toEqual([]);
    expect(docx.defaultLanguage).toEqual({ lang: "ar", bidiLang: "ar" });
    expect(docx.core).toMatchObject({ language: "ar", title: ar.t("product.title") });
    expect(docx.paragraphs.every((p) => p.bidi)).toBe(true);
    const heading = docx.paragraphs.find((p) => p.style === "Heading1");
    expect(heading?.text).toBe(ar.t("product.title"));
    expect(heading?.runs.every((r) => r.rtl)).toBe(true);
    const ticked = docx.paragraphs.find((p) => p.list?.marker === "☑");
    expect(ticked?.runs[0]).toMatchObject({ text: ar.t("report.tickedLabel"), rtl: true });
    // The note, in English, runs left to right inside its right-to-left paragraph.
    const noteRuns = ticked?.runs.filter(
      (r) => r.text.includes("Reviewed") || r.text.includes("Second"),
    );
    expect(noteRuns?.length).toBe(2);
    for (const run of noteRuns ?? []) expect(run.rtl).toBe(false);
    expect(docx.tables[0]?.rtl).toBe(true);
    expect(docx.tables[0]?.rows[0]?.[0]).toBe(ar.t("report.tableColumnPrinciple"));
  });

  it("marks a field's words in another language with their own w:lang, and no others", async () => {
    const docx = await docxIn("fr", ENGLISH_VARIANT);
    expect(docx.problems).toEqual([]);
    const english = docx.paragraphs
      .flatMap((p) => p.runs)
      .filter((r) => r.lang === "en")
      .map((r) => r.text.trim());
    expect(english).toEqual(
      expect.arrayContaining([
        "Is consent recorded on site?",
        "Can participants leave at any time?",
      ]),
    );
    // The built-in wording a reworded question replaced is the report's own words: no w:lang.
    const original = translatorFor("fr").t("checklist.question.ic-2");
    const originalRun = docx.paragraphs
      .flatMap((p) => p.runs)
      .find((r) => r.text.includes(original));
    expect(originalRun?.lang).toBeUndefined();
    expect(new Set(english)).toEqual(
      new Set(["Is consent recorded on site?", "Can participants leave at any time?"]),
    );
  });

  it("names the phase it is of under the date, in the language on screen", async () => {
    const { t } = translatorFor("fr");
    const phase = { name: "Planification", date: "2026-01-05" };
    const checklist = createChecklist(t);
    await exportChecklistWord(reportRequestFor(checklist, GENERATED_AT, { language: "fr", phase }));
    const docx = readDocx(new Uint8Array(await download(0).blob.arrayBuffer()));
    const model = buildReportModel(checklist, GENERATED_AT, { language: "fr", phase });
    const texts = docx.paragraphs.map((p) => p.text);
    expect(model.phaseLine).toContain("Planification");
    expect(texts[texts.indexOf(model.dateLine) + 1]).toBe(model.phaseLine);
  });

  it("is downloaded under the spec's name with .docx, as a Word document, in every language", async () => {
    for (const language of ["en", "ar"] as const) {
      resetDownloads();
      const checklist = createChecklist(translatorFor(language).t);
      const { fileName, bytes } = await exportChecklistWord(
        reportRequestFor(checklist, GENERATED_AT, { language }),
      );
      expect(fileName).toMatch(/^computing-research-principles-checklist-\d{4}-\d{2}-\d{2}\.docx$/);
      expect(downloads()).toHaveLength(1);
      const { name, blob } = download(0);
      expect(name).toBe(fileName);
      expect(blob.type).toBe(DOCX_MEDIA_TYPE);
      expect(blob.size).toBe(bytes);
      const docx = readDocx(new Uint8Array(await blob.arrayBuffer()));
      expect(docx.problems).toEqual([]);
      expect(docx.core.language).toBe(language);
    }
  });
});
