// The pages the build prerenders (scripts/prerender.mjs), and whether the markup a page arrived with
// was rendered for the path in the address bar: only then can React hydrate it.

import { NAVIGATION_ENTRIES } from "./layout/navigationEntries";

/** The paths the build renders to static pages: the three routes. */
export const PRERENDERED_PATHS: readonly string[] = NAVIGATION_ENTRIES.map((entry) => entry.path);

// The router matches paths ignoring case and a trailing slash, and so must this.
const normalise = (pathname: string) => pathname.replace(/(.)\/+$/, "$1").toLowerCase();

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
