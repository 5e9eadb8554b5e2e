// Built-in checklist + a field's changes -> the checklist in use. Everything downstream (the state,
// the saved file, the report) sees only this, so a customised checklist needs no special case there.

import type { Principle, Question, SubItem, SubPrinciple } from "../data";
import { VARIANT_LANGUAGE_BEFORE_TRANSLATION } from "./changes";
import type { ChecklistChanges } from "./types";

/**
 * The checklist in use: reworded text applied, hidden questions left out, added questions after
 * their group's own, added sub-principles after their principle's own. A sub-principle or sub-item
 * left with no questions is left out (a heading over nothing helps no one). Every question unticked,
 * without a note. A change naming an id that is not there is skipped: the parser refuses such files,
 * so only hand-built changes can hold one, and they should not break the page.
 */
export function resolveChecklist(
  builtIn: readonly Readonly<Principle>[],
  changes: ChecklistChanges,
  /** The language the field wrote its words in: each of them carries it, as `lang`. */
  language: string = VARIANT_LANGUAGE_BEFORE_TRANSLATION,
): Principle[] {
  const reworded = new Map(changes.rewordedQuestions.map((r) => [r.id, r.text]));
  const hidden = new Set(changes.hiddenQuestions.map((h) => h.id));
  const addedTo = new Map<string, Question[]>();
  for (const { id, parentId, text, guidance } of changes.addedQuestions) {
    const list = addedTo.get(parentId) ?? [];
    list.push({
      id,
      text,
      lang: language,
      checked: false,
      ...(guidance === undefined ? {} : { guidance }),
    });
    addedTo.set(parentId, list);
  }
  const questionsOf = (groupId: string, own: readonly Question[]): Question[] => [
    ...own
      .filter((q) => !hidden.has(q.id))
      .map((q): Question => {
        const own = reworded.get(q.id);
        return own === undefined
          ? { id: q.id, text: q.text, checked: false }
          : { id: q.id, text: own, lang: language, checked: false };
      }),
    ...(addedTo.get(groupId) ?? []).map((q) => ({ ...q })),
  ];

  return builtIn.map((principle) => {
    const subprinciples: SubPrinciple[] = [];
    for (const sub of principle.subprinciples) {
      const questions = questionsOf(sub.id, sub.questions);
      const subItems: SubItem[] = [];
      for (const item of sub.subItems ?? []) {
        const itemQuestions = questionsOf(item.id, item.questions);
        if (itemQuestions.length > 0)
          subItems.push({ id: item.id, name: item.name, questions: itemQuestions });
      }
      if (questions.length === 0 && subItems.length === 0) continue;
      subprinciples.push(
        sub.subItems === undefined
          ? { id: sub.id, name: sub.name, questions }
          : { id: sub.id, name: sub.name, questions, subItems },
      );
    }
    for (const added of changes.addedSubPrinciples) {
      if (added.principleId !== principle.id) continue;
      const questions = questionsOf(added.id, []);
      if (questions.length > 0)
        subprinciples.push({ id: added.id, name: added.name, lang: language, questions });
    }
    return { id: principle.id, name: principle.name, subprinciples };
  });
}
