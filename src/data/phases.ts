// A phase of an assessment, as the state holds it and the file carries it: the ticks and notes as
// they stood, kept under a name and a date. Its shape and bounds only, beside the checklist's: the
// state (in the first load) needs them; what works on phases (src/record/phases.ts) loads on use.

/** The most phases an assessment keeps: a review a month for eight years, and a margin. */
export const PHASES_MAX = 100;
/** The longest phase name, in characters (code points): a name, not a note. */
export const PHASE_NAME_MAX_LENGTH = 100;

/** One question as a phase keeps it: only questions that were ticked or had a note are kept. */
export interface PhaseQuestion {
  readonly id: string;
  readonly ticked: boolean;
  /** The note as written; "" for none. */
  readonly note: string;
  /** Set aside as "does not apply": the reason as written (never with a tick); absent: not. */
  readonly setAside?: string;
}

/**
 * A phase: the ticks and notes as they stood when the researcher kept them under a name ("Planning",
 * "Before data collection") and a date they chose. Questions by id, on the checklist in use.
 */
export interface RecordedPhase {
  readonly name: string;
  /** The date chosen, a calendar date as YYYY-MM-DD (no time, no zone). */
  readonly date: string;
  readonly questions: readonly PhaseQuestion[];
}
