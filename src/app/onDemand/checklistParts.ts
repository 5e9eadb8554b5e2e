// The checklist's parts loaded on first use, as components to render inside `Deferred`: each
// fetches the one chunk that holds them all (lazyParts.ts) the first time any of them renders.

import { lazy } from "react";
import { loadMessages } from "../../i18n";
import { languageOnScreen } from "../language/languageOnScreen";
import { retryUntilLoaded } from "./retryUntilLoaded";

// With the words they show, in the language on screen: a part then renders once, rather than
// waiting a second time for its messages (useLaterMessages waits only after a change of language
// the switcher has not already loaded them for).
const loadChecklistParts = retryUntilLoaded(() =>
  Promise.all([import("./lazyParts"), loadMessages(languageOnScreen().code, "later")]).then(
    ([parts]) => parts,
  ),
);

type ChecklistParts = Awaited<ReturnType<typeof loadChecklistParts>>;

function part<Name extends keyof ChecklistParts>(name: Name) {
  return lazy(() => loadChecklistParts().then((parts) => ({ default: parts[name] })));
}

export const CustomiseMode = part("CustomiseMode");
export const CustomisedBanner = part("CustomisedBanner");
export const MarkdownButton = part("MarkdownButton");
export const NoteEditor = part("NoteEditor");
export const PreviewDialog = part("PreviewDialog");
export const UndoReset = part("UndoReset");
export const WordButton = part("WordButton");
export const DropOverlay = part("DropOverlay");
export const OpenReview = part("OpenReview");
export const ReplaceDialog = part("ReplaceDialog");
export const PhasesButton = part("PhasesButton");
export const PhaseView = part("PhaseView");
export const TeamButton = part("TeamButton");
export const TeamDialog = part("TeamDialog");

/** Fetches the parts ahead of a click (pointing at or focusing Customise), as Export does for its own. */
export function prefetchChecklistParts(): void {
  // A failed prefetch is not the user's concern: the part's first render loads it again.
  void loadChecklistParts().catch(() => undefined);
}

/**
 * The offer of the browser's preferred language (language/LanguageOffer.tsx), in the same chunk:
 * a chunk of its own made the bundler split the first load into nine.
 */
export function loadLanguageOfferBanner() {
  return loadChecklistParts().then((parts) => parts.LanguageOfferBanner);
}
