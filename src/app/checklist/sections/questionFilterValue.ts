// What the filter above the checklist asks for, and what it found: the shapes the first load shares
// with the finder loaded on first use (findQuestions.ts).

/** The states a question can be filtered by: every question, or those open, ticked, set aside or with a note. */
export const QUESTION_FILTER_STATES = ["all", "open", "ticked", "setAside", "noted"] as const;
export type QuestionFilterState = (typeof QUESTION_FILTER_STATES)[number];

export interface QuestionFilterValue {
  readonly state: QuestionFilterState;
  /** As typed, in the language on screen. */
  readonly words: string;
}

/** The filter unused: the checklist as the spec has it, nothing hidden. */
export const NO_FILTER: QuestionFilterValue = { state: "all", words: "" };

export function isFilterUsed({ state, words }: QuestionFilterValue): boolean {
  return state !== "all" || words.trim() !== "";
}

/** The questions a filter found, and the sections that hold them (to open), in the page's order. */
export interface FoundQuestions {
  readonly questionIds: ReadonlySet<string>;
  readonly principleIds: readonly string[];
  readonly subPrincipleIds: readonly string[];
}
