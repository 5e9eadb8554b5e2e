// @vitest-environment node
// The report's font subsets, as the build makes them, hold every letter the app's languages write:
// the Latin face French, Spanish, German and Portuguese (and the typographic spaces and quotes they
// use), the Arabic face Arabic's letters, digits and punctuation. The face's own character map is
// read, as the browser, React-PDF and the text layer read it.

import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { subsetReportFont, type ReportFontFile } from "../../../../build/reportFont";
import { toBinaryString } from "../../../../src/export/pdf/binaryString";
import {
  charactersMissingFromReportFont,
  charactersMissingFromReportFonts,
  needsArabicFont,
} from "../../../../src/export/report/reportFontCoverage";

/** The characters of `text` the subset `file` has no glyph for. */
async function withoutGlyph(file: ReportFontFile, text: string): Promise<string[]> {
  const pdf = new jsPDF();
  pdf.addFileToVFS("face.ttf", toBinaryString(new Uint8Array(await subsetReportFont(file))));
  pdf.addFont("face.ttf", "Face", "normal", "normal", "Identity-H");
  pdf.setFont("Face", "normal");
  const { metadata } = pdf.getFont() as unknown as {
    metadata: { characterToGlyph(code: number): number };
  };
  return [...new Set(text)].filter(
    (char) => !/\s/u.test(char) && metadata.characterToGlyph(char.charCodeAt(0)) === 0,
  );
}

const EUROPEAN =
  "éèêëàâäçîïôöûùüÿœŒÉÈÊÀÇ«»‘’“”„‹›–—…" + // French, and the quotes and dashes
  "ñÑáíóú¿¡" + // Spanish
  "ßẞäöüÄÖÜ" + // German
  "ãõâêôáéíóúçÃÕ" + // Portuguese
  "€%‰°№";
const TYPOGRAPHIC_SPACES = "\u00a0\u202f\u2009";
const ARABIC =
  "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي" + // letters
  "ًٌٍَُِّْ" + // marks
  "٠١٢٣٤٥٦٧٨٩" + // digits
  "،؛؟٪٫٬ـ"; // punctuation, percent, separators, tatweel

describe("the report's fonts", () => {
  it("have a glyph for every letter French, Spanish, German and Portuguese write", async () => {
    expect(await withoutGlyph("regular", EUROPEAN)).toEqual([]);
    expect(await withoutGlyph("bold", EUROPEAN)).toEqual([]);
    expect(charactersMissingFromReportFont(EUROPEAN + TYPOGRAPHIC_SPACES)).toEqual([]);
  }, 60_000);

  it("have, in the Arabic face, a glyph for Arabic's letters, marks, digits and punctuation", async () => {
    expect(await withoutGlyph("arabicRegular", ARABIC)).toEqual([]);
    expect(await withoutGlyph("arabicBold", ARABIC)).toEqual([]);
    expect(needsArabicFont("Note: ملاحظة")).toBe(true);
    expect(needsArabicFont("Größe, ¿qué?")).toBe(false);
    // The preview embeds both faces for a report in Arabic: nothing of it is left out.
    expect(charactersMissingFromReportFonts(ARABIC + EUROPEAN)).toEqual([]);
    // The Latin face alone has none: the text layer gives Arabic glyphs of their own.
    expect(charactersMissingFromReportFont("ملاحظة")).toEqual(["م", "ل", "ا", "ح", "ظ", "ة"]);
  }, 60_000);
});
