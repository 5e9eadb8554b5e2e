// The report's logical structure, as a tagged PDF states it (ISO 32000-1 §14.8, PDF/UA-1 §7): which
// element each piece of the report is (heading, paragraph, list, list item, label, body), in reading
// order, planned from the report model every renderer draws. A drawn element whose text goes into
// a document names its node here by `id` (the raster tree's data-report-structure attribute), so
// the PDF's text layer knows which structure element each line belongs to.

import type { ChangeDescription } from "../../variant";
import type { ComparisonKind } from "../../record";
import type { ReportSince } from "./reportSince";
import { otherLanguage } from "./reportLanguage";
import type { ReportTeamReview } from "./teamReviewModel";
import {
  questionChangeGroups,
  type ChangeGroup,
  type ReportModel,
  type ReportOutline,
  type ReportPrinciple,
  type ReportQuestion,
  type ReportSetAsideQuestion,
  type ReportSummaryText,
  type SummaryFigureKey,
} from "./reportModel";

/** The texts of one change, in the order drawn. */
export type ChangePart = "place" | "text" | "detail";

/** The standard structure types the report uses (ISO 32000-1 §14.8.4): no role map is needed. */
export type StructureRole =
  "Document" | "H1" | "H2" | "H3" | "H4" | "H5" | "P" | "L" | "LI" | "Lbl" | "LBody";

export interface StructureNode {
  readonly role: StructureRole;
  /**
   * The drawn element whose text is this node's own content, before its children; none for a
   * node that only groups others (Document, L, LI).
   */
  readonly id?: string;
  /**
   * The language of its text when it is not the document's (a question a field added or reworded
   * in another language): the element's /Lang.
   */
  readonly lang?: string;
  readonly children: readonly StructureNode[];
}

/**
 * One part of the report listing questions: the ticked ones, the ones set aside as "does not apply"
 * (a part of each principle, after its ticked ones), or the open ones with a note.
 */
export type QuestionSection = "ticked" | "setAside" | "unticked";

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
  summaryFigure: (key: SummaryFigureKey) => `summary/figure/${key}`,
  summaryPrinciple: (principleId: string) => `summary/principle/${principleId}`,
  empty: "empty",
  untickedHeading: "unticked",
  principle: (section: QuestionSection, id: string) => `${section}/principle/${id}`,
  subPrinciple: (section: QuestionSection, id: string) => `${section}/sub-principle/${id}`,
  subItem: (section: QuestionSection, id: string) => `${section}/sub-item/${id}`,
  question: (section: QuestionSection, id: string) => `${section}/question/${id}`,
  questionLabel: (section: QuestionSection, id: string) => `${section}/question/${id}/label`,
  note: (section: QuestionSection, id: string) => `${section}/question/${id}/note`,
  /** The heading of a principle's part listing its questions set aside. */
  setAsideHeading: (principleId: string) => `setAside/principle/${principleId}`,
  /** A set-aside question's reason, under its wording. */
  setAsideReason: (id: string) => `setAside/question/${id}/reason`,
  /** The phase's line under the date, in the report of a phase. */
  phase: "phase",
  /** The customised checklist's line under the date. */
  checklist: "checklist",
  changesHeading: "changes",
  changeGroup: (group: ChangeGroup) => `changes/${group}`,
  /**
   * One text of a change: its place, its wording, or its detail (the original wording or the
   * reason); for an added sub-principle, the principle it is under and its name. The group is part
   * of the id: a question may be both reworded and hidden.
   */
  changeText: (group: ChangeGroup, id: string, part: ChangePart) =>
    `changes/${group}/${id}/${part}`,
  /** A question of an added sub-principle. */
  addedSubPrincipleQuestion: (subPrincipleId: string, questionId: string) =>
    `changes/addedSubPrinciples/${subPrincipleId}/question/${questionId}`,
  footer: "footer",
  // "Changes since <phase>", the report's optional last part. A question may change in more than
  // one way (ticked and noted), so the kind is part of its row's id.
  sinceHeading: "since",
  sinceTotal: "since/total",
  sinceCount: (kind: ComparisonKind) => `since/count/${kind}`,
  sincePrinciple: (principleId: string) => `since/principle/${principleId}`,
  sinceGroup: (principleId: string, kind: ComparisonKind) => `since/${principleId}/${kind}`,
  sinceText: (principleId: string, kind: ComparisonKind, questionId: string) =>
    `since/${principleId}/${kind}/${questionId}`,
  sinceDetail: (principleId: string, kind: ComparisonKind, questionId: string, index: number) =>
    `since/${principleId}/${kind}/${questionId}/${index}`,
  // The team review, after the changes (teamReviewModel.ts).
  teamHeading: "team",
  teamDate: "team/date",
  teamMembersHeading: "team/members",
  teamMember: (number: number) => `team/member/${number}`,
  teamChoicesHeading: "team/choices",
  teamNoChoices: "team/none",
  /** One text of a settled question: its wording, what was chosen, who ticked it, who did not. */
  teamChoice: (id: string, part: "text" | "chosen" | "tickedBy" | "notTickedBy") =>
    `team/choice/${id}/${part}`,
} as const;

