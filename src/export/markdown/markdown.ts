// The report as GitHub-flavoured Markdown, for pasting into an ethics application or keeping in a
// repository: the same ReportModel as the PDF and the preview. Loaded on demand, like the PDF export
// (the app imports this module with import()).
//
// Everything the user or the data set wrote is escaped, so a note is always shown as the text typed:
// "<img src=x onerror=...>" stays text, "# not a heading" stays a line, "*" stays a star.

import type { ChecklistSnapshot } from "../../data";
import { downloadBlob } from "../download";
import {
  exportFileName,
  CHANGE_GROUP_HEADINGS,
  CHANGES_HEADING,
  NOTE_LABEL,
  NO_REASON_GIVEN,
  UNTICKED_NOTES_HEADING,
  questionChangeGroups,
  buildReportModel,
  type ChangeDescription,
  type ChecklistVariant,
  type ReportModel,
  type ReportPrinciple,
  type ReportQuestion,
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
function escapeLineStart(line: string): string {
  return line.replace(/^([+=-])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}

/**
 * A note as the lines of a block quote: its line breaks kept as hard breaks (a trailing backslash),
 * a blank line as a new paragraph within the quote. Indentation at the start of a line is dropped:
 * four spaces would make the rest of the line a code block. A hidden question's reason and a
 * reworded question's original wording are quoted the same way, under their own label.
 */
function quotedNote(note: string, label: string = NOTE_LABEL): string[] {
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

function questionLines(questions: readonly ReportQuestion[], ticked: boolean): string[] {
  return questions.flatMap((question) => [
    `- [${ticked ? "x" : " "}] ${escapeMarkdownInline(question.text)}`,
    // Indented to the item's content, so the quote belongs to its question.
    ...(question.note === undefined ? [] : quotedNote(question.note).map((line) => `  ${line}`)),
  ]);
}

function principleLines(
  principles: readonly ReportPrinciple[],
  level: number,
  ticked: boolean,
): string[] {
  const heading = (depth: number, text: string) => [
    "",
    `${"#".repeat(level + depth)} ${escapeMarkdownInline(text)}`,
    "",
  ];
  return principles.flatMap((principle) => [
    ...heading(0, principle.name),
    ...principle.subPrinciples.flatMap((sub) => [
      ...heading(1, sub.name),
      ...questionLines(sub.questions, ticked),
      ...sub.subItems.flatMap((item) => [
        ...heading(2, item.name),
        ...questionLines(item.questions, ticked),
      ]),
    ]),
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
  detail?: { label: string; text: string },
): string[] {
  const detailLines =
    detail === undefined
      ? []
      : detail.text.trim() === ""
        ? [`> **${detail.label}** ${escapeMarkdownInline(NO_REASON_GIVEN)}`]
        : quotedNote(detail.text, detail.label);
  return [
    `- ${inlineText(place)}\\`,
    `  ${inlineText(text)}`,
    ...detailLines.map((line) => `  ${line}`),
  ];
}

function changesLines(changes: ChangeDescription): string[] {
  const group = (heading: string, entries: readonly string[][]) =>
    entries.length === 0 ? [] : ["", `### ${escapeMarkdownInline(heading)}`, "", ...entries.flat()];
  return [
    "",
    `## ${escapeMarkdownInline(CHANGES_HEADING)}`,
    ...group(
      CHANGE_GROUP_HEADINGS.addedSubPrinciples,
      // The name in bold under its principle, its questions a list inside the item.
      changes.addedSubPrinciples.map((sub) => [
        `- ${inlineText(sub.principle)}\\`,
        `  **${inlineText(sub.name)}**`,
        ...sub.questions.map((q) => `  - ${inlineText(q.text)}`),
      ]),
    ),
    ...questionChangeGroups(changes).flatMap(({ group: kind, rows }) =>
      group(
        CHANGE_GROUP_HEADINGS[kind],
        rows.map((row) => changeLines(row.place, row.text, row.detail)),
      ),
    ),
  ];
}

export function reportMarkdown(model: ReportModel): string {
  const { summary } = model;
  const lines = [
    `# ${escapeMarkdownInline(model.title)}`,
    "",
    escapeMarkdownInline(model.subtitle),
    "",
    `Date: ${escapeMarkdownInline(model.dateLabel)}`,
    ...(model.checklist === undefined ? [] : ["", inlineText(model.checklist.label)]),
    "",
    "## Summary",
    "",
    `- Total Questions: ${summary.totalQuestions}`,
    `- Completed: ${summary.completed}`,
    `- Progress: ${summary.progressPercent}%`,
    "",
    "| Principle | Ticked | Progress |",
    "| --- | ---: | ---: |",
    ...summary.principles.map(
      (p) =>
        `| ${escapeMarkdownInline(p.name)} | ${p.completed} of ${p.total} | ${p.progressPercent}% |`,
    ),
  ];
  if (model.emptyMessage !== null) lines.push("", escapeMarkdownInline(model.emptyMessage));
  lines.push(...principleLines(model.principles, 2, true));
  if (model.notesOnUnticked.length > 0) {
    lines.push("", `## ${escapeMarkdownInline(UNTICKED_NOTES_HEADING)}`);
    lines.push(...principleLines(model.notesOnUnticked, 3, false));
  }
  if (model.changes !== undefined) lines.push(...changesLines(model.changes));
  lines.push("", "---", "", escapeMarkdownInline(model.footer), "");
  // Headings bring their blank lines with them: never more than one in a row.
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

export interface ExportedChecklistMarkdown {
  readonly fileName: string;
  readonly bytes: number;
}

/** `variant`: the one `snapshot` was resolved from; null for the standard checklist. */
export function exportChecklistMarkdown(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  variant: ChecklistVariant | null = null,
): ExportedChecklistMarkdown {
  const text = reportMarkdown(buildReportModel(snapshot, generatedAt, { variant }));
  const blob = new Blob([text], { type: "text/markdown;charset=utf-8" });
  const fileName = exportFileName(generatedAt, undefined, undefined, "md");
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
