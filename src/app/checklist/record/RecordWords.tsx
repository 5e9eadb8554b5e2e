// Save and Open's sentences put into words, as the bar shows them: each message in the language on
// screen, and every value that is not the message's own (a file's name, a checklist's title and
// publisher, an id read from a file) a `<bdi>` of its own, so that it runs in its own direction in
// an Arabic sentence, and says its language where that is known and not the page's. Part of Save
// and Open's lazily loaded work: the bar in the first load only shows what this makes.

import { Fragment, type ReactNode } from "react";
import { messagePieces, type MessageValues, type Translator } from "../../../i18n";
import { languageOfWords } from "../../language/languageOfWords";
import type { RecordMessage, SaidInWords, TextNotOurs } from "./recordControls";

/** A run of a sentence: the message's own words, or words that are not. */
type Piece = string | TextNotOurs;

function pieces(translator: Translator, { id, values = {} }: RecordMessage): Piece[] {
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
export function recordWords(translator: Translator, said: readonly RecordMessage[]): ReactNode {
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

/** What the bar is handed to show `said`: put into words each time it is drawn. */
export const inWords =
  (said: readonly RecordMessage[]): SaidInWords =>
  (translator) =>
    recordWords(translator, said);
