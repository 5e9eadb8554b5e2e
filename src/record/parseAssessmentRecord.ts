// Reading a saved assessment back: pure and total. Whatever it is given (any JSON value, any text,
// any bytes), it returns either everything it will change or one problem, and never throws: the app
// applies a result whole, or shows the problem and changes nothing. A problem is a message for the
// app to put in the language on screen (src/variant's Problem): no words here.

import type { ChecklistSnapshot } from "../data";
import { allQuestions, isJsonObject, jsonKind, limitNote, ownValue } from "../data";
import { createInitialChecklist } from "../data/english";
import {
  parseChecklistVariant,
  resolveChecklist,
  type ChecklistVariant,
  type Problem,
  type ProblemValues,
} from "../variant";
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
 * Why a file was not opened, for code that acts on it (the problems are for people): not a saved
 * assessment at all; one that is damaged or cannot be read; one from a newer version of the app;
 * one too large to read.
 */
export type AssessmentProblemKind =
  "not-an-assessment" | "unreadable" | "newer-format" | "too-large";

/**
 * A failure's `problems` are one problem, as sentences to show one after the other: a file's
 * customised checklist that cannot be used says so, then what is wrong with it.
 */
export type AssessmentParseResult =
  | { readonly ok: true; readonly assessment: LoadedAssessment }
  | {
      readonly ok: false;
      readonly problems: readonly Problem[];
      readonly kind: AssessmentProblemKind;
    };

export function assessmentProblem(
  kind: AssessmentProblemKind,
  ...problems: Problem[]
): AssessmentParseResult {
  return { ok: false, problems, kind };
}

/** Not a saved assessment at all: `id` says why (its message starts "This file is not an assessment…"). */
const fail = (id: string, values?: ProblemValues) =>
  assessmentProblem("not-an-assessment", values ? { id, values } : { id });

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
    return fail("fileProblem.notAnAssessment");
  const version = ownValue(value, "formatVersion");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return fail("fileProblem.assessmentFormatVersion");
  if (version > ASSESSMENT_FORMAT_VERSION)
    return assessmentProblem("newer-format", {
      id: "fileProblem.assessmentNewer",
      values: { version, supported: ASSESSMENT_FORMAT_VERSION },
    });
  const savedAt = ownValue(value, "savedAt");
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt)))
    return fail("fileProblem.assessmentNoDate");
  const savedFrom = ownValue(value, "checklistVersion");
  if (typeof savedFrom !== "string") return fail("fileProblem.assessmentNoChecklistVersion");
  let variant: ChecklistVariant | null = null;
  if (version > STANDARD_ASSESSMENT_FORMAT_VERSION) {
    const carried = ownValue(value, "checklist");
    if (carried === undefined) return fail("fileProblem.assessmentChecklistMissing");
    const parsed = parseChecklistVariant(carried, standard);
    if (!parsed.ok)
      return assessmentProblem(
        "unreadable",
        { id: "fileProblem.assessmentChecklistUnusable" },
        ...parsed.problems,
      );
    variant = parsed.variant;
  }
  const checklist = variant ? resolveChecklist(standard, variant.changes) : standard;
  const entries = ownValue(value, "questions");
  if (!Array.isArray(entries))
    return fail("fileProblem.assessmentQuestionsNotList", { kind: jsonKind(entries) });

  const current = new Map(allQuestions([...checklist]).map((q) => [q.id, q.text]));
  const ticked = new Set<string>();
  const notes = new Map<string, string>();
  const seen = new Set<string>();
  const unknownIds: string[] = [];
  const reworded: RewordedQuestion[] = [];
  const cutNotes: string[] = [];
  for (const [index, entry] of entries.entries()) {
    // Its place in the file's list, from 1.
    const n = index + 1;
    if (!isJsonObject(entry))
      return fail("fileProblem.assessmentQuestionNotObject", { n, kind: jsonKind(entry) });
    const id = ownValue(entry, "id");
    const isTicked = ownValue(entry, "ticked");
    const note = ownValue(entry, "note") ?? "";
    const text = ownValue(entry, "text");
    if (typeof id !== "string") return fail("fileProblem.assessmentQuestionNoId", { n });
    if (typeof isTicked !== "boolean")
      return fail("fileProblem.assessmentQuestionNoTick", { n, id });
    if (typeof note !== "string") return fail("fileProblem.assessmentNoteNotText", { n, id });
    if (text !== undefined && typeof text !== "string")
      return fail("fileProblem.assessmentWordingNotText", { n, id });
    if (seen.has(id)) return fail("fileProblem.assessmentQuestionTwice", { id });
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

const NEITHER = "fileProblem.neither";

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
    return assessmentProblem("unreadable", { id: "fileProblem.assessmentMalformed" });
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
