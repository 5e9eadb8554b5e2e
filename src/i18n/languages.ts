// The languages, as a user meets them: each one's name in itself, its direction, where its pages
// live (English at /, each other language under its own first segment: /fr/, /ar/how-to-use).

import { LANGUAGE_CODES, type LanguageCode } from "./catalogParts";

export interface Language {
  readonly code: LanguageCode;
  /** The language's name in itself, as the switcher lists it. */
  readonly name: string;
  readonly dir: "ltr" | "rtl";
  /** The first segment of its pages' paths; "" for English, at the site's root. */
  readonly segment: string;
  /**
   * No native speaker has reviewed its text yet: the app says so beside the switcher, as W3C's
   * report tool marks its unreviewed translations (docs/translating.md keeps the review status).
   */
  readonly draft: boolean;
  /**
   * The locale its numbers and dates are formatted in (Intl). Arabic's names its digits: engines
   * differ in the digits they give "ar" by default (Node's ICU and Chromium 0–9, WebKitGTK ٠–٩),
   * and a page prerendered with one and taken over by another must read the same; the
   * translations write 0–9.
   */
  readonly intlLocale: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: "en", name: "English", dir: "ltr", segment: "", draft: false, intlLocale: "en" },
  { code: "fr", name: "Français", dir: "ltr", segment: "fr", draft: true, intlLocale: "fr" },
  { code: "es", name: "Español", dir: "ltr", segment: "es", draft: true, intlLocale: "es" },
  { code: "de", name: "Deutsch", dir: "ltr", segment: "de", draft: true, intlLocale: "de" },
  {
    code: "pt-BR",
    name: "Português (Brasil)",
    dir: "ltr",
    segment: "pt-br",
    draft: true,
    intlLocale: "pt-BR",
  },
  {
    code: "ar",
    name: "العربية",
    dir: "rtl",
    segment: "ar",
    draft: true,
    intlLocale: "ar-u-nu-latn",
  },
];

export const SOURCE_LANGUAGE: Language = LANGUAGES[0] as Language;

export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * The language a BCP 47 tag names, compared as tags are, ignoring case ("pt-br" is Portuguese
 * (Brasil)); English, the source, for a tag the app does not speak, or none.
 */
export function languageOfTag(tag: string | undefined): Language {
  const wanted = tag?.toLowerCase();
  return LANGUAGES.find((language) => language.code.toLowerCase() === wanted) ?? SOURCE_LANGUAGE;
}

// Each code has its row, checked where the table is read at build time too.
if (LANGUAGES.length !== LANGUAGE_CODES.length) throw new Error("A language has no row");

/**
 * The language a path is in and the path within it: "/fr/about" → French, "/about". The router
 * ignores case, and so does this.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  const language = LANGUAGES.find((entry) => entry.segment !== "" && entry.segment === segment);
  if (!language) return { language: SOURCE_LANGUAGE, path: pathname };
  return { language, path: match?.[2] || "/" };
}

/**
 * The path of `path` (a route of the app: "/", "/about") in `language`: "/fr" for French's home,
 * as its page is prerendered (the router marks a link current only where the paths are equal).
 */
export function pathInLanguage(language: Language, path: string): string {
  if (language.segment === "") return path;
  return path === "/" ? `/${language.segment}` : `/${language.segment}${path}`;
}

/**
 * The language of the browser's preferences this app has, if any, by the first that matches
 * exactly or by its primary subtag ("fr-CA" → French, "pt" or "pt-PT" → Portuguese (Brasil),
 * the only Portuguese there is).
 */
export function preferredLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const wanted = preference.toLowerCase();
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === wanted);
    if (exact) return exact;
    const primary = wanted.split("-")[0];
    const near = LANGUAGES.find(
      (language) => language.code.toLowerCase().split("-")[0] === primary,
    );
    if (near) return near;
  }
  return undefined;
}
