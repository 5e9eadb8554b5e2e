// The changes from the standard checklist, as the report's last section lists them: each entry says
// where it is (principle, sub-principle, sub-item) by name, in the checklist's order. The names and
// the built-in wording are the built-in checklist's as given (in the report's language); the
// field's own words are in the language it wrote them in, which the description carries.

import type { Principle } from "../data";
import { VARIANT_LANGUAGE_BEFORE_TRANSLATION } from "./changes";
import type { ChecklistChanges } from "./types";

/** Where a question is, by name; `subItem` is null for a question of the sub-principle itself. */
export interface ChangePlace {
  readonly principle: string;
  readonly subPrinciple: string;
  readonly subItem: string | null;
}

export interface DescribedQuestion {
  readonly id: string;
  readonly text: string;
}

export interface ChangeDescription {
  /**
   * The language (BCP 47) of the field's own words: added sub-principles' names, added and
   * reworded questions' wording, the reasons for hiding. Everything else is `builtIn`'s.
   */
  readonly language: string;
  /** Added sub-principles that hold questions (an empty one is not in the checklist either). */
  readonly addedSubPrinciples: readonly {
    readonly id: string;
    readonly principle: string;
    readonly name: string;
    readonly questions: readonly DescribedQuestion[];
  }[];
  /** Questions added to built-in sub-principles and sub-items. */
  readonly addedQuestions: readonly (DescribedQuestion & { readonly place: ChangePlace })[];
  /** Reworded questions still shown: the built-in wording and the field's. */
  readonly rewordedQuestions: readonly {
    readonly id: string;
    readonly place: ChangePlace;
    readonly originalText: string;
    readonly text: string;
  }[];
  /** Hidden questions, in their built-in wording, with the field's reason. */
  readonly hiddenQuestions: readonly {
    readonly id: string;
    readonly place: ChangePlace;
    readonly text: string;
    readonly reason: string;
  }[];
}

interface Located {
  readonly place: ChangePlace;
  readonly order: number;
}

/**
 * An id that names nothing in `builtIn` is left out, as resolveChecklist leaves it out. `builtIn` is
 * the built-in checklist in the language the description is read in; `language` the one the field
 * wrote its changes in (the variant's).
 */
export function describeChanges(
  builtIn: readonly Readonly<Principle>[],
  changes: ChecklistChanges,
  language: string = VARIANT_LANGUAGE_BEFORE_TRANSLATION,
): ChangeDescription {
  const groups = new Map<string, Located>();
  const questions = new Map<string, Located & { readonly text: string }>();
  const principleOrder = new Map<string, { name: string; order: number }>();
  for (const principle of builtIn) {
    principleOrder.set(principle.id, { name: principle.name, order: principleOrder.size });
    for (const sub of principle.subprinciples) {
      for (const group of [sub, ...(sub.subItems ?? [])]) {
        const place: ChangePlace = {
          principle: principle.name,
          subPrinciple: sub.name,
          subItem: group === sub ? null : group.name,
        };
        groups.set(group.id, { place, order: groups.size });
        for (const question of group.questions)
          questions.set(question.id, { place, order: questions.size, text: question.text });
      }
    }
  }
  const hidden = new Set(changes.hiddenQuestions.map((h) => h.id));
  const byOrder = <T extends { readonly order: number }>(a: T, b: T) => a.order - b.order;
  const questionsIn = (parentId: string): DescribedQuestion[] =>
    changes.addedQuestions
      .filter((q) => q.parentId === parentId)
      .map(({ id, text }) => ({ id, text }));

  const addedSubPrinciples = changes.addedSubPrinciples
    .flatMap((sub, index) => {
      const principle = principleOrder.get(sub.principleId);
      const subQuestions = questionsIn(sub.id);
      if (!principle || subQuestions.length === 0) return [];
      return [
        {
          // Sorting is stable: sub-principles of one principle keep the order they were added in.
          order: principle.order * (changes.addedSubPrinciples.length + 1) + index,
          entry: { id: sub.id, principle: principle.name, name: sub.name, questions: subQuestions },
        },
      ];
    })
    .sort(byOrder)
    .map(({ entry }) => entry);

  const addedQuestions = changes.addedQuestions
    .flatMap((question, index) => {
      const group = groups.get(question.parentId);
      if (!group) return [];
      return [
        {
          order: group.order,
          index,
          entry: { id: question.id, text: question.text, place: group.place },
        },
      ];
    })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ entry }) => entry);

  const rewordedQuestions = changes.rewordedQuestions
    .flatMap(({ id, text }) => {
      const question = questions.get(id);
      // A hidden question is not in the checklist in use: its rewording would describe nothing.
      if (!question || hidden.has(id)) return [];
      return [
        {
          order: question.order,
          entry: { id, place: question.place, originalText: question.text, text },
        },
      ];
    })
    .sort(byOrder)
    .map(({ entry }) => entry);

  const hiddenQuestions = changes.hiddenQuestions
    .flatMap(({ id, reason }) => {
      const question = questions.get(id);
      if (!question) return [];
      return [
        {
          order: question.order,
          entry: { id, place: question.place, text: question.text, reason },
        },
      ];
    })
    .sort(byOrder)
    .map(({ entry }) => entry);

  return { language, addedSubPrinciples, addedQuestions, rewordedQuestions, hiddenQuestions };
}
