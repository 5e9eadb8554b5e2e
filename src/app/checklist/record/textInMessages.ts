// Messages that carry text from outside the app: a file's name, a checklist's title, an id or a
// question's wording read from a file or a link. Lingui's runtime decodes escapes ("\u202E",
// "\x00") in the whole text it has built, the placeholders' values included, and puts a plural's
// number wherever its own marker for it appears: a file named `a\u202Eb.json` would show a control
// character. So such text goes into the message as a marker of ours, and in after it, as it is.

import type { MessageValues, Translator } from "../../../i18n";
import type { Problem, ProblemValues } from "../../../variant";

/** A select's key ("link", "title"): a plain word, which nothing in the runtime reads. */
const SELECT_KEY = /^[A-Za-z]+$/;
// Private-use characters: no message holds them, and a value that does is put in after, unread.
const MARKER = /\uE000(\d+)\uE001/g;

/** The message `id` in the language of `t`, its text values put in as they are. */
export function messageWithText(
  t: Translator["t"],
  id: string,
  values: ProblemValues = {},
): string {
  const texts: string[] = [];
  const safe: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && !SELECT_KEY.test(value)) {
      safe[name] = `\uE000${texts.length}\uE001`;
      texts.push(value);
    } else safe[name] = value;
  }
  const message = t(id, safe);
  return texts.length === 0
    ? message
    : message.replace(MARKER, (marker, index: string) => texts[Number(index)] ?? marker);
}

/** What is wrong with a file or a link, in words: its problems' sentences, one after the other. */
export function problemsInWords(t: Translator["t"], problems: readonly Problem[]): string {
  return problems.map((problem) => messageWithText(t, problem.id, problem.values)).join(" ");
}
