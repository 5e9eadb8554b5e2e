// "Download as Word": a report as a .docx file, in the language on screen, handed to the browser as
// a download.

import { downloadBlob } from "../../files/download";
import { buildReportModel, exportFileName, type ReportRequest } from "../report";
import { DOCX_MEDIA_TYPE, reportDocx } from "./reportDocx";

export interface ExportedChecklistWord {
  readonly fileName: string;
  readonly bytes: number;
}

/**
 * Makes the Word file of `request` and downloads it. The file's name is the spec's, with .docx, in
 * every language.
 */
export async function exportChecklistWord(request: ReportRequest): Promise<ExportedChecklistWord> {
  const { generatedAt } = request;
  const model = buildReportModel(request);
  const bytes = await reportDocx(model, generatedAt);
  // A copy into an ArrayBuffer of its own: a Blob takes no view of a shared buffer.
  const blob = new Blob([bytes.slice().buffer], { type: DOCX_MEDIA_TYPE });
  const fileName = exportFileName(generatedAt, undefined, undefined, "docx");
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
