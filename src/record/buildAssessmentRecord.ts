// From the checklist as it stands to the saved file's text, and the file's name.

import type { ChecklistSnapshot } from "../data";
import { PRODUCT_SHORT_NAME, allQuestions, hasNote, localDateStamp } from "../data";
import {
  ASSESSMENT_FORMAT,
  ASSESSMENT_FORMAT_VERSION,
  checklistVersion,
  type AssessmentRecord,
  type RecordedQuestion,
} from "./assessmentFormat";

/**
 * Questions neither ticked nor noted are left out of the file. A note is kept as typed (a note of
 * white space alone is none), so that opening the file gives back exactly what was there.
 */
export function buildAssessmentRecord(
  checklist: ChecklistSnapshot,
  savedAt: Date,
): AssessmentRecord {
  const questions: RecordedQuestion[] = [];
  for (const question of allQuestions([...checklist])) {
    const { id, text, checked } = question;
    const noted = hasNote(question);
    if (!checked && !noted) continue;
    questions.push({ id, ticked: checked, note: noted ? (question.note ?? "") : "", text });
  }
  return {
    format: ASSESSMENT_FORMAT,
    formatVersion: ASSESSMENT_FORMAT_VERSION,
    checklistVersion: checklistVersion(checklist),
    savedAt: savedAt.toISOString(),
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
