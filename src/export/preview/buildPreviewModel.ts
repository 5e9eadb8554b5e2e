// The preview's report model: the export's, in the language asked for, once that language's
// messages have come (the preview chunk comes on demand, before them perhaps).

import type { ChecklistSnapshot } from "../../data";
import {
  buildReportModel,
  loadReportMessages,
  reportLanguage,
  type ReportModel,
  type ReportModelOptions,
} from "../report";

/**
 * buildReportModel's model, once the messages of `options.language` (the language on screen, the
 * app's translator's; English if none) are loaded.
 */
export async function buildPreviewModel(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  options: ReportModelOptions = {},
): Promise<ReportModel> {
  const { code } = reportLanguage(options.language);
  await loadReportMessages(code);
  return buildReportModel(snapshot, generatedAt, { ...options, language: code });
}
