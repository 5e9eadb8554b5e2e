// The finder (findQuestions.ts) comes on first use, with the `later` part of the language's
// messages, which says what it found, and, once words are typed, the `guidance` part, whose words
// it searches too. Guidance that cannot be fetched leaves the questions' own words to search.

import { loadMessages, type LanguageCode } from "../../../i18n";
import { retryUntilLoaded } from "../../onDemand";

export type QuestionFinder = typeof import("./findQuestions");

const loadCode: () => Promise<QuestionFinder> = retryUntilLoaded(() => import("./findQuestions"));

export const loadQuestionFinder = (
  language: LanguageCode,
  withGuidance: boolean,
): Promise<QuestionFinder> =>
  Promise.all([
    loadCode(),
    loadMessages(language, "later"),
    withGuidance ? loadMessages(language, "guidance").catch(() => undefined) : undefined,
  ]).then(([finder]) => finder);
