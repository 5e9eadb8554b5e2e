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
import type { ChecklistVariant } from "../data";

/**
 * What is wrong with a file or a link, as a message for the app to put in the language on screen:
 * its id (`fileProblem.…`, locales/en.po) and its placeholders' values. Text read from the file (an
 * id, a file's name) is a value, shown as it is, never part of the message. No words here: the
 * parsers run where no language's messages are loaded.
 */
export interface Problem {
  readonly id: string;
  readonly values?: ProblemValues;
}

/** A problem's placeholders: text (from the file, or a select's key) and numbers. */
export type ProblemValues = Readonly<Record<string, string | number>>;

/** What reading a checklist file or link gives: the whole variant, or what is wrong. */
export type ChecklistParseResult =
  | { readonly ok: true; readonly variant: ChecklistVariant }
  | { readonly ok: false; readonly problems: readonly Problem[] };
