// What a file's or a link's problems say in English, the messages' source text (locales/en.po):
// the parsers return messages, and the tests read what they say. The file's own words in them (a
// value marked as not ours) are read as written; the app sets them apart as it shows them.

import { englishText } from "../../../src/i18n/english";
import type { Problem } from "../../../src/variant";

/** Each problem's sentence, in English. */
export function problemsInEnglish(problems: readonly Problem[]): string[] {
  return problems.map((problem) =>
    englishText(
      problem.id,
      problem.values &&
        Object.fromEntries(
          Object.entries(problem.values).map(([name, value]) => [
            name,
            typeof value === "object" ? value.text : value,
          ]),
        ),
    ),
  );
}

/** The problems' sentences, in English, one after the other, as the app shows them. */
export function problemInEnglish(problems: readonly Problem[]): string {
  return problemsInEnglish(problems).join(" ");
}
