// The registry of lazy parts: every part of the app fetched on first use comes from the one chunk
// that holds them all (lazyParts.ts), the first time any of them renders. Only the app's top
// imports it: the pages render the parts below, and a feature shows a part of its own through its
// name (onDemand's lazyPart), loaded by the loader registered here as the app first imports this.
// No feature imports it, so no import runs back up to it.

import type { ComponentProps } from "react";
import { loadMessages } from "../../i18n";
import { languageOnScreen } from "../language/languageOnScreen";
import { lazyPart, registerLazyParts, retryUntilLoaded } from "../onDemand";

// With the words they show, in the language on screen: a part then renders once, rather than
// waiting a second time for its messages (useLaterMessages waits only after a change of language
// the switcher has not already loaded them for).
const loadChecklistParts = retryUntilLoaded(() =>
  Promise.all([import("./lazyParts"), loadMessages(languageOnScreen().code, "later")]).then(
    ([parts]) => parts,
  ),
);

// The features show their own parts (onDemand's lazyPart) by this loader.
registerLazyParts(loadChecklistParts);

type ChecklistParts = Awaited<ReturnType<typeof loadChecklistParts>>;

function part<Name extends keyof ChecklistParts>(name: Name) {
  return lazyPart<ComponentProps<ChecklistParts[Name]> & object>(name);
}

// The parts the pages show.
export const CustomiseMode = part("CustomiseMode");
export const MarkdownButton = part("MarkdownButton");
export const UndoReset = part("UndoReset");
export const WordButton = part("WordButton");
export const PhasesButton = part("PhasesButton");
export const PhaseView = part("PhaseView");
export const TeamButton = part("TeamButton");
