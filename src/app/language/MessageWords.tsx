// Messages held with their values, put into words as they are shown: the one place where a value
// that is not the message's own (TextNotOurs, marked where it was made: a file's problems, Save
// and Open's sentences) is set apart. Each such value is a `<bdi>` of its own, so that it runs in
// its own direction in an Arabic sentence, and says its language where that is known and not the
// page's. The record bar, the Team dialog and the Compare dialog all say a file's problems here.

import { Fragment, type ReactNode } from "react";
import type { TextNotOurs } from "../../data";
import { messagePieces, type MessageValues, type Translator } from "../../i18n";
import { languageOfWords } from "./languageOfWords";

/**
 * One sentence, held as its message and values (as a file's Problem is), not as words: put into
 * words as it is shown, so that it follows a change of language.
 */
export interface HeldMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, HeldMessageValue>>;
}

/**
 * A moment, said as a language says its date or its time: by the lazily loaded work's own
 * dateInWords, which the record bar, in the first load, does not import (with it, the bundler split
 * the first load into one chunk more, docs/decisions/0017-the-export-is-handed-its-words.md).
 */
export interface MomentInWords {
  readonly moment: number;
  readonly inWords: (locale: string) => string;
}

/**
 * A value of a HeldMessage: a number, or a key a message chooses its words by; text that is not
 * ours; a message of its own (a checklist's name, "“Field studies” 1.0"); or a moment, said as the
 * language says it.
 */
export type HeldMessageValue = string | number | TextNotOurs | HeldMessage | MomentInWords;

/** A run of a sentence: the message's own words, or words that are not. */
type Piece = string | TextNotOurs;

function pieces(translator: Translator, { id, values = {} }: HeldMessage): Piece[] {
  const words: MessageValues = {};
  const apart = new Map<string, Piece[]>();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "object") words[name] = value;
    else if ("inWords" in value) words[name] = value.inWords(translator.language.intlLocale);
    else {
      apart.set(name, "id" in value ? pieces(translator, value) : [value]);
      // Any text: messagePieces cuts the message where it goes, and the pieces above go there.
      words[name] = name;
    }
  }
  return messagePieces(translator.t, id, words, [...apart.keys()]).flatMap((piece) =>
    piece.placeholder === undefined ? [piece.text] : (apart.get(piece.placeholder) ?? []),
  );
}

/** `said`, one sentence after the other, in the words of `translator`'s language. */
export function messageWords(translator: Translator, said: readonly HeldMessage[]): ReactNode {
  const all = said.flatMap((sentence, index) => [
    ...(index > 0 ? [" "] : []),
    ...pieces(translator, sentence),
  ]);
  return all.map((piece, index) =>
    typeof piece === "string" ? (
      <Fragment key={index}>{piece}</Fragment>
    ) : (
      <bdi key={index} {...languageOfWords(piece.lang, translator.language)}>
        {piece.text}
      </bdi>
    ),
  );
}