const leaf = (role: StructureRole, id: string, lang?: string): StructureNode =>
  lang === undefined ? { role, id, children: [] } : { role, id, lang, children: [] };

/** A list of items each of which is one body of text: L → LI → LBody. */
function bodyList(ids: readonly string[], lang?: string): StructureNode {
  return {
    role: "L",
    children: ids.map((id) => ({ role: "LI", children: [leaf("LBody", id, lang)] })),
  };
}

/**
 * The Summary as a list, as it is drawn: each figure and each principle's count is one line of
 * words ("Completed: 34", "Beneficence: 3 of 10"), not a grid of cells, so a table would state
 * columns the page does not show and split each line into cells no reader sees.
 */
/** A heading's role at `level` of the report's outline (ReportModel.outline). */
function heading(level: number): StructureRole {
  if (level < 1 || level > 5) throw new Error(`No heading role for level ${level}`);
  return `H${level}` as StructureRole;
}

function summaryStructure(text: ReportSummaryText, outline: ReportOutline): StructureNode[] {
  return [
    leaf(heading(outline.section), structureIds.summaryHeading),
    // The figures drawn: the spec's three, and set aside and open when the report has them.
    bodyList(text.figures.map(({ key }) => structureIds.summaryFigure(key))),
    bodyList(text.principles.map((p) => structureIds.summaryPrinciple(p.id))),
  ];
}

/**
 * A question as a list item: its tick (or empty box) as the label a screen reader speaks, its words
 * as the body, and its note, if any, as a paragraph inside the body, so the note stays with its
 * question wherever the pages break.
 */
function questionItem(
  section: QuestionSection,
  question: ReportQuestion | ReportSetAsideQuestion,
  language: string,
): StructureNode {
  // The note is the researcher's, after a label in the report's language: inside a question in a
  // field's other language, it says it is in the report's, rather than take the question's. A
  // set-aside question's reason is the same: a paragraph of the body, before the note, as drawn.
  const noteLang = question.lang === undefined ? undefined : language;
  const reason =
    "reason" in question ? [leaf("P", structureIds.setAsideReason(question.id), noteLang)] : [];
  const note =
    question.note === undefined
      ? []
      : [leaf("P", structureIds.note(section, question.id), noteLang)];
  const body: StructureNode = {
    role: "LBody",
    id: structureIds.question(section, question.id),
    ...(question.lang === undefined ? {} : { lang: question.lang }),
    children: [...reason, ...note],
  };
  return {
    role: "LI",
    children: [leaf("Lbl", structureIds.questionLabel(section, question.id)), body],
  };
}

function questionList(
  section: QuestionSection,
  questions: readonly (ReportQuestion | ReportSetAsideQuestion)[],
  language: string,
): StructureNode[] {
  if (questions.length === 0) return [];
  return [{ role: "L", children: questions.map((q) => questionItem(section, q, language)) }];
}

