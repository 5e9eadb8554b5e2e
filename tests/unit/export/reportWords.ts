// The report's words for the export's unit tests: the app hands the export a loaded Translator
// (src/app/language/reportWords.ts); the tests' setup has loaded every language, so any is at hand.

import { translatorFor, type LanguageCode, type Translator } from "../../../src/i18n";
import {
  buildReportModel as buildModel,
  type ChangesSince,
  type ReportModel,
  type ReportModelOptions,
  type ReportRequest,
} from "../../../src/export/report";
import type { ChecklistSnapshot, TeamReview } from "../../../src/data";
import { phaseOf } from "../../../src/record";
import type { ChecklistVariant } from "../../../src/variant";

/** The report's words in English, the source. */
export const ENGLISH: Translator = translatorFor("en");

/** The report's words in `code`. */
export const wordsIn = (code: LanguageCode): Translator => translatorFor(code);

/** What most tests of the model ask a report for, each part optional. */
export interface ReportAsked extends ReportModelOptions {
  readonly language?: LanguageCode;
  readonly translator?: Translator;
  readonly variant?: ChecklistVariant | null;
  /** The report is of a phase kept under this name and date, whose ticks and notes are the snapshot's. */
  readonly phase?: { readonly name: string; readonly date: string } | null;
  readonly since?: ChangesSince | null;
  /** The team review the assessment came from. */
  readonly teamReview?: TeamReview | null;
}

/**
 * The request for the report of `snapshot` (in English unless `language` or `translator` says
 * otherwise), on the standard checklist with no phases or team unless asked; with `phase`, the
 * report of a phase kept with exactly `snapshot`'s ticks and notes.
 */
export function reportRequestFor(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  asked: ReportAsked = {},
): ReportRequest {
  const phase = asked.phase ? phaseOf(snapshot, asked.phase.name, asked.phase.date) : null;
  return {
    assessment: {
      checklist: snapshot,
      variant: asked.variant ?? null,
      phases: phase === null ? [] : [phase],
      team: asked.teamReview ? { review: asked.teamReview } : null,
      project: null,
    },
    of: phase === null ? { kind: "work" } : { kind: "phase", phase },
    since: asked.since ?? null,
    generatedAt,
    translator:
      asked.translator ?? (asked.language === undefined ? ENGLISH : wordsIn(asked.language)),
  };
}

/**
 * buildReportModel, in English unless `language` or `translator` says otherwise: what most tests of
 * the model's content need, without each naming its words.
 */
export function buildReportModel(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  asked: ReportAsked = {},
): ReportModel {
  const { locale, timeZone } = asked;
  return buildModel(reportRequestFor(snapshot, generatedAt, asked), {
    ...(locale === undefined ? {} : { locale }),
    ...(timeZone === undefined ? {} : { timeZone }),
  });
}
