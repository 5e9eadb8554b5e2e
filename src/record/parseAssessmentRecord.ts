// Reading a saved assessment back: pure and total. Whatever it is given (any JSON value, any text,
// any bytes), it returns either everything it will change or one problem, and never throws: the app
// applies a result whole, or shows the problem and changes nothing. A problem is a message for the
// app to put in the language on screen (src/variant's Problem): no words here.

import type { ChecklistSnapshot } from "../data";
import {
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  SET_ASIDE_REASON_MAX_LENGTH,
  TEAM_FILES_MAX,
  TEAM_NAME_MAX_LENGTH,
  TEAM_SETTLED_MAX,
  allQuestions,
  isJsonObject,
  jsonKind,
  limitNote,
  notOurs,
  fitsLength,
  noteLength,
  ownValue,
  type PhaseQuestion,
  type RecordedPhase,
  type SettledQuestion,
  type TeamRecord,
} from "../data";
import { createInitialChecklist } from "../data/english";
import {
  hasControlCharacter,
  parseChecklistVariant,
  resolveChecklist,
  type ChecklistVariant,
  type Problem,
  type ProblemValues,
} from "../variant";
import {
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
  PHASES_ASSESSMENT_FORMAT_VERSION,
  SET_ASIDE_ASSESSMENT_FORMAT_VERSION,
  TEAM_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
} from "./assessmentFormat";
import { isPhaseDate } from "./phases";

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
  /**
   * Format 5: the reasons of the questions set aside as "does not apply", by id, in the checklist's
   * order, as written; none ticked, none blank. Absent when the file sets none aside.
   */
  readonly setAside?: ReadonlyMap<string, string>;
  /** Ids in the file that this checklist does not have: left out. */
  readonly unknownIds: readonly string[];
  /** Questions loaded whose wording changed since the file was saved: for the researcher to review. */
  readonly reworded: readonly RewordedQuestion[];
  /** Questions whose notes were longer than NOTE_MAX_LENGTH: cut to it. */
  readonly cutNotes: readonly string[];
  /**
   * The phases the file keeps (format 3), in its order, each fitted to the checklist as the
   * current work is: ids it lacks left out, notes cut to NOTE_MAX_LENGTH. Empty for older formats.
   */
  readonly phases: readonly RecordedPhase[];
  /**
   * What the file says of its team (format 4): the member's and the project's names, and the team
   * review it came from, its settled questions fitted as the ticks are (ids the checklist lacks left
   * out). Null when it says nothing (every older format).
   */
  readonly team: TeamRecord | null;
  /** The fingerprint the file names (checklistVersion), as it says. */
  readonly checklistVersion: string;
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
  const carried = ownValue(value, "checklist");
  // Format 2 always carries its checklist; format 3 carries one when it was customised.
  if (
    version === CUSTOMISED_ASSESSMENT_FORMAT_VERSION ||
    (version >= PHASES_ASSESSMENT_FORMAT_VERSION && carried !== undefined)
  ) {
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
  const setAside = new Map<string, string>();
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
      return fail("fileProblem.assessmentQuestionNoTick", { n, id: notOurs(id) });
    if (typeof note !== "string")
      return fail("fileProblem.assessmentNoteNotText", { n, id: notOurs(id) });
    if (text !== undefined && typeof text !== "string")
      return fail("fileProblem.assessmentWordingNotText", { n, id: notOurs(id) });
    if (seen.has(id)) return fail("fileProblem.assessmentQuestionTwice", { id: notOurs(id) });
    seen.add(id);
    // Read from format 5 on: an older file never wrote one, and an older app ignored any.
    const reason =
      version >= SET_ASIDE_ASSESSMENT_FORMAT_VERSION ? ownValue(entry, "setAside") : undefined;
    if (reason !== undefined) {
      const problem = setAsideProblem(reason, isTicked);
      if (problem !== null)
        return fail(problem, { n, id: notOurs(id), max: SET_ASIDE_REASON_MAX_LENGTH });
    }

    const currentText = current.get(id);
    if (currentText === undefined) {
      unknownIds.push(id);
      continue;
    }
    if (text !== undefined && text !== currentText)
      reworded.push({ id, savedText: text, currentText });
    if (isTicked) ticked.add(id);
    if (typeof reason === "string") setAside.set(id, reason);
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
  let phases: RecordedPhase[] = [];
  const keptPhases = ownValue(value, "phases");
  // Format 3 always keeps phases; format 4 keeps them when there are any.
  if (
    version === PHASES_ASSESSMENT_FORMAT_VERSION ||
    (version >= TEAM_ASSESSMENT_FORMAT_VERSION && keptPhases !== undefined)
  ) {
    const read = readPhases(keptPhases, position, version);
    if (!read.ok) return read;
    phases = read.phases;
  }
  let team: TeamRecord | null = null;
  if (version >= TEAM_ASSESSMENT_FORMAT_VERSION) {
    const read = readTeam(value, position, version);
    if (!read.ok) return read;
    team = read.team;
  }
  return {
    ok: true,
    assessment: {
      formatVersion: version,
      savedAt,
      variant,
      sameChecklist: savedFrom === checklistVersion(checklist),
      ticked: [...ticked].sort(byPosition),
      notes: new Map([...notes].sort(([a], [b]) => byPosition(a, b))),
      ...(setAside.size === 0
        ? {}
        : { setAside: new Map([...setAside].sort(([a], [b]) => byPosition(a, b))) }),
      unknownIds,
      reworded: reworded.sort((a, b) => byPosition(a.id, b.id)),
      cutNotes: cutNotes.sort(byPosition),
      phases,
      team,
      checklistVersion: savedFrom,
    },
  };
}

