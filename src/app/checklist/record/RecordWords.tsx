// Save and Open's sentences put into words, as the bar shows them: each message in the language on
// screen, every value not the message's own set apart (src/app/language/MessageWords.tsx, where
// the Team and Compare dialogs say a file's problems too). Part of Save and Open's lazily loaded
// work: the bar in the first load only shows what this makes.

import { messageWords } from "../../language/MessageWords";
import type { RecordMessage, SaidInWords } from "./recordControls";

/** What the bar is handed to show `said`: put into words each time it is drawn. */
export const inWords =
  (said: readonly RecordMessage[]): SaidInWords =>
  (translator) =>
    messageWords(translator, said);
