// A message that holds words not its own in some of its placeholders ("Customised checklist:
// <title>", "Hidden: <reason>", "Add the question “<text>” to …"): a field's words, in the language
// the field wrote them in, or a file's name. Each such value is a `<bdi>`, so it runs in its own
// direction whatever the sentence's (a Latin title in an Arabic sentence keeps its order, and the
// sentence its punctuation); on a page in another language than the words', its element says
// theirs, as a field's questions do (languageOfWords).

import { Fragment } from "react";
import { messagePieces, type MessageValues } from "../../i18n";
import { languageOfWords } from "./languageOfWords";
import { useTranslator } from "./TranslatorContext";

interface MessageWithOwnWordsProps {
  id: string;
  values: MessageValues;
  /** The placeholders whose values are not the message's own words. */
  own: readonly string[];
  /**
   * The language those words are in: one for all, or by placeholder (a question quoted in the
   * page's language beside one the field reworded); undefined where it is the page's or unknown.
   */
  lang?: string | Readonly<Record<string, string | undefined>>;
}

export function MessageWithOwnWords({ id, values, own, lang }: MessageWithOwnWordsProps) {
  const { t, language } = useTranslator();
  return messagePieces(t, id, values, own).map((piece, index) => {
    if (piece.placeholder === undefined) return <Fragment key={index}>{piece.text}</Fragment>;
    const words = typeof lang === "object" ? lang[piece.placeholder] : lang;
    return (
      <bdi key={index} {...languageOfWords(words, language)}>
        {piece.text}
      </bdi>
    );
  });
}
