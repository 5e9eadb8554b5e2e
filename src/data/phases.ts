// Phases of an assessment: the ticks and notes as they stood, kept under a name and a date, while
// the work goes on. Pure: the app keeps them in its state, the assessment file carries them
// (src/record, format 3), and the export draws a report of any of them. Here, beside the
// checklist's shape, rather than in src/record: the state and the Export button use them, and
// they are in the first load, which src/record's parser must not be.

import { dateInWords } from "./dateInWords";
import { hasNote, limitNote, noteLength } from "./notes";
import { allQuestions, subPrincipleQuestions } from "./questionCounts";
import type { ChecklistSnapshot, Principle } from "./types";

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

// C0 and C1 controls: a name is one line of text, and a tab or a line break pasted into the field
// would show as nothing, or break the report's line. Matching them is the point.
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/gu;

/** A name as typed, made a name: controls become spaces, and the ends are trimmed. */
export function cleanPhaseName(name: string): string {
  return name.replace(CONTROL, " ").trim();
}

/** What is wrong with a name (after cleanPhaseName), or null when it can name a phase. */
export type PhaseNameProblem = "empty" | "too-long" | null;

export function phaseNameProblem(name: string): PhaseNameProblem {
  if (name.trim() === "") return "empty";
  return noteLength(name) > PHASE_NAME_MAX_LENGTH ? "too-long" : null;
}

/** Whether `date` is a real calendar date written YYYY-MM-DD, as `<input type="date">` gives one. */
export function isPhaseDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  // Date.UTC takes years 0 to 99 as 1900 to 1999: setUTCFullYear does not.
  const at = new Date(Date.UTC(2000, month - 1, day));
  at.setUTCFullYear(year);
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/**
 * A phase's date (YYYY-MM-DD) in words, in `locale` ("March 1, 2027"): its own calendar date, the
 * same wherever it is read, so it is written at noon UTC and said in UTC.
 */
export function phaseDateInWords(date: string, locale?: string): string {
  const [year = 2000, month = 1, day = 1] = date.split("-").map(Number);
  const at = new Date(Date.UTC(2000, month - 1, day, 12));
  at.setUTCFullYear(year);
  return dateInWords(at, { ...(locale === undefined ? {} : { locale }), timeZone: "UTC" }).date;
}

/** Whether one more phase can be kept beside `phases`. */
export function canKeepPhase(phases: readonly RecordedPhase[]): boolean {
  return phases.length < PHASES_MAX;
}

/**
 * The checklist's ticks and notes as a phase: questions neither ticked nor noted are left out, as a
 * saved file leaves them out (a note of white space alone is none, as there).
 */
export function phaseOf(checklist: ChecklistSnapshot, name: string, date: string): RecordedPhase {
  const questions: PhaseQuestion[] = [];
  for (const question of allQuestions([...checklist])) {
    const note = hasNote(question) ? (question.note ?? "") : "";
    if (!question.checked && note === "") continue;
    questions.push({ id: question.id, ticked: question.checked, note });
  }
  return { name, date, questions };
}

/**
 * The checklist in use as it stood at `phase`: every question ticked and noted as the phase keeps
 * it, and no other. A question the phase names that the checklist no longer has is not shown; the
 * words are the checklist's own, in the language on screen.
 */
export function checklistAtPhase(checklist: ChecklistSnapshot, phase: RecordedPhase): Principle[] {
  const kept = new Map(phase.questions.map((q) => [q.id, q]));
  return checklist.map((principle) => ({
    ...principle,
    subprinciples: principle.subprinciples.map((sub) => {
      const atPhase = (question: (typeof sub.questions)[number]) => {
        const was = kept.get(question.id);
        const note = limitNote(was?.note ?? "");
        const at = { ...question, checked: was?.ticked ?? false };
        if (note === "") delete at.note;
        else at.note = note;
        return at;
      };
      return {
        ...sub,
        questions: sub.questions.map(atPhase),
        ...(sub.subItems === undefined
          ? {}
          : {
              subItems: sub.subItems.map((item) => ({
                ...item,
                questions: item.questions.map(atPhase),
              })),
            }),
      };
    }),
  }));
}

/** How many of the checklist's questions `phase` has ticked (ids the checklist lacks not counted). */
export function phaseTickedCount(checklist: ChecklistSnapshot, phase: RecordedPhase): number {
  const ids = new Set(
    checklist.flatMap((p) =>
      p.subprinciples.flatMap((s) => subPrincipleQuestions(s).map((q) => q.id)),
    ),
  );
  return phase.questions.filter((q) => q.ticked && ids.has(q.id)).length;
}
