// What Save and Open's work (recordActions.ts, loaded on first use) is handed by the bar that shows
// it (RecordBar.tsx): the checklist, a way to change it, and ways to speak and to ask. Apart from both,
// so the lazily loaded actions and the bar each depend on it and not on each other.

import type { Dispatch } from "react";
import type { ChecklistSnapshot } from "../../../data";
import type { Translator } from "../../../i18n";
import type { LoadedAssessment, RecordedPhase } from "../../../record";
import type { ChecklistVariant } from "../../../variant";
import type { ChecklistEvent } from "../../state/checklistState";

export type RecordOutcome =
  | { kind: "status"; text: string }
  | { kind: "opened"; text: string; assessment: LoadedAssessment }
  | { kind: "failed"; text: string };

/** What Open, a checklist link or the site's own checklist brings: a whole assessment, or a checklist. */
export type OpenedFile =
  | { kind: "assessment"; assessment: LoadedAssessment }
  | { kind: "checklist"; variant: ChecklistVariant };

export interface PendingOpen {
  /** The file's name, or "the link" for a checklist link. */
  fileName: string;
  opened: OpenedFile;
  /** The question "Replace the checklist?" asks, whole. */
  message: string;
}

/** What Save and Open's lazily loaded work (recordActions.ts) acts on. */
export interface RecordBarControls {
  principles: ChecklistSnapshot;
  /** The variant in use; null on the standard checklist. */
  variant: ChecklistVariant | null;
  /** The phases kept: Save writes them, and an Open would replace them. */
  phases: readonly RecordedPhase[];
  dispatch: Dispatch<ChecklistEvent>;
  say: (outcome: RecordOutcome | null) => void;
  ask: (pending: PendingOpen | null) => void;
  /** Set while a file is read or asked about: another picked or dropped meanwhile is ignored. */
  opening: { current: boolean };
  /**
   * The language on screen, for what Save and Open say (`t`, with its `later` messages loaded before
   * the work is handed these controls), their dates (`language.code`) and numbers.
   */
  translator: Translator;
}
