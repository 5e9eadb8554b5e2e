// The report model: everything the exported document says, derived from a checklist snapshot.
// Both renderers (the PDF file and any on-screen preview) draw this one model, so they cannot disagree.

import type { ChecklistSnapshot, Question, SubItem, SubPrinciple } from "../../data";
import {
  describeChanges,
  isCustomised,
  type ChangeDescription,
  type ChangePlace,
  type ChecklistVariant,
} from "../../variant";
import {
  PRODUCT_SUBTITLE,
  PRODUCT_TITLE,
  countQuestions,
  dateInWords,
  noteOf,
  progressPercent,
  subPrincipleQuestions,
} from "../../data";
import { createInitialChecklist } from "../../data/english";

export interface ReportQuestion {
  readonly id: string;
  readonly text: string;
  /** The question's note, trimmed, line breaks kept; absent when it has none. */
  readonly note?: string;
}

export interface ReportSubItem {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly ReportQuestion[];
}

export interface ReportSubPrinciple {
  readonly id: string;
  readonly name: string;
  /** Its own checked questions; empty when only its sub-items have checked ones. */
  readonly questions: readonly ReportQuestion[];
  readonly subItems: readonly ReportSubItem[];
}

export interface ReportPrinciple {
  readonly id: string;
  readonly name: string;
  readonly subPrinciples: readonly ReportSubPrinciple[];
}

export interface ReportPrincipleProgress {
  readonly id: string;
  readonly name: string;
  readonly completed: number;
  readonly total: number;
  readonly progressPercent: number;
}

export interface ReportSummary {
  readonly totalQuestions: number;
  readonly completed: number;
  /** Rounded percentage of completed over total (spec §9). */
  readonly progressPercent: number;
  /** One row per principle, every principle, in checklist order. */
  readonly principles: readonly ReportPrincipleProgress[];
}

export interface ReportDocumentProperties {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  readonly language: "en";
}

/** The customised checklist a report was made on, as the report names it under the subtitle. */
export interface ReportChecklist {
  readonly title: string;
  readonly version: string;
  readonly publisher: string;
  /**
   * The one line every renderer shows: "Checklist: <title>, version <version>, published by
   * <publisher>", without the parts that are "".
   */
  readonly label: string;
}

export interface ReportModel {
  readonly title: string;
  readonly subtitle: string;
  /** The generation date, e.g. "November 21, 2025". */
  readonly dateLabel: string;
  readonly summary: ReportSummary;
  /** Only the principles with at least one checked question, each pruned to its checked questions. */
  readonly principles: readonly ReportPrinciple[];
  /** Shown in place of the principles when nothing is checked; null otherwise. */
  readonly emptyMessage: string | null;
  /**
   * The questions not ticked that carry a note (the rationale for items that do not apply), grouped
   * as the checked ones are; empty when there are none, and then the report has no such section.
   */
  readonly notesOnUnticked: readonly ReportPrinciple[];
  /** "Generated on <date> at <time>". */
  readonly footer: string;
  readonly documentProperties: ReportDocumentProperties;
  /**
   * The customised checklist the report was made on. Absent (no key at all) for the standard
   * checklist, so that its model is exactly what it was before checklists could be customised.
   */
  readonly checklist?: ReportChecklist;
  /**
   * "Changes from the standard checklist", the report's last section: added sub-principles and
   * questions, reworded questions with their original wording, hidden ones with their reasons.
   * Absent, as `checklist` is, for the standard checklist.
   */
  readonly changes?: ChangeDescription;
}

export interface ReportModelOptions {
  /** BCP 47 locale for the date and time. Defaults to "en": the document's words are English. */
  readonly locale?: string;
  /** IANA time zone. Defaults to the user's own zone. */
  readonly timeZone?: string;
  /**
   * The variant the snapshot is on (the snapshot being what it resolves to); none, null or one that
   * changes nothing: the standard checklist.
   */
  readonly variant?: ChecklistVariant | null;
}

export const EMPTY_REPORT_MESSAGE = "No questions were ticked.";
export const UNTICKED_NOTES_HEADING = "Notes on questions not ticked";
/** What sets a note apart from its question, in every renderer. */
export const NOTE_LABEL = "Note:";
/** The heading of the last section of a report made on a customised checklist. */
export const CHANGES_HEADING = "Changes from the standard checklist";
/** The groups of the changes section, in the order every renderer shows them. */
export const CHANGE_GROUP_HEADINGS = {
  addedSubPrinciples: "Added sub-principles",
  addedQuestions: "Added questions",
  rewordedQuestions: "Reworded questions",
  hiddenQuestions: "Hidden questions",
} as const;
/** What sets a reworded question's built-in wording apart from the field's. */
export const ORIGINAL_WORDING_LABEL = "Original wording:";
/** What sets a hidden question's reason apart from its wording. */
export const HIDDEN_REASON_LABEL = "Reason:";
/** Shown for a hidden question whose reason was left empty. */
export const NO_REASON_GIVEN = "No reason given.";
/** Between the parts of a change's place: "Respect for Persons › Informed Consent". */
export const PLACE_SEPARATOR = " › ";

/** Where a change sits: principle › sub-principle › sub-item (the last when it has one). */
export function changePlaceLabel(place: ChangePlace): string {
  return [
    place.principle,
    place.subPrinciple,
    ...(place.subItem === null ? [] : [place.subItem]),
  ].join(PLACE_SEPARATOR);
}

/** One changed question as every renderer shows it: where it sits, its wording, and what sets it apart. */
export interface QuestionChangeRow {
  readonly id: string;
  /** `changePlaceLabel` of its place. */
  readonly place: string;
  readonly text: string;
  /** A reworded question's original wording, a hidden one's reason (its text may be blank). */
  readonly detail?: { readonly label: string; readonly text: string };
}