/**
 * Principles at `level`, sub-principles one below, sub-items two below (ReportModel.outline); a
 * principle's questions set aside after them, under a heading one below the principle's, as a list
 * of their own: each item the mark (Lbl, "Does not apply"), the wording, and the reason and any
 * note as paragraphs of its body.
 */
function principlesStructure(
  section: QuestionSection,
  principles: readonly ReportPrinciple[],
  language: string,
  level: number,
): StructureNode[] {
  return principles.flatMap((principle) => [
    leaf(heading(level), structureIds.principle(section, principle.id)),
    ...principle.subPrinciples.flatMap((sub) => [
      leaf(heading(level + 1), structureIds.subPrinciple(section, sub.id), sub.lang),
      ...questionList(section, sub.questions, language),
      ...sub.subItems.flatMap((item) => [
        leaf(heading(level + 2), structureIds.subItem(section, item.id)),
        ...questionList(section, item.questions, language),
      ]),
    ]),
    ...(principle.setAside === undefined
      ? []
      : [
          leaf(heading(level + 1), structureIds.setAsideHeading(principle.id)),
          ...questionList("setAside", principle.setAside, language),
        ]),
  ]);
}

/**
 * One change as a list item: no label (the list is drawn without bullets, so nothing is spoken
 * before it), its texts as paragraphs in its body, in the order drawn.
 */
function changeItem(
  texts: readonly (readonly [id: string, lang?: string])[],
  more: readonly StructureNode[] = [],
): StructureNode {
  return {
    role: "LI",
    children: [
      { role: "LBody", children: [...texts.map(([id, lang]) => leaf("P", id, lang)), ...more] },
    ],
  };
}

/** A kind of change: its heading at H3 and its list, or nothing when the checklist has none. */
function changeGroup(
  group: ChangeGroup,
  items: readonly StructureNode[],
  outline: ReportOutline,
): StructureNode[] {
  if (items.length === 0) return [];
  return [
    leaf(heading(outline.part), structureIds.changeGroup(group)),
    { role: "L", children: items },
  ];
}

/**
 * "Changes from the standard checklist": an H2, then an H3 for each kind of change, in the order
 * ReportChanges draws them. An added sub-principle's questions are a list inside its item. The
 * field's words (names, wording) carry the field's language when it is not the report's; a detail
 * keeps the report's, as its label ("Reason:") is in it.
 */
function changesStructure(model: ReportModel, changes: ChangeDescription): StructureNode[] {
  const text = structureIds.changeText;
  const fieldLanguage = otherLanguage(changes.language, model.language);
  return [
    leaf(heading(model.outline.section), structureIds.changesHeading),
    ...changeGroup(
      "addedSubPrinciples",
      changes.addedSubPrinciples.map((sub) =>
        changeItem(
          [
            [text("addedSubPrinciples", sub.id, "place")],
            [text("addedSubPrinciples", sub.id, "text"), fieldLanguage],
          ],
          sub.questions.length === 0
            ? []
            : [
                bodyList(
                  sub.questions.map((q) => structureIds.addedSubPrincipleQuestion(sub.id, q.id)),
                  fieldLanguage,
                ),
              ],
        ),
      ),
      model.outline,
    ),
    ...questionChangeGroups(changes, model).flatMap(({ group, rows }) =>
      changeGroup(
        group,
        rows.map((row) =>
          changeItem([
            [text(group, row.id, "place")],
            [text(group, row.id, "text"), row.lang],
            ...(row.detail === undefined ? [] : [[text(group, row.id, "detail")] as const]),
          ]),
        ),
        model.outline,
      ),
    ),
  ];
}

/**
 * "Changes since <phase>": an H2 and the count, the counts by kind as a list, then each principle
 * (H3) and each kind of change in it (H4) with its list; each change a list item whose body holds
 * the question's wording and its details as paragraphs, in the order ReportSince draws them.
 */
