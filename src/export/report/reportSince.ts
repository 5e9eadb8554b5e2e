// The report's optional last part, "Changes since <phase>": what changed between a phase kept and
// the work the report is of (src/record's compareAssessments), per principle, in the words every
// renderer draws. Asked for from the compare dialog; without it a report is what it was.

import type { Translator } from "../../i18n";
import type { Comparison, ComparisonEntry, ComparisonKind } from "../../record";
import { entryDetails, phaseDateInWords } from "../../record";
import { otherLanguage } from "./reportLanguage";

/**
 * What a report is asked to end with, "Changes since <phase>": the phase it counts from (its name and
 * date), and the comparison made.
 */
export interface ChangesSince {
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
 * The details of one entry (src/record's entryDetails), in `t`'s words, each text in another
 * language than the report's marked with it.
 */
export function sinceDetails(
  entry: ComparisonEntry,
  t: Translator["t"],
  language: string,
): ReportSinceDetail[] {
  return entryDetails(entry).map((detail) => {
    const lang = otherLanguage(detail.lang, language);
    return {
      label: detail.label === "" ? "" : t(detail.label),
      text: detail.isMessage ? t(detail.text) : detail.text,
      ...(lang === undefined ? {} : { lang }),
    };
  });
}

export function reportSince(
  { name, date, comparison }: ChangesSince,
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
