// From the checklist as it stands to the saved file's text, and the file's name.

import type { ChecklistSnapshot, RecordedPhase, TeamRecord } from "../data";
import {
  PRODUCT_SHORT_NAME,
  allQuestions,
  hasNote,
  isSetAside,
  localDateStamp,
  saysTeam,
} from "../data";
import { inEnglish } from "../data/english";
import { checklistVariantBody, isCustomised, type ChecklistVariant } from "../variant";
import {
  ASSESSMENT_FORMAT,
  CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
  PHASES_ASSESSMENT_FORMAT_VERSION,
  SET_ASIDE_ASSESSMENT_FORMAT_VERSION,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
  TEAM_ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
  type AssessmentRecord,
  type RecordedQuestion,
} from "./assessmentFormat";

/**
 * Questions neither ticked nor noted are left out of the file. A note is kept as typed (a note of
 * white space alone is none), so that opening the file gives back exactly what was there.
 * `checklist` is the checklist in use (resolved from `variant` when there is one); a customised
 * `variant` goes into the file with it (format 2), so that it reopens on exactly that checklist.
 * The built-in questions' words are recorded in English, whatever the language on screen: a file
 * holds ids, and opens in any language (its own words stay as the field wrote them). `phases`, the
 * phases kept, make the file format 3; without any, it is written exactly as before phases existed.
 * `team`, when it names a member or a project or holds a team review, makes it format 4. A question
 * set aside as "does not apply" (now, in a phase, or as the team settled it) makes it format 5, laid
 * out as format 4 with each reason beside its question; without any, nothing changes.
 */
export function buildAssessmentRecord(
  checklist: ChecklistSnapshot,
  savedAt: Date,
  variant: ChecklistVariant | null = null,
  phases: readonly RecordedPhase[] = [],
  team: TeamRecord | null = null,
): AssessmentRecord {
  const english = inEnglish(checklist);
  const questions: RecordedQuestion[] = [];
  for (const question of allQuestions(english)) {
    const { id, text, checked } = question;
    const noted = hasNote(question);
    // Kept as typed, as a note is; never beside a tick (the state never holds both).
    const reason = !checked && isSetAside(question) ? (question.setAside ?? "") : "";
    if (!checked && !noted && reason === "") continue;
    questions.push({
      id,
      ticked: checked,
      note: noted ? (question.note ?? "") : "",
      text,
      ...(reason === "" ? {} : { setAside: reason }),
    });
  }
  const checklistVersionNow = checklistVersion(english);
  const customised = variant !== null && isCustomised(variant) ? variant : null;
  // Copied field by field: the file holds exactly these, whatever else an object carries.
  const keptPhases = phases.map(({ name, date, questions: kept }) => ({
    name,
    date,
    questions: kept.map(({ id, ticked, note, setAside }) => ({
      id,
      ticked,
      note,
      ...(setAside === undefined ? {} : { setAside }),
    })),
  }));
  const anySetAside =
    questions.some((q) => q.setAside !== undefined) ||
    keptPhases.some((phase) => phase.questions.some((q) => q.setAside !== undefined)) ||
    (team?.review?.settled.some((q) => q.setAside !== undefined) ?? false);
  if (saysTeam(team) || anySetAside) {
    const { member, project, review } = team ?? {};
    return {
      format: ASSESSMENT_FORMAT,
      formatVersion: anySetAside
        ? SET_ASIDE_ASSESSMENT_FORMAT_VERSION
        : TEAM_ASSESSMENT_FORMAT_VERSION,
      checklistVersion: checklistVersionNow,
      savedAt: savedAt.toISOString(),
      ...(project === undefined ? {} : { project }),
      ...(member === undefined ? {} : { member }),
      ...(customised === null ? {} : { checklist: checklistVariantBody(customised) }),
      questions,
      ...(keptPhases.length === 0 ? {} : { phases: keptPhases }),
      ...(review === undefined
        ? {}
        : {
            teamReview: {
              date: review.date,
              members: [...review.members],
              settled: review.settled.map(({ id, ticked, tickedBy, setAside, setAsideBy }) => ({
                id,
                ticked,
                tickedBy: [...tickedBy],
                ...(setAside === undefined ? {} : { setAside }),
                ...(setAsideBy === undefined ? {} : { setAsideBy: [...setAsideBy] }),
              })),
            },
          }),
    };
  }
  if (phases.length > 0)
    return {
      format: ASSESSMENT_FORMAT,
      formatVersion: PHASES_ASSESSMENT_FORMAT_VERSION,
      checklistVersion: checklistVersionNow,
      savedAt: savedAt.toISOString(),
      ...(customised === null ? {} : { checklist: checklistVariantBody(customised) }),
      questions,
      phases: keptPhases,
    };
  // Written field by field, in the file's order: a standard one exactly as format 1 always was.
  if (customised === null)
    return {
      format: ASSESSMENT_FORMAT,
      formatVersion: STANDARD_ASSESSMENT_FORMAT_VERSION,
      checklistVersion: checklistVersionNow,
      savedAt: savedAt.toISOString(),
      questions,
    };
  return {
    format: ASSESSMENT_FORMAT,
    formatVersion: CUSTOMISED_ASSESSMENT_FORMAT_VERSION,
    checklistVersion: checklistVersionNow,
    savedAt: savedAt.toISOString(),
    checklist: checklistVariantBody(customised),
    questions,
  };
}

/** Indented, so that a researcher can read the file, and a diff of two saves is a diff of lines. */
export function encodeAssessmentRecord(record: AssessmentRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * `{short-name}-assessment-{YYYY-MM-DD}.json`, dated where the user is (or in `timeZone`), as the
 * export's file name is.
 */
export function assessmentFileName(
  savedAt: Date,
  shortName: string = PRODUCT_SHORT_NAME,
  timeZone?: string,
): string {
  return `${shortName}-assessment-${localDateStamp(savedAt, timeZone)}.json`;
}
