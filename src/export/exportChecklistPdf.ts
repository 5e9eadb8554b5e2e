// The Export button's work: the checked items of a checklist, as a PDF file the browser downloads.

import type { ChecklistSnapshot } from "../data";
import { assessmentFileName, buildAssessmentRecord, encodeAssessmentRecord } from "../record";
import type { ChecklistVariant } from "../variant";
import type { PdfAttachment } from "./pdf";
import { downloadBlob } from "./download";
import { buildReportModel, exportFileName } from "./report";
import { mountReportTree } from "./raster";
import { renderReportPdf } from "./renderReportPdf";

export interface ExportedChecklistPdf {
  readonly fileName: string;
  readonly pageCount: number;
  readonly bytes: number;
}

/** The exported file, made but not downloaded (the preview opens it in a new tab). */
export interface ChecklistPdf {
  readonly blob: Blob;
  readonly fileName: string;
  readonly pageCount: number;
}

export const RECORD_ATTACHMENT_DESCRIPTION =
  "The assessment this report shows (its ticks and notes), to open again in the checklist";

/**
 * The saved-assessment file (src/record), as the PDF's attachment: a researcher who keeps only the
 * PDF can open it in the checklist and carry on, on the customised checklist it was made on, if any.
 */
export function recordAttachment(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
): PdfAttachment {
  const record = buildAssessmentRecord(snapshot, generatedAt, variant);
  return {
    name: assessmentFileName(generatedAt),
    bytes: new TextEncoder().encode(encodeAssessmentRecord(record)),
    mimeType: "application/json",
    description: RECORD_ATTACHMENT_DESCRIPTION,
    modified: generatedAt,
  };
}

/**
 * The tagged PDF of `snapshot`: `variant` is the customised checklist it is on (null: the standard
 * one), which the report names and the attached record carries. Errors propagate.
 */
export async function makeChecklistPdf(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
): Promise<ChecklistPdf> {
  const model = buildReportModel(snapshot, generatedAt, { variant });
  const attachments = [recordAttachment(snapshot, generatedAt, variant)];
  const tree = await mountReportTree(model);
  try {
    const { blob, pageCount } = await renderReportPdf(tree.element, model, { attachments });
    return { blob, fileName: exportFileName(generatedAt), pageCount };
  } finally {
    tree.dispose();
  }
}

/**
 * Makes the file (makeChecklistPdf) and downloads it.
 * Errors propagate: the caller logs them and shows the alert of spec §8.
 */
export async function exportChecklistPdf(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
): Promise<ExportedChecklistPdf> {
  const { blob, fileName, pageCount } = await makeChecklistPdf(snapshot, generatedAt, variant);
  downloadBlob(blob, fileName);
  return { fileName, pageCount, bytes: blob.size };
}
