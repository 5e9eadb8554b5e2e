// The Export button's work: the checked items of a checklist, as a PDF file the browser downloads.

import type { ChecklistSnapshot } from "../data";
import { downloadBlob } from "./downloadBlob";
import { exportFileName } from "./exportFileName";
import { mountReportTree } from "./mountReportTree";
import { renderReportPdf } from "./renderReportPdf";
import { buildReportModel } from "./reportModel";

export interface ExportedChecklistPdf {
  readonly fileName: string;
  readonly pageCount: number;
  readonly bytes: number;
}

/** Errors propagate: the caller logs them and shows the alert of spec §8. */
export async function exportChecklistPdf(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
): Promise<ExportedChecklistPdf> {
  const model = buildReportModel(snapshot, generatedAt);
  const fileName = exportFileName(generatedAt);
  const tree = await mountReportTree(model);
  try {
    const { blob, pageCount } = await renderReportPdf(tree.element, model);
    downloadBlob(blob, fileName);
    return { fileName, pageCount, bytes: blob.size };
  } finally {
    tree.dispose();
  }
}
