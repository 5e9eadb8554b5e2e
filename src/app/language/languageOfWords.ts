// Words a field wrote in a customised checklist keep the language they were written in (src/data's
// `lang`). On a page in another language their element says so, for a screen reader's voice and
// the browser's hyphenation, and runs in its own text's direction (an Arabic question on the
// English page reads right to left).

import type { Language } from "../../i18n";

/** The attributes of an element that holds words in `lang` on a page in `page`: none if the same. */
export function languageOfWords(
  lang: string | undefined,
  page: Language,
): { lang?: string; dir?: "auto" } {
  return lang !== undefined && lang.toLowerCase() !== page.code.toLowerCase()
    ? { lang, dir: "auto" }
    : {};
}
