// A line of the text layer cut where a reader of the tags needs to be told something of part of it:
// where its words change language (a field's reason after "Reason:"), and where a run set in the
// other direction is isolated in it (an Arabic note after "Note:" in an English report). Each piece
// is written as text of its own, so the tags can give it its own /Lang, and its words in reading
// order (/ActualText) where PDF text, which is in the order it is seen, has them otherwise.

import type { LanguageSpan } from "../layout";
import { isLayoutControl } from "./pdfStandardFontText";
import { seenIndices } from "./seenOrder";

export interface LinePiece {
  /** Its characters in the order they are seen, left to right: the order it is written in. */
  readonly seen: string;
  /** The same characters in reading order. */
  readonly read: string;
  /** Its language, where it is not the language of the line's element. */
  readonly lang?: string;
  /** Where it starts in reading order: the index in the line's text of its first character. */
  readonly from: number;
  /** Whether it holds the line's last character in reading order (where a line break's space goes). */
  readonly last: boolean;
}

const OPEN_ISOLATE = /[\u2066-\u2068]/u;
const POP_ISOLATE = "\u2069";

/**
 * `text` (in reading order) cut into pieces, left to right as they are seen: one for each stretch
 * of `languages` and each isolated run, and one for each stretch of the rest between them. A piece
 * is whole on the page unless the line's direction splits it (a number in another language's
 * words), and then it is one piece for each part that is seen whole.
 */
export function linePieces(
  text: string,
  direction?: "rtl",
  languages: readonly LanguageSpan[] = [],
): LinePiece[] {
  // What each unit belongs to: its stretch of another language (or none), and its isolate (or none).
  const owner: string[] = [];
  let isolate = 0;
  let inIsolate = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (OPEN_ISOLATE.test(char)) {
      isolate += 1;
      inIsolate = true;
    }
    const span = languages.findIndex(({ start, end }) => index >= start && index < end);
    owner.push(`${span}/${inIsolate ? isolate : 0}`);
    if (char === POP_ISOLATE) inIsolate = false;
  }
  const seen = seenIndices(text, direction);
  // Direction marks and isolates have no glyph: they go with the piece they are seen in, and cut
  // nothing.
  const pieces: { indices: number[]; owner: string }[] = [];
  let current: { indices: number[]; owner: string | undefined } = { indices: [], owner: undefined };
  for (const index of seen) {
    const char = text.charAt(index);
    const mine = owner[index] ?? "";
    if (!isLayoutControl(char)) {
      if (current.owner !== undefined && current.owner !== mine) {
        pieces.push({ indices: current.indices, owner: current.owner });
        current = { indices: [], owner: undefined };
      }
      current.owner = mine;
    }
    current.indices.push(index);
  }
  if (current.indices.length > 0)
    pieces.push({ indices: current.indices, owner: current.owner ?? "" });
  const lastIndex = text.length - 1;
  return pieces.map(({ indices, owner: of }) => {
    const span = languages[Number(of.split("/")[0])];
    const read = [...indices].sort((a, b) => a - b);
    return {
      seen: indices.map((index) => text.charAt(index)).join(""),
      read: read.map((index) => text.charAt(index)).join(""),
      ...(span === undefined ? {} : { lang: span.lang }),
      from: read[0] ?? 0,
      last: read.includes(lastIndex),
    };
  });
}
