// The pages the build prerenders (scripts/prerender.mjs), and whether the markup a page arrived with
// was rendered for the path in the address bar: only then can React hydrate it.

import { LANGUAGES, pathInLanguage } from "../i18n";
import { NAVIGATION_ENTRIES } from "./layout/navigationEntries";

// The router matches paths ignoring case and a trailing slash, and so must this.
const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, "$1").toLowerCase();

/** The paths the build renders to static pages: the three routes, in every language. */
export const PRERENDERED_PATHS: readonly string[] = LANGUAGES.flatMap((language) =>
  NAVIGATION_ENTRIES.map((entry) => normalise(pathInLanguage(language, entry.path))),
);

/**
 * Whether markup prerendered for `prerendered` (the #root element's `data-prerendered`) is what the
 * app renders at `pathname`. It is not when a host answers an unknown path with index.html, say.
 */
export function isPrerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  return (
    prerendered !== undefined &&
    PRERENDERED_PATHS.includes(prerendered) &&
    prerendered === normalise(pathname)
  );
}
