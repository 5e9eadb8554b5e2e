// A question set aside as "does not apply", with the researcher's reason. A question is in one of
// three states: ticked (the practice is met), set aside (it does not apply to this project, and the
// reason says why), or open (neither yet). The spec's figures count ticks over all questions; the
// set-aside and open counts stand beside them (questionCounts.ts).

import { cutToLength, fitsLength } from "./notes";
import type { Question } from "./types";

/** The longest reason, in characters (code points): a sentence or two, not a note. */
export const SET_ASIDE_REASON_MAX_LENGTH = 500;

export type QuestionState = "ticked" | "setAside" | "open";

/** The reason as a report shows it: trimmed; "" when the question is not set aside. */
export function setAsideReasonOf(question: Pick<Question, "setAside">): string {
  return question.setAside?.trim() ?? "";
}

export function isSetAside(question: Pick<Question, "setAside">): boolean {
  return setAsideReasonOf(question) !== "";
}

export function questionState(question: Pick<Question, "checked" | "setAside">): QuestionState {
  if (question.checked) return "ticked";
  return isSetAside(question) ? "setAside" : "open";
}

/** The reason cut to SET_ASIDE_REASON_MAX_LENGTH characters; the same string when it fits. */
export function limitSetAsideReason(reason: string): string {
  return cutToLength(reason, SET_ASIDE_REASON_MAX_LENGTH);
}

/** Whether a reason, as typed, can be kept: not blank, and within the longest. */
export function isReasonKeepable(reason: string): boolean {
  return reason.trim() !== "" && fitsLength(reason, SET_ASIDE_REASON_MAX_LENGTH);
}
