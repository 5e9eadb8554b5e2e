// The report's logical structure, as a tagged PDF states it (ISO 32000-1 §14.8, PDF/UA-1 §7): which
// element each piece of the report is (heading, paragraph, list, list item, label, body), in reading
// order, planned from the report model every renderer draws. A drawn element whose text goes into
// a document names its node here by `id` (the raster tree's data-report-structure attribute), so
// the PDF's text layer knows which structure element each line belongs to.

import type { ReportModel, ReportPrinciple, ReportQuestion, ReportSummary } from "./reportModel";

/** The standard structure types the report uses (ISO 32000-1 §14.8.4): no role map is needed. */
export type StructureRole =
  "Document" | "H1" | "H2" | "H3" | "H4" | "P" | "L" | "LI" | "Lbl" | "LBody";

export interface StructureNode {
  readonly role: StructureRole;
  /**
   * The drawn element whose text is this node's own content, before its children; none for a
   * node that only groups others (Document, L, LI).
   */
  readonly id?: string;
  readonly children: readonly StructureNode[];
}

/** Words a screen reader speaks for a tick drawn as a picture (the label of a list item). */
export const TICKED_LABEL = "Ticked";
export const NOT_TICKED_LABEL = "Not ticked";

/** One part of the report listing questions: the ticked ones, or the unticked ones with a note. */
export type QuestionSection = "ticked" | "unticked";

/**
 * The ids the raster tree puts on its elements and the plan below gives its nodes: one function,
 * so the two cannot drift apart. An id is the path to the piece in the model, which is unique:
 * a principle appears in both question sections, so the section is part of its id.
 */
export const structureIds = {
  title: "title",
  subtitle: "subtitle",
  date: "date",
  summaryHeading: "summary",
  summaryFigure: (label: string) => `summary/figure/${label}`,
  summaryPrinciple: (principleId: string) => `summary/principle/${principleId}`,
  empty: "empty",
  untickedHeading: "unticked",
  principle: (section: QuestionSection, id: string) => `${section}/principle/${id}`,
  subPrinciple: (section: QuestionSection, id: string) => `${section}/sub-principle/${id}`,
  subItem: (section: QuestionSection, id: string) => `${section}/sub-item/${id}`,
  question: (section: QuestionSection, id: string) => `${section}/question/${id}`,
  questionLabel: (section: QuestionSection, id: string) => `${section}/question/${id}/label`,
  note: (section: QuestionSection, id: string) => `${section}/question/${id}/note`,
  /** A section of its own kind (for example a customised checklist's changes): its heading. */
  sectionHeading: (key: string) => `section/${key}`,
  sectionEntry: (key: string, entryKey: string) => `section/${key}/${entryKey}`,
  sectionEntryDetail: (key: string, entryKey: string, index: number) =>
    `section/${key}/${entryKey}/${index}`,
  footer: "footer",
} as const;

/** The Summary figures, in the order drawn: one text element each (see ReportSummary). */
export function summaryFigures(summary: ReportSummary): { label: string; value: string }[] {
  return [
    { label: "Total Questions", value: String(summary.totalQuestions) },
    { label: "Completed", value: String(summary.completed) },
    { label: "Progress", value: `${summary.progressPercent}%` },
  ];
}

const leaf = (role: StructureRole, id: string): StructureNode => ({ role, id, children: [] });

/** A list of items each of which is one body of text: L → LI → LBody. */
function bodyList(ids: readonly string[]): StructureNode {
  return {
    role: "L",
    children: ids.map((id) => ({ role: "LI", children: [leaf("LBody", id)] })),
  };
}

/**
 * The Summary as a list, as it is drawn: each figure and each principle's count is one line of
 * words ("Completed: 34", "Beneficence: 3 of 10"), not a grid of cells, so a table would state
 * columns the page does not show and split each line into cells no reader sees.
 */
