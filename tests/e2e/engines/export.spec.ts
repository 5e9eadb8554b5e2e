// Export in every engine: the full report, read back from the PDF the browser was handed, and the
// failure alert followed by a retry that succeeds.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readCatalog } from "../../../build/messageCatalogs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { attachedFiles, fold, readPdf, structureReading } from "../support/pdf";
import { ASSESSMENT_FORMAT, parseAssessmentBytes } from "../../../src/record";
import { findTickBoxes, firstInkRow, isDrawnTick, renderPdfPage } from "../support/tickImage";
import { REPORT_COLORS } from "../../../src/export/report/reportStyles";
import { expect, test, type App } from "./fixtures";
import { CHECKBOX, PROGRESS, button, localDate, principleToggle, tickAll } from "./queries";
import { expectTaggedPdfUa } from "./taggedPdf";

const ALERT = "There was an error generating the PDF. Please try again.";
const FRENCH = readCatalog("fr");
const FILE_NAME = `computing-research-principles-checklist-${localDate()}.pdf`;
const QUESTIONS = allQuestions(createInitialChecklist());

/** Saves the `index`th download where poppler, and a person, can read it (artifacts/engines). */
async function savedDownload(
  app: App,
  index: number,
  label: string,
): Promise<{ name: string; path: string }> {
  const { name, bytes } = await app.download(index);
  mkdirSync("artifacts/engines", { recursive: true });
  const path = `artifacts/engines/${app.engine}-${label}.pdf`;
  writeFileSync(path, bytes);
  return { name, path };
}

const leftovers = (app: App) =>
  app.evaluate(
    () => document.querySelectorAll("body > iframe, body > canvas, [data-report-root]").length,
    null,
  );

/** The report's font files the page has fetched, by weight. */
const fontFiles = (app: App) =>
  app.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /noto-sans-report-\d+/.test(path))
        .map((path) => /noto-sans-report-(\d+)/.exec(path)?.[1] ?? "")
        .sort(),
    null,
  );

test("the full report exports: every question, the summary, A4 pages, the document's title, in the report's own font, fetched when exporting and not before", async ({
  app,
}) => {
  await app.goto("/");
  await tickAll(app);
  expect(await fontFiles(app)).toEqual([]);
  await app.click(button("Export"));
  const { name, path } = await savedDownload(app, 0, "full-report");
  expect(name).toBe(FILE_NAME);
  await app.expectFacts({ text: `PDF ready: ${FILE_NAME}` }, { visible: true });
  expect(await fontFiles(app)).toEqual(["400", "700"]);
  // html2canvas sets the text on a canvas of the app's own document: the faces must be loaded there.
  const faces = await app.evaluate(
    () =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Report Noto Sans")
        .map((face) => `${face.weight} ${face.status}`)
        .sort(),
    null,
  );
  expect(faces).toEqual(["400 loaded", "700 loaded"]);

  const pdf = readPdf(path);
  expect(pdf.pages).toBeGreaterThanOrEqual(5);
  for (const size of pdf.pageSizes) expect(size).toMatch(/^595\.2\d x 841\.8\d pts/);
  expect(pdf.title).toBe("Principles and Guidelines for Computing Research");
  expect(pdf.language).toBe("en");
  // One page image on each page, and no page without text (no blank page trailing the report).
  expect(pdf.images.map((image) => image.page)).toEqual(
    Array.from({ length: pdf.pages }, (_, i) => i + 1),
  );
  for (const image of pdf.images) expect(image.width).toBe(1600);
  for (const pageText of pdf.pageTexts) expect(fold(pageText).length).toBeGreaterThan(20);
  const text = fold(pdf.text);
  expect(text).toMatch(/Total Questions:?\s*68/);
  expect(text).toMatch(/Completed:?\s*68/);
  expect(text).toMatch(/Progress:?\s*100\s*%/);
  for (const question of QUESTIONS) expect(text).toContain(fold(question.text));
  expect(await leftovers(app)).toBe(0);

  // Tagged to PDF/UA-1: a screen reader walking the tags reads the title, the Summary, then each
  // principle's heading and each ticked question, announced as ticked, in the checklist's order.
  const tags = expectTaggedPdfUa(path);
  const reading = structureReading(tags.structText);
  const order = [
    "Principles and Guidelines for Computing Research",
    "Summary",
    "Total Questions: 68",
    ...createInitialChecklist().flatMap((principle) => [
      principle.name,
      ...allQuestions([principle]).map((question) => `Ticked ${fold(question.text)}`),
    ]),
  ];
  let from = 0;
  for (const words of order) {
    const at = reading.indexOf(words, from);
    expect(at, `"${words.slice(0, 50)}" after what comes before it`).toBeGreaterThanOrEqual(0);
    from = at + words.length;
  }

  // The assessment travels with the report: attached as its saved-assessment file, which opens to
  // the report's 68 ticks.
  const files = attachedFiles(path);
  expect(files.map((file) => file.name)).toEqual([
    `computing-research-assessment-${localDate()}.json`,
  ]);
  const record = parseAssessmentBytes(
    files[0]?.bytes ?? new Uint8Array(),
    createInitialChecklist(),
  );
  expect(record.ok && record.assessment.ticked).toEqual(QUESTIONS.map((q) => q.id));
  // Deflated in the file, as the pages are.
  expect(readFileSync(path, "latin1")).not.toContain(ASSESSMENT_FORMAT);

  // The ticks as drawn: on every page, one box a question, each with its check (in WebKit they
  // were once filled shapes with no check, in a file that was otherwise right).
  let ticks = 0;
  for (let page = 1; page <= pdf.pages; page += 1) {
    const raster = renderPdfPage(path, page);
    // Every page's content starts at its 40 px margin: its first row is drawn, not lost.
    expect(firstInkRow(raster), `top of page ${page}`).toBeGreaterThanOrEqual(39);
    expect(firstInkRow(raster), `top of page ${page}`).toBeLessThan(60);
    const boxes = findTickBoxes(raster, REPORT_COLORS.tick);
    expect(
      boxes.filter((box) => !isDrawnTick(box)),
      `malformed ticks on page ${page}`,
    ).toEqual([]);
    ticks += boxes.length;
  }
  expect(ticks).toBe(QUESTIONS.length);
});

