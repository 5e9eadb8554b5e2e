// The fonts of the PDF's invisible text layer. Helvetica, built into every reader, carries only
// WinAnsi. A line with a character beyond it is written in the report's own font (Noto Sans, regular),
// embedded as Identity-H: its glyphs with a ToUnicode map, so a text extractor gets the characters
// back. If some line has a character that font has no glyph for (Hebrew, Arabic, CJK), a copy of it
// is embedded instead, whose character map gives each such character a glyph of its own
// (textLayerCmap.ts). A report with neither kind of line embeds nothing and comes out byte for byte as
// before.

import type { jsPDF } from "jspdf";
import { toBinaryString } from "./binaryString";
import { isLayoutControl, isWinAnsi, toPdfStandardFontText } from "./pdfStandardFontText";
import { charactersMissingFromReportFont } from "../report";
import { withCharacterMap } from "./textLayerCmap";

export const TEXT_LAYER_FONT = "ReportTextLayer";

// Variation selectors and the zero-width joiner only shape the character before them; direction
// marks and the non-joiner only steer the layout (isLayoutControl).
function isShapingOnly(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f) || isLayoutControl(char);
}

/** The characters of `text` Helvetica cannot carry, each one UTF-16 unit: jsPDF encodes a string
 * unit by unit, so a character beyond the BMP (an emoji) cannot be carried by any font of its. */
function beyondWinAnsi(text: string): string[] {
  return [...text.normalize("NFC")].filter(
    (char) => char.length === 1 && !isWinAnsi(char) && !/\s/u.test(char) && !isShapingOnly(char),
  );
}

/** Whether `text` holds a character Helvetica cannot carry and an embedded font can. */
export function needsTextLayerFont(text: string): boolean {
  return beyondWinAnsi(text).length > 0;
}

/**
 * `text` as an embedded font carries it, given which characters it has a glyph for. jsPDF cuts a
 * string short at the first character without one: every such character (an emoji, as two UTF-16
 * units) becomes its base letter where the font has that, or "?" as on a Helvetica line, and nothing
 * after it is lost.
 */
export function toTextLayerFontText(text: string, hasGlyph: (char: string) => boolean): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    if (/\s/u.test(char)) result += " ";
    else if (isShapingOnly(char)) continue;
    else if (char.length === 1 && hasGlyph(char)) result += char;
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      result += base !== "" && [...base].every((c) => c.length === 1 && hasGlyph(c)) ? base : "?";
    }
  }
  return result;
}

/** jsPDF's events, as a document holds them (present at run time in jsPDF 4.x). */
interface JsPdfEvents {
  getTopics?(): Record<string, Record<string, readonly [unknown, boolean]>>;
  unsubscribe(token: string): boolean;
}

/**
 * Stops `pdf` putting Arabic letters into their contextual forms before it writes them (jsPDF's
 * arabic plugin, on every document's "preProcessText"). The text layer is invisible: no shape of a
 * glyph is ever seen, and its characters are what a reader copies and searches, which must be the
 * letters as written (U+0627 ا), not the presentation forms (U+FE8E ﺎ) the plugin swaps in, which
 * no search finds and the text layer's font has no glyphs for. The page image shows the joined,
 * shaped letters. Only this document is changed.
 */
export function writeLettersAsWritten(JsPdf: typeof jsPDF, pdf: jsPDF): void {
  const shaping = (JsPdf.API as unknown as { processArabic?: unknown }).processArabic;
  const events = (pdf.internal as unknown as { events: JsPdfEvents }).events;
  const subscribers = events.getTopics?.()["preProcessText"] ?? {};
  for (const [token, [callback]] of Object.entries(subscribers))
    if (callback === shaping) events.unsubscribe(token);
}

export interface TextLayerFonts {
  /** The font a line is written in, and the line as that font carries it. */
  fontFor(text: string): { readonly font: string; readonly text: string };
  /** `text` as `font` (one fontFor gave) carries it: a piece of a line, in the line's font. */
  textIn(font: string, text: string): string;
}

