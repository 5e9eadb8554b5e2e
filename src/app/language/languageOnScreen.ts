// The language on screen, for code outside React's tree (Save and Open's work, loaded on demand,
// and its loader): InLanguage writes it on the document, as `lang`, before the page paints.

import { languageOfTag, type Language } from "../../i18n";

export function languageOnScreen(): Language {
  return languageOfTag(document.documentElement.lang);
}
