// The language a report is made in, and its words: the app's messages in that language (the
// product's name and the checklist's from the `app` part, the report's own from the `later` part,
// segment `report`). The export loads them itself before it draws (loadReportMessages), since its
// code comes on demand and the page may not have needed them yet.

import {
  hasMessages,
  languageOfTag,
  loadMessages,
  translatorFor,
  type Language,
  type LanguageCode,
  type Translator,
} from "../../i18n";

/**
 * The app's language `tag` names (the language on screen, which the app passes from its
 * translator); English, the source, for a tag the app does not speak or none.
 */
export function reportLanguage(tag: string | undefined): Language {
  return languageOfTag(tag);
}

/** Fetches, once, everything a report in `code` says. */
export async function loadReportMessages(code: LanguageCode): Promise<void> {
  await Promise.all([loadMessages(code, "app"), loadMessages(code, "later")]);
}

/** The report's words in `code`; loadReportMessages must have loaded them. */
export function reportTranslator(code: LanguageCode): Translator {
  if (!hasMessages(code, "app") || !hasMessages(code, "later"))
    throw new Error(
      `The report's ${code} messages are used before they have been loaded (loadReportMessages).`,
    );
  return translatorFor(code);
}

/**
 * `lang` if it names another language than the report's (compared as BCP 47 tags are, ignoring
 * case); undefined when it is the report's own or not given.
 */
export function otherLanguage(lang: string | undefined, report: string): string | undefined {
  if (lang === undefined || lang === "") return undefined;
  return lang.toLowerCase() === report.toLowerCase() ? undefined : lang;
}
