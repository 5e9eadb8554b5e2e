// Notes on questions: the rationale a researcher records beside a tick, or beside a question that does
// not apply. Plain text, kept as typed; a note of white space alone counts as none.

import type { Question } from "./types";

/** The longest note, in characters (code points, so an emoji counts once and is never cut in two). */
export const NOTE_MAX_LENGTH = 2000;

export function noteLength(text: string): number {
  return Array.from(text).length;
}

/** `text` cut to `max` characters (code points); the same string when it already fits. */
export function cutToLength(text: string, max: number): string {
  // UTF-16 length never undercounts code points, so a string this short fits.
  return text.length <= max ? text : Array.from(text).slice(0, max).join("");
}

/**
 * Whether `text` holds at most `max` characters (code points). Counted only once it is short in
 * UTF-16 terms (a code point is one or two units), so a text of megabytes from a file costs nothing.
 */
export function fitsLength(text: string, max: number): boolean {
  return text.length <= max || (text.length <= max * 2 && noteLength(text) <= max);
}

/** The note cut to NOTE_MAX_LENGTH characters; the same string when it already fits. */
export function limitNote(text: string): string {
  return cutToLength(text, NOTE_MAX_LENGTH);
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
