// The saved-assessment file (src/record), as the exported PDF's attachment: a researcher who keeps
// only the PDF can open it in the checklist and carry on, on the customised checklist it was made
// on, if any.

import type { Assessment } from "../data";
import { assessmentFileName, buildAssessmentRecord, encodeAssessmentRecord } from "../record";
import type { PdfAttachment } from "./pdf";

/**
 * `description`: what a PDF reader's list of attachments says of it, in the report's language (the
 * export gives the model's documentProperties.attachmentDescription). The record is the whole
 * assessment, the work as it stands and every phase, even in the report of one phase.
 */
export function recordAttachment(
  assessment: Assessment,
  generatedAt: Date,
  description = "",
): PdfAttachment {
  const record = buildAssessmentRecord(
    assessment.checklist,
    generatedAt,
    assessment.variant,
    assessment.phases,
    assessment.team,
  );
  return {
    name: assessmentFileName(generatedAt),
    bytes: new TextEncoder().encode(encodeAssessmentRecord(record)),
    mimeType: "application/json",
    description,
    modified: generatedAt,
  };
}