type Refusal = Extract<AssessmentParseResult, { ok: false }>;

/**
 * What is wrong with a question's `setAside` in a file (format 5), as a message id, or null: a
 * reason that is not text or is blank, one past SET_ASIDE_REASON_MAX_LENGTH characters (fitsLength:
 * a reason of megabytes costs nothing), or one beside a tick. Each message names the question ({n}, {id}).
 */
function setAsideProblem(reason: unknown, ticked: unknown): string | null {
  if (typeof reason !== "string" || reason.trim() === "")
    return "fileProblem.assessmentSetAsideBlank";
  if (!fitsLength(reason, SET_ASIDE_REASON_MAX_LENGTH))
    return "fileProblem.assessmentSetAsideTooLong";
  return ticked === true ? "fileProblem.assessmentSetAsideTicked" : null;
}

/**
 * A name as the app writes one (a member's, a project's): one line, not blank, not padded, at most
 * TEAM_NAME_MAX_LENGTH characters; measured only once it is known to be short in UTF-16 terms, so
 * a name of megabytes costs nothing.
 */
function isTeamName(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= TEAM_NAME_MAX_LENGTH * 2 &&
    value.trim() !== "" &&
    value === value.trim() &&
    !hasControlCharacter(value, false) &&
    noteLength(value) <= TEAM_NAME_MAX_LENGTH
  );
}

/**
 * A format 4 file's `member`, `project` and `teamReview`, each optional, checked whole: the lists'
 * lengths before any entry is read, every member number in range, each question once.
 */
