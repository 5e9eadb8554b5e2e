// The report's optional last part, "Changes since <phase>": what changed between a phase kept and
// the work the report is of (src/record's compareAssessments), per principle, in the words every
// renderer draws. Asked for from the compare dialog; without it a report is what it was.

import type { Translator } from "../../i18n";
import type { Comparison, ComparisonEntry, ComparisonKind } from "../../record";
import { phaseDateInWords } from "../../record";
import { otherLanguage } from "./reportLanguage";

/** What a report is asked to end with: the phase it counts from, and the comparison made. */
export interface ReportSinceInput {
  readonly name: string;
  /** The phase's date, YYYY-MM-DD. */
  readonly date: string;
  /** compareAssessments(the phase, the work the report is of). */
  readonly comparison: Comparison;
}

/** One text under a changed question: a label ("Before:", "Now:", "Note:", "Reason:"), or none. */
export interface ReportSinceDetail {
  readonly label: string;
  readonly text: string;
  /** The language of `text` when it is not the report's (a field's reason for hiding). */
  readonly lang?: string;
}

/** One changed question, one row: its wording, and what changed of it. */
export interface ReportSinceRow {
  readonly id: string;
  readonly text: string;
  /** The language of its wording when it is not the report's (a field's own question). */
  readonly lang?: string;
  readonly details: readonly ReportSinceDetail[];
}

export interface ReportSinceGroup {
  readonly kind: ComparisonKind;
  /** "Newly ticked", "Notes changed"… */
  readonly heading: string;
  readonly rows: readonly ReportSinceRow[];
}

export interface ReportSincePrinciple {
  readonly id: string;
  readonly name: string;
  readonly groups: readonly ReportSinceGroup[];
}

export interface ReportSince {
  /** "Changes since Planning (March 1, 2027)". */
  readonly heading: string;
  /** "5 changes." or "Nothing changed." */
  readonly total: string;
  /** One line a kind that has any: "Newly ticked: 2". */
  readonly counts: readonly { readonly kind: ComparisonKind; readonly text: string }[];
  /** Only the principles where something changed, in the checklist's order. */
  readonly principles: readonly ReportSincePrinciple[];
}

/** A kind of change's name, as the compare dialog and the report say it. */
export const sinceKindMessage = (kind: ComparisonKind) => `report.sinceKind.${kind}`;

/**
 * The details of one entry, in `t`'s words: a note's old and new text, a rewording's old wording,
 * a hidden question's reason, whether a question on one side only was ticked there, and its note.
 * Shared with the compare dialog, which shows the same words.
 */
export function sinceDetails(
  entry: ComparisonEntry,
  t: Translator["t"],
  language: string,
): ReportSinceDetail[] {
  const withLang = (lang: string | undefined) => {
    const other = otherLanguage(lang, language);
    return other === undefined ? {} : { lang: other };
  };
  const oneSided = (ticked: boolean, note: string, was: boolean): ReportSinceDetail[] => [
    ...(ticked
      ? [{ label: "", text: t(was ? "report.sinceWasTicked" : "report.sinceIsTicked") }]
      : []),
    ...(note === "" ? [] : [{ label: t("report.noteLabel"), text: note }]),
  ];
  switch (entry.kind) {
    case "ticked":
    case "unticked":
      return [];
    case "noteAdded":
      return [{ label: t("report.noteLabel"), text: entry.note }];
    case "noteChanged":
      return [
        { label: t("report.sinceBefore"), text: entry.before },
        { label: t("report.sinceNow"), text: entry.after },
      ];
    case "noteRemoved":
      return [{ label: t("report.sinceBefore"), text: entry.note }];
    case "questionAdded":
      return oneSided(entry.ticked, entry.note, false);
    case "questionReworded":
      return [
        { label: t("report.sinceBefore"), text: entry.before, ...withLang(entry.beforeLang) },
      ];
    case "questionHidden": {
      const reason = entry.reason.trim();
      return [
        reason === ""
          ? { label: t("report.reasonLabel"), text: t("report.noReasonGiven") }
          : { label: t("report.reasonLabel"), text: entry.reason, ...withLang(entry.reasonLang) },
        ...oneSided(entry.ticked, entry.note, true),
      ];
    }
    case "questionRemoved":
      return oneSided(entry.ticked, entry.note, true);
  }
}

export function reportSince(
  { name, date, comparison }: ReportSinceInput,
  translator: Translator,
  locale: string,
): ReportSince {
  const { t, language } = translator;
  return {
    heading: t("report.sinceHeading", { name, date: phaseDateInWords(date, locale) }),
    total: t("report.changeCount", { count: comparison.total }),
    counts:
      comparison.principles.length === 0
        ? []
        : Object.entries(comparison.counts)
            .filter(([, count]) => count > 0)
            .map(([kind, count]) => ({
              kind: kind as ComparisonKind,
              text: t("report.sinceCount", {
                kind: t(sinceKindMessage(kind as ComparisonKind)),
                count,
              }),
            })),
    principles: comparison.principles.map((principle) => ({
      id: principle.id,
      name: principle.name,
      groups: principle.groups.map((group) => ({
        kind: group.kind,
        heading: t(sinceKindMessage(group.kind)),
        rows: group.entries.map((entry) => {
          const lang = otherLanguage(entry.question.lang, language.code);
          return {
            id: entry.question.id,
            text: entry.question.text,
            ...(lang === undefined ? {} : { lang }),
            details: sinceDetails(entry, t, language.code),
          };
        }),
      })),
    })),
  };
}
