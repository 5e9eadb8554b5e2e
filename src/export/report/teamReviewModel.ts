// The report's "Team review" part: who took part in bringing the members' files together, and what
// the team chose for each question they disagreed on. Apart from reportModel.ts, which calls it: a
// report without a team review has no key for it, and is exactly what it was before.

import type { ChecklistSnapshot, TeamReview } from "../../data";
import { allQuestions } from "../../data";
import type { Translator } from "../../i18n";
import { phaseDateInWords } from "../../record";
import { otherLanguage } from "./reportLanguage";

/** One disagreement the team settled, as every renderer shows it. */
export interface ReportTeamChoice {
  readonly id: string;
  /** The question's wording on the checklist in use, in the report's language; its id if it has none. */
  readonly text: string;
  /** The language of `text` when it is not the report's (a field's own words). */
  readonly lang?: string;
  /** "Chosen: Ticked". */
  readonly chosen: string;
  /** "Ticked by: Ana, Ben". */
  readonly tickedBy: string;
  /** "Not ticked by: Member 3". */
  readonly notTickedBy: string;
}

export interface ReportTeamReview {
  /** "Team review". */
  readonly heading: string;
  /** "Brought together on March 1, 2027, from 3 members' files." */
  readonly dateLine: string;
  /** "Who took part". */
  readonly membersHeading: string;
  /** Each member's name, or "Member 2" for a file that named none. */
  readonly members: readonly string[];
  /** "What the team chose". */
  readonly choicesHeading: string;
  readonly choices: readonly ReportTeamChoice[];
  /** Said in place of the choices when the members disagreed on nothing; null otherwise. */
  readonly noChoices: string | null;
}

/** A member as the report names them: their name, or "Member 2". */
export function memberLabel(t: Translator["t"], name: string, number: number): string {
  return name === "" ? t("report.teamMember", { number }) : name;
}

export function reportTeamReview(
  review: TeamReview,
  snapshot: ChecklistSnapshot,
  translator: Translator,
  locale: string,
): ReportTeamReview {
  const { t, language } = translator;
  const members = review.members.map((name, index) => memberLabel(t, name, index + 1));
  const questions = new Map(allQuestions([...snapshot]).map((q) => [q.id, q]));
  const names = (numbers: readonly number[]) =>
    numbers.map((n) => members[n - 1] ?? String(n)).join(t("report.teamNameSeparator"));
  const choices = review.settled.map(({ id, ticked, tickedBy }): ReportTeamChoice => {
    const question = questions.get(id);
    const lang = otherLanguage(question?.lang, language.code);
    const notTicked = members.map((_, index) => index + 1).filter((n) => !tickedBy.includes(n));
    return {
      id,
      text: question?.text ?? id,
      ...(lang === undefined ? {} : { lang }),
      chosen: t("report.teamChosen", { ticked: ticked ? "yes" : "no" }),
      tickedBy: t("report.teamTickedBy", { names: names(tickedBy) }),
      notTickedBy: t("report.teamNotTickedBy", { names: names(notTicked) }),
    };
  });
  return {
    heading: t("report.teamHeading"),
    dateLine: t("report.teamDateLine", {
      date: phaseDateInWords(review.date, locale),
      count: members.length,
    }),
    membersHeading: t("report.teamMembersHeading"),
    members,
    choicesHeading: t("report.teamChoicesHeading"),
    choices,
    noChoices: choices.length === 0 ? t("report.teamNoChoices") : null,
  };
}
