// "Download as Word": the report of the checklist as it is now, as a .docx file, in the language
// on screen, handed to the browser as a download.

import type { ChecklistSnapshot } from "../../data";
import { downloadBlob } from "../download";
import {
  buildReportModel,
  exportFileName,
  loadReportMessages,
  reportLanguage,
  type ChecklistVariant,
} from "../report";
import { DOCX_MEDIA_TYPE, reportDocx } from "./reportDocx";

export interface ExportedChecklistWord {
  readonly fileName: string;
  readonly bytes: number;
}

/**
 * Makes the Word file and downloads it. `variant`: the one `snapshot` was resolved from; null for
 * the standard checklist. `language`: the one the report is written in, the language on screen (a
 * LanguageCode, as the page's `lang` gives it; English if none), whose messages are loaded first.
 * The file's name is the spec's, with .docx, in every language.
 */
export async function exportChecklistWord(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
  language?: string,
): Promise<ExportedChecklistWord> {
  const { code } = reportLanguage(language);
  await loadReportMessages(code);
  const model = buildReportModel(snapshot, generatedAt, { variant, language: code });
  const bytes = await reportDocx(model, generatedAt);
  // A copy into an ArrayBuffer of its own: a Blob takes no view of a shared buffer.
  const blob = new Blob([bytes.slice().buffer], { type: DOCX_MEDIA_TYPE });
  const fileName = exportFileName(generatedAt, undefined, undefined, "docx");
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
