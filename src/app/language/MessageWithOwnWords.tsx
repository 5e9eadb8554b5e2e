// A message that holds a field's own words in some of its placeholders ("Customised checklist:
// <title>", "Hidden: <reason>"): those words are in the language the field wrote them in, and on a
// page in another language their element says so, as a field's questions do (languageOfWords).

import { Fragment } from "react";
import { messagePieces, type MessageValues } from "../../i18n";
import { languageOfWords } from "./languageOfWords";
import { useTranslator } from "./TranslatorContext";

interface MessageWithOwnWordsProps {
  id: string;
  values: MessageValues;
  /** The placeholders whose values are the field's own words. */
  own: readonly string[];
  /** The language the field wrote them in. */
  lang: string | undefined;
}

export function MessageWithOwnWords({ id, values, own, lang }: MessageWithOwnWordsProps) {
  const { t, language } = useTranslator();
  const marks = languageOfWords(lang, language);
  if (marks.lang === undefined) return t(id, values);
  return messagePieces(t, id, values, own).map((piece, index) => (
    <Fragment key={index}>
      {piece.placeholder === undefined ? piece.text : <span {...marks}>{piece.text}</span>}
    </Fragment>
  ));
}
