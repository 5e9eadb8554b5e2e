// The guidance pages' words, each page's a part of its language's messages (src/i18n's
// MESSAGE_PARTS) and a chunk of its own, and the pages' copy (their shape and the About page's
// sources: src/data/pages), a chunk of its own fetched with them: in no page's first load. A prerendered guidance page shows
// its words before any script has run; React takes its content over (a part of its own,
// HydratedApart) once they have come, fetched as the app becomes ready, and the page shows the
// build's markup meanwhile. The other page's words are fetched once the app is ready and the browser
// idle, or as a link to it is pointed at or focused, so a visit shows them at once. Only the
// language on screen is fetched.

import { use } from "react";
import { hasMessages, loadMessages, type LanguageCode } from "../../i18n";
import { retryUntilLoaded } from "./retryUntilLoaded";

/** The guidance pages' copy (src/data/pages): a module without imports, so a chunk of its own. */
export type PageCopy = typeof import("../../data/pages");

let pageCopy: PageCopy | undefined;
/** Fetches the pages' copy, once (a failure forgotten). */
export const loadPageCopy = retryUntilLoaded(() =>
  import("../../data/pages").then((loaded) => {
    pageCopy = loaded;
    return loaded;
  }),
);

/** A page's words in `language` and the pages' copy. */
const loadGuidanceCopy = (language: LanguageCode, part: GuidancePart) =>
  Promise.all([loadMessages(language, part), loadPageCopy()]).then(([, copy]) => copy);

export type GuidancePart = "about" | "howToUse";
export const GUIDANCE_PARTS: readonly GuidancePart[] = ["about", "howToUse"];

// Held while a prerendered page is being taken over, until the app is ready: its words are on
// screen already, and fetching them sooner would only put them in the first load.
let held = false;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
const waiting = new Map<string, Promise<PageCopy>>();

/** Called before React takes a prerendered page over: a guidance page's words wait for the app. */
export function holdGuidanceCopyUntilReady(): void {
  held = true;
}

/** Called as the app becomes ready: the words a page is waiting for are fetched now. */
export function releaseGuidanceCopy(): void {
  release();
}

/**
 * Suspends the page until its words in `language` and the pages' copy have come (at once, once
 * they have); the copy then.
 */
export function useGuidanceCopy(language: LanguageCode, part: GuidancePart): PageCopy {
  if (pageCopy && hasMessages(language, part)) return pageCopy;
  // One promise for every render that asks, as use() wants; a failure is not kept. On a page being
  // taken over, fetched once the app is ready.
  const key = `${language} ${part}`;
  let coming = waiting.get(key);
  if (!coming) {
    const load = () => loadGuidanceCopy(language, part);
    coming = held ? released.then(load) : load();
    coming.catch(() => waiting.delete(key));
    waiting.set(key, coming);
  }
  return use(coming);
}

/** Starts fetching a page's words, for a visit to come; a failure waits for the visit to be reported. */
export function prefetchGuidanceCopy(language: LanguageCode, part: GuidancePart): void {
  loadGuidanceCopy(language, part).catch(() => undefined);
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
