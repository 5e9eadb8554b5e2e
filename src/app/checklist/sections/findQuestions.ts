// Finding questions by their state and their words (the filter above the checklist). Pure, and
// loaded on first use (findQuestionsModule.ts): the first load carries only the filter's fields.
// Forgiving as a reader expects a search box to be: case, accents and Arabic's marks and letter
// variants make no difference, and a question is found when it holds every word typed.

import {
  hasNote,
  questionState,
  subPrincipleQuestions,
  type ChecklistSnapshot,
  type Question,
} from "../../../data";
import { questionGuidanceMessageIds } from "../../../data/guidance";
import type { FoundQuestions, QuestionFilterValue } from "./questionFilterValue";

// Arabic letters a search ignores the difference between, as Arabic search engines do: alef
// maqsura and ya, ta marbuta and ha. (Hamza on alef is a mark, stripped with the others.)
const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  "\u0649": "\u064A",
  "\u0629": "\u0647",
};

/**
 * `text` as a search compares it: decomposed and without its combining marks (accents, Arabic's
 * short vowels, shadda and hamza above or below alef), lower-cased in `locale`, with "ß" as "ss",
 * Arabic's tatweel dropped and its letter variants merged, and its runs of anything that is not a
 * letter or a digit as one space.
 */
export function foldForSearch(text: string, locale: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\p{M}\u0640]/gu, "")
    .toLocaleLowerCase(locale)
    .replace(/ß/g, "ss")
    .replace(/[\u0649\u0629]/g, (letter) => ARABIC_VARIANTS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words typed, folded: none for blank input. */
export function searchTerms(words: string, locale: string): string[] {
  const folded = foldForSearch(words, locale);
  return folded === "" ? [] : folded.split(" ");
}

/** Whether `question` is in the state the filter asks for. */
export function inState(question: Question, state: QuestionFilterValue["state"]): boolean {
  if (state === "all") return true;
  if (state === "noted") return hasNote(question);
  return questionState(question) === state;
}

/**
 * The questions of `checklist` the filter finds: in its state, and, when words are typed, holding
 * every one of them in their words as `wordsOf` gives them (the question's own text and, where it
 * has any, its guidance, in the language on screen). The sections holding them are listed so that
 * the page can open them.
 */
export function findQuestions(
  checklist: ChecklistSnapshot,
  filter: QuestionFilterValue,
  locale: string,
  wordsOf: (question: Question) => string,
): FoundQuestions {
  const terms = searchTerms(filter.words, locale);
  const questionIds = new Set<string>();
  const principleIds: string[] = [];
  const subPrincipleIds: string[] = [];
  for (const principle of checklist) {
    for (const sub of principle.subprinciples) {
      let holds = false;
      for (const question of subPrincipleQuestions(sub)) {
        if (!inState(question, filter.state)) continue;
        if (terms.length > 0) {
          // Each term is matched within the folded words, so "consent" finds "consented" too.
          const haystack = ` ${foldForSearch(wordsOf(question), locale)} `;
          if (!terms.every((term) => haystack.includes(term))) continue;
        }
        questionIds.add(question.id);
        holds = true;
      }
      if (holds) {
        subPrincipleIds.push(sub.id);
        if (principleIds.at(-1) !== principle.id) principleIds.push(principle.id);
      }
    }
  }
  return { questionIds, principleIds, subPrincipleIds };
}

/**
 * A question's words to search, with `t` the translator on screen: its text, then its guidance's
 * three messages where the guidance part has them (a message absent comes back as its own id).
 */
export function questionWords(question: Question, t: (id: string) => string): string {
  const words = [question.text];
  for (const id of Object.values(questionGuidanceMessageIds(question.id))) {
    const text = t(id);
    if (text !== id) words.push(text);
  }
  return words.join("\n");
}