function sinceStructure(since: ReportSince, outline: ReportOutline): StructureNode[] {
  const ids = structureIds;
  return [
    leaf(heading(outline.section), ids.sinceHeading),
    leaf("P", ids.sinceTotal),
    ...(since.counts.length === 0
      ? []
      : [bodyList(since.counts.map((c) => ids.sinceCount(c.kind)))]),
    ...since.principles.flatMap((principle) => [
      leaf(heading(outline.part), ids.sincePrinciple(principle.id)),
      ...principle.groups.flatMap((group) => [
        leaf(heading(outline.subPart), ids.sinceGroup(principle.id, group.kind)),
        {
          role: "L" as const,
          children: group.rows.map((row) =>
            changeItem([
              [ids.sinceText(principle.id, group.kind, row.id), row.lang],
              ...row.details.map(
                // A detail keeps the report's language, as its label is in it (a reason in the
                // field's language is a Span of its own, as in the changes from the standard list).
                (_, index) => [ids.sinceDetail(principle.id, group.kind, row.id, index)] as const,
              ),
            ]),
          ),
        },
      ]),
    ]),
  ];
}

/**
 * "Team review": an H2, its date line, an H3 and the list of who took part, an H3 and the list of
 * what was chosen (each choice a list item of paragraphs: the question, the choice, who ticked it,
 * who did not), or the line saying the members disagreed on nothing.
 */
function teamReviewStructure(review: ReportTeamReview, outline: ReportOutline): StructureNode[] {
  const choice = structureIds.teamChoice;
  return [
    leaf(heading(outline.section), structureIds.teamHeading),
    leaf("P", structureIds.teamDate),
    leaf(heading(outline.part), structureIds.teamMembersHeading),
    bodyList(review.members.map((_, index) => structureIds.teamMember(index + 1))),
    leaf(heading(outline.part), structureIds.teamChoicesHeading),
    ...(review.noChoices === null
      ? [
          {
            role: "L",
            children: review.choices.map((row) =>
              changeItem([
                [choice(row.id, "text"), row.lang],
                [choice(row.id, "chosen")],
                [choice(row.id, "tickedBy")],
                [choice(row.id, "notTickedBy")],
              ]),
            ),
          } satisfies StructureNode,
        ]
      : [leaf("P", structureIds.teamNoChoices)]),
  ];
}

/**
 * The whole report: Document → H1 (title), P (subtitle), P (date), P (a phase's line), P (a customised checklist's
 * line), the Summary, the ticked questions, the notes on questions not ticked, the changes from the
 * standard checklist, the team review, and the footer line, in the order the raster tree
 * draws them. Headings never skip a level: H1, then H2 for each section and principle, H3 for a
 * sub-principle under it, H4 for a sub-item under that.
 */
export function reportStructure(model: ReportModel): StructureNode {
  const { outline } = model;
  const unticked =
    model.notesOnUnticked.length === 0
      ? []
      : [
          leaf(heading(outline.section), structureIds.untickedHeading),
          ...principlesStructure(
            "unticked",
            model.notesOnUnticked,
            model.language,
            outline.unticked,
          ),
        ];
  return {
    role: "Document",
    children: [
      leaf(heading(outline.title), structureIds.title),
      leaf("P", structureIds.subtitle),
      leaf("P", structureIds.date),
      ...(model.phaseLine === undefined ? [] : [leaf("P", structureIds.phase)]),
      ...(model.checklist === undefined ? [] : [leaf("P", structureIds.checklist)]),
      ...summaryStructure(model.summaryText, outline),
      ...(model.emptyMessage === null ? [] : [leaf("P", structureIds.empty)]),
      ...principlesStructure("ticked", model.principles, model.language, outline.ticked),
      ...unticked,
      ...(model.changes === undefined ? [] : changesStructure(model, model.changes)),
      ...(model.teamReview === undefined ? [] : teamReviewStructure(model.teamReview, outline)),
      ...(model.since === undefined ? [] : sinceStructure(model.since, outline)),
      leaf("P", structureIds.footer),
    ],
  };
}

/** Every node in reading order (depth first, a node before its children). */
export function structureNodesInOrder(root: StructureNode): StructureNode[] {
  return [root, ...root.children.flatMap(structureNodesInOrder)];
}
