// The fonts of the PDF's invisible text layer. Helvetica, built into every reader, carries only
// WinAnsi; a line with a character beyond it that the report's own font holds (Greek, Cyrillic, "ő")
// is written in that font instead, embedded as Identity-H (its glyphs with a ToUnicode map, so a text
// extractor gets the characters back). A report with no such line embeds nothing and comes out byte
// for byte as before.

import type { jsPDF } from "jspdf";
import { isWinAnsi, toPdfStandardFontText } from "./pdfStandardFontText";
import { charactersMissingFromReportFont } from "./reportFontCoverage";

const VFS_FILE = "report-text-layer.ttf";
export const TEXT_LAYER_FONT = "ReportTextLayer";

// Variation selectors and the zero-width joiner only shape the character before them.
function isShapingOnly(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f);
}

/** Whether `text` holds a character Helvetica cannot carry but the report's font can. */
export function needsTextLayerFont(text: string): boolean {
  for (const char of text.normalize("NFC")) {
    if (isWinAnsi(char) || /\s/u.test(char) || isShapingOnly(char)) continue;
    if (charactersMissingFromReportFont(char).length === 0) return true;
  }
  return false;
}

/**
 * `text` as the embedded font can carry it, given which characters it has a glyph for. jsPDF cuts a
 * string short at the first character without one (and reads a string by UTF-16 code units, so a
 * character beyond the BMP, an emoji, is two characters it has no glyph for): every such character
 * becomes its base letter where the font has that, or "?" as on a Helvetica line, and nothing after
 * it is lost.
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

export interface TextLayerFonts {
  /** The font a line is written in, and the line as that font carries it. */
  fontFor(text: string): { readonly font: string; readonly text: string };
}

/**
 * Adds the report's regular face to `pdf` (its bytes as a jsPDF "binary string") and says which font
 * each line takes. Without `fontFile` every line is Helvetica, as before.
 */
export function textLayerFonts(pdf: jsPDF, fontFile: string | null): TextLayerFonts {
  const helvetica = (text: string) => ({ font: "helvetica", text: toPdfStandardFontText(text) });
  if (fontFile === null) return { fontFor: helvetica };
  pdf.addFileToVFS(VFS_FILE, fontFile);
  pdf.addFont(VFS_FILE, TEXT_LAYER_FONT, "normal", "normal", "Identity-H");
  const previous = pdf.getFont();
  pdf.setFont(TEXT_LAYER_FONT, "normal");
  // jsPDF's own lookup, the one it encodes the text with: glyph 0 is "none".
  const metadata = pdf.getFont().metadata as { characterToGlyph(code: number): number };
  pdf.setFont(previous.fontName, previous.fontStyle);
  const hasGlyph = (char: string) => metadata.characterToGlyph(char.charCodeAt(0)) !== 0;
  return {
    fontFor: (text) =>
      needsTextLayerFont(text)
        ? { font: TEXT_LAYER_FONT, text: toTextLayerFontText(text, hasGlyph) }
        : helvetica(text),
  };
}
