// Save and Open's work (writing and reading files, their messages, src/record): the record bar in
// the first load carries only its buttons and listeners. What that work says is in the `later`
// part of the language's messages: it comes with the code, each time for the language on screen
// (a part already loaded is not fetched again), so no message is shown before its words have come.

import { loadMessages } from "../../../i18n";
import { languageOnScreen } from "../../language/languageOnScreen";
import { retryUntilLoaded } from "../../onDemand";

export type RecordActions = typeof import("./recordActions");

const loadCode: () => Promise<RecordActions> = retryUntilLoaded(() => import("./recordActions"));

export const loadRecordActions = (): Promise<RecordActions> =>
  Promise.all([
    loadCode(),
    Promise.resolve(languageOnScreen().code).then((code) => loadMessages(code, "later")),
  ]).then(([actions]) => actions);
