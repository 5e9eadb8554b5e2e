// @vitest-environment node
// The Word file, unzipped and parsed as a word processor reads it (tests/tools/docxReader.ts): its
// outline in Word's own heading styles, the ticked questions as list items whose marker is the
// tick, with the report's word for it, the notes inside their questions, the summary's rows, a
// customised checklist's line and changes, the core properties, and nothing Word would offer to
// repair.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { buildReportModel } from "../reportWords";
import { reportDocx } from "../../../../src/export/word";
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import { englishText } from "../../../../src/i18n/english";
import { outlineOf, readDocx, type ReadDocx } from "../../../tools/docxReader";
import {
  FIELD_VARIANT,
  FIELD_VARIANT_CHANGE_LINES,
  allQuestionIds,
  checklistWithNotes,
  customisedChecklistWithTicked,
} from "../checklistFixtures";

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;
const TITLE = "Principles and Guidelines for Computing Research";
const QUESTIONS = allQuestions(createInitialChecklist());
const textOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? `no ${id}`;

async function docxFor(
  ticked: readonly string[],
  notes: Record<string, string> = {},
): Promise<ReadDocx> {
  const model = buildReportModel(checklistWithNotes(ticked, notes), GENERATED_AT, UTC);
  return readDocx(await reportDocx(model, GENERATED_AT));
}

