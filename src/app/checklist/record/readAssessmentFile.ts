// Open's reading of a file the user picked or dropped: a saved assessment (.json), or a PDF this app
// exported, which carries one as an attachment. Whatever the file, the answer is a whole assessment
// or one problem in words; nothing here changes the checklist.

import type { ChecklistSnapshot } from "../../../data";
import {
  ASSESSMENT_FILE_MAX_BYTES,
  assessmentProblem,
  parseAssessmentBytes,
  type AssessmentParseResult,
} from "../../../record";

const PDF_SIGNATURE = "%PDF-";

async function fromPdf(
  bytes: Uint8Array,
  checklist: ChecklistSnapshot,
): Promise<AssessmentParseResult> {
  let attachments;
  try {
    const { readPdfAttachments } = await import("../../../export/reader");
    attachments = await readPdfAttachments(bytes);
  } catch {
    return assessmentProblem(
      "unreadable",
      "This PDF could not be read: it may be damaged or cut short.",
    );
  }
  let ours: AssessmentParseResult | null = null;
  for (const file of attachments.filter((a) => /\.json$/i.test(a.name))) {
    const result = parseAssessmentBytes(file.bytes, checklist);
    if (result.ok) return result;
    // One of ours that cannot be opened (a newer format) says why, rather than "not ours".
    if (result.kind !== "not-an-assessment") ours ??= result;
  }
  return (
    ours ??
    assessmentProblem(
      "not-an-assessment",
      "This PDF was not exported by this checklist: it carries no saved assessment.",
    )
  );
}

export async function readAssessmentFile(
  file: Blob,
  checklist: ChecklistSnapshot,
): Promise<AssessmentParseResult> {
  // Refused on its size alone, before a byte is read.
  if (file.size > ASSESSMENT_FILE_MAX_BYTES)
    return assessmentProblem(
      "too-large",
      `This file is ${(Math.ceil((file.size / 1024 / 1024) * 10) / 10).toFixed(1)} MB; a saved assessment is never larger than 10 MB, so it was not read.`,
    );
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return assessmentProblem(
      "unreadable",
      "The file could not be read. It may have been moved or deleted; try again.",
    );
  }
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  // The signature may follow a few bytes of junk (PDF readers look for it in the first 1,024), but
  // not a JSON object's opening: a note that mentions "%PDF-" does not make a saved file a PDF.
  const signature = head.indexOf(PDF_SIGNATURE);
  if (signature >= 0 && !/[{[]/.test(head.slice(0, signature))) return fromPdf(bytes, checklist);
  return parseAssessmentBytes(bytes, checklist);
}