function summaryStructure(summary: ReportSummary): StructureNode[] {
  return [
    leaf("H2", structureIds.summaryHeading),
    bodyList(summaryFigures(summary).map(({ label }) => structureIds.summaryFigure(label))),
    bodyList(summary.principles.map((p) => structureIds.summaryPrinciple(p.id))),
  ];
}

/**
 * A question as a list item: its tick (or empty box) as the label a screen reader speaks, its words
 * as the body, and its note, if any, as a paragraph inside the body, so the note stays with its
 * question wherever the pages break.
 */
function questionItem(section: QuestionSection, question: ReportQuestion): StructureNode {
  const note =
    question.note === undefined ? [] : [leaf("P", structureIds.note(section, question.id))];
  return {
    role: "LI",
    children: [
      leaf("Lbl", structureIds.questionLabel(section, question.id)),
      { role: "LBody", id: structureIds.question(section, question.id), children: note },
    ],
  };
}

function questionList(
  section: QuestionSection,
  questions: readonly ReportQuestion[],
): StructureNode[] {
  if (questions.length === 0) return [];
  return [{ role: "L", children: questions.map((q) => questionItem(section, q)) }];
}

/** Principles at H2, sub-principles at H3, sub-items at H4: as the raster tree draws them. */
function principlesStructure(
  section: QuestionSection,
  principles: readonly ReportPrinciple[],
): StructureNode[] {
  return principles.flatMap((principle) => [
    leaf("H2", structureIds.principle(section, principle.id)),
    ...principle.subPrinciples.flatMap((sub) => [
      leaf("H3", structureIds.subPrinciple(section, sub.id)),
      ...questionList(section, sub.questions),
      ...sub.subItems.flatMap((item) => [
        leaf("H4", structureIds.subItem(section, item.id)),
        ...questionList(section, item.questions),
      ]),
    ]),
  ]);
}

/** A section of entries, each a line of text with lines of detail under it (e.g. changes). */
export interface ReportSectionOutline {
  readonly key: string;
  readonly entries: readonly { readonly key: string; readonly details: number }[];
}

/**
 * A section other than the question sections: an H2 and a list, an item per entry, its first text
 * the body and each further text a paragraph inside it. A section the model gains (a customised
 * checklist's "Changes from the standard checklist") is one call of this in reportStructure().
 */
export function sectionStructure(section: ReportSectionOutline): StructureNode[] {
  if (section.entries.length === 0) return [];
  return [
    leaf("H2", structureIds.sectionHeading(section.key)),
    {
      role: "L",
      children: section.entries.map((entry) => ({
        role: "LI",
        children: [
          {
            role: "LBody",
            id: structureIds.sectionEntry(section.key, entry.key),
            children: Array.from({ length: entry.details }, (_, index) =>
              leaf("P", structureIds.sectionEntryDetail(section.key, entry.key, index)),
            ),
          },
        ],
      })),
    },
  ];
}

/**
 * The whole report: Document → H1 (title), P (subtitle), P (date), the Summary, the ticked
 * questions, the notes on questions not ticked, and the footer line, in the order the raster tree
 * draws them. Headings never skip a level: H1, then H2 for each section and principle, H3 for a
 * sub-principle under it, H4 for a sub-item under that.
 */
export function reportStructure(model: ReportModel): StructureNode {
  const unticked =
    model.notesOnUnticked.length === 0
      ? []
      : [
          leaf("H2", structureIds.untickedHeading),
          ...principlesStructure("unticked", model.notesOnUnticked),
        ];
  return {
    role: "Document",
    children: [
      leaf("H1", structureIds.title),
      leaf("P", structureIds.subtitle),
      leaf("P", structureIds.date),
      ...summaryStructure(model.summary),
      ...(model.emptyMessage === null ? [] : [leaf("P", structureIds.empty)]),
      ...principlesStructure("ticked", model.principles),
      ...unticked,
      leaf("P", structureIds.footer),
    ],
  };
}

/** Every node in reading order (depth first, a node before its children). */
export function structureNodesInOrder(root: StructureNode): StructureNode[] {
  return [root, ...root.children.flatMap(structureNodesInOrder)];
}
