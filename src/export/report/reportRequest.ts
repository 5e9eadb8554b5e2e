// What every report is made from, whatever its format (the PDF, the preview, Markdown, Word): one
// request. What a report of a phase or with "Changes since <phase>" holds is worked out from it once,
// in the report model (buildReportModel), never by a renderer or its caller.

import type { Assessment, RecordedPhase } from "../../data";
import type { Translator } from "../../i18n";
import type { ChangesSince } from "./reportSince";

/** What a report is of: the work as it stands, or a phase kept (the ticks and notes as they stood). */
export type ReportOf =
  { readonly kind: "work" } | { readonly kind: "phase"; readonly phase: RecordedPhase };

export interface ReportRequest {
  /**
   * The whole assessment: the report draws what `of` names of it, and a PDF's attached record
   * carries all of it (the work as it stands and every phase, even in the report of one phase).
   */
  readonly assessment: Assessment;
  readonly of: ReportOf;
  /** "Changes since <phase>", the report's last part (asked for from the compare dialog); none: no such part. */
  readonly since?: ChangesSince | null;
  /** The report's date and time, and its file's. */
  readonly generatedAt: Date;
  /**
   * The report's words, and the language it is written in: the language on screen, whose words the
   * assessment's checklist already carries. Its `app` messages and its `later` part (the `report`
   * segment) must have come.
   */
  readonly translator: Translator;
}
