// Walking the tree: every question, in sub-principles and in sub-items (spec §7 counts both).

import { isSetAside } from "./setAside";
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
  /** Set aside as "does not apply" (setAside.ts). Not counted as checked: progress is ticks. */
  readonly setAside: number;
  /** Neither ticked nor set aside: what is left to answer. */
  readonly open: number;
}

export function countQuestions(principles: readonly Principle[]): QuestionCount {
  return countQuestionList(allQuestions(principles));
}

/** The same count for any list of questions: a section's, say. */
export function countQuestionList(questions: readonly Question[]): QuestionCount {
  let checked = 0;
  let setAside = 0;
  for (const question of questions) {
    if (question.checked) checked += 1;
    else if (isSetAside(question)) setAside += 1;
  }
  return {
    total: questions.length,
    checked,
    setAside,
    open: questions.length - checked - setAside,
  };
}

/** Spec §9: progress is the rounded percentage of checked questions over all questions. */
export function progressPercent({
  total,
  checked,
}: Pick<QuestionCount, "total" | "checked">): number {
  return total === 0 ? 0 : Math.round((100 * checked) / total);
}
