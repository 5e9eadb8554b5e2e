// Open's reading of a file the user picked or dropped: a saved assessment (.json), a PDF this app
// exported, which carries one as an attachment, or a checklist file (a field's customised checklist). Whatever the file, the answer is a whole assessment
// or one problem in words; nothing here changes the checklist.

import type { ChecklistSnapshot } from "../../../data";
import {
  ASSESSMENT_FILE_MAX_BYTES,
  assessmentProblem,
  parseAssessmentBytes,
  type AssessmentParseResult,
} from "../../../record";
import { CHECKLIST_FORMAT, parseChecklistFile } from "../../../variant";
import type { OpenedFile } from "./recordControls";

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

/** What Open reads: a saved assessment, or a checklist file, or one problem in words. */
export type OpenedFileResult = { ok: true; opened: OpenedFile } | { ok: false; problem: string };

// A checklist file says what it is in its first lines (it is written so); an assessment never does.
const CHECKLIST_HEAD = new RegExp(`"format"\\s*:\\s*"${CHECKLIST_FORMAT}"`);

/**
 * A file picked or dropped: a checklist file (its format named near its start) goes to the checklist
 * file's parser, whatever its size, so that one too large says so in its own words; anything else
 * is read as a saved assessment or a PDF.
 */
export async function readOpenedFile(
  file: Blob,
  checklist: ChecklistSnapshot,
): Promise<OpenedFileResult> {
  if (file.size <= ASSESSMENT_FILE_MAX_BYTES) {
    let head = "";
    try {
      head = new TextDecoder("utf-8").decode(await file.slice(0, 4096).arrayBuffer());
    } catch {
      // Read again, whole, below: its failure is said there.
    }
    if (CHECKLIST_HEAD.test(head)) {
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        return {
          ok: false,
          problem: "The file could not be read. It may have been moved or deleted; try again.",
        };
      }
      const result = parseChecklistFile(bytes);
      return result.ok
        ? { ok: true, opened: { kind: "checklist", variant: result.variant } }
        : { ok: false, problem: result.problems.join(" ") };
    }
  }
  const result = await readAssessmentFile(file, checklist);
  return result.ok
    ? { ok: true, opened: { kind: "assessment", assessment: result.assessment } }
    : { ok: false, problem: result.problem };
}
