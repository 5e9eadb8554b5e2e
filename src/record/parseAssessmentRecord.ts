// Reading a saved assessment back: pure and total. Whatever it is given (any JSON value, any text,
// any bytes), it returns either everything it will change or one problem, and never throws: the app
// applies a result whole, or shows the problem and changes nothing.

import type { ChecklistSnapshot } from "../data";
import { allQuestions, describeJsonValue, isJsonObject, limitNote, ownValue } from "../data";
import { createInitialChecklist } from "../data/english";
import { parseChecklistVariant, resolveChecklist, type ChecklistVariant } from "../variant";
import {
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
} from "./assessmentFormat";

export interface RewordedQuestion {
  readonly id: string;
  readonly savedText: string;
  readonly currentText: string;
}

/** What a file brings: the checklist's ticks and notes, whole, and what was done to fit them in. */
export interface LoadedAssessment {
  readonly formatVersion: number;
  /** When the file was saved, as it says (an ISO 8601 instant). */
  readonly savedAt: string;
  /**
   * The customised checklist the assessment was made on (format 2), checked as a checklist file is;
   * null for the standard checklist (every format 1 file). The ticks and notes below are fitted to
   * the checklist it resolves to.
   */
  readonly variant: ChecklistVariant | null;
  /** Whether the file was saved from this very wording of the checklist. */
  readonly sameChecklist: boolean;
  /** The ticked questions' ids, in the checklist's order. */
  readonly ticked: readonly string[];
  /** Notes by question id, in the checklist's order; none empty or only white space. */
  readonly notes: ReadonlyMap<string, string>;
  /** Ids in the file that this checklist does not have: left out. */
  readonly unknownIds: readonly string[];
  /** Questions loaded whose wording changed since the file was saved: for the researcher to review. */
  readonly reworded: readonly RewordedQuestion[];
  /** Questions whose notes were longer than NOTE_MAX_LENGTH: cut to it. */
  readonly cutNotes: readonly string[];
}

/**
 * Why a file was not opened, for code that acts on it (the words are for people): not a saved
 * assessment at all; one that is damaged or cannot be read; one from a newer version of the app;
 * one too large to read.
 */
export type AssessmentProblemKind =
  "not-an-assessment" | "unreadable" | "newer-format" | "too-large";

export type AssessmentParseResult =
  | { readonly ok: true; readonly assessment: LoadedAssessment }
  | { readonly ok: false; readonly problem: string; readonly kind: AssessmentProblemKind };

const NOT_OURS = "This file is not an assessment saved by this checklist";

export function assessmentProblem(
  kind: AssessmentProblemKind,
  problem: string,
): AssessmentParseResult {
  return { ok: false, problem, kind };
}

const fail = (problem: string) => assessmentProblem("not-an-assessment", problem);

/**
 * A parsed JSON value, checked against the format and fitted to the checklist it was made on:
 * `standard` itself for format 1, or the file's own variant of it for format 2. `standard` is the
 * built-in checklist (its wording is all that counts, not its ticks), the app's own unless given.
 */
