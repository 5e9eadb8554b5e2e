// The guidance pages' words, each page's a part of its language's messages (src/i18n's
// MESSAGE_PARTS) and a chunk of its own: neither is in the checklist's first load. A prerendered
// page preloads its own (scripts/prerender.mjs); the others are fetched once the app is ready and the
// browser idle, or as a link to their page is pointed at or focused, so a visit shows its words at
// once. Only the language on screen is fetched.

import { loadMessages, type LanguageCode } from "../../i18n";
import { useMessages } from "../language/TranslatorContext";

export type GuidancePart = "about" | "howToUse";
export const GUIDANCE_PARTS: readonly GuidancePart[] = ["about", "howToUse"];

/** Suspends the page until its words in `language` have come (at once, once they have). */
export function useGuidanceCopy(language: LanguageCode, part: GuidancePart): void {
  useMessages(language, part);
}

/** Starts fetching a page's words, for a visit to come; a failure waits for the visit to be reported. */
export function prefetchGuidanceCopy(language: LanguageCode, part: GuidancePart): void {
  loadMessages(language, part).catch(() => undefined);
}

/** How long after the app is ready an engine without requestIdleCallback (WebKit) waits. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Fetches both pages' words in `language` once the browser is idle (called as the app becomes
 * ready), so the first visit to either shows them at once. Returns a way to call it off.
 */
export function prefetchGuidanceCopyWhenIdle(language: LanguageCode): () => void {
  const prefetch = () => {
    for (const part of GUIDANCE_PARTS) prefetchGuidanceCopy(language, part);
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
