// What Save and Open's work (recordActions.ts, loaded on first use) is handed by the bar that shows
// it (RecordBar.tsx): the checklist, a way to change it, and ways to speak and to ask. Apart from both,
// so the lazily loaded actions and the bar each depend on it and not on each other.

import type { Dispatch, ReactNode } from "react";
import type { Assessment, TextNotOurs } from "../../../data";
import type { Translator } from "../../../i18n";
import type { OpenedFile } from "../../../files";
import type { LoadedAssessment } from "../../../record";
import type { ChecklistEvent } from "../../state/checklistState";
import type { HeldMessage, HeldMessageValue, MomentInWords } from "../../language/MessageWords";

/**
 * One sentence Save and Open say, held as its message and values (as a file's Problem is), not as
 * words: the bar puts it into words as it shows it (src/app/language/MessageWords.tsx), so that
 * what it says follows a change of language rather than staying in the language it was said in.
 * Words that are not the message's own (a file's name, a checklist's title, an id read from a
 * file) are a TextNotOurs value, marked where the sentence is made.
 */
export type RecordMessage = HeldMessage;
export type RecordMessageValue = HeldMessageValue;
export type { MomentInWords, TextNotOurs };

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
