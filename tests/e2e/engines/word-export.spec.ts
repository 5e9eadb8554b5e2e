// The Word report in every engine: downloaded from More, as the browser was handed it, unzipped and
// parsed in the test's own process (tests/tools/docxReader.ts), as a word processor reads it: its
// outline in Word's heading styles, the ticked questions with their tick, the notes, the core
// properties; and once in Arabic, its language and direction. What the file holds in every case is
// the unit tests' (tests/unit/export/word); here, that each engine hands over the very file.

import { mkdirSync, writeFileSync } from "node:fs";
import { readCatalog } from "../../../build/messageCatalogs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { outlineOf, readDocx } from "../../tools/docxReader";
import { expect, test, type App } from "./fixtures";
import {
  CHECKBOX,
  PROGRESS,
  button,
  expandAll,
  localDate,
  principleToggle,
  tickEvery,
  writeNotes,
} from "./queries";

const CHECKLIST = createInitialChecklist();
const QUESTIONS = allQuestions(CHECKLIST);
const FILE_NAME = `computing-research-principles-checklist-${localDate()}.docx`;

/** Keeps the `index`th download where a person can open it (artifacts/engines). */
async function savedDocx(app: App, index: number, label: string) {
  const download = await app.download(index);
  mkdirSync("artifacts/engines", { recursive: true });
  writeFileSync(`artifacts/engines/${app.engine}-${label}.docx`, download.bytes);
  return download;
}

test("the Word report: Word's headings in the report's outline, every ticked question with its tick, the notes, the title and language in its properties", async ({
  app,
}) => {
  await app.goto("/");
  await expandAll(app);
  await tickEvery(app, 1);
  const last = QUESTIONS.at(-1);
  const first = QUESTIONS[0];
  if (last === undefined || first === undefined) throw new Error("no questions");
  // The last question unticked with a note: the rationale for an item that does not apply.
  await app.click({ ...CHECKBOX, nth: QUESTIONS.length - 1 });
  await app.expectFacts(PROGRESS, { text: "67 of 68 questions ticked" });
  await writeNotes(app, {
    [first.text]: "Consent form reviewed.\nSecond line <b>not bold</b> & Ελληνικά",
    [last.text]: "Does not apply: nothing is iterated.",
  });

  await app.click(button("More"));
  // The panel's buttons come with the parts loaded on first use.
  await app.expectCount(button("Download as Word"), 1);
  await app.click(button("Download as Word"));
  const { name, bytes } = await savedDocx(app, 0, "word-report");
  expect(name).toBe(FILE_NAME);
  await app.expectFacts(
    { text: `Word file ready: ${FILE_NAME}` },
    { text: `Word file ready: ${FILE_NAME}` },
  );

  const docx = readDocx(new Uint8Array(bytes));
  expect(docx.problems).toEqual([]);
  expect(docx.core).toMatchObject({
    title: "Principles and Guidelines for Computing Research",
    language: "en",
  });
  expect(docx.defaultLanguage).toEqual({ lang: "en" });

  // The outline as Word's navigation pane shows it: every principle, sub-principle and sub-item
  // with a ticked question, then the notes on the question not ticked under its own.
  const lastPrinciple = CHECKLIST.at(-1);
  const lastSub = lastPrinciple?.subprinciples.at(-1);
  expect(outlineOf(docx)).toEqual([
    "1 Principles and Guidelines for Computing Research",
    "2 Summary",
    ...CHECKLIST.flatMap((principle) => [
      `2 ${principle.name}`,
      ...principle.subprinciples.flatMap((sub) => [
        `3 ${sub.name}`,
        ...(sub.subItems ?? []).map((item) => `4 ${item.name}`),
      ]),
    ]),
    // Nested under their section's heading, as the Markdown's and the PDF's are.
    "2 Notes on questions not ticked",
    `3 ${lastPrinciple?.name ?? ""}`,
    `4 ${lastSub?.name ?? ""}`,
  ]);
  for (const paragraph of docx.paragraphs.filter((p) => p.headingLevel !== undefined))
    expect(paragraph.style).toBe(`Heading${paragraph.headingLevel ?? 0}`);

  // Each ticked question a list item whose marker is the tick, saying "Ticked" before its words.
  const ticked = docx.paragraphs.filter((p) => p.list?.marker === "☑");
  expect(ticked.map((p) => p.text.split("\n")[0])).toEqual(
    QUESTIONS.slice(0, -1).map((q) => `Ticked ${q.text}`),
  );
  expect(ticked[0]?.text).toBe(
    `Ticked ${first.text}\nNote: Consent form reviewed.\nSecond line <b>not bold</b> & Ελληνικά`,
  );
  const unticked = docx.paragraphs.filter((p) => p.list?.marker === "☐");
  expect(unticked.map((p) => p.text)).toEqual([
    `Not ticked ${last.text}\nNote: Does not apply: nothing is iterated.`,
  ]);
  expect(docx.tables[0]?.rows[1]).toEqual(["Respect for Persons", "14 of 14", "100%"]);
});

test("the Word report in Arabic: its words, right to left, its language and title in the file", async ({
  app,
}) => {
  const ar = readCatalog("ar");
  const t = (id: string) => ar.get(id) ?? `(no ${id})`;
  await app.goto("/ar/");
  await app.click(principleToggle(t("checklist.name.respect-for-persons")));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click(button(t("actions.more")));
  await app.expectCount(button(t("word.download")), 1);
  await app.click(button(t("word.download")));
  const { name, bytes } = await savedDocx(app, 0, "word-report-ar");
  // The spec's name, in every language.
  expect(name).toBe(FILE_NAME);

  const docx = readDocx(new Uint8Array(bytes));
  expect(docx.problems).toEqual([]);
  expect(docx.core).toMatchObject({ title: t("product.title"), language: "ar" });
  expect(docx.defaultLanguage).toEqual({ lang: "ar", bidiLang: "ar" });
  expect(outlineOf(docx).slice(0, 4)).toEqual([
    `1 ${t("product.title")}`,
    `2 ${t("report.summaryHeading")}`,
    `2 ${t("checklist.name.respect-for-persons")}`,
    `3 ${t("checklist.name.informed-consent")}`,
  ]);
  expect(docx.paragraphs.every((p) => p.bidi)).toBe(true);
  const ticked = docx.paragraphs.filter((p) => p.list?.marker === "☑");
  expect(ticked.map((p) => p.text)).toEqual([
    `${t("report.tickedLabel")} ${t("checklist.question.ic-1")}`,
  ]);
  expect(ticked[0]?.runs.every((run) => run.rtl)).toBe(true);
  expect(docx.tables[0]?.rtl).toBe(true);
});
