// Where every built-in id is: what the parser checks a variant against, and what the change functions
// and the description of changes look up. Built from whichever checklist is given as the built-in one.

import { type Principle } from "../data";
import { createInitialChecklist } from "../data/english";

export interface QuestionPlace {
  readonly principleId: string;
  /** The sub-principle's id, and that of the sub-item when the question is in one. */
  readonly groupId: string;
  readonly text: string;
  /** Position in the checklist's order. */
  readonly order: number;
}

export interface BuiltInIndex {
  readonly principles: ReadonlySet<string>;
  /** Every sub-principle and sub-item, by id: the groups a question can be added to. */
  readonly groups: ReadonlyMap<string, { readonly order: number }>;
  readonly questions: ReadonlyMap<string, QuestionPlace>;
}

export function indexBuiltIn(builtIn: readonly Readonly<Principle>[]): BuiltInIndex {
  const principles = new Set<string>();
  const groups = new Map<string, { order: number }>();
  const questions = new Map<string, QuestionPlace>();
  for (const principle of builtIn) {
    principles.add(principle.id);
    for (const sub of principle.subprinciples) {
      for (const group of [sub, ...(sub.subItems ?? [])]) {
        groups.set(group.id, { order: groups.size });
        for (const question of group.questions)
          questions.set(question.id, {
            principleId: principle.id,
            groupId: group.id,
            text: question.text,
            order: questions.size,
          });
      }
    }
  }
  return { principles, groups, questions };
}

let standard: BuiltInIndex | null = null;

/** The index of the built-in checklist itself, made once. */
export function standardIndex(): BuiltInIndex {
  standard ??= indexBuiltIn(createInitialChecklist());
  return standard;
}
