// Open's reading of a file the user picked or dropped: a saved assessment (.json), a PDF this app
// exported, which carries one as an attachment, or a checklist file (a field's customised
// checklist). Whatever the file, the answer is a whole assessment or checklist, or what is wrong
// with it (messages for recordActions to put in words); nothing here changes the checklist.

import type { ChecklistSnapshot } from "../data";
import {
  ASSESSMENT_FILE_MAX_BYTES,
  assessmentProblem,
  parseAssessmentBytes,
  type AssessmentParseResult,
  type LoadedAssessment,
} from "../record";
import {
  CHECKLIST_FORMAT,
  parseChecklistFile,
  type ChecklistVariant,
  type Problem,
} from "../variant";

const PDF_SIGNATURE = "%PDF-";

const FILE_UNREADABLE: Problem = { id: "fileProblem.fileUnreadable" };

async function fromPdf(
  bytes: Uint8Array,
  checklist: ChecklistSnapshot,
): Promise<AssessmentParseResult> {
  let attachments;
  try {
    const { readPdfAttachments } = await import("./pdf");
    attachments = await readPdfAttachments(bytes);
  } catch {
    return assessmentProblem("unreadable", { id: "fileProblem.pdfUnreadable" });
  }
  let ours: AssessmentParseResult | null = null;
  for (const file of attachments.filter((a) => /\.json$/i.test(a.name))) {
    const result = parseAssessmentBytes(file.bytes, checklist);
    if (result.ok) return result;
    // One of ours that cannot be opened (a newer format) says why, rather than "not ours".
    if (result.kind !== "not-an-assessment") ours ??= result;
  }
  return ours ?? assessmentProblem("not-an-assessment", { id: "fileProblem.pdfNotOurs" });
}

export async function readAssessmentFile(
  file: Blob,
  checklist: ChecklistSnapshot,
): Promise<AssessmentParseResult> {
  // Refused on its size alone, before a byte is read.
  if (file.size > ASSESSMENT_FILE_MAX_BYTES)
    return assessmentProblem("too-large", {
      id: "fileProblem.assessmentTooLarge",
      // In megabytes, to a tenth, rounded up: 10 MB and a byte is "10.1".
      values: {
        size: Math.ceil((file.size / 1024 / 1024) * 10) / 10,
        max: ASSESSMENT_FILE_MAX_BYTES / 1024 / 1024,
      },
    });
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return assessmentProblem("unreadable", FILE_UNREADABLE);
  }
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  // The signature may follow a few bytes of junk (PDF readers look for it in the first 1,024), but
  // not a JSON object's opening: a note that mentions "%PDF-" does not make a saved file a PDF.
  const signature = head.indexOf(PDF_SIGNATURE);
  if (signature >= 0 && !/[{[]/.test(head.slice(0, signature))) return fromPdf(bytes, checklist);
  return parseAssessmentBytes(bytes, checklist);
}

/** What Open, a checklist link or the site's own checklist brings: a whole assessment, or a checklist. */
export type OpenedFile =
  | { kind: "assessment"; assessment: LoadedAssessment }
  | { kind: "checklist"; variant: ChecklistVariant };

/** What Open reads: a saved assessment, or a checklist file, or what is wrong with it. */
export type OpenedFileResult =
  { ok: true; opened: OpenedFile } | { ok: false; problems: readonly Problem[] };

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
        return { ok: false, problems: [FILE_UNREADABLE] };
      }
      const result = parseChecklistFile(bytes);
      return result.ok
        ? { ok: true, opened: { kind: "checklist", variant: result.variant } }
        : { ok: false, problems: result.problems };
    }
  }
  const result = await readAssessmentFile(file, checklist);
  return result.ok
    ? { ok: true, opened: { kind: "assessment", assessment: result.assessment } }
    : { ok: false, problems: result.problems };
}