/**
 * The changes section's groups of changed questions (added, reworded, hidden), in the order every
 * renderer shows them, each group with at least one row. The added sub-principles, drawn
 * differently, come before them and are not among these.
 */
export function questionChangeGroups(changes: ChangeDescription): {
  readonly group: "addedQuestions" | "rewordedQuestions" | "hiddenQuestions";
  readonly rows: readonly QuestionChangeRow[];
}[] {
  const row = (
    question: { id: string; place: ChangePlace; text: string },
    detail?: QuestionChangeRow["detail"],
  ): QuestionChangeRow => ({
    id: question.id,
    place: changePlaceLabel(question.place),
    text: question.text,
    ...(detail === undefined ? {} : { detail }),
  });
  const groups = [
    { group: "addedQuestions", rows: changes.addedQuestions.map((q) => row(q)) },
    {
      group: "rewordedQuestions",
      rows: changes.rewordedQuestions.map((q) =>
        row(q, { label: ORIGINAL_WORDING_LABEL, text: q.originalText }),
      ),
    },
    {
      group: "hiddenQuestions",
      rows: changes.hiddenQuestions.map((q) =>
        row(q, { label: HIDDEN_REASON_LABEL, text: q.reason }),
      ),
    },
  ] as const;
  return groups.filter(({ rows }) => rows.length > 0);
}

function hasEntries(changes: ChangeDescription): boolean {
  return (
    changes.addedSubPrinciples.length +
      changes.addedQuestions.length +
      changes.rewordedQuestions.length +
      changes.hiddenQuestions.length >
    0
  );
}

const REPORT_SUBJECT = "Research-ethics checklist: the questions ticked and the progress made";
const REPORT_CREATOR = `${PRODUCT_TITLE} (web checklist)`;

type Selection = (question: Question) => boolean;

const ticked: Selection = (question) => question.checked;
const untickedWithNote: Selection = (question) => !question.checked && noteOf(question) !== "";

function reportQuestions(questions: readonly Question[], include: Selection): ReportQuestion[] {
  return questions.filter(include).map((question) => {
    const note = noteOf(question);
    // No key at all without a note: a report without notes is the same model as before notes.
    return note === ""
      ? { id: question.id, text: question.text }
      : { id: question.id, text: question.text, note };
  });
}

function reportSubItem(item: SubItem, include: Selection): ReportSubItem | null {
  const questions = reportQuestions(item.questions, include);
  return questions.length === 0 ? null : { id: item.id, name: item.name, questions };
}

function reportSubPrinciple(sub: SubPrinciple, include: Selection): ReportSubPrinciple | null {
  const questions = reportQuestions(sub.questions, include);
  const subItems = (sub.subItems ?? [])
    .map((item) => reportSubItem(item, include))
    .filter((item) => item !== null);
  if (questions.length === 0 && subItems.length === 0) return null;
  return { id: sub.id, name: sub.name, questions, subItems };
}

/** The principles pruned to the questions `include` keeps, and the empty ones left out. */
function reportPrinciples(snapshot: ChecklistSnapshot, include: Selection): ReportPrinciple[] {
  const principles: ReportPrinciple[] = [];
  for (const principle of snapshot) {
    const subPrinciples = principle.subprinciples
      .map((sub) => reportSubPrinciple(sub, include))
      .filter((sub) => sub !== null);
    if (subPrinciples.length > 0)
      principles.push({ id: principle.id, name: principle.name, subPrinciples });
  }
  return principles;
}

function reportChecklist({ title, version, publisher }: ChecklistVariant): ReportChecklist {
  const parts = [title];
  if (version.trim() !== "") parts.push(`version ${version}`);
  if (publisher.trim() !== "") parts.push(`published by ${publisher}`);
  return { title, version, publisher, label: `Checklist: ${parts.join(", ")}` };
}

export function buildReportModel(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  options: ReportModelOptions = {},
): ReportModel {
  const { date, time } = dateInWords(generatedAt, options);

  const count = countQuestions(snapshot);
  const principles = reportPrinciples(snapshot, ticked);
  const variant = options.variant ?? null;

  const model: ReportModel = {
    title: PRODUCT_TITLE,
    subtitle: PRODUCT_SUBTITLE,
    dateLabel: date,
    summary: {
      totalQuestions: count.total,
      completed: count.checked,
      progressPercent: progressPercent(count),
      principles: snapshot.map((principle) => {
        const questions = principle.subprinciples.flatMap(subPrincipleQuestions);
        const figures = {
          total: questions.length,
          checked: questions.filter((q) => q.checked).length,
        };
        return {
          id: principle.id,
          name: principle.name,
          completed: figures.checked,
          total: figures.total,
          progressPercent: progressPercent(figures),
        };
      }),
    },
    principles,
    emptyMessage: principles.length === 0 ? EMPTY_REPORT_MESSAGE : null,
    notesOnUnticked: reportPrinciples(snapshot, untickedWithNote),
    footer: `Generated on ${date} at ${time}`,
    documentProperties: {
      title: PRODUCT_TITLE,
      subject: REPORT_SUBJECT,
      creator: REPORT_CREATOR,
      language: "en",
    },
  };
  if (variant === null || !isCustomised(variant)) return model;
  const changes = describeChanges(createInitialChecklist(), variant.changes);
  // Changes that show nothing (a sub-principle added with no questions yet, which the checklist in
  // use leaves out too) leave the checklist the standard one, and the report the standard report.
  if (!hasEntries(changes)) return model;
  return { ...model, checklist: reportChecklist(variant), changes };
}
