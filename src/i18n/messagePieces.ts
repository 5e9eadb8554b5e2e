// A message cut around some of its placeholders, so that each one's value can be marked where it is
// shown: a field's own words (a checklist's title, a reason for hiding a question) are in the
// language the field wrote them in, which may not be the message's, and their element says so
// (`lang`, a tagged PDF's /Lang). Wherever the language puts the placeholder, the cut follows it.

import type { MessageValues, Translator } from "./translator";

/**
 * Text that is not the message's own (a file's name, a checklist's title, a question quoted), set
 * apart as Unicode's first-strong isolate (U+2068 … U+2069): it runs in its own direction, and the
 * sentence around it in the sentence's, wherever only a string can go (a live region's words, an
 * alert, a `title`). A Latin file name in an Arabic sentence no longer takes the sentence's
 * punctuation or numbers with it. Where the message is drawn as elements, the value is a `<bdi>`
 * instead (MessageWithOwnWords).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** A run of a message's words: its own, or the value of the placeholder `placeholder`. */
export interface MessagePiece {
  readonly text: string;
  /** The placeholder whose value this piece is; absent for the message's own words. */
  readonly placeholder?: string;
}

// Private-use characters, apart from the translator's own (safeInterpolation.ts): no message and
// no sensible text holds them.
const OPEN = "\uE002";
const CLOSE = "\uE003";
const MARKER = /\uE002(\d+)\uE003/;

/**
 * `t(id, values)` as pieces, each value of a placeholder named in `apart` a piece of its own (its
 * text as written), the message's words between them; no empty piece. Joined, the pieces' texts
 * are `t(id, values)`.
 */
export function messagePieces(
  t: Translator["t"],
  id: string,
  values: MessageValues,
  apart: readonly string[],
): MessagePiece[] {
  const marked: MessageValues = { ...values };
  apart.forEach((name, index) => {
    if (typeof values[name] === "string") marked[name] = `${OPEN}${index}${CLOSE}`;
  });
  // split with a capturing group: the words and the markers' indexes, in turn.
  const parts = t(id, marked).split(MARKER);
  const pieces: MessagePiece[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part !== "") pieces.push({ text: part });
      return;
    }
    const placeholder = apart[Number(part)] ?? "";
    const text = String(values[placeholder] ?? "");
    if (text !== "") pieces.push({ text, placeholder });
  });
  return pieces;
}
