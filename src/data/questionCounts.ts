// Walking the tree: every question, in sub-principles and in sub-items (spec §7 counts both).

import type { Principle, Question, SubPrinciple } from "./types";

export function subPrincipleQuestions(sub: SubPrinciple): Question[] {
  return [...sub.questions, ...(sub.subItems ?? []).flatMap((item) => item.questions)];
}

export function allQuestions(principles: readonly Principle[]): Question[] {
  return principles.flatMap((p) => p.subprinciples.flatMap(subPrincipleQuestions));
}

export interface QuestionCount {
  readonly total: number;
  readonly checked: number;
}

export function countQuestions(principles: readonly Principle[]): QuestionCount {
  return countQuestionList(allQuestions(principles));
}

/** The same count for any list of questions: a section's, say. */
export function countQuestionList(questions: readonly Question[]): QuestionCount {
  return { total: questions.length, checked: questions.filter((q) => q.checked).length };
}

/** Spec §9: progress is the rounded percentage of checked questions over all questions. */
export function progressPercent({ total, checked }: QuestionCount): number {
  return total === 0 ? 0 : Math.round((100 * checked) / total);
}
