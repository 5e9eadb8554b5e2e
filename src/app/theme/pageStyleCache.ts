// Emotion's cache for the browser, told which rules a prerendered page already has.
//
// Chakra styles each element through Emotion, which, the first time it meets a style, writes its
// rule into the page. A built page arrives with every rule its markup uses already in the
// prerendered stylesheet (scripts/prerender.mjs), so at hydration Emotion wrote each of them again:
// about 150 ms of the hydration's main-thread time with the CPU slowed 4× (DevTools profiler), and
// a recalculation of every style after it. Emotion skips a rule it has marked as inserted, which is
// how its own server rendering hands over (it reads the rules' names from inline <style> tags that
// our Content-Security-Policy does not allow); here the names come from the markup's class names
// instead, css-<name>, which are exactly the rules the build wrote to the stylesheet for it.
// Rules for anything else (another route, a section opened later) are written as before.

import createCache, { type EmotionCache } from "@emotion/cache";

/** The class-name prefix, Emotion's default cache key, and the one the prerendering uses. */
const KEY = "css";

export function createPageStyleCache(root: Element): EmotionCache {
  const cache = createCache({ key: KEY });
  if (!root.hasAttribute("data-prerendered")) return cache;
  for (const element of root.querySelectorAll(`[class*="${KEY}-"]`)) {
    for (const name of element.classList) {
      if (name.startsWith(`${KEY}-`)) cache.inserted[name.slice(KEY.length + 1)] = true;
    }
  }
  return cache;
}
