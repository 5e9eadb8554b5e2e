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

/** The distinct characters of `text` the font lacks, in order of first appearance (white space aside). */
export function charactersMissingFromReportFont(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (/\s/u.test(char)) continue;
    // Variation selectors and joiners have no glyph of their own: they shape the character before.
    if ((code >= 0xfe00 && code <= 0xfe0f) || code === 0x200d) continue;
    if (!REPORT_FONT_RANGES.some(([first, last]) => code >= first && code <= last))
      missing.add(char);
  }
  return [...missing];
}
