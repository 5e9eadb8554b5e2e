// "Download as Word": the report of the checklist as it is now, as a .docx file, in the language
// on screen, handed to the browser as a download.

import type { ChecklistSnapshot, TeamReview } from "../../data";
import type { Translator } from "../../i18n";
import { downloadBlob } from "../../files/download";
import {
  buildReportModel,
  exportFileName,
  type ChecklistVariant,
  type ReportSinceInput,
} from "../report";
import { DOCX_MEDIA_TYPE, reportDocx } from "./reportDocx";

export interface ExportedChecklistWord {
  readonly fileName: string;
  readonly bytes: number;
}

/**
 * Makes the Word file and downloads it. `variant`: the one `snapshot` was resolved from; null for
 * the standard checklist. `translator`: the report's words in the language on screen
 * (ReportModelOptions.translator); `teamReview`: the team review the assessment came from, which
 * the report lists; `phase`: the phase `snapshot` is of (its name and date, YYYY-MM-DD), which the
 * report names under its date. The file's name is the spec's, with .docx, in every language.
 */
export async function exportChecklistWord(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null,
  translator: Translator,
  /** "Changes since <phase>", the report's last part; none: no such part. */
  since: ReportSinceInput | null = null,
  teamReview: TeamReview | null = null,
  phase: { readonly name: string; readonly date: string } | null = null,
): Promise<ExportedChecklistWord> {
  const model = buildReportModel(snapshot, generatedAt, {
    variant,
    translator,
    ...(phase ? { phase } : {}),
    // The team review is the work's: a phase's report is of the work as it stood then.
    teamReview: phase ? null : teamReview,
    ...(since ? { since } : {}),
  });
  const bytes = await reportDocx(model, generatedAt);
  // A copy into an ArrayBuffer of its own: a Blob takes no view of a shared buffer.
  const blob = new Blob([bytes.slice().buffer], { type: DOCX_MEDIA_TYPE });
  const fileName = exportFileName(generatedAt, undefined, undefined, "docx");
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
