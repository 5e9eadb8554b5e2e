// @vitest-environment node
// Questions set aside as "does not apply", with a reason, in the report: the summary's set-aside and
// open figures beside the spec's, per principle too; a part of each principle listing them with
// their reasons after its ticked questions; its structure for the tagged PDF; the Markdown file
// and the Word file (read back as a word processor reads it); and a report with none set aside
// exactly as it was.

import { describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import {
  reportStructure,
  structureNodesInOrder,
  type StructureNode,
} from "../../../../src/export/report/reportStructure";
import { reportDocx } from "../../../../src/export/word";
import { englishText } from "../../../../src/i18n/english";
import { readDocx } from "../../../tools/docxReader";
import { checklistWithNotes } from "../checklistFixtures";
import { reportInLanguage } from "../reportInLanguage";
import { buildReportModel } from "../reportWords";

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;
const QUESTIONS = allQuestions(createInitialChecklist());
const textOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? `no ${id}`;

const REASONS = {
  "ic-2": "No participants: the study reads public records only.",
  // Only set aside in Respect for Society, in a sub-item: the principle is listed for it alone.
  "cr-1": "No data about people's civil status\nis collected.",
} as const;

/** The built-in checklist with `ticked` ticked, `setAside` set aside with its reasons, and notes. */
function checklistWith(
  ticked: readonly string[],
  setAside: Readonly<Record<string, string>>,
  notes: Readonly<Record<string, string>> = {},
): Principle[] {
  const checklist = checklistWithNotes(ticked, notes);
  for (const question of allQuestions(checklist)) {
    const reason = setAside[question.id];
    if (reason !== undefined) question.setAside = reason;
  }
  return checklist;
}

const modelOf = (checklist: Principle[]) => buildReportModel(checklist, GENERATED_AT, UTC);

function outline(node: StructureNode, depth = 0): string[] {
  const line = `${"  ".repeat(depth)}${node.role}${node.id === undefined ? "" : ` ${node.id}`}`;
  return [line, ...node.children.flatMap((child) => outline(child, depth + 1))];
}

describe("a report with no question set aside", () => {
  it("is exactly the report it was: a blank reason sets nothing aside, a tick wins over a reason", () => {
    const plain = modelOf(checklistWithNotes(["ic-1"], { "ic-3": "A note" }));
    const stray = modelOf(
      checklistWith(["ic-1"], { "ic-1": "Left over", "ic-2": "  \n " }, { "ic-3": "A note" }),
    );
    expect(stray).toEqual(plain);
    expect(plain.summary).not.toHaveProperty("setAside");
    expect(plain.summary).not.toHaveProperty("open");
    expect(plain.summaryText.figures.map((f) => f.key)).toEqual([
      "totalQuestions",
      "completed",
      "progress",
    ]);
    expect(plain.summaryText.tableColumns).not.toHaveProperty("setAside");
    expect(plain.principles.every((p) => !("setAside" in p))).toBe(true);
    const markdown = reportMarkdown(plain);
    expect(markdown).not.toContain(englishText("report.setAsideHeading"));
    expect(markdown).toContain("| --- | ---: | ---: |\n");
  });
});

describe("a report with questions set aside", () => {
  const checklist = checklistWith(["ic-1"], REASONS, { "ic-2": "Checked with the board." });
  const model = modelOf(checklist);

  it("counts them, and the open ones, beside the spec's figures, which stay as they are", () => {
    expect(model.summary).toMatchObject({
      totalQuestions: 68,
      completed: 1,
      progressPercent: 1,
      setAside: 2,
      open: 65,
    });
    expect(
      model.summaryText.figures.map(({ before, value, after }) => before + value + after),
    ).toEqual([
      "Total Questions: 68",
      "Completed: 1",
      "Progress: 1%",
      "Does not apply (set aside): 2",
      "Open: 65",
    ]);
    const persons = model.summary.principles[0];
    expect(persons).toMatchObject({ completed: 1, total: 14, setAside: 1, open: 12 });
    expect(model.summaryText.principles[0]).toMatchObject({
      text: "Respect for Persons: 1 of 14 ticked, 1 set aside, 12 open",
      ticked: "1 of 14",
      setAside: "1",
      open: "12",
    });
    expect(model.summaryText.principles[2]?.text).toBe(
      "Respect for Society: 0 of 22 ticked, 1 set aside, 21 open",
    );
    expect(model.summaryText.tableColumns).toMatchObject({ setAside: "Set aside", open: "Open" });
  });

  it("lists them under their principle, after its ticked questions, each with its reason and note", () => {
    expect(model.principles.map((p) => p.id)).toEqual([
      "respect-for-persons",
      "respect-for-society",
    ]);
    const [persons, society] = model.principles;
    expect(persons?.subPrinciples.flatMap((s) => s.questions.map((q) => q.id))).toEqual(["ic-1"]);
    expect(persons?.setAside).toEqual([
      {
        id: "ic-2",
        text: textOf("ic-2"),
        note: "Checked with the board.",
        reason: REASONS["ic-2"],
      },
    ]);
    expect(society?.subPrinciples).toEqual([]);
    expect(society?.setAside).toEqual([
      { id: "cr-1", text: textOf("cr-1"), reason: REASONS["cr-1"] },
    ]);
    // A set-aside question's note is with it, not among the notes on questions not ticked.
    expect(model.notesOnUnticked).toEqual([]);
    expect(model.labels).toMatchObject({
      setAside: "Does not apply",
      setAsideHeading: "Does not apply (set aside)",
      setAsideReason: "Reason:",
    });
  });

  it("says nothing was ticked, and still lists what was set aside", () => {
    const none = modelOf(checklistWith([], REASONS));
    expect(none.emptyMessage).toBe(englishText("report.noneTicked"));
    expect(none.principles.map((p) => p.setAside?.map((q) => q.id))).toEqual([["ic-2"], ["cr-1"]]);
  });

  it("tags the part as a heading one below its principle and a list: mark, wording, reason, note", () => {
    const root = reportStructure(model);
    const lines = outline(root);
    const at = lines.indexOf("  H3 setAside/principle/respect-for-persons");
    expect(at).toBeGreaterThan(lines.indexOf("  H2 ticked/principle/respect-for-persons"));
    expect(lines.slice(at, at + 7)).toEqual([
      "  H3 setAside/principle/respect-for-persons",
      "  L",
      "    LI",
      "      Lbl setAside/question/ic-2/label",
      "      LBody setAside/question/ic-2",
      "        P setAside/question/ic-2/reason",
      "        P setAside/question/ic-2/note",
    ]);
    expect(lines).toContain("      LBody summary/figure/setAside");
    expect(lines).toContain("      LBody summary/figure/open");
    // Headings never skip a level, and every id is one drawn element's.
    const levels = structureNodesInOrder(root)
      .filter((node) => /^H\d$/.test(node.role))
      .map((node) => Number(node.role.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    });
    const ids = structureNodesInOrder(root).flatMap((node) => node.id ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("writes them in the Markdown file: the table's two columns, the part's heading, each reason quoted", () => {
    const markdown = reportMarkdown(model);
    expect(markdown).toContain("| Principle | Ticked | Progress | Set aside | Open |");
    expect(markdown).toContain("| --- | ---: | ---: | ---: | ---: |");
    expect(markdown).toContain("| Respect for Persons | 1 of 14 | 7% | 1 | 12 |");
    expect(markdown).toContain("- Does not apply (set aside): 2\n- Open: 65");
    expect(markdown).toContain(
      [
        "### Does not apply (set aside)",
        "",
        `- ${textOf("ic-2")}`,
        `  > **Reason:** ${REASONS["ic-2"]}`,
        "  >",
        "  > **Note:** Checked with the board.",
      ].join("\n"),
    );
    // The reason's line break kept, as a note's is.
    expect(markdown).toContain(
      "  > **Reason:** No data about people's civil status\\\n  > is collected.",
    );
    // After the principle's ticked questions, before the next principle.
    const persons = markdown.indexOf("## Respect for Persons");
    const ticked = markdown.indexOf(`- [x] ${textOf("ic-1")}`);
    const part = markdown.indexOf("### Does not apply (set aside)");
    const society = markdown.indexOf("## Respect for Society");
    expect(persons < ticked && ticked < part && part < society).toBe(true);
  });

  it("writes them in the Word file: a heading, an item each with the report's words and the reason", async () => {
    const docx = await readDocx(await reportDocx(model, GENERATED_AT));
    expect(docx.problems).toEqual([]);
    const texts = docx.paragraphs.filter((p) => !p.inTable).map((p) => p.text);
    const part = texts.indexOf("Does not apply (set aside)");
    expect(docx.paragraphs.filter((p) => !p.inTable)[part]?.headingLevel).toBe(3);
    const items = docx.paragraphs.filter((p) => p.list?.marker === "–");
    expect(items.map((p) => p.text)).toEqual([
      `Does not apply ${textOf("ic-2")}\nReason: ${REASONS["ic-2"]}\nNote: Checked with the board.`,
      `Does not apply ${textOf("cr-1")}\nReason: ${REASONS["cr-1"]}`,
    ]);
    expect(items[0]?.runs[0]).toMatchObject({ text: "Does not apply", bold: true });
    const table = docx.tables[0];
    expect(table?.rows[0]).toEqual(["Principle", "Ticked", "Progress", "Set aside", "Open"]);
    expect(table?.rows[1]).toEqual(["Respect for Persons", "1 of 14", "7%", "1", "12"]);
    expect(texts).toContain("Does not apply (set aside): 2");
  });

  it("keeps the Word file of a report without any set aside free of the dash's list", async () => {
    const docx = await readDocx(
      await reportDocx(modelOf(checklistWithNotes(["ic-1"], {})), GENERATED_AT),
    );
    expect(docx.text("word/numbering.xml")).not.toContain("–");
    expect(docx.tables[0]?.rows[0]).toEqual(["Principle", "Ticked", "Progress"]);
  });

  it("is in the report's language, Arabic included", async () => {
    const arabic = await reportInLanguage("ar");
    const inArabic = buildReportModel(checklist, GENERATED_AT, {
      ...UTC,
      translator: arabic.translator,
    });
    expect(inArabic.labels.setAsideHeading).toBe(arabic.words("report.setAsideHeading"));
    expect(inArabic.labels.setAside).toBe(arabic.words("report.setAsideLabel"));
    const figure = inArabic.summaryText.figures.find((f) => f.key === "setAside");
    expect(figure && figure.before + figure.value + figure.after).toBe(
      arabic.words("report.setAsideFigure", { count: "2" }),
    );
    expect(reportMarkdown(inArabic)).toContain(`### ${arabic.words("report.setAsideHeading")}`);
  });
});
