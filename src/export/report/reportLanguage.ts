// The language a report is made in comes with its words: the caller hands the export a Translator,
// its messages loaded (the app's `app` part and the `later` part's `report` segment). The export
// imports none of src/i18n's code: only the app loads and looks up messages, so the first load's
// code stays one chunk (docs/decisions/0017-the-export-is-handed-its-words.md).

/**
 * `lang` if it names another language than the report's (compared as BCP 47 tags are, ignoring
 * case); undefined when it is the report's own or not given.
 */
export function otherLanguage(lang: string | undefined, report: string): string | undefined {
  if (lang === undefined || lang === "") return undefined;
  return lang.toLowerCase() === report.toLowerCase() ? undefined : lang;
}
