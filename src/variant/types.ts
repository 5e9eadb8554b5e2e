// A field's variant of the checklist (its shape is src/data's, where an assessment names it), and
// what reading one from a file or a link gives.

export type {
  AddedQuestion,
  AddedSubPrinciple,
  ChecklistChanges,
  ChecklistVariant,
  HiddenQuestion,
  RewordedQuestion,
} from "../data";
import type { ChecklistVariant, TextNotOurs } from "../data";

/**
 * What is wrong with a file or a link, as a message for the app to put in the language on screen:
 * its id (`fileProblem.…`, locales/en.po) and its placeholders' values. Text read from the file (an
 * id, a file's or a member's name) is a value marked as not ours where the problem is made
 * (notOurs), shown as it is and set apart, never part of the message. No words here: the parsers
 * run where no language's messages are loaded.
 */
export interface Problem {
  readonly id: string;
  readonly values?: ProblemValues;
}

/** A problem's placeholders: the file's own text, a select's key, and numbers. */
export type ProblemValues = Readonly<Record<string, string | number | TextNotOurs>>;

/** What reading a checklist file or link gives: the whole variant, or what is wrong. */
export type ChecklistParseResult =
  | { readonly ok: true; readonly variant: ChecklistVariant }
  | { readonly ok: false; readonly problems: readonly Problem[] };