test("a failed export shows the alert and keeps every tick; the next export succeeds", async ({
  app,
}) => {
  app.allowConsoleErrors("PDF export failed");
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ ...CHECKBOX, nth: 3 });

  // No canvas can be drawn on: the browser is out of memory, or refuses the size.
  await app.evaluate(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    (window as unknown as { restoreCanvas: () => void }).restoreCanvas = () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
    HTMLCanvasElement.prototype.getContext = () => null;
  }, null);
  await app.click(button("Export"));
  await app.expectFacts({ role: "alert" }, { text: ALERT });
  await app.expectFacts(PROGRESS, { text: "2 of 68 questions ticked" });
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: true });
  await app.expectFacts({ ...CHECKBOX, nth: 3 }, { checked: true });
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });
  expect(await app.downloads()).toEqual([]);
  expect(await leftovers(app)).toBe(0);

  await app.evaluate(
    () => (window as unknown as { restoreCanvas: () => void }).restoreCanvas(),
    null,
  );
  await app.click(button("Export"));
  const { name, path } = await savedDownload(app, 0, "after-retry");
  expect(name).toBe(FILE_NAME);
  const text = fold(readPdf(path).text);
  expect(text).toMatch(/Completed:?\s*2/);
  await app.expectCount({ role: "alert" }, 0);
});

test("on the French page, a failed export alerts in French, nothing in it marked as another language; the next export succeeds", async ({
  app,
}) => {
  app.allowConsoleErrors("PDF export failed");
  await app.goto("/fr/");
  await app.evaluate(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    (window as unknown as { restoreCanvas: () => void }).restoreCanvas = () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
    HTMLCanvasElement.prototype.getContext = () => null;
  }, null);
  await app.click(button(FRENCH.get("actions.export") ?? "-"));
  expect(FRENCH.get("pdf.failed")).not.toBe(ALERT);
  await app.expectFacts({ role: "alert" }, { text: FRENCH.get("pdf.failed") ?? "-" });
  expect(
    await app.evaluate(
      () => ({
        page: document.documentElement.lang,
        marked: [...document.querySelectorAll('[role="alert"] [lang]')].map((element) =>
          element.getAttribute("lang"),
        ),
      }),
      null,
    ),
  ).toEqual({ page: "fr", marked: [] });
  expect(await app.downloads()).toEqual([]);

  await app.evaluate(
    () => (window as unknown as { restoreCanvas: () => void }).restoreCanvas(),
    null,
  );
  await app.click(button(FRENCH.get("actions.export") ?? "-"));
  const { name } = await savedDownload(app, 0, "french-after-retry");
  expect(name).toBe(FILE_NAME);
  await app.expectCount({ role: "alert" }, 0);
});

