// Save and Open's work, loaded on their first use (the first load carries only their buttons): the
// file written on Save, and what is said about a file after Open. Nothing here changes the
// checklist; RecordBar applies an opened file, whole, or not at all. What is said goes to the bar
// as messages with their values (RecordMessage), which the bar puts into the words of the language
// on screen as it shows them. Only the Replace dialog's question is put into words here, in the
// controls' translator's language (its `later` messages loaded before the work is handed them).

import {
  NOTE_MAX_LENGTH,
  allQuestions,
  countNotes,
  dateInWords,
  notOurs,
  type Assessment,
  type ChecklistSnapshot,
} from "../../../data";
import { createInitialChecklist } from "../../../data/english";
import { downloadBlob } from "../../../files/download";
import { openedOn } from "../../state/variantChecklist";
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
import type {
  PendingOpen,
  RecordBarControls,
  RecordMessage,
  RecordMessageValue,
  TextNotOurs,
} from "./recordControls";
import { readOpenedFile, type OpenedFile } from "../../../files";
import { messageWords } from "../../language/MessageWords";
import { inWords } from "./RecordWords";

/** A message said with `values`. */
function said(id: string, values?: Readonly<Record<string, RecordMessageValue>>): RecordMessage {
  return values === undefined ? { id } : { id, values };
}

/** Save: the file downloads, the status says what it holds, and leaving no longer asks. */
export function save({ assessment, dispatch, say }: RecordBarControls): void {
  try {
    say({ kind: "status", words: inWords(saveAssessment(assessment, new Date())) });
    dispatch({ type: "kept", assessment });
  } catch (error) {
    console.error("Saving the assessment failed", error);
    say({ kind: "failed", words: inWords([said("record.saveFailed")]) });
  }
}

/**
 * Open: reads the one file picked or dropped (a saved assessment, an exported PDF or a checklist
 * file); asks before replacing any tick, note or customised checklist; applies the file whole, or
 * says what is wrong with it and changes nothing. Several files at once are a team's: the Team
 * dialog brings them together, and changes nothing until the team uses the result.
 */
export async function open(files: readonly File[], controls: RecordBarControls): Promise<void> {
  const { say, opening } = controls;
  const [file] = files;
  if (files.length > 1) {
    if (!opening.current) say({ kind: "team", words: () => null, files });
    return;
  }
  if (files.length !== 1 || !file) {
    say({
      kind: "failed",
      words: inWords([said("record.oneFileAtATime", { count: files.length })]),
    });
    return;
  }
  if (opening.current) return;
  opening.current = true;
  let asking = false;
  const fileName = file.name;
  try {
    say({
      kind: "status",
      words: inWords([said("record.opening", { fileName: notOurs(fileName) })]),
    });
    // Read against the built-in checklist: a file names the checklist it was made on, if any.
    const result = await readOpenedFile(file, createInitialChecklist());
    if (!result.ok) {
      const unchanged = said("record.fileNotOpened", { fileName: notOurs(fileName) });
      say({ kind: "failed", words: inWords([...result.problems, unchanged]) });
      return;
    }
    asking = offer(fileName, result.opened, controls);
  } catch (error) {
    console.error("Opening a file failed", error);
    say({
      kind: "failed",
      words: inWords([said("record.readFailed", { fileName: notOurs(fileName) })]),
    });
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
        words: inWords([...result.problems, said("record.linkNotOpened")]),
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
  /** What went wrong, in sentences, then that the standard checklist is in use. */
  const failed = (...sentences: RecordMessage[]) => {
    controls.say({
      kind: "failed",
      words: inWords([...sentences, said("record.standardChecklistInUse")]),
    });
  };
  const site = (id: string, values: Record<string, number> = {}) =>
    said(id, { path: notOurs(url.pathname), ...values });
  if (url.origin !== location.origin) return failed(site("record.siteChecklistElsewhere"));
  if (opening.current) return;
  opening.current = true;
  let asking = false;
  try {
    let bytes: Uint8Array;
    try {
      const response = await fetch(url, { credentials: "same-origin", redirect: "error" });
      if (!response.ok)
        return failed(site("record.siteChecklistNotLoadedStatus", { status: response.status }));
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch {
      return failed(site("record.siteChecklistNotLoaded"));
    }
    const result = parseChecklistFile(bytes);
    if (!result.ok) return failed(site("record.siteChecklistUnusable"), ...result.problems);
    const siteChecklist = { kind: "checklist", variant: result.variant } as const;
    asking = offer(SITE, siteChecklist, controls, true);
  } finally {
    if (!asking) opening.current = false;
  }
}

// What stands for a checklist link and for the site's own checklist where a file's name would be
// (PendingOpen's `fileName`): no file's name holds a "/", so none is taken for either.
const LINK = "/link";
const SITE = "/site";

/** Where what is opened comes from, as the messages select their words by; and the file's name. */
function sourceOf(fileName: string): { source: string; fileName: TextNotOurs } {
  const source = fileName === LINK ? "link" : fileName === SITE ? "site" : "file";
  return { source, fileName: notOurs(fileName) };
}

/** "“HCI field studies” 1.0, published by Ethics board": a variant as the messages name it. */
export function variantName(variant: ChecklistVariant): RecordMessage {
  const version = variant.version.trim();
  const publisher = variant.publisher.trim();
  const parts =
    version && publisher ? "both" : version ? "version" : publisher ? "publisher" : "title";
  // The checklist's own words, in the language it names (none: English, as src/variant reads it);
  // its version set apart too, but as no language's (as the banner shows it).
  const lang = variant.language ?? "en";
  return said("record.variantName", {
    parts,
    title: notOurs(variant.title, lang),
    version: notOurs(version),
    publisher: notOurs(publisher, lang),
  });
}

/** Ticks and notes counted, as the messages say them ("12 ticks and 3 notes"). */
interface Work {
  readonly ticks: number;
  readonly notes: number;
}

const NO_WORK: Work = { ticks: 0, notes: 0 };

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
  const { assessment, say, ask, translator } = controls;
  const { variant, phases } = assessment;
  const held = heldWork(assessment.checklist);
  const customised = variant !== null && isCustomised(variant) ? variant : null;
  // Phases kept here are replaced by the file's (or by none): as much work as ticks and notes.
  const loses =
    held !== null || phases.length > 0 || (opened.kind === "checklist" && customised !== null);
  if (!loses) {
    apply(fileName, opened, controls, quiet);
    return false;
  }
  const here = held ?? NO_WORK;
  let sentences: RecordMessage[];
  if (opened.kind === "assessment")
    // Asked only over ticks or notes: an assessment leaves the checklist in use as it was saved on.
    sentences = [
      said("record.replaceWithAssessment", {
        ticks: here.ticks,
        notes: here.notes,
        fileName: notOurs(fileName),
        fileTicks: opened.assessment.ticked.length,
        fileNotes: opened.assessment.notes.size,
      }),
    ];
  else {
    const inUse =
      customised === null
        ? said("record.checklistHolds", { ...here })
        : said(held === null ? "record.customisedInUse" : "record.customisedInUseHolding", {
            name: variantName(customised),
            ...here,
          });
    const starts = said("record.replaceStartsNew", {
      ...sourceOf(fileName),
      name: variantName(opened.variant),
    });
    sentences = [inUse, starts];
  }
  if (phases.length > 0) sentences.push(said("record.replacesPhases", { count: phases.length }));
  say(null);
  const message = messageWords(translator, [...sentences, said("record.replaceKeepFirst")]);
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
      words: inWords([said("record.cancelled", sourceOf(asked.fileName))]),
    });
}

