import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { LANGUAGE_CODES, MESSAGE_PARTS, loadMessages } from "../../src/i18n";
import { installDownloadCapture, resetDownloads } from "./support/downloads";
import { answeredOtherwise } from "./support/forwardedPropsChecked";

afterEach(() => cleanup());

// Chakra's factory asks the app which props an element takes (src/app/theme/forwardedProps.ts), not
// Emotion's list; each answer is compared with Emotion's (support/forwardedPropsChecked.ts). A prop
// they answered differently, and which is not a Chakra style prop, fails the test that rendered it.
afterEach(async () => {
  if (answeredOtherwise.size === 0) return;
  const { pageSystem } = await import("../../src/app/theme/system");
  const stray = [...answeredOtherwise].filter((prop) => !pageSystem.isValidProperty(prop));
  answeredOtherwise.clear();
  if (stray.length > 0)
    throw new Error(
      `Chakra would treat ${stray.map((prop) => `"${prop}"`).join(", ")} otherwise than Emotion's list ` +
        "did: add each to src/app/theme/forwardedProps.ts's KEPT_BACK if no HTML element takes it.",
    );
});

// Downloads are caught at the browser's edge (support/downloads.ts), in a worker that files may
// share: no test sees another's files, or a refusal another armed.
installDownloadCapture();
beforeEach(() => resetDownloads());

// findBy… and waitFor pass as soon as their condition holds; what they wait for is often a part
// loaded on first use, which Vitest compiles on its first import. Testing Library's 1 s default made
// that compile time a condition of the test: on a loaded 2-core host the first import of the
// checklist's parts took longer, and tests of Phases, Word and How to Use's controls failed there.
configure({ asyncUtilTimeout: 10_000 });

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

// Each language's messages are chunks of their own in the browser, fetched as a page needs them;
// here every part of every language is loaded before any test, so a page renders at once, as a
// prerendered page shows at once. tests/unit/app/onDemand/guidanceCopy.test.tsx renders a page
// before its words have come.
await Promise.all(
  LANGUAGE_CODES.flatMap((language) => MESSAGE_PARTS.map((part) => loadMessages(language, part))),
);
