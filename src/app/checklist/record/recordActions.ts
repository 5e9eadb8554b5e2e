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
import { downloadBlob } from "../../../export/download";
import {
  assessmentFileName,
  buildAssessmentRecord,
  encodeAssessmentRecord,
  type LoadedAssessment,
} from "../../../record";

import type { PendingOpen, RecordBarControls } from "./recordControls";
import { readAssessmentFile } from "./readAssessmentFile";

/** Save: the file downloads, the status says what it holds, and leaving no longer asks. */
export function save({ principles, dispatch, say }: RecordBarControls): void {
  try {
    say({ kind: "status", text: saveAssessment(principles, new Date()) });
    dispatch({ type: "kept", principles });
  } catch (error) {
    console.error("Saving the assessment failed", error);
    say({ kind: "failed", text: SAVE_ERROR_MESSAGE });
  }
}

export const SAVE_ERROR_MESSAGE = "The assessment could not be saved. Please try again.";

/**
 * Open: reads the one file picked or dropped; asks before replacing any tick or note; applies the
 * file whole, or says what is wrong with it and changes nothing.
 */
export async function open(files: readonly File[], controls: RecordBarControls): Promise<void> {
  const { principles, say, ask, opening } = controls;
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
    const result = await readAssessmentFile(file, principles);
    if (!result.ok) {
      say({ kind: "failed", text: `${result.problem} ${unchanged}` });
      return;
    }
    const { assessment } = result;
    const held = heldWork(principles);
    if (held === null) {
      apply(file.name, assessment, controls);
      return;
    }
    asking = true;
    say(null);
    ask({
      fileName: file.name,
      assessment,
      held,
      incoming: tally(assessment.ticked.length, assessment.notes.size),
    });
  } catch (error) {
    console.error("Opening a file failed", error);
    say({ kind: "failed", text: `Something went wrong while reading it. ${unchanged}` });
  } finally {
    if (!asking) opening.current = false;
  }
}

/** The Replace dialog's answer. */
export function answer(
  replace: boolean,
  asked: PendingOpen | null,
  controls: RecordBarControls,
): void {
  controls.opening.current = false;
  if (!asked) return;
  if (replace) apply(asked.fileName, asked.assessment, controls);
  else
    controls.say({
      kind: "status",
      text: `${asked.fileName} was not opened; the checklist is unchanged.`,
    });
}

function apply(
  fileName: string,
  assessment: LoadedAssessment,
  { dispatch, say }: RecordBarControls,
): void {
  dispatch({ type: "assessmentOpened", assessment });
  say({ kind: "opened", text: openedStatus(fileName, assessment), assessment });
}

/** Downloads the checklist as a saved assessment, and says what the file holds. */
export function saveAssessment(principles: ChecklistSnapshot, savedAt: Date): string {
  const record = buildAssessmentRecord(principles, savedAt);
  const fileName = assessmentFileName(savedAt);
  downloadBlob(new Blob([encodeAssessmentRecord(record)], { type: "application/json" }), fileName);
  const ticks = record.questions.filter((q) => q.ticked).length;
  const notes = record.questions.filter((q) => q.note.trim() !== "").length;
  return `Saved ${fileName}: ${tally(ticks, notes)}.`;
}

export function tally(ticks: number, notes: number): string {
  const plural = (n: number, word: string) =>
    `${n === 0 ? "no" : n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(ticks, "tick")} and ${plural(notes, "note")}`;
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
