// The saved-assessment file (src/record), as the exported PDF's attachment: a researcher who keeps
// only the PDF can open it in the checklist and carry on, on the customised checklist it was made
// on, if any.

import type { ChecklistSnapshot } from "../data";
import { assessmentFileName, buildAssessmentRecord, encodeAssessmentRecord } from "../record";
import type { ChecklistVariant } from "../variant";
import type { PdfAttachment } from "./pdf";

/**
 * `description`: what a PDF reader's list of attachments says of it, in the report's language (the
 * export gives the model's documentProperties.attachmentDescription).
 */
export function recordAttachment(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
  description = "",
): PdfAttachment {
  const record = buildAssessmentRecord(snapshot, generatedAt, variant);
  return {
    name: assessmentFileName(generatedAt),
    bytes: new TextEncoder().encode(encodeAssessmentRecord(record)),
    mimeType: "application/json",
    description,
    modified: generatedAt,
  };
}
