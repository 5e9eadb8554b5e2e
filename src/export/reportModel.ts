// The report model: everything the exported document says, derived from a checklist snapshot.
// Both renderers (the PDF file and any on-screen preview) draw this one model, so they cannot disagree.

import type { ChecklistSnapshot, Question, SubItem, SubPrinciple } from "../data";
import { PRODUCT_SUBTITLE, PRODUCT_TITLE, countQuestions, progressPercent } from "../data";

export interface ReportQuestion {
  readonly id: string;
  readonly text: string;
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

export interface ReportSummary {
  readonly totalQuestions: number;
  readonly completed: number;
  /** Rounded percentage of completed over total (spec §9). */
  readonly progressPercent: number;
}

export interface ReportDocumentProperties {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  readonly language: "en";
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
  /** "Generated on <date> at <time>". */
  readonly footer: string;
  readonly documentProperties: ReportDocumentProperties;
}

export interface ReportModelOptions {
  /** BCP 47 locale for the date and time. Defaults to "en": the document's words are English. */
  readonly locale?: string;
  /** IANA time zone. Defaults to the user's own zone. */
  readonly timeZone?: string;
}

export const EMPTY_REPORT_MESSAGE = "No questions were ticked.";

const REPORT_SUBJECT = "Research-ethics checklist: the questions ticked and the progress made";
const REPORT_CREATOR = `${PRODUCT_TITLE} (web checklist)`;

function checkedQuestions(questions: readonly Question[]): ReportQuestion[] {
  return questions.filter((q) => q.checked).map(({ id, text }) => ({ id, text }));
}

function reportSubItem(item: SubItem): ReportSubItem | null {
  const questions = checkedQuestions(item.questions);
  return questions.length === 0 ? null : { id: item.id, name: item.name, questions };
}

function reportSubPrinciple(sub: SubPrinciple): ReportSubPrinciple | null {
  const questions = checkedQuestions(sub.questions);
  const subItems = (sub.subItems ?? []).map(reportSubItem).filter((item) => item !== null);
  if (questions.length === 0 && subItems.length === 0) return null;
  return { id: sub.id, name: sub.name, questions, subItems };
}

// ICU separates "3:45" from "PM" with a narrow no-break space (U+202F), and some locales use
// no-break spaces elsewhere. The PDF's standard fonts cannot encode U+202F, and people searching the
// file type a plain space, so the labels carry plain spaces.
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2007\u2009\u202f]/g, " ");
}

export function buildReportModel(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  options: ReportModelOptions = {},
): ReportModel {
  const locale = options.locale ?? "en";
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  const date = withPlainSpaces(
    new Intl.DateTimeFormat(locale, { dateStyle: "long", ...zone }).format(generatedAt),
  );
  const time = withPlainSpaces(
    new Intl.DateTimeFormat(locale, { timeStyle: "short", ...zone }).format(generatedAt),
  );

  const count = countQuestions(snapshot);
  const principles: ReportPrinciple[] = [];
  for (const principle of snapshot) {
    const subPrinciples = principle.subprinciples
      .map(reportSubPrinciple)
      .filter((sub) => sub !== null);
    if (subPrinciples.length > 0)
      principles.push({ id: principle.id, name: principle.name, subPrinciples });
  }

  return {
    title: PRODUCT_TITLE,
    subtitle: PRODUCT_SUBTITLE,
    dateLabel: date,
    summary: {
      totalQuestions: count.total,
      completed: count.checked,
      progressPercent: progressPercent(count),
    },
    principles,
    emptyMessage: principles.length === 0 ? EMPTY_REPORT_MESSAGE : null,
    footer: `Generated on ${date} at ${time}`,
    documentProperties: {
      title: PRODUCT_TITLE,
      subject: REPORT_SUBJECT,
      creator: REPORT_CREATOR,
      language: "en",
    },
  };
}
