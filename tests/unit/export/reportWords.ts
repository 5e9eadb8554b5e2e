// The report's words for the export's unit tests: the app hands the export a loaded Translator
// (src/app/language/reportWords.ts); the tests' setup has loaded every language, so any is at hand.

import { translatorFor, type LanguageCode, type Translator } from "../../../src/i18n";
import {
  buildReportModel as buildModel,
  type ReportModel,
  type ReportModelOptions,
} from "../../../src/export/report";
import type { ChecklistSnapshot } from "../../../src/data";

/** The report's words in English, the source. */
export const ENGLISH: Translator = translatorFor("en");

/** The report's words in `code`. */
export const wordsIn = (code: LanguageCode): Translator => translatorFor(code);

/**
 * buildReportModel, in English unless `language` or `translator` says otherwise: what most tests of
 * the model's content need, without each naming its words.
 */
export function buildReportModel(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  options: Partial<ReportModelOptions> & { readonly language?: LanguageCode } = {},
): ReportModel {
  const { language, ...rest } = options;
  return buildModel(snapshot, generatedAt, {
    translator: language === undefined ? ENGLISH : wordsIn(language),
    ...rest,
  });
}
