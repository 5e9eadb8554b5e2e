// The saved assessment's file format: what a researcher keeps from one day to the next, as a .json
// file or attached to an exported PDF. Documented in docs/file-formats.md (the checklist it carries in
// docs/checklist-file-format.md) and published as JSON Schemas (schema/assessment-record-v1.schema.json,
// -v2 for an assessment made on a customised checklist, -v3 for one that keeps phases, -v4 for one
// that names its member or project or records a team review, -v5 for one with a question set aside
// as "does not apply"); a test
// validates saved files against them.

import type { ChecklistSnapshot, Measure, Project, RecordedPhase, TeamReview } from "../data";
import { allQuestions } from "../data";
import type { ChecklistVariantBody } from "../variant";

/** The `format` every file carries: what tells our file from any other JSON. */
export const ASSESSMENT_FORMAT = "computing-research-principles-assessment";
/**
 * The newest format this app reads and writes; raised when a change to the format means an older
 * app could not read the file right. Format 2 carries the customised checklist it was made on;
 * format 3 the phases kept (and the customised checklist, if any); format 4 the member's and the
 * project's names and a team review (and phases and the customised checklist, if any); format 5 the
 * questions set aside as "does not apply", with their reasons (and all format 4 may carry).
 */
export const ASSESSMENT_FORMAT_VERSION = 5;
/**
 * The format of an assessment made on a customised checklist that keeps no phase: still 2, so that
 * such a file is written exactly as before phases existed.
 */
export const CUSTOMISED_ASSESSMENT_FORMAT_VERSION = 2;
/**
 * The format of an assessment that keeps phases, on any checklist. An app that reads format 2 at
 * most refuses it ("saved by a newer version") rather than open it and drop the phases unseen.
 */
export const PHASES_ASSESSMENT_FORMAT_VERSION = 3;
/**
 * The format of an assessment that names its member or its project, or records a team review: an
 * app that reads format 3 at most refuses it rather than drop who made it and what the team chose.
 */
export const TEAM_ASSESSMENT_FORMAT_VERSION = 4;
/**
 * The format of an assessment with a question set aside as "does not apply" (now, in a phase, or as
 * a team settled it): an app that reads format 4 at most refuses it rather than open it and show
 * the question as open, its reason dropped unseen. A file with none is written as before.
 */
export const SET_ASIDE_ASSESSMENT_FORMAT_VERSION = 5;
/**
 * The format of an assessment made on the standard checklist: still 1, so that such a file is
 * written exactly as before and opens in apps that read format 1 only. A file made on a customised
 * checklist is format 2, which those apps refuse rather than open on the wrong checklist.
 */
export const STANDARD_ASSESSMENT_FORMAT_VERSION = 1;
/**
 * The format of an assessment that describes its project (title, researchers…: an object where
 * format 4 and 5 had a name) or plans measures on a question: an app that reads format 5 at most
 * refuses it rather than drop the project and the action plan unseen. A file with neither is written
 * as before. (Raised to by the parts that write them; ASSESSMENT_FORMAT_VERSION follows.)
 */
export const PLANNED_ASSESSMENT_FORMAT_VERSION = 6;
/** Files above this are refused before they are read whole. The full assessment is about 200 KB. */
export const ASSESSMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Format 6: a measure as saved, field by field as the state holds it (src/data/measures.ts). */
export type RecordedMeasure = Measure;

/** One question as saved: only questions that are ticked, noted or set aside are saved. */
export interface RecordedQuestion {
  readonly id: string;
  readonly ticked: boolean;
  /** The note as written; "" for none. */
  readonly note: string;
  /**
   * Format 5: set aside as "does not apply", the reason as written (not blank, at most
   * SET_ASIDE_REASON_MAX_LENGTH characters, never with a tick); absent: not set aside.
   */
  readonly setAside?: string;
  /** Format 6: the measures planned for it, in order; absent: none. */
  readonly measures?: readonly RecordedMeasure[];
  /** The question's wording when the file was saved, so that a later change of wording shows. */
  readonly text: string;
}

export interface AssessmentRecord {
  readonly format: typeof ASSESSMENT_FORMAT;
  readonly formatVersion: number;
  /** Derived from the checklist's content (checklistVersion): any change of wording changes it. */
  readonly checklistVersion: string;
  /** When the file was saved, as an ISO 8601 instant. */
  readonly savedAt: string;
  /**
   * Formats 2 and 3: the customised checklist the assessment was made on (none: the standard one;
   * format 2 always has one).
   */
  readonly checklist?: ChecklistVariantBody;
  readonly questions: readonly RecordedQuestion[];
  /** Formats 3 and 4: the phases kept, in the order they were kept. */
  readonly phases?: readonly RecordedPhase[];
  /**
   * Formats 4 and 5: the name of the project, as the member wrote it; format 6: the project whole
   * (src/data/project.ts), its name the title.
   */
  readonly project?: string | Project;
  /** Format 4: the name of the member who saved the file. */
  readonly member?: string;
  /** Format 4: the team review the assessment came from. */
  readonly teamReview?: TeamReview;
}

// FNV-1a, 32 bits, over UTF-16 code units: enough to tell one wording from another, computed in
// microseconds with no async crypto. Two runs with different offsets make 64 bits.
function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * A fingerprint of the checklist's content: every principle, sub-principle, sub-item and question,
 * by id and wording, in order. Ticks do not count.
 */
export function checklistVersion(checklist: ChecklistSnapshot): string {
  const parts: string[] = [];
  for (const principle of checklist) {
    parts.push(`P ${principle.id} ${principle.name}`);
    for (const sub of principle.subprinciples) {
      parts.push(`S ${sub.id} ${sub.name}`);
      for (const item of sub.subItems ?? []) parts.push(`I ${item.id} ${item.name}`);
    }
  }
  for (const question of allQuestions([...checklist]))
    parts.push(`Q ${question.id} ${question.text}`);
  const text = parts.join("\n");
  return `fnv1a64-${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x050c5d1f)}`;
}