export function parseAssessmentRecord(
  value: unknown,
  standard: ChecklistSnapshot = createInitialChecklist(),
): AssessmentParseResult {
  if (!isJsonObject(value) || ownValue(value, "format") !== ASSESSMENT_FORMAT)
    return fail(`${NOT_OURS}.`);
  const version = ownValue(value, "formatVersion");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return fail(`${NOT_OURS}: its format version is missing or not a whole number.`);
  if (version > ASSESSMENT_FORMAT_VERSION)
    return assessmentProblem(
      "newer-format",
      `This file was saved by a newer version of this checklist (file format ${version}); this version reads format ${ASSESSMENT_FORMAT_VERSION}.`,
    );
  const savedAt = ownValue(value, "savedAt");
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt)))
    return fail(`${NOT_OURS}: it does not say when it was saved.`);
  const savedFrom = ownValue(value, "checklistVersion");
  if (typeof savedFrom !== "string")
    return fail(`${NOT_OURS}: it does not say which checklist it was saved from.`);
  let variant: ChecklistVariant | null = null;
  if (version > STANDARD_ASSESSMENT_FORMAT_VERSION) {
    const carried = ownValue(value, "checklist");
    if (carried === undefined)
      return fail(
        `${NOT_OURS}: it says it was made on a customised checklist, but does not carry it.`,
      );
    const parsed = parseChecklistVariant(carried, standard);
    if (!parsed.ok)
      return assessmentProblem(
        "unreadable",
        `This file's customised checklist cannot be used. ${parsed.problems.join(" ")}`,
      );
    variant = parsed.variant;
  }
  const checklist = variant ? resolveChecklist(standard, variant.changes) : standard;
  const entries = ownValue(value, "questions");
  if (!Array.isArray(entries))
    return fail(`${NOT_OURS}: its "questions" is ${describeJsonValue(entries)}, not a list.`);

  const current = new Map(allQuestions([...checklist]).map((q) => [q.id, q.text]));
  const ticked = new Set<string>();
  const notes = new Map<string, string>();
  const seen = new Set<string>();
  const unknownIds: string[] = [];
  const reworded: RewordedQuestion[] = [];
  const cutNotes: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const where = `question ${index + 1} in the file`;
    if (!isJsonObject(entry))
      return fail(`${NOT_OURS}: ${where} is ${describeJsonValue(entry)}, not an object.`);
    const id = ownValue(entry, "id");
    const isTicked = ownValue(entry, "ticked");
    const note = ownValue(entry, "note") ?? "";
    const text = ownValue(entry, "text");
    if (typeof id !== "string") return fail(`${NOT_OURS}: ${where} has no id.`);
    if (typeof isTicked !== "boolean")
      return fail(`${NOT_OURS}: ${where} ("${id}") does not say whether it is ticked.`);
    if (typeof note !== "string")
      return fail(`${NOT_OURS}: the note of ${where} ("${id}") is not text.`);
    if (text !== undefined && typeof text !== "string")
      return fail(`${NOT_OURS}: the wording of ${where} ("${id}") is not text.`);
    if (seen.has(id)) return fail(`${NOT_OURS}: question "${id}" appears in it twice.`);
    seen.add(id);

    const currentText = current.get(id);
    if (currentText === undefined) {
      unknownIds.push(id);
      continue;
    }
    if (text !== undefined && text !== currentText)
      reworded.push({ id, savedText: text, currentText });
    if (isTicked) ticked.add(id);
    if (note.trim() !== "") {
      // Cut to the limit as the note field cuts, by characters: an emoji is kept whole or left out.
      const kept = limitNote(note);
      if (kept !== note) cutNotes.push(id);
      notes.set(id, kept);
    }
  }

  // In the checklist's order, whatever the file's: what is shown and counted follows the checklist.
  const position = new Map([...current.keys()].map((id, index) => [id, index]));
  const byPosition = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  return {
    ok: true,
    assessment: {
      formatVersion: version,
      savedAt,
      variant,
      sameChecklist: savedFrom === checklistVersion(checklist),
      ticked: [...ticked].sort(byPosition),
      notes: new Map([...notes].sort(([a], [b]) => byPosition(a, b))),
      unknownIds,
      reworded: reworded.sort((a, b) => byPosition(a.id, b.id)),
      cutNotes: cutNotes.sort(byPosition),
    },
  };
}

const NEITHER =
  "This file is neither a saved assessment (.json) nor a PDF exported by this checklist.";

/** The text of a saved file: JSON, checked as parseAssessmentRecord checks it. */
export function parseAssessmentText(
  text: string,
  standard?: ChecklistSnapshot,
): AssessmentParseResult {
  // A byte-order mark is what some editors put before JSON they save; it is not part of it.
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  // Text that does not even start as a JSON object or list is some other kind of file (a note, a
  // CSV), not a damaged assessment.
  const start = body.trimStart()[0];
  if (start !== "{" && start !== "[") return fail(NEITHER);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return assessmentProblem(
      "unreadable",
      "This file could not be read as a saved assessment: its JSON is malformed or cut short.",
    );
  }
  return parseAssessmentRecord(value, standard);
}

/** The bytes of a saved file, which must be UTF-8 text. */
export function parseAssessmentBytes(
  bytes: Uint8Array,
  standard?: ChecklistSnapshot,
): AssessmentParseResult {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(NEITHER);
  }
  return parseAssessmentText(text, standard);
}
