// The language on screen, for code outside React's tree (Save and Open's work, loaded on demand,
// and its loader): InLanguage writes it on the document, as `lang`, before the page paints.

import { SOURCE_LANGUAGE, languageByCode, type Language } from "../../i18n";

export function languageOnScreen(): Language {
  return languageByCode(document.documentElement.lang) ?? SOURCE_LANGUAGE;
}
