// Planned measures: what will be done about a question that is not met yet (neither ticked nor set
// aside), by whom and by when, and whether it is done. A measure done does not tick its question:
// the researcher decides that. Every report's action plan lists them; the saved file keeps them.
// Shape and bounds only: the question's measures editor (src/app/checklist/question) edits them.

/** One measure, kept on its question (Question.measures). */
export interface Measure {
  /** Stable while the measure lives (made when it is added): tells "changed" from "removed and added". */
  readonly id: string;
  /** What will be done; never blank. */
  readonly text: string;
  /** Who will do it; "" for nobody named. */
  readonly owner: string;
  /** By when, as YYYY-MM-DD; "" for no date. */
  readonly due: string;
  readonly done: boolean;
  /** In a team's files brought together: the member whose file it came from; absent otherwise. */
  readonly by?: string;
}

/** The longest measure's text, in characters (code points): a paragraph. */
export const MEASURE_TEXT_MAX_LENGTH = 1000;
/** The longest owner, in characters: a name or a role. */
export const MEASURE_OWNER_MAX_LENGTH = 100;
/** The most measures one question carries; a file with more is refused. */
export const MEASURES_PER_QUESTION_MAX = 20;

/** Whether `due` is a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isMeasureDate(due: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(due);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether an open measure's date has passed on `today` (YYYY-MM-DD, where the user is). */
export function isMeasureOverdue(measure: Pick<Measure, "due" | "done">, today: string): boolean {
  return !measure.done && measure.due !== "" && measure.due < today;
}

/** How many of the measures are still to do. */
export function countOpenMeasures(measures: readonly Pick<Measure, "done">[] | undefined): number {
  let count = 0;
  for (const measure of measures ?? []) if (!measure.done) count += 1;
  return count;
}
