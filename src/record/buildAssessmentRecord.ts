// From the checklist as it stands to the saved file's text, and the file's name.

import type { ChecklistSnapshot } from "../data";
import { PRODUCT_SHORT_NAME, allQuestions, hasNote, localDateStamp } from "../data";
import { inEnglish } from "../data/english";
import { checklistVariantBody, isCustomised, type ChecklistVariant } from "../variant";
import {
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  STANDARD_ASSESSMENT_FORMAT_VERSION,
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
 * holds ids, and opens in any language (its own words stay as the field wrote them).
 */
export function buildAssessmentRecord(
  checklist: ChecklistSnapshot,
  savedAt: Date,
  variant: ChecklistVariant | null = null,
): AssessmentRecord {
  const english = inEnglish(checklist);
  const questions: RecordedQuestion[] = [];
  for (const question of allQuestions(english)) {
    const { id, text, checked } = question;
    const noted = hasNote(question);
    if (!checked && !noted) continue;
    questions.push({ id, ticked: checked, note: noted ? (question.note ?? "") : "", text });
  }
  const checklistVersionNow = checklistVersion(english);
  // Written field by field, in the file's order: a standard one exactly as format 1 always was.
  if (variant === null || !isCustomised(variant))
    return {
      format: ASSESSMENT_FORMAT,
      formatVersion: STANDARD_ASSESSMENT_FORMAT_VERSION,
      checklistVersion: checklistVersionNow,
      savedAt: savedAt.toISOString(),
      questions,
    };
  return {
    format: ASSESSMENT_FORMAT,
    formatVersion: ASSESSMENT_FORMAT_VERSION,
    checklistVersion: checklistVersionNow,
    savedAt: savedAt.toISOString(),
    checklist: checklistVariantBody(variant),
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
