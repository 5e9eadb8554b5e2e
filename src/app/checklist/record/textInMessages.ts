// What is wrong with a file or a link, in words. Text from the file (a name, a title, an id) goes
// into each sentence as written: the translator puts every plain placeholder's value in after the
// message runtime is done (src/i18n/safeInterpolation.ts).

import type { Translator } from "../../../i18n";
import type { Problem } from "../../../variant";

/** Its problems' sentences, one after the other. */
export function problemsInWords(t: Translator["t"], problems: readonly Problem[]): string {
  return problems.map((problem) => t(problem.id, problem.values)).join(" ");
}
