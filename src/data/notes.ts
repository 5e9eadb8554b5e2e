// Notes on questions: the rationale a researcher records beside a tick, or beside a question that does
// not apply. Plain text, kept as typed; a note of white space alone counts as none.

import type { Question } from "./types";

/** The longest note, in characters (code points, so an emoji counts once and is never cut in two). */
export const NOTE_MAX_LENGTH = 2000;

export function noteLength(text: string): number {
  return Array.from(text).length;
}

/** The note cut to NOTE_MAX_LENGTH characters; the same string when it already fits. */
export function limitNote(text: string): string {
  // UTF-16 length never undercounts code points, so a string this short fits.
  return text.length <= NOTE_MAX_LENGTH
    ? text
    : Array.from(text).slice(0, NOTE_MAX_LENGTH).join("");
}

/** The note as a report shows it: trimmed, "" when there is none. Line breaks inside are kept. */
export function noteOf(question: Pick<Question, "note">): string {
  return question.note?.trim() ?? "";
}

export function hasNote(question: Pick<Question, "note">): boolean {
  return noteOf(question) !== "";
}

export function countNotes(questions: readonly Pick<Question, "note">[]): number {
  let count = 0;
  for (const question of questions) if (hasNote(question)) count += 1;
  return count;
}
