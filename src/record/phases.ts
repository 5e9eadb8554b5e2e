// Phases of an assessment: the ticks and notes as they stood, kept under a name and a date, while
// the work goes on. Pure: the app's Phases dialog and a phase's view use them, the file carries
// phases (format 3), and the export draws a report of any of them. Loaded with that code, on first
// use: none of it is in the first load.

import type { ChecklistSnapshot, Principle } from "../data";
import {
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  allQuestions,
  dateInWords,
  hasNote,
  isSetAside,
  limitNote,
  limitSetAsideReason,
  noteLength,
  subPrincipleQuestions,
  type PhaseQuestion,
  type RecordedPhase,
} from "../data";

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
 * The checklist's ticks, notes and set-aside questions as a phase: questions neither ticked, noted
 * nor set aside are left out, as a saved file leaves them out (a note or a reason of white space
 * alone is none, as there).
 */
export function phaseOf(checklist: ChecklistSnapshot, name: string, date: string): RecordedPhase {
  const questions: PhaseQuestion[] = [];
  for (const question of allQuestions([...checklist])) {
    const note = hasNote(question) ? (question.note ?? "") : "";
    const reason = !question.checked && isSetAside(question) ? (question.setAside ?? "") : "";
    if (!question.checked && note === "" && reason === "") continue;
    questions.push({
      id: question.id,
      ticked: question.checked,
      note,
      ...(reason === "" ? {} : { setAside: reason }),
    });
  }
  return { name, date, questions };
}

/**
 * The checklist in use as it stood at `phase`: every question ticked, noted and set aside as the
 * phase keeps it, and no other. A question the phase names that the checklist no longer has is not shown; the
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
        const reason = at.checked ? "" : limitSetAsideReason(was?.setAside ?? "");
        if (reason.trim() === "") delete at.setAside;
        else at.setAside = reason;
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

/** `phases` with `phase` kept after them; the same list past PHASES_MAX. */
export function withPhaseKept(
  phases: readonly RecordedPhase[],
  phase: RecordedPhase,
): readonly RecordedPhase[] {
  return canKeepPhase(phases) ? [...phases, phase] : phases;
}

/** `phases` without the one at `index`; the same list when there is none there. */
export function withoutPhase(
  phases: readonly RecordedPhase[],
  index: number,
): readonly RecordedPhase[] {
  return index >= 0 && index < phases.length ? phases.filter((_, at) => at !== index) : phases;
}

/** `phase` put back at `index` (Undo of a delete); the same list past PHASES_MAX. */
export function withPhaseRestored(
  phases: readonly RecordedPhase[],
  index: number,
  phase: RecordedPhase,
): readonly RecordedPhase[] {
  if (!canKeepPhase(phases)) return phases;
  const at = Math.max(0, Math.min(index, phases.length));
  return [...phases.slice(0, at), phase, ...phases.slice(at)];
}