function readTeam(
  value: Readonly<Record<string, unknown>>,
  position: ReadonlyMap<string, number>,
  version: number,
): { readonly ok: true; readonly team: TeamRecord | null } | Refusal {
  const refuse = (id: string, values?: ProblemValues) => fail(id, values) as Refusal;
  const member = ownValue(value, "member");
  const project = ownValue(value, "project");
  const review = ownValue(value, "teamReview");
  if (member !== undefined && !isTeamName(member))
    return refuse("fileProblem.assessmentMemberName", { max: TEAM_NAME_MAX_LENGTH });
  if (project !== undefined && !isTeamName(project))
    return refuse("fileProblem.assessmentProjectName", { max: TEAM_NAME_MAX_LENGTH });
  const team: { member?: string; project?: string; review?: TeamRecord["review"] } = {
    ...(member === undefined ? {} : { member }),
    ...(project === undefined ? {} : { project }),
  };
  if (review !== undefined) {
    const bad = () => refuse("fileProblem.assessmentTeamReviewBad");
    if (!isJsonObject(review)) return bad();
    const date = ownValue(review, "date");
    const members = ownValue(review, "members");
    const settled = ownValue(review, "settled");
    if (typeof date !== "string" || !isPhaseDate(date)) return bad();
    if (!Array.isArray(members) || !Array.isArray(settled)) return bad();
    if (members.length > TEAM_FILES_MAX || settled.length > TEAM_SETTLED_MAX)
      return assessmentProblem("too-large", {
        id: "fileProblem.assessmentTeamReviewTooLarge",
        values: { members: TEAM_FILES_MAX, settled: TEAM_SETTLED_MAX },
      }) as Refusal;
    // A member without a name is "" (shown as "Member 2"); a named one is a name.
    if (members.length < 2 || !members.every((name) => name === "" || isTeamName(name)))
      return bad();
    const kept: SettledQuestion[] = [];
    const seen = new Set<string>();
    for (const entry of settled) {
      const id = isJsonObject(entry) ? ownValue(entry, "id") : undefined;
      const ticked = isJsonObject(entry) ? ownValue(entry, "ticked") : undefined;
      const tickedBy = isJsonObject(entry) ? ownValue(entry, "tickedBy") : undefined;
      if (typeof id !== "string" || typeof ticked !== "boolean" || !Array.isArray(tickedBy))
        return bad();
      if (seen.has(id)) return bad();
      seen.add(id);
      const numbers = memberNumbers(tickedBy, members.length);
      if (numbers === null) return bad();
      // Format 5: settled as set aside, with its reason, and who had set it aside.
      const reason =
        version >= SET_ASIDE_ASSESSMENT_FORMAT_VERSION && isJsonObject(entry)
          ? ownValue(entry, "setAside")
          : undefined;
      const setAsideBy =
        version >= SET_ASIDE_ASSESSMENT_FORMAT_VERSION && isJsonObject(entry)
          ? ownValue(entry, "setAsideBy")
          : undefined;
      if (reason !== undefined && setAsideProblem(reason, ticked) !== null) return bad();
      const asideNumbers =
        setAsideBy === undefined ? [] : memberNumbers(setAsideBy, members.length);
      if (asideNumbers === null || asideNumbers.some((number) => numbers.includes(number)))
        return bad();
      // What the checklist in use lacks is left out, as for the current work.
      if (position.has(id))
        kept.push({
          id,
          ticked,
          tickedBy: numbers,
          ...(typeof reason === "string" ? { setAside: reason } : {}),
          ...(setAsideBy === undefined ? {} : { setAsideBy: asideNumbers }),
        });
    }
    kept.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    team.review = { date, members: members as string[], settled: kept };
  }
  return { ok: true, team: Object.keys(team).length === 0 ? null : team };
}

/** A list of member numbers, each in 1…`count` and once, sorted; null when it is not one. */
function memberNumbers(list: unknown, count: number): number[] | null {
  if (!Array.isArray(list) || list.length > count) return null;
  const numbers: number[] = [];
  for (const number of list) {
    if (
      typeof number !== "number" ||
      !Number.isInteger(number) ||
      number < 1 ||
      number > count ||
      numbers.includes(number)
    )
      return null;
    numbers.push(number);
  }
  return numbers.sort((a, b) => a - b);
}

/**
 * A format 3 file's `phases`, checked whole before any is used: too many are refused before one is
 * read (a hostile file of thousands costs nothing), and any phase that is not one refuses the file.
 * `position`: each question id the checklist in use has, by its place in it.
 */
