// The guidance pages' copy, each page's a chunk of its own: neither is in the checklist's first load,
// and each is fetched only where its page is shown (a prerendered page preloads its own:
// scripts/prerender.mjs). The page components stay in the first load, so the pages' chunks hold
// nothing but text: a lazy component instead made the bundler split the first load's modules it
// shares into three more chunks, which cost more than the copy.

import { use } from "react";
import { retryUntilLoaded } from "../errors/retryUntilLoaded";

type AboutCopy = typeof import("../../data/aboutCopy");
type HowToUseCopy = typeof import("../../data/howToUseCopy");

interface CopyLoader<Copy> {
  /** Fetches the copy once; a failure is not kept, so the page's "Try again" fetches it anew. */
  load(): Promise<Copy>;
  /** The copy, suspending the page until it has come (at once, once it has). */
  useCopy(): Copy;
}

function copyLoader<Copy>(fetchCopy: () => Promise<Copy>): CopyLoader<Copy> {
  let loaded: Copy | undefined;
  const load = retryUntilLoaded(() => fetchCopy().then((copy) => (loaded = copy)));
  return { load, useCopy: () => loaded ?? use(load()) };
}

export const aboutCopy = copyLoader<AboutCopy>(() => import("../../data/aboutCopy"));
export const howToUseCopy = copyLoader<HowToUseCopy>(() => import("../../data/howToUseCopy"));
