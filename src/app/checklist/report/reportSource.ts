// What a report is asked for, in the app's terms, and the one place a report's request is made:
// the assessment, what the report is of, its last part, its date and its words. The export's types
// are named through import(), as the app loads the export: none of its code is in the first load.

import type { Assessment, LanguageCode } from "./reportTypes";
import type { ChangesSince, ReportOf, ReportRequest } from "./reportTypes";
import { reportWordsIn } from "../../language/reportWords";

/** What a report is made of besides the assessment: what it is of, and its last part, if any. */
export interface ReportSource {
  /** The work as it stands (absent), or a phase kept. */
  readonly of?: ReportOf;
  /** "Changes since <phase>", the report's last part; absent or null: none. */
  readonly since?: ChangesSince | null;
}

/** The report of the work as it stands, with no part at its end. */
export const THE_WORK: ReportSource = {};

/**
 * The request for the report of `assessment` that `source` asks for, in the language on screen
 * (`code`, which the checklist's words are in), once its words have come.
 */
export async function reportRequest(
  assessment: Assessment,
  source: ReportSource,
  generatedAt: Date,
  code: LanguageCode,
): Promise<ReportRequest> {
  return {
    assessment,
    of: source.of ?? { kind: "work" },
    since: source.since ?? null,
    generatedAt,
    translator: await reportWordsIn(code),
  };
}