function readPhases(
  value: unknown,
  position: ReadonlyMap<string, number>,
  version: number,
):
  | { readonly ok: true; readonly phases: RecordedPhase[] }
  | Extract<AssessmentParseResult, { ok: false }> {
  const refuse = (id: string, values?: ProblemValues) =>
    fail(id, values) as Extract<AssessmentParseResult, { ok: false }>;
  if (!Array.isArray(value))
    return refuse("fileProblem.assessmentPhasesNotList", { kind: jsonKind(value) });
  if (value.length > PHASES_MAX)
    return assessmentProblem("too-large", {
      id: "fileProblem.assessmentTooManyPhases",
      values: { count: value.length, max: PHASES_MAX },
    }) as Extract<AssessmentParseResult, { ok: false }>;
  const phases: RecordedPhase[] = [];
  for (const [index, entry] of value.entries()) {
    const n = index + 1;
    if (!isJsonObject(entry))
      return refuse("fileProblem.assessmentPhaseNotObject", { n, kind: jsonKind(entry) });
    const name = ownValue(entry, "name");
    // A name as the app writes it: one line, not blank, not padded.
    if (
      typeof name !== "string" ||
      name.trim() === "" ||
      name !== name.trim() ||
      hasControlCharacter(name, false)
    )
      return refuse("fileProblem.assessmentPhaseNoName", { n });
    // Measured only once it is known to be short in UTF-16 terms (fitsLength): never a walk of megabytes.
    if (!fitsLength(name, PHASE_NAME_MAX_LENGTH))
      return assessmentProblem("too-large", {
        id: "fileProblem.assessmentPhaseNameTooLong",
        values: { n, max: PHASE_NAME_MAX_LENGTH },
      }) as Extract<AssessmentParseResult, { ok: false }>;
    const date = ownValue(entry, "date");
    if (typeof date !== "string" || !isPhaseDate(date))
      return refuse("fileProblem.assessmentPhaseNoDate", { n, name: notOurs(name) });
    const entries = ownValue(entry, "questions");
    if (!Array.isArray(entries))
      return refuse("fileProblem.assessmentPhaseQuestionsNotList", {
        n,
        name: notOurs(name),
      });
    const questions: PhaseQuestion[] = [];
    const seen = new Set<string>();
    for (const [place, question] of entries.entries()) {
      const m = place + 1;
      const id = isJsonObject(question) ? ownValue(question, "id") : undefined;
      const ticked = isJsonObject(question) ? ownValue(question, "ticked") : undefined;
      const note = isJsonObject(question) ? (ownValue(question, "note") ?? "") : undefined;
      if (typeof id !== "string" || typeof ticked !== "boolean" || typeof note !== "string")
        return refuse("fileProblem.assessmentPhaseQuestionBad", { n, name: notOurs(name), m });
      if (seen.has(id))
        return refuse("fileProblem.assessmentPhaseQuestionTwice", {
          n,
          name: notOurs(name),
          id: notOurs(id),
        });
      seen.add(id);
      const reason =
        version >= SET_ASIDE_ASSESSMENT_FORMAT_VERSION && isJsonObject(question)
          ? ownValue(question, "setAside")
          : undefined;
      if (reason !== undefined && setAsideProblem(reason, ticked) !== null)
        return refuse("fileProblem.assessmentPhaseSetAsideBad", {
          n,
          name: notOurs(name),
          id: notOurs(id),
          max: SET_ASIDE_REASON_MAX_LENGTH,
        });
      // What the checklist in use lacks is left out, as for the current work.
      if (!position.has(id)) continue;
      const kept = note.trim() === "" ? "" : limitNote(note);
      if (!ticked && kept === "" && reason === undefined) continue;
      questions.push({
        id,
        ticked,
        note: kept,
        ...(typeof reason === "string" ? { setAside: reason } : {}),
      });
    }
    questions.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    phases.push({ name, date, questions });
  }
  return { ok: true, phases };
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