function apply(
  fileName: string,
  opened: OpenedFile,
  { dispatch, say, translator }: RecordBarControls,
  quiet = false,
): void {
  if (opened.kind === "assessment") {
    const { assessment } = opened;
    dispatch({ type: "assessmentOpened", assessment: openedOn(assessment, translator.t) });
    say({ kind: "opened", words: inWords(openedStatus(fileName, assessment)), assessment });
    return;
  }
  const { variant } = opened;
  dispatch({
    type: "assessmentOpened",
    assessment: openedOn({ ticked: [], notes: new Map(), variant }, translator.t),
  });
  if (quiet) return;
  say({
    kind: "status",
    words: inWords([
      said("record.openedChecklist", { ...sourceOf(fileName), name: variantName(variant) }),
    ]),
  });
}

/** Downloads the checklist as a saved assessment, and says what the file holds. */
export function saveAssessment(assessment: Assessment, savedAt: Date): RecordMessage[] {
  // On a customised checklist the file carries it (format 2), so that it reopens on it; with
  // phases, it is format 3; naming its member or project, or with a team review, format 4.
  const { checklist, variant, phases, team } = assessment;
  const record = buildAssessmentRecord(checklist, savedAt, variant, phases, team);
  const fileName = assessmentFileName(savedAt);
  downloadBlob(new Blob([encodeAssessmentRecord(record)], { type: "application/json" }), fileName);
  const ticks = record.questions.filter((q) => q.ticked).length;
  const notes = record.questions.filter((q) => q.note.trim() !== "").length;
  const saved = said("record.saved", { fileName: notOurs(fileName), ticks, notes });
  const parts = [saved];
  if (phases.length > 0) parts.push(said("record.keepsPhases", { count: phases.length }));
  if (team?.review) parts.push(said("team.keepsReview", { count: team.review.members.length }));
  return parts;
}

/** What the checklist holds now (ticks and notes); null when it holds neither. */
export function heldWork(principles: ChecklistSnapshot): Work | null {
  const questions = allQuestions([...principles]);
  const ticks = questions.filter((q) => q.checked).length;
  const notes = countNotes(questions);
  return ticks + notes === 0 ? null : { ticks, notes };
}

/**
 * The polite status after an Open: the file, when it was saved (the date and time in the words of
 * the language on screen, as the report says them), what came in, what needs a look.
 */
export function openedStatus(fileName: string, assessment: LoadedAssessment): RecordMessage[] {
  const moment = new Date(assessment.savedAt).getTime();
  const parts = [
    said("record.opened", {
      fileName: notOurs(fileName),
      date: { moment, inWords: (locale) => dateInWords(new Date(moment), { locale }).date },
      time: { moment, inWords: (locale) => dateInWords(new Date(moment), { locale }).time },
      ticks: assessment.ticked.length,
      notes: assessment.notes.size,
    }),
  ];
  const { unknownIds, reworded, cutNotes, phases } = assessment;
  if (phases.length > 0) parts.push(said("record.keepsPhases", { count: phases.length }));
  if (reworded.length > 0) parts.push(said("record.openedReworded", { count: reworded.length }));
  if (unknownIds.length > 0) parts.push(said("record.openedSkipped", { count: unknownIds.length }));
  if (cutNotes.length > 0)
    parts.push(said("record.openedNotesCut", { count: cutNotes.length, max: NOTE_MAX_LENGTH }));
  return parts;
}

// Compare (issue #37, What changed) reads the files it is given with Open's own reader, loaded with
// this chunk: a saved assessment or an exported PDF's attached record, or what is wrong with it.
export { readAssessmentFile } from "../../../files";
