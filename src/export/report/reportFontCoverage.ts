// The characters the report's embedded font (the preview's Noto Sans subset) holds. The build cuts
// the font to these ranges (build/reportFont.ts), and the preview says which characters of a report
// fall outside them, rather than let them show as empty boxes without a word.

// Names and question texts can come in any European language (a project title, a copied question),
// so the whole of each Latin, Greek and Cyrillic block is kept, with the punctuation and symbols a
// report prints ("—", "“”", "…", "•", the narrow no-break space ICU puts before "PM", "€", "™").
export const REPORT_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  [0x0180, 0x024f], // Latin Extended-B
  [0x0300, 0x036f], // combining diacritics, for text that arrives decomposed
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20bf], // currency signs
  [0x2100, 0x2122], // letterlike symbols up to ™
];

/**
 * The characters the report's Arabic face (Noto Sans Arabic's subset, about 70 kB a weight) holds:
 * the Arabic blocks, the basic presentation forms text sometimes arrives in (Forms-B; Forms-A, the
 * Persian, Urdu and Quranic ligatures, would add 50 kB), and the joiners and direction marks Arabic
 * text carries. It is fetched only for a report that holds Arabic (needsArabicFont).
 */
export const REPORT_ARABIC_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff], // Arabic
  [0x0750, 0x077f], // Arabic Supplement
  [0x08a0, 0x08ff], // Arabic Extended-A
  [0x200c, 0x200f], // zero-width non-joiner and joiner, direction marks
  [0xfe70, 0xfeff], // Arabic Presentation Forms-B
];

// Any Arabic letter, digit or mark: what makes a report need the Arabic face.
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

/** Whether `text` holds Arabic, for which the Arabic face is fetched. */
export function needsArabicFont(text: string): boolean {
  return ARABIC_SCRIPT.test(text);
}

/**
 * Whether a report needs the Arabic face: it is in Arabic, or some of its words are (a note, a
 * field's changes). `model` is the report model; every word of it is looked at.
 */
export function reportNeedsArabicFont(model: { readonly language: string }): boolean {
  return model.language === "ar" || needsArabicFont(JSON.stringify(model));
}

function missingFrom(text: string, ranges: readonly (readonly [number, number])[]): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (/\s/u.test(char)) continue;
    // Variation selectors and joiners have no glyph of their own: they shape the character before.
    if ((code >= 0xfe00 && code <= 0xfe0f) || code === 0x200d) continue;
    if (!ranges.some(([first, last]) => code >= first && code <= last)) missing.add(char);
  }
  return [...missing];
}

/**
 * The distinct characters of `text` the report's face (Noto Sans, not its Arabic face) lacks, in
 * order of first appearance (white space aside): what the PDF's text layer cannot take from it.
 */
export function charactersMissingFromReportFont(text: string): string[] {
  return missingFrom(text, REPORT_FONT_RANGES);
}

/**
 * The distinct characters of `text` neither of the report's faces has: what the preview, which
 * embeds both where the report holds Arabic, shows as empty boxes.
 */
export function charactersMissingFromReportFonts(text: string): string[] {
  return missingFrom(text, [...REPORT_FONT_RANGES, ...REPORT_ARABIC_FONT_RANGES]);
}
