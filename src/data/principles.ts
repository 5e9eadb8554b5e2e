// The built-in checklist: six principles, their sub-principles and sub-items, two questions each.
// Questions draw on the Belmont and Menlo reports, the ACM Code of Ethics, the CARE principles for
// Indigenous data governance, and environmental-impact practice.
//
// Here is its shape, by id; its words are messages, in each language's file (locales/*.po, English
// the source): "checklist.name.<id>" for a principle, sub-principle or sub-item, and
// "checklist.question.<id>" for a question. The ids are what a saved assessment records, so the
// same work opens in every language.

import type { Principle, Question, SubItem, SubPrinciple } from "./types";

/** The checklist's words in one language: its text for a message id. */
export type ChecklistText = (messageId: string) => string;

interface GroupShape {
  readonly id: string;
  /** Its two questions are <prefix>-1 and <prefix>-2. */
  readonly prefix: string;
  readonly subItems?: readonly GroupShape[];
}

interface PrincipleShape {
  readonly id: string;
  readonly subprinciples: readonly GroupShape[];
}

function group(id: string, prefix: string): GroupShape {
  return { id, prefix };
}

const STRUCTURE: readonly PrincipleShape[] = [
  {
    id: "respect-for-persons",
    subprinciples: [
      group("informed-consent", "ic"),
      group("autonomy-and-self-determination", "asd"),
      group("privacy-and-confidentiality", "pc"),
      group("wellbeing-and-safety", "ws"),
      group("labor", "labor"),
      group("access", "access"),
      group("usability", "usab"),
    ],
  },
  {
    id: "respect-for-communities",
    subprinciples: [
      group("community-participation", "cp"),
      group("community-consent", "cc"),
      group("data-sovereignty", "ds"),
      group("norms-and-traditions", "nt"),
    ],
  },
  {
    id: "respect-for-society",
    subprinciples: [
      {
        ...group("rights", "rts"),
        subItems: [
          group("civil-rights", "cr"),
          group("human-rights", "hr"),
          group("moral-rights", "mr"),
          group("intellectual-property-rights", "ipr"),
        ],
      },
      {
        ...group("justice", "jus"),
        subItems: [
          group("procedural-justice", "pj"),
          group("distributive-justice", "dj"),
          group("retributive-justice", "rtj"),
          group("restorative-justice", "rsj"),
        ],
      },
      group("culture", "cul"),
    ],
  },
  {
    id: "respect-for-democracy",
    subprinciples: [
      group("participation", "dp"),
      group("deliberation", "del"),
      group("information-integrity", "ii"),
      group("information-access", "ia"),
    ],
  },
  {
    id: "respect-for-environment",
    subprinciples: [
      group("impact-on-communities", "eic"),
      group("impact-on-biodiversity", "bio"),
      group("energy-consumption", "ec"),
      group("waste-generation", "wg"),
    ],
  },
  {
    id: "respect-for-knowledge",
    subprinciples: [
      group("creativity", "cre"),
      group("discovery", "disc"),
      group("innovation", "inn"),
      group("iteration", "iter"),
    ],
  },
];

export const nameMessageId = (id: string) => `checklist.name.${id}`;
export const questionMessageId = (id: string) => `checklist.question.${id}`;

function questionsOf(shape: GroupShape, text: ChecklistText): Question[] {
  return [1, 2].map((n) => {
    const id = `${shape.prefix}-${n}`;
    return { id, text: text(questionMessageId(id)), checked: false };
  });
}

function subItemOf(shape: GroupShape, text: ChecklistText): SubItem {
  return { id: shape.id, name: text(nameMessageId(shape.id)), questions: questionsOf(shape, text) };
}

/**
 * A fresh, unshared copy of the built-in checklist in the language `text` speaks, every question
 * unticked.
 */
export function createChecklist(text: ChecklistText): Principle[] {
  return STRUCTURE.map((principle) => ({
    id: principle.id,
    name: text(nameMessageId(principle.id)),
    subprinciples: principle.subprinciples.map((shape): SubPrinciple => {
      const sub: SubPrinciple = subItemOf(shape, text);
      if (shape.subItems) sub.subItems = shape.subItems.map((item) => subItemOf(item, text));
      return sub;
    }),
  }));
}

/**
 * The same checklist with its built-in words in the language `text` speaks: a copy, its ticks,
 * notes and ids untouched. A field's own words (those with a `lang`) stay as written.
 */
export function withBuiltInWords(
  principles: readonly Readonly<Principle>[],
  text: ChecklistText,
): Principle[] {
  const group = <Group extends SubItem>(entity: Readonly<Group>): Group => ({
    ...entity,
    name: entity.lang ? entity.name : text(nameMessageId(entity.id)),
    questions: entity.questions.map((question) =>
      question.lang ? { ...question } : { ...question, text: text(questionMessageId(question.id)) },
    ),
  });
  return principles.map((principle) => ({
    ...principle,
    name: principle.lang ? principle.name : text(nameMessageId(principle.id)),
    subprinciples: principle.subprinciples.map((sub) => {
      const translated: SubPrinciple = group(sub);
      if (sub.subItems) translated.subItems = sub.subItems.map((item) => group(item));
      return translated;
    }),
  }));
}
