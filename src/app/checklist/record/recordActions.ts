// Save and Open's work, loaded on their first use (the first load carries only their buttons): the
// file written on Save, and the words said about a file after Open. Nothing here changes the
// checklist; RecordBar applies an opened file, whole, or not at all.

import {
  NOTE_MAX_LENGTH,
  allQuestions,
  countNotes,
  dateInWords,
  type ChecklistSnapshot,
} from "../../../data";
import { createInitialChecklist } from "../../../data/english";
import { downloadBlob } from "../../../export/download";
import {
  assessmentFileName,
  buildAssessmentRecord,
  encodeAssessmentRecord,
  type LoadedAssessment,
} from "../../../record";

import {
  decodeChecklistLink,
  isCustomised,
  parseChecklistFile,
  type ChecklistVariant,
} from "../../../variant";
import type { OpenedFile, PendingOpen, RecordBarControls } from "./recordControls";
import { readOpenedFile } from "./readAssessmentFile";
import { tally } from "./tally";

/** Save: the file downloads, the status says what it holds, and leaving no longer asks. */
export function save({ principles, variant, dispatch, say }: RecordBarControls): void {
  try {
    say({ kind: "status", text: saveAssessment(principles, new Date(), variant) });
    dispatch({ type: "kept", principles });
  } catch (error) {
    console.error("Saving the assessment failed", error);
    say({ kind: "failed", text: SAVE_ERROR_MESSAGE });
  }
}

export const SAVE_ERROR_MESSAGE = "The assessment could not be saved. Please try again.";

/**
 * Open: reads the one file picked or dropped (a saved assessment, an exported PDF or a checklist
 * file); asks before replacing any tick, note or customised checklist; applies the file whole, or
 * says what is wrong with it and changes nothing.
 */
export async function open(files: readonly File[], controls: RecordBarControls): Promise<void> {
  const { say, opening } = controls;
  const [file] = files;
  if (files.length !== 1 || !file) {
    say({
      kind: "failed",
      text: `Open one file at a time: ${files.length} were given. The checklist is unchanged.`,
    });
    return;
  }
  if (opening.current) return;
  opening.current = true;
  let asking = false;
  const unchanged = `${file.name} was not opened, and the checklist is unchanged.`;
  try {
    say({ kind: "status", text: `Opening ${file.name}…` });
    // Read against the built-in checklist: a file names the checklist it was made on, if any.
    const result = await readOpenedFile(file, createInitialChecklist());
    if (!result.ok) {
      say({ kind: "failed", text: `${result.problem} ${unchanged}` });
      return;
    }
    asking = offer(file.name, result.opened, controls);
  } catch (error) {
    console.error("Opening a file failed", error);
    say({ kind: "failed", text: `Something went wrong while reading it. ${unchanged}` });
  } finally {
    if (!asking) opening.current = false;
  }
}

/**
 * A checklist link (the value after `#checklist=`), read when the page starts or its fragment
 * changes: the fragment leaves the address at once, so that a reload does not ask again; then as
 * Open, asking before replacing work in progress.
 */
export async function openChecklistLink(value: string, controls: RecordBarControls): Promise<void> {
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  const { say, opening } = controls;
  if (opening.current) return;
  opening.current = true;
  let asking = false;
  try {
    const result = await decodeChecklistLink(value);
    if (!result.ok) {
      say({
        kind: "failed",
        text: `${result.problems.join(" ")} The link was not opened, and the checklist is unchanged.`,
      });
      return;
    }
    asking = offer(LINK, { kind: "checklist", variant: result.variant }, controls);
  } finally {
    if (!asking) opening.current = false;
  }
}

/**
 * The site's own checklist: a deployment that places a checklist file beside index.html, and names
 * it in `<meta name="checklist-variant">`, starts every assessment on it. Same origin only.
 */
