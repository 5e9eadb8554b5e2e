// The guidance pages' copy, each page's a chunk of its own: neither is in the checklist's first load.
// A prerendered page preloads its own (scripts/prerender.mjs); the others are fetched once the app
// is ready and the browser idle, or as a link to their page is pointed at or focused, so a visit
// shows its words at once. The page components stay in the first load, so the pages' chunks hold
// nothing but text: a lazy component instead made the bundler split the first load's modules it
// shares into three more chunks, which cost more than the copy.

import { use } from "react";
import { retryUntilLoaded } from "./retryUntilLoaded";

type AboutCopy = typeof import("../../data/aboutCopy");
type HowToUseCopy = typeof import("../../data/howToUseCopy");

export interface CopyLoader<Copy> {
  /** Fetches the copy once; a failure is not kept, so the page's "Try again" fetches it anew. */
  load(): Promise<Copy>;
  /** Starts fetching the copy, for a visit to come; a failure waits for the visit to be reported. */
  prefetch(): void;
  /** The copy, suspending the page until it has come (at once, once it has). */
  useCopy(): Copy;
}

function copyLoader<Copy>(fetchCopy: () => Promise<Copy>): CopyLoader<Copy> {
  let loaded: Copy | undefined;
  const load = retryUntilLoaded(() => fetchCopy().then((copy) => (loaded = copy)));
  return {
    load,
    prefetch: () => void load().catch(() => undefined),
    useCopy: () => loaded ?? use(load()),
  };
}

export const aboutCopy = copyLoader<AboutCopy>(() => import("../../data/aboutCopy"));
export const howToUseCopy = copyLoader<HowToUseCopy>(() => import("../../data/howToUseCopy"));

/** How long after the app is ready an engine without requestIdleCallback (WebKit) waits. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Fetches both pages' copy once the browser is idle (called as the app becomes ready), so the
 * first visit to either shows it at once. Returns a way to call it off.
 */
export function prefetchGuidanceCopyWhenIdle(): () => void {
  const prefetch = () => {
    aboutCopy.prefetch();
    howToUseCopy.prefetch();
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