test("a report on a customised checklist names it under the date and ends with its changes, in the PDF and the Markdown", async ({
  app,
}) => {
  await app.goto("/");
  // A saved assessment made on a customised checklist (format 2) brings that checklist with it.
  await app.setInputFiles({ css: 'input[type="file"]' }, "tests/fixtures/assessment-v2.json");
  await app.expectFacts(
    { text: { pattern: "^\\d+ of \\d+ questions ticked$" } },
    { text: "4 of 69 questions ticked" },
  );

  await app.click(button("Export"));
  const { path } = await savedDownload(app, 0, "customised-report");
  const pdf = readPdf(path);
  const text = fold(pdf.text);
  const at = (words: string) => text.indexOf(fold(words));
  const checklistLine =
    "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS";
  expect(at(checklistLine)).toBeGreaterThan(at("Date:"));
  expect(at(checklistLine)).toBeLessThan(at("Summary"));
  const changes = text.slice(at("Changes from the standard checklist"));
  expect(at("Changes from the standard checklist")).toBeGreaterThan(
    at("Is a local contact named?"),
  );
  const original = QUESTIONS.find((q) => q.id === "ic-2")?.text ?? "";
  const hidden = QUESTIONS.find((q) => q.id === "labor-2")?.text ?? "";
  const changesInOrder = [
    "Added sub-principles",
    "Respect for Persons",
    "Field visits",
    "Is a local contact named?",
    "Added questions",
    "Respect for Persons › Informed Consent",
    "Is consent recorded on site?",
    "Reworded questions",
    "Can participants leave at any time?",
    `Original wording: ${original}`,
    "Hidden questions",
    "Respect for Persons › Labor",
    hidden,
    "Reason: No research workers in field studies.",
    "Generated on",
  ];
  let from = 0;
  for (const words of changesInOrder) {
    const found = changes.indexOf(fold(words), from);
    expect(found, `"${words}" after the changes before it`).toBeGreaterThanOrEqual(from);
    from = found + fold(words).length;
  }

  // Tagged to PDF/UA-1 with the additions as structure: the checklist line a paragraph after the
  // date, the changes an H2 with an H3 for each kind, read in the order drawn.
  const tags = expectTaggedPdfUa(path);
  const reading = structureReading(tags.structText);
  const readAt = (words: string) => reading.indexOf(fold(words));
  expect(readAt(checklistLine)).toBeGreaterThan(readAt("Date:"));
  expect(readAt(checklistLine)).toBeLessThan(readAt("Summary"));
  const roleOf = (words: string) => {
    const lines = tags.structText.split("\n");
    const line = lines.findIndex((l) => l.includes(`"${words}`));
    return lines
      .slice(0, line)
      .reverse()
      .find((l) => !l.trim().startsWith('"'))
      ?.trim()
      .split(" ")[0];
  };
  expect(roleOf("Changes from the standard checklist")).toBe("H2");
  for (const heading of [
    "Added sub-principles",
    "Added questions",
    "Reworded questions",
    "Hidden questions",
  ])
    expect(roleOf(heading), heading).toBe("H3");
  expect(roleOf(checklistLine)).toBe("P");
  const changesRead = reading.slice(readAt("Changes from the standard checklist"));
  from = 0;
  for (const words of changesInOrder) {
    const found = changesRead.indexOf(fold(words), from);
    expect(found, `"${words}" read after the changes before it`).toBeGreaterThanOrEqual(from);
    from = found + fold(words).length;
  }
  // The attached record carries the checklist, so the PDF opens on it again.
  const record = parseAssessmentBytes(
    attachedFiles(path)[0]?.bytes ?? new Uint8Array(),
    createInitialChecklist(),
  );
  expect(record.ok && record.assessment.variant?.title).toBe("Checklist for HCI field studies");

  await app.click(button("More"));
  await app.expectCount(button("Download as Markdown"), 1);
  await app.click(button("Download as Markdown"));
  const markdown = (await app.download(1)).bytes.toString("utf8");
  expect(markdown).toContain(`\n\n${checklistLine}\n\n## Summary`);
  expect(markdown).toContain(
    "\n## Changes from the standard checklist\n\n### Added sub-principles\n",
  );
  expect(markdown).toContain("  > **Original wording:** ");
  expect(markdown).toContain("  > **Reason:** No research workers in field studies.");
});
