// English, the source language, at hand without waiting: for what must read the same in every
// language (a saved assessment's record of each question's wording, its checklist's fingerprint)
// and for the tests. Its own module, reached past the room's index, so that no page in another
// language loads the English messages with its own.

import { setupI18n } from "@lingui/core";
import english from "virtual:source-messages";
import { translateWithTextAsWritten } from "../safeInterpolation";
import type { MessageValues } from "../translator";

const i18n = setupI18n({ locale: "en", messages: { en: english } });

/** The English text of message `id`. */
export function englishText(id: string, values?: MessageValues): string {
  return translateWithTextAsWritten(i18n, id, values);
}
