import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { aboutCopy, howToUseCopy } from "../../src/app/onDemand/guidanceCopy";

afterEach(() => cleanup());

// jsdom has no matchMedia, which Chakra's media-query hooks (useBreakpointValue and the like) and
// the checklist's print detection call. Nothing matches: a screen, not print.
if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// The guidance pages' copy is a chunk of its own in the browser, fetched when a page is shown; here
// it is loaded before any test, so a page renders at once, as a prerendered page shows at once.
// tests/unit/app/onDemand/guidanceCopy.test.tsx renders a page before its copy has come.
await Promise.all([aboutCopy.load(), howToUseCopy.load()]);