/** What jsPDF's TrueType parser tells of a font it has been given (Font.metadata). */
interface FontMetadata {
  characterToGlyph(code: number): number;
  widthOfGlyph(glyph: number): number;
  readonly maxp: { readonly numGlyphs: number };
}

function addIdentityFont(pdf: jsPDF, name: string, bytes: Uint8Array): FontMetadata {
  const file = `${name}.ttf`;
  pdf.addFileToVFS(file, toBinaryString(bytes));
  pdf.addFont(file, name, "normal", "normal", "Identity-H");
  const previous = pdf.getFont();
  pdf.setFont(name, "normal");
  const metadata = pdf.getFont().metadata as FontMetadata;
  pdf.setFont(previous.fontName, previous.fontStyle);
  return metadata;
}

/**
 * Glyphs for the characters of `lines`: each the font's own where it has one (so its width is the
 * drawn one), else a glyph none of the others uses, of about a letter's width.
 */
function glyphsFor(lines: readonly string[], font: FontMetadata): Map<number, number> {
  const glyphs = new Map<number, number>();
  const missing: number[] = [];
  for (const line of lines)
    for (const char of toTextLayerFontText(line, () => true)) {
      const code = char.charCodeAt(0);
      if (glyphs.has(code) || missing.includes(code)) continue;
      const glyph = font.characterToGlyph(code);
      if (glyph === 0) missing.push(code);
      else glyphs.set(code, glyph);
    }
  const taken = new Set(glyphs.values());
  const spare: number[] = [];
  for (let glyph = 1; glyph < font.maxp.numGlyphs && spare.length < missing.length; glyph++) {
    const width = font.widthOfGlyph(glyph);
    if (!taken.has(glyph) && width >= 400 && width <= 700) spare.push(glyph);
  }
  missing.forEach((code, index) => {
    const glyph = spare[index];
    if (glyph !== undefined) glyphs.set(code, glyph);
  });
  return glyphs;
}

/**
 * Adds the font `lines` need to `pdf`, made from the report font's regular face (`fontFile`), and says
 * which font each line takes. Without `fontFile` every line is Helvetica, as before. One font at most
 * is embedded: the face itself, or, if some line has a character it lacks, the copy that has them all.
 */
export function textLayerFonts(
  JsPdf: typeof jsPDF,
  pdf: jsPDF,
  fontFile: Uint8Array | null,
  lines: readonly string[],
): TextLayerFonts {
  const helvetica = (text: string) => ({ font: "helvetica", text: toPdfStandardFontText(text) });
  if (fontFile === null)
    return { fontFor: helvetica, textIn: (_font, text) => toPdfStandardFontText(text) };
  const fontLines = lines.filter(needsTextLayerFont);
  const inRanges = fontLines.every((line) =>
    beyondWinAnsi(line).every((char) => charactersMissingFromReportFont(char).length === 0),
  );
  let hasGlyph: (char: string) => boolean;
  if (inRanges) {
    // Parsing the face costs about as much as the rest of the text layer: read it once, in `pdf`.
    const report = addIdentityFont(pdf, TEXT_LAYER_FONT, fontFile);
    hasGlyph = (char) => report.characterToGlyph(char.charCodeAt(0)) !== 0;
  } else {
    // The face is read in a document of its own: jsPDF writes every font it has been given into
    // the file, used or not, and this one is only needed to make the copy.
    const report = addIdentityFont(new JsPdf(), TEXT_LAYER_FONT, fontFile);
    const glyphs = glyphsFor(fontLines, report);
    addIdentityFont(pdf, TEXT_LAYER_FONT, withCharacterMap(fontFile, glyphs));
    hasGlyph = (char) => glyphs.has(char.charCodeAt(0));
  }
  return {
    fontFor: (text) =>
      needsTextLayerFont(text)
        ? { font: TEXT_LAYER_FONT, text: toTextLayerFontText(text, hasGlyph) }
        : helvetica(text),
    textIn: (font, text) =>
      font === TEXT_LAYER_FONT ? toTextLayerFontText(text, hasGlyph) : toPdfStandardFontText(text),
  };
}
