// The report as GitHub-flavoured Markdown, for pasting into an ethics application or keeping in a
// repository: the same ReportModel as the PDF and the preview. Loaded on demand, like the PDF export
// (the app imports this module with import()).
//
// Everything the user or the data set wrote is escaped, so a note is always shown as the text typed:
// "<img src=x onerror=...>" stays text, "# not a heading" stays a line, "*" stays a star.

import { downloadBlob } from "../../files/download";
import {
  exportFileName,
  questionChangeGroups,
  buildReportModel,
  type ChangeDescription,
  type ReportLabels,
  type ReportModel,
  type ReportOutline,
  type ReportPrinciple,
  type ReportSince,
  type ReportRequest,
  type ReportTeamReview,
  type ReportQuestion,
  type ReportSetAsideQuestion,
} from "../report";

/**
 * Text safe anywhere inline: every character that could open markup is backslash-escaped (CommonMark
 * lets any ASCII punctuation be escaped, and the escape shows as the character alone). `<` and `&`
 * cover raw HTML and entities; `|` keeps a table cell whole.
 */
export function escapeMarkdownInline(text: string): string {
  return text.replace(/[\\`*_[\]<>|~&!#]/g, "\\$&");
}

// What starts a block when it opens a line: a heading, quote, list item, setext underline, or
// an ordered list's number ("1." or "1)").
/** A heading at `level` of the report's outline (ReportModel.outline). */
function headingLine(level: number, text: string): string {
  return `${"#".repeat(level)} ${escapeMarkdownInline(text)}`;
}

function escapeLineStart(line: string): string {
  return line.replace(/^([+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}

/**
 * A note as the lines of a block quote, under its label ("Note:"): its line breaks kept as hard
 * breaks (a trailing backslash), a blank line as a new paragraph within the quote. Indentation at
 * the start of a line is dropped: four spaces would make the rest of the line a code block. A
 * hidden question's reason and a reworded question's original wording are quoted the same way,
 * under their own label.
 */
function quotedNote(note: string, label: string): string[] {
  const lines = note.split(/\r\n|\r|\n/).map((line) => line.trim());
  const out: string[] = [];
  lines.forEach((line, index) => {
    const text = escapeLineStart(escapeMarkdownInline(line));
    const prefix = index === 0 ? `**${label}** ` : "";
    const next = lines[index + 1];
    const hardBreak = next !== undefined && next !== "" && line !== "" ? "\\" : "";
    out.push(line === "" ? ">" : `> ${prefix}${text}${hardBreak}`);
  });
  return out;
}

function questionLines(
  questions: readonly ReportQuestion[],
  ticked: boolean,
  noteLabel: string,
): string[] {
  return questions.flatMap((question) => [
    `- [${ticked ? "x" : " "}] ${escapeMarkdownInline(question.text)}`,
    // Indented to the item's content, so the quote belongs to its question.
    ...(question.note === undefined
      ? []
      : quotedNote(question.note, noteLabel).map((line) => `  ${line}`)),
  ]);
}

/**
 * A principle's questions set aside, under their own heading: each a plain list item (neither a
 * ticked nor an empty box), its reason quoted under it as a note is, then its note.
 */
function setAsideLines(
  questions: readonly ReportSetAsideQuestion[],
  level: number,
  labels: ReportLabels,
): string[] {
  return [
    "",
    headingLine(level, labels.setAsideHeading),
    "",
    ...questions.flatMap((question) => [
      `- ${escapeMarkdownInline(question.text)}`,
      ...quotedNote(question.reason, labels.setAsideReason).map((line) => `  ${line}`),
      ...(question.note === undefined
        ? []
        : ["  >", ...quotedNote(question.note, labels.note).map((line) => `  ${line}`)]),
    ]),
  ];
}

function principleLines(
  principles: readonly ReportPrinciple[],
  level: number,
  ticked: boolean,
  labels: ReportLabels,
): string[] {
  const noteLabel = labels.note;
  const heading = (depth: number, text: string) => ["", headingLine(level + depth, text), ""];
  return principles.flatMap((principle) => [
    ...heading(0, principle.name),
    ...principle.subPrinciples.flatMap((sub) => [
      ...heading(1, sub.name),
      ...questionLines(sub.questions, ticked, noteLabel),
      ...sub.subItems.flatMap((item) => [
        ...heading(2, item.name),
        ...questionLines(item.questions, ticked, noteLabel),
      ]),
    ]),
    ...(principle.setAside === undefined
      ? []
      : setAsideLines(principle.setAside, level + 1, labels)),
  ]);
}

/**
 * A field's words on one line of a list item. The Customise mode and the checklist file keep them to
 * one line; should one still hold a line break, it would end the item and could open a block of its
 * own, so breaks become spaces here.
 */
function inlineText(text: string): string {
  return escapeLineStart(escapeMarkdownInline(text.trim().replace(/\s*[\r\n]+\s*/g, " ")));
}

/**
 * One change as a list item: where it sits, its wording under it (a trailing backslash is a hard
 * line break), and the original wording or the reason quoted under that, as a note is.
 */
function changeLines(
  place: string,
  text: string,
  noReasonGiven: string,
  detail?: { label: string; text: string },
): string[] {
  const detailLines =
    detail === undefined
      ? []
      : detail.text.trim() === ""
        ? [`> **${detail.label}** ${escapeMarkdownInline(noReasonGiven)}`]
        : quotedNote(detail.text, detail.label);
  return [
    `- ${inlineText(place)}\\`,
    `  ${inlineText(text)}`,
    ...detailLines.map((line) => `  ${line}`),
  ];
}

function changesLines(model: ReportModel, changes: ChangeDescription): string[] {
  const { outline } = model;
  const labels: ReportLabels = model.labels;
  const group = (heading: string, entries: readonly string[][]) =>
    entries.length === 0 ? [] : ["", headingLine(outline.part, heading), "", ...entries.flat()];
  return [
    "",
    headingLine(outline.section, labels.changesHeading),
    ...group(
      labels.changeGroups.addedSubPrinciples,
      // The name in bold under its principle, its questions a list inside the item.
      changes.addedSubPrinciples.map((sub) => [
        `- ${inlineText(sub.principle)}\\`,
        `  **${inlineText(sub.name)}**`,
        ...sub.questions.map((q) => `  - ${inlineText(q.text)}`),
      ]),
    ),
    ...questionChangeGroups(changes, model).flatMap(({ group: kind, rows }) =>
      group(
        labels.changeGroups[kind],
        rows.map((row) => changeLines(row.place, row.text, labels.noReasonGiven, row.detail)),
      ),
    ),
  ];
}

/**
 * "Changes since <phase>": its heading (level 2), the count and the counts by kind, each principle
 * (level 3) and each kind of change in it (level 4), each change a list item: the question's
 * wording, then its details quoted under it, as a note is. Words, never diff symbols.
 */
function sinceLines(since: ReportSince, outline: ReportOutline): string[] {
  return [
    "",
    headingLine(outline.section, since.heading),
    "",
    escapeMarkdownInline(since.total),
    ...(since.counts.length === 0
      ? []
      : ["", ...since.counts.map((count) => `- ${escapeMarkdownInline(count.text)}`)]),
    ...since.principles.flatMap((principle) => [
      "",
      headingLine(outline.part, principle.name),
      ...principle.groups.flatMap((group) => [
        "",
        headingLine(outline.subPart, group.heading),
        "",
        ...group.rows.flatMap((row) => [
          `- ${inlineText(row.text)}`,
          ...row.details.flatMap((detail) =>
            (detail.label === ""
              ? [`> ${inlineText(detail.text)}`]
              : quotedNote(detail.text, detail.label)
            ).map((line) => `  ${line}`),
          ),
        ]),
      ]),
    ]),
  ];
}

/** "Team review": who took part, and what was chosen for each disagreement. */
function teamReviewLines(review: ReportTeamReview, outline: ReportOutline): string[] {
  return [
    "",
    headingLine(outline.section, review.heading),
    "",
    inlineText(review.dateLine),
    "",
    headingLine(outline.part, review.membersHeading),
    "",
    ...review.members.map((member) => `- ${inlineText(member)}`),
    "",
    headingLine(outline.part, review.choicesHeading),
    "",
    ...(review.noChoices !== null
      ? [inlineText(review.noChoices)]
      : review.choices.flatMap((row) => [
          `- ${inlineText(row.text)}\\`,
          `  **${inlineText(row.chosen)}**\\`,
          `  ${inlineText(row.tickedBy)}\\`,
          `  ${inlineText(row.notTickedBy)}`,
        ])),
  ];
}

/** The report as Markdown, in the model's language: every word of it is the model's. */
export function reportMarkdown(model: ReportModel): string {
  const { summary, summaryText, labels, outline } = model;
  const columns = summaryText.tableColumns;
  // Set aside and open, after the spec's columns, only when the report sets a question aside.
  const setAsideColumns =
    columns.setAside === undefined || columns.open === undefined
      ? []
      : [columns.setAside, columns.open];
  const lines = [
    headingLine(outline.title, model.title),
    "",
    escapeMarkdownInline(model.subtitle),
    "",
    escapeMarkdownInline(model.dateLine),
    ...(model.phaseLine === undefined ? [] : ["", inlineText(model.phaseLine)]),
    ...(model.checklist === undefined ? [] : ["", inlineText(model.checklist.label)]),
    "",
    headingLine(outline.section, summaryText.heading),
    "",
    ...summaryText.figures.map(
      ({ before, value, after }) => `- ${escapeMarkdownInline(before + value + after)}`,
    ),
    "",
    `| ${[columns.principle, columns.ticked, columns.progress, ...setAsideColumns].map(escapeMarkdownInline).join(" | ")} |`,
    `| --- | ---: | ---: |${setAsideColumns.map(() => " ---: |").join("")}`,
    ...summary.principles.map((p, index) => {
      const line = summaryText.principles[index];
      const cells = [
        p.name,
        line?.ticked ?? "",
        line?.percent ?? "",
        ...(setAsideColumns.length === 0 ? [] : [line?.setAside ?? "", line?.open ?? ""]),
      ];
      return `| ${cells.map(escapeMarkdownInline).join(" | ")} |`;
    }),
  ];
  if (model.emptyMessage !== null) lines.push("", escapeMarkdownInline(model.emptyMessage));
  lines.push(...principleLines(model.principles, outline.ticked, true, labels));
  if (model.notesOnUnticked.length > 0) {
    lines.push("", headingLine(outline.section, labels.untickedNotesHeading));
    lines.push(...principleLines(model.notesOnUnticked, outline.unticked, false, labels));
  }
  if (model.changes !== undefined) lines.push(...changesLines(model, model.changes));
  if (model.teamReview !== undefined) lines.push(...teamReviewLines(model.teamReview, outline));
  if (model.since !== undefined) lines.push(...sinceLines(model.since, outline));
  lines.push("", "---", "", escapeMarkdownInline(model.footer), "");
  // Headings bring their blank lines with them: never more than one in a row.
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

export interface ExportedChecklistMarkdown {
  readonly fileName: string;
  readonly bytes: number;
}

/**
 * Makes the Markdown file of `request` and downloads it. The file's name is the spec's, in every
 * language.
 */
export function exportChecklistMarkdown(request: ReportRequest): ExportedChecklistMarkdown {
  const { generatedAt } = request;
  const text = reportMarkdown(buildReportModel(request));
  const blob = new Blob([text], { type: "text/markdown;charset=utf-8" });
  const fileName = exportFileName(generatedAt, undefined, undefined, "md");
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
