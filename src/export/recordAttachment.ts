// The saved-assessment file (src/record), as the exported PDF's attachment: a researcher who keeps
// only the PDF can open it in the checklist and carry on, on the customised checklist it was made
// on, if any.

import type { ChecklistSnapshot, TeamRecord } from "../data";
import {
  assessmentFileName,
  buildAssessmentRecord,
  encodeAssessmentRecord,
  type RecordedPhase,
} from "../record";
import type { ChecklistVariant } from "../variant";
import type { PdfAttachment } from "./pdf";
import type { ReportSinceInput } from "./report";

/**
 * The phases of an assessment, as an export is given them: every one kept, which the attached
 * record carries whatever the report shows, and the one the report is of, if any.
 */
export interface ReportPhases {
  /** Every phase kept (the record carries them all, as Save writes them). */
  readonly phases?: readonly RecordedPhase[];
  /**
   * The phase the report is of, its snapshot being the checklist as it stood then; absent or null:
   * the report is of the work as it stands.
   */
  readonly phase?: { readonly name: string; readonly date: string } | null;
  /** The work as it stands, which the record carries when the report is of a phase. */
  readonly current?: ChecklistSnapshot;
  /**
   * "Changes since <phase>", the report's last part (asked for from the compare dialog); absent or
   * null: no such part. The record is the same either way.
   */
  readonly since?: ReportSinceInput | null;
  /**
   * What the assessment says of its team (member, project, team review): the record carries it,
   * and the report of the work as it stands lists its team review.
   */
  readonly team?: TeamRecord | null;
}

/**
 * `description`: what a PDF reader's list of attachments says of it, in the report's language (the
 * export gives the model's documentProperties.attachmentDescription). `phases`: the record is the
 * whole assessment, the current work and every phase, even in the report of one phase.
 */
export function recordAttachment(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
  description = "",
  phases: ReportPhases = {},
): PdfAttachment {
  const record = buildAssessmentRecord(
    phases.current ?? snapshot,
    generatedAt,
    variant,
    phases.phases ?? [],
    phases.team ?? null,
  );
  return {
    name: assessmentFileName(generatedAt),
    bytes: new TextEncoder().encode(encodeAssessmentRecord(record)),
    mimeType: "application/json",
    description,
    modified: generatedAt,
  };
}
