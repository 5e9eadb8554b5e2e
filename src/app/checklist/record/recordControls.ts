// What Save and Open's work (recordActions.ts, loaded on first use) is handed by the bar that shows
// it (RecordBar.tsx): the checklist, a way to change it, and ways to speak and to ask. Apart from both,
// so the lazily loaded actions and the bar each depend on it and not on each other.

import type { Dispatch, ReactNode } from "react";
import type { Assessment } from "../../../data";
import type { Translator } from "../../../i18n";
import type { OpenedFile } from "../../../files";
import type { LoadedAssessment } from "../../../record";
import type { ChecklistEvent } from "../../state/checklistState";

/**
 * One sentence Save and Open say, held as its message and values (as a file's Problem is), not as
 * words: the bar puts it into words as it shows it, so that what it says follows a change of
 * language rather than staying in the language it was said in.
 */
export interface RecordMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, RecordMessageValue>>;
}

/**
 * A moment, said as a language says its date or its time: by the lazily loaded actions' own
 * dateInWords, which the bar, in the first load, does not import (with it, the bundler split the
 * first load into one chunk more, docs/decisions/0017-the-export-is-handed-its-words.md).
 */
export interface MomentInWords {
  readonly moment: number;
  readonly inWords: (locale: string) => string;
}

/**
 * Words that are not the message's own: a file's name, a checklist's title, an id read from a
 * file. Shown as written, in their own direction, and marked with their language when it is known
 * and not the page's (RecordWords.tsx).
 */
export interface TextNotOurs {
  readonly text: string;
  readonly lang?: string;
}

/**
 * A value of a RecordMessage: a number, or a key a message chooses its words by; text that is not
 * ours; a message of its own (a checklist's name, "“Field studies” 1.0"); or a moment, said as the
 * language says it.
 */
export type RecordMessageValue = string | number | TextNotOurs | RecordMessage | MomentInWords;

/**
 * What the bar shows: words put together as they are shown, by the lazily loaded work
 * (RecordWords.tsx), in the language on screen then, so that they follow a change of language
 * rather than staying in the language they were said in.
 */
export type SaidInWords = (translator: Translator) => ReactNode;

/** What the bar shows after Save or Open. */
export type RecordOutcome =
  | { kind: "status"; words: SaidInWords }
  | { kind: "opened"; words: SaidInWords; assessment: LoadedAssessment }
  | { kind: "failed"; words: SaidInWords }
  /** Several files picked or dropped at once: brought together as a team's, in the Team dialog. */
  | { kind: "team"; words: SaidInWords; files: readonly File[] };

export type { OpenedFile };

export interface PendingOpen {
  /** The file's name, or "the link" for a checklist link. */
  fileName: string;
  opened: OpenedFile;
  /**
   * The question "Replace the checklist?" asks, whole, in the words of the language it was asked in
   * (the dialog is modal: the language cannot change while it is open).
   */
  message: ReactNode;
}

/** What Save and Open's lazily loaded work (recordActions.ts) acts on. */
export interface RecordBarControls {
  /** The assessment as it stands: Save writes all of it, and an Open would replace it. */
  assessment: Assessment;
  dispatch: Dispatch<ChecklistEvent>;
  /** Shows what Save or Open has to say; null for nothing. */
  say: (outcome: RecordOutcome | null) => void;
  ask: (pending: PendingOpen | null) => void;
  /** Set while a file is read or asked about: another picked or dropped meanwhile is ignored. */
  opening: { current: boolean };
  /**
   * The language on screen as the work starts, with its `later` messages loaded before the work is
   * handed these controls: for the words of the question the Replace dialog asks. What the bar
   * shows afterwards is put into words as it is shown (SaidInWords).
   */
  translator: Translator;
}
