// A line of text in the order its characters are seen, left to right: the order PDF text is written
// in. The report's lines come in reading order; a right-to-left run (Arabic, Hebrew) is seen
// backwards, and where runs of both directions meet, the Unicode bidirectional algorithm (UAX #9)
// says what goes where: bidi-js's implementation of it, isolates included (a note laid out in its
// own direction is isolated in its line: layout/textLines.ts). jsPDF's own bidi engine, which its
// text() runs by default, knows no isolates or embeddings; it is told to leave the line as given.

import bidiFactory from "bidi-js";

type Bidi = ReturnType<typeof bidiFactory>;
let bidi: Bidi | null = null;

// A character of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest), or a
// mark that sets a run right to left: a line without one, in a left-to-right paragraph, is seen as
// it is read.
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]/u;

const isHighSurrogate = (unit: string) => unit >= "\ud800" && unit <= "\udbff";
const isLowSurrogate = (unit: string) => unit >= "\udc00" && unit <= "\udfff";

/**
 * The indices of `text`'s UTF-16 units (in reading order) in the order they are seen, as the
 * paragraph direction `direction` lays it out; a character beyond the BMP keeps its two units in
 * order.
 */
export function seenIndices(text: string, direction?: "rtl"): number[] {
  const indices = Array.from({ length: text.length }, (_, index) => index);
  if (direction !== "rtl" && !RIGHT_TO_LEFT.test(text)) return indices;
  bidi ??= bidiFactory();
  const levels = bidi.getEmbeddingLevels(text, direction === "rtl" ? "rtl" : "ltr");
  const seen = bidi.getReorderedIndices(text, levels);
  // A character beyond the BMP (an emoji) is two UTF-16 units, which a reversal swaps: put back.
  for (let index = 0; index + 1 < seen.length; index++) {
    const [first = 0, second = 0] = [seen[index], seen[index + 1]];
    if (isLowSurrogate(text.charAt(first)) && isHighSurrogate(text.charAt(second))) {
      seen[index] = second;
      seen[index + 1] = first;
      index++;
    }
  }
  return seen;
}

/**
 * `text` (in reading order) in the order its characters are seen, as the paragraph direction
 * `direction` lays it out. Brackets are not swapped for their mirror images: a reader that puts
 * a right-to-left run back in reading order (pdftotext) then gets the characters as written.
 * Direction marks and isolates (ICU's marks around the "%" of an Arabic percentage) stay where
 * they are, for the caller to leave out once they have done their work here.
 */
export function seenOrder(text: string, direction?: "rtl"): string {
  if (direction !== "rtl" && !RIGHT_TO_LEFT.test(text)) return text;
  return seenIndices(text, direction)
    .map((index) => text.charAt(index))
    .join("");
}

/** What jsPDF's text() takes to leave a line's order as it is given (already seenOrder's). */
export const AS_SEEN = {
  isInputVisual: true,
  isOutputVisual: true,
  isInputRtl: false,
  isOutputRtl: false,
} as const;