export async function openSiteChecklist(path: string, controls: RecordBarControls): Promise<void> {
  const { opening } = controls;
  const url = new URL(path, document.baseURI);
  const failed = (why: string) => {
    controls.say({
      kind: "failed",
      text: `This site's checklist (${url.pathname}) ${why} The standard checklist is in use.`,
    });
  };
  if (url.origin !== location.origin) return failed("is on another site, so it was not read.");
  if (opening.current) return;
  opening.current = true;
  let asking = false;
  try {
    let bytes: Uint8Array;
    try {
      const response = await fetch(url, { credentials: "same-origin", redirect: "error" });
      if (!response.ok) return failed(`could not be loaded (${response.status}).`);
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch {
      return failed("could not be loaded.");
    }
    const result = parseChecklistFile(bytes);
    if (!result.ok) return failed(`cannot be used. ${result.problems.join(" ")}`);
    const site = { kind: "checklist", variant: result.variant } as const;
    asking = offer(SITE, site, controls, true);
  } finally {
    if (!asking) opening.current = false;
  }
}

const LINK = "the link";

const SITE = "this site's checklist";

/** Our own words at a sentence's start take a capital; a file's name stays as it is. */
const capitalised = (text: string) =>
  text === LINK || text === SITE ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** "“HCI field studies” 1.0, published by the Ethics board": a variant as the messages name it. */
export function variantName(variant: ChecklistVariant): string {
  const version = variant.version.trim() ? ` ${variant.version.trim()}` : "";
  const publisher = variant.publisher.trim() ? `, published by ${variant.publisher.trim()}` : "";
  return `\u201c${variant.title}\u201d${version}${publisher}`;
}

/**
 * Applies what was opened at once when nothing would be lost, or asks (returns true while asking).
 * A checklist starts a new assessment on it: no ticks, no notes. `quiet`: nothing said after it is
 * applied unasked (the site's own checklist, at start; its banner says which it is).
 */
function offer(
  fileName: string,
  opened: OpenedFile,
  controls: RecordBarControls,
  quiet = false,
): boolean {
  const { principles, variant, say, ask } = controls;
  const held = heldWork(principles);
  const customised = variant !== null && isCustomised(variant) ? variant : null;
  const loses = held !== null || (opened.kind === "checklist" && customised !== null);
  if (!loses) {
    apply(fileName, opened, controls, quiet);
    return false;
  }
  const opening = `Opening ${fileName}`;
  let message: string;
  if (opened.kind === "assessment")
    message = `The checklist holds ${held}. ${opening} replaces them with what the file holds: ${tally(opened.assessment.ticked.length, opened.assessment.notes.size)}. To keep what is here, cancel and save it first.`;
  else {
    const here =
      customised === null
        ? `The checklist holds ${held}.`
        : `The checklist in use is the customised checklist ${variantName(customised)}${held === null ? "" : `, holding ${held}`}.`;
    message = `${here} ${opening} starts a new assessment on the checklist ${variantName(opened.variant)}, with no ticks or notes. To keep what is here, cancel and save it first.`;
  }
  say(null);
  ask({ fileName, opened, message });
  return true;
}

/** The Replace dialog's answer. */
export function answer(
  replace: boolean,
  asked: PendingOpen | null,
  controls: RecordBarControls,
): void {
  controls.opening.current = false;
  if (!asked) return;
  if (replace) apply(asked.fileName, asked.opened, controls);
  else
    controls.say({
      kind: "status",
      text: `${capitalised(asked.fileName)} was not opened; the checklist is unchanged.`,
    });
}

function apply(
  fileName: string,
  opened: OpenedFile,
  { dispatch, say }: RecordBarControls,
  quiet = false,
): void {
  if (opened.kind === "assessment") {
    const { assessment } = opened;
    dispatch({ type: "assessmentOpened", assessment });
    say({ kind: "opened", text: openedStatus(fileName, assessment), assessment });
    return;
  }
  const { variant } = opened;
  dispatch({ type: "assessmentOpened", assessment: { ticked: [], notes: new Map(), variant } });
  if (quiet) return;
  const from = fileName === LINK ? "from the link" : `from ${fileName}`;
  say({
    kind: "status",
    text: `Opened the checklist ${variantName(variant)} ${from}: a new assessment, with no ticks or notes.`,
  });
}

/** Downloads the checklist as a saved assessment, and says what the file holds. */
export function saveAssessment(
  principles: ChecklistSnapshot,
  savedAt: Date,
  variant: ChecklistVariant | null = null,
): string {
  // On a customised checklist the file carries it (format 2), so that it reopens on it.
  const record = buildAssessmentRecord(principles, savedAt, variant);
  const fileName = assessmentFileName(savedAt);
  downloadBlob(new Blob([encodeAssessmentRecord(record)], { type: "application/json" }), fileName);
  const ticks = record.questions.filter((q) => q.ticked).length;
  const notes = record.questions.filter((q) => q.note.trim() !== "").length;
  return `Saved ${fileName}: ${tally(ticks, notes)}.`;
}

/** "12 ticks and 3 notes": what the checklist holds now; null when it holds neither. */
export function heldWork(principles: ChecklistSnapshot): string | null {
  const questions = allQuestions([...principles]);
  const ticks = questions.filter((q) => q.checked).length;
  const notes = countNotes(questions);
  return ticks + notes === 0 ? null : tally(ticks, notes);
}

/** When the file says it was saved, in the words the report uses for dates ("November 23, 2026 at 2:05 PM"). */
function savedWhen(savedAt: string): string {
  const { date, time } = dateInWords(new Date(savedAt));
  return `${date} at ${time}`;
}

/** The polite status after an Open: the file, when it was saved, what came in, what needs a look. */
export function openedStatus(fileName: string, assessment: LoadedAssessment): string {
  const parts = [
    `Opened ${fileName}, saved ${savedWhen(assessment.savedAt)}: ${tally(assessment.ticked.length, assessment.notes.size)}.`,
  ];
  const { unknownIds, reworded, cutNotes } = assessment;
  if (reworded.length > 0)
    parts.push(
      `${reworded.length === 1 ? "1 question has" : `${reworded.length} questions have`} changed wording since: review ${reworded.length === 1 ? "it" : "them"} below.`,
    );
  if (unknownIds.length > 0)
    parts.push(
      `${unknownIds.length === 1 ? "1 question" : `${unknownIds.length} questions`} in the file ${unknownIds.length === 1 ? "is" : "are"} not in this checklist and ${unknownIds.length === 1 ? "was" : "were"} skipped.`,
    );
  if (cutNotes.length > 0)
    parts.push(
      `${cutNotes.length === 1 ? "1 note was" : `${cutNotes.length} notes were`} longer than ${NOTE_MAX_LENGTH.toLocaleString("en")} characters and ${cutNotes.length === 1 ? "was" : "were"} cut to fit.`,
    );
  return parts.join(" ");
}
