// The Export button's work: the checked items of a checklist, as a PDF file the browser downloads.

import type { ChecklistSnapshot } from "../data";
import { assessmentFileName, buildAssessmentRecord, encodeAssessmentRecord } from "../record";
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

export const RECORD_ATTACHMENT_DESCRIPTION =
  "The assessment this report shows (its ticks and notes), to open again in the checklist";

/**
 * The saved-assessment file (src/record), as the PDF's attachment: a researcher who keeps only the
 * PDF can open it in the checklist and carry on.
 */
export function recordAttachment(snapshot: ChecklistSnapshot, generatedAt: Date): PdfAttachment {
  const record = buildAssessmentRecord(snapshot, generatedAt);
  return {
    name: assessmentFileName(generatedAt),
    bytes: new TextEncoder().encode(encodeAssessmentRecord(record)),
    mimeType: "application/json",
    description: RECORD_ATTACHMENT_DESCRIPTION,
    modified: generatedAt,
  };
}

/** Errors propagate: the caller logs them and shows the alert of spec §8. */
export async function exportChecklistPdf(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
): Promise<ExportedChecklistPdf> {
  const model = buildReportModel(snapshot, generatedAt);
  const fileName = exportFileName(generatedAt);
  const attachments = [recordAttachment(snapshot, generatedAt)];
  const tree = await mountReportTree(model);
  try {
    const { blob, pageCount } = await renderReportPdf(tree.element, model, { attachments });
    downloadBlob(blob, fileName);
    return { fileName, pageCount, bytes: blob.size };
  } finally {
    tree.dispose();
  }
}