describe("the Word report", () => {
  it("opens cleanly: every part well-formed and typed, every relationship, style and list it names defined", async () => {
    const docx = await docxFor(allQuestionIds(), { "ic-1": "A note" });
    expect(docx.problems).toEqual([]);
    expect(docx.partNames).toEqual(
      expect.arrayContaining([
        "[Content_Types].xml",
        "_rels/.rels",
        "word/document.xml",
        "word/styles.xml",
        "word/numbering.xml",
        "docProps/core.xml",
      ]),
    );
    // Lines 1.15 apart, "auto" said outright: LibreOffice took the height alone as exact, and a
    // heading's two lines overlapped.
    expect(docx.text("word/styles.xml")).toMatch(
      /<w:pPrDefault><w:pPr><w:spacing [^>]*w:line="276" w:lineRule="auto"/,
    );
    // No picture, font, macro or anything else but the text and its parts.
    expect(docx.partNames.filter((name) => !/\.(xml|rels)$/.test(name))).toEqual([]);
  });

  it("has the report's outline in Word's built-in heading styles, each with its outline level, never skipping one", async () => {
    const docx = await docxFor(["ic-1", "ic-2", "cr-1", "asd-1"], {
      "labor-1": "Does not apply.",
    });
    for (const [id, name, level] of [
      ["Heading1", "Heading 1", 0],
      ["Heading2", "Heading 2", 1],
      ["Heading3", "Heading 3", 2],
      ["Heading4", "Heading 4", 3],
      ["Heading5", "Heading 5", 4],
    ] as const)
      expect(docx.paragraphStyles.get(id)).toEqual({ name, outlineLevel: level });
    const unticked = QUESTIONS.find((q) => q.id === "labor-1");
    expect(unticked).toBeDefined();
    expect(outlineOf(docx)).toEqual([
      `1 ${TITLE}`,
      "2 Summary",
      "2 Respect for Persons",
      "3 Informed Consent",
      "3 Autonomy and Self-Determination",
      "2 Respect for Society",
      "3 Rights",
      "4 Civil Rights",
      // Nested under their section's heading, as the Markdown's and the PDF's are.
      `2 ${englishText("report.untickedNotesHeading")}`,
      "3 Respect for Persons",
      "4 Labor",
    ]);
    const levels = outlineOf(docx).map((line) => Number(line[0]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    });
  });

  it("lists each ticked question as an item whose marker is the tick, beginning with the report's word for it", async () => {
    const docx = await docxFor(allQuestionIds());
    const items = docx.paragraphs.filter((p) => p.list?.marker === "☑");
    expect(items).toHaveLength(68);
    expect(items.map((p) => p.text)).toEqual(QUESTIONS.map((q) => `Ticked ${q.text}`));
    for (const item of items) {
      expect(item.list?.level).toBe(0);
      expect(item.runs[0]).toMatchObject({ text: "Ticked", bold: true });
    }
    // The ticked list and the empty boxes are two lists, whatever their markers.
    expect(docx.paragraphs.some((p) => p.list?.marker === "☐")).toBe(false);
  });

  it("puts each note inside its question's item, line breaks kept, and ends with the notes on questions not ticked", async () => {
    const docx = await docxFor(["ic-1"], {
      "ic-1": "First line\nsecond line\n\nNew paragraph <b>not bold</b> & more",
      "labor-1": "Does not apply: no research workers.",
    });
    const ticked = docx.paragraphs.find((p) => p.list?.marker === "☑");
    expect(ticked?.text).toBe(
      `Ticked ${textOf("ic-1")}\nNote: First line\nsecond line\n\nNew paragraph <b>not bold</b> & more`,
    );
    expect(ticked?.runs.find((r) => r.text === "\nNote:")?.bold).toBe(true);
    const headingAt = docx.paragraphs.findIndex(
      (p) => p.text === englishText("report.untickedNotesHeading"),
    );
    const untickedItems = docx.paragraphs.filter((p) => p.list?.marker === "☐");
    expect(untickedItems.map((p) => p.text)).toEqual([
      `Not ticked ${textOf("labor-1")}\nNote: Does not apply: no research workers.`,
    ]);
    expect(docx.paragraphs.indexOf(untickedItems[0] as never)).toBeGreaterThan(headingAt);
    expect(headingAt).toBeGreaterThan(docx.paragraphs.indexOf(ticked as never));
  });

  it("has the title, subtitle, date, the summary's figures as a list and a row per principle, and the footer last", async () => {
    const docx = await docxFor(["ic-1", "cr-1"]);
    const texts = docx.paragraphs.filter((p) => !p.inTable).map((p) => p.text);
    expect(texts.slice(0, 4)).toEqual([
      TITLE,
      englishText("product.subtitle"),
      "Date: February 28, 2025",
      "Summary",
    ]);
    const figures = docx.paragraphs.filter((p) => p.list?.marker === "•").map((p) => p.text);
    expect(figures).toEqual(["Total Questions: 68", "Completed: 2", "Progress: 3%"]);
    expect(docx.tables).toHaveLength(1);
    expect(docx.tables[0]?.header).toBe(1);
    expect(docx.tables[0]?.rows).toEqual([
      ["Principle", "Ticked", "Progress"],
      ["Respect for Persons", "1 of 14", "7%"],
      ["Respect for Communities", "0 of 8", "0%"],
      ["Respect for Society", "1 of 22", "5%"],
      ["Respect for Democracy", "0 of 8", "0%"],
      ["Respect for Environment", "0 of 8", "0%"],
      ["Respect for Knowledge", "0 of 8", "0%"],
    ]);
    expect(texts.at(-1)).toMatch(/^Generated on February 28, 2025 at 12:30/);
  });

  it("says so when nothing is ticked", async () => {
    const docx = await docxFor([]);
    expect(outlineOf(docx)).toEqual([`1 ${TITLE}`, "2 Summary"]);
    expect(docx.paragraphs.map((p) => p.text)).toContain(englishText("report.noneTicked"));
  });

  it("carries the report's title, subject, creator, language and time in its core properties, and nothing else", async () => {
    const docx = await docxFor(["ic-1"]);
    expect(docx.core).toEqual({
      title: TITLE,
      subject: englishText("report.documentSubject"),
      creator: englishText("report.documentCreator", { product: TITLE }),
      language: "en",
      created: "2025-02-28T12:30:00Z",
      modified: "2025-02-28T12:30:00Z",
      elements: [
        "dc:title",
        "dc:subject",
        "dc:creator",
        "dc:language",
        "dcterms:created",
        "dcterms:modified",
      ],
    });
    expect(docx.defaultLanguage).toEqual({ lang: "en" });
    // The extended and custom properties are empty: no application, company or author.
    expect(docx.text("docProps/app.xml")).not.toMatch(/<\w+:?\w*>[^<]/);
    expect(docx.text("docProps/custom.xml")).not.toContain("<property");
  });

  it("keeps any character of a note as text: markup stays words, characters XML cannot hold are dropped or replaced", async () => {
    const note = "<w:p>&amp; ]]> \u0001bell \uD800 lone 😀";
    const docx = await docxFor(["ic-1"], { "ic-1": note });
    expect(docx.problems).toEqual([]);
    const item = docx.paragraphs.find((p) => p.list?.marker === "☑");
    expect(item?.text.split("\nNote: ")[1]).toBe("<w:p>&amp; ]]> bell \uFFFD lone 😀");
  });

  it("names the phase a report is of under the date, as the PDF and the Markdown do", async () => {
    const phase = { name: "Planning", date: "2025-01-15" };
    const model = buildReportModel(checklistWithNotes(["ic-1"], {}), GENERATED_AT, {
      ...UTC,
      phase,
    });
    const docx = readDocx(await reportDocx(model, GENERATED_AT));
    expect(docx.problems).toEqual([]);
    const texts = docx.paragraphs.map((p) => p.text);
    expect(texts.slice(2, 5)).toEqual([
      "Date: February 28, 2025",
      "Phase: Planning, January 15, 2025",
      "Summary",
    ]);
    expect(texts.slice(2, 4)).toEqual(
      reportMarkdown(model)
        .split("\n")
        .filter((line) => line.startsWith("Date:") || line.startsWith("Phase:")),
    );
    // A report of the work as it stands has no such line.
    expect((await docxFor(["ic-1"])).paragraphs.map((p) => p.text)).not.toContain(
      "Phase: Planning, January 15, 2025",
    );
  });

  it("names a customised checklist under the date and ends with its changes, each a list item", async () => {
    const checklist = customisedChecklistWithTicked(FIELD_VARIANT, ["ic-1", "custom-q-5"]);
    const model = buildReportModel(checklist, GENERATED_AT, { ...UTC, variant: FIELD_VARIANT });
    const docx = readDocx(await reportDocx(model, GENERATED_AT));
    expect(docx.problems).toEqual([]);
    const texts = docx.paragraphs.map((p) => p.text);
    expect(texts[3]).toBe(
      "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS",
    );
    const changesAt = texts.indexOf("Changes from the standard checklist");
    const changeLines = docx.paragraphs
      .slice(changesAt)
      .filter((p) => !p.text.startsWith("Generated on"))
      .flatMap((p) => p.text.split("\n"));
    expect(changeLines).toEqual(FIELD_VARIANT_CHANGE_LINES);
    expect(outlineOf(docx).slice(-5)).toEqual([
      "2 Changes from the standard checklist",
      "3 Added sub-principles",
      "3 Added questions",
      "3 Reworded questions",
      "3 Hidden questions",
    ]);
    // An added sub-principle's questions are a list inside its item.
    const nested = docx.paragraphs.filter((p) => p.list?.level === 1).map((p) => p.text);
    expect(nested).toEqual([
      "Is a local contact named?",
      "Is the visit announced?",
      "Is travel by train where possible?",
    ]);
  });
});
