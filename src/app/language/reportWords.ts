// The report's words in a language, for the export: it is handed them loaded, since it imports none
// of src/i18n's code (docs/decisions/0017-the-export-is-handed-its-words.md).

import { loadMessages, translatorFor, type LanguageCode, type Translator } from "../../i18n";

/** `code`'s translator once everything a report says in it has come (its `app` and `later` parts). */
export async function reportWordsIn(code: LanguageCode): Promise<Translator> {
  await Promise.all([loadMessages(code, "app"), loadMessages(code, "later")]);
  return translatorFor(code);
}
