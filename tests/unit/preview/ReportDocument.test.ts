// @vitest-environment node
// The preview's React-PDF document, rendered to bytes in Node and read back with poppler, as a
// person's PDF reader would: React-PDF always deflates its content streams, so the text is taken
// out with pdftotext rather than searched for in the raw file.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { afterAll, describe, expect, it } from "vitest";
import { allQuestions, createInitialChecklist, type Principle } from "../../../src/data";
import { buildReportModel, reportDocumentElement } from "../../../src/export/preview";

const dir = mkdtempSync(join(tmpdir(), "report-document-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GENERATED_AT = new Date(Date.UTC(2026, 0, 15, 10, 30));

interface PdfText {
  raw: string;
  info: string;
  pages: string[];
  /** Whitespace folded, so a question wrapped over two lines still matches. */
  text: string;
}

let fileCount = 0;
async function renderPdf(checklist: Principle[]): Promise<PdfText> {
  const model = buildReportModel(checklist, GENERATED_AT, { timeZone: "UTC" });
  const bytes = await renderToBuffer(reportDocumentElement(model));
  const path = join(dir, `report-${++fileCount}.pdf`);
  writeFileSync(path, bytes);
  const layout = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "99", path], { encoding: "utf8" });
  const pages = layout.split("\f").slice(0, -1);
  return { raw: bytes.toString("latin1"), info, pages, text: fold(layout) };
}

/** A heading's first row must be on its page: a page whose last line is a heading fails. */
function expectNoPageEndsOnAHeading(pdf: PdfText, checklist: Principle[]): void {
  const headings = new Set(
    checklist.flatMap((p) => [
      p.name,
      ...p.subprinciples.flatMap((s) => [s.name, ...(s.subItems ?? []).map((i) => i.name)]),
    ]),
  );
  for (const [index, page] of pdf.pages.entries()) {
    const lines = page.split("\n").map((line) => line.trim());
    const last = lines.filter(Boolean).at(-1) ?? "";
    expect(headings.has(last), `page ${index + 1} ends on the heading "${last}"`).toBe(false);
  }
}

function fold(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function ticked(ids: (index: number) => boolean): Principle[] {
  const checklist = createInitialChecklist();
  allQuestions(checklist).forEach((q, i) => (q.checked = ids(i)));
  return checklist;
}

describe("ReportDocument", () => {
  it("lists exactly the checked questions, with the summary, title and language", async () => {
    const picks = new Set([0, 9, 40]);
    const checklist = ticked((i) => picks.has(i));
    const pdf = await renderPdf(checklist);

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.info).toMatch(/^Title:\s+Principles and Guidelines for Computing Research$/m);
    expect(pdf.info).toMatch(/^Subject:\s+.*ethic/im);
    expect(pdf.info).toMatch(/^Creator:\s+Principles and Guidelines for Computing Research/m);
    expect(pdf.info).toMatch(/^Page\s+1 size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    // The catalogue is not compressed, so its /Lang entry can be read straight from the bytes.
    expect(pdf.raw).toMatch(/\/Lang \(en\)/);

    expect(pdf.text).toContain("Principles and Guidelines for Computing Research");
    expect(pdf.text).toContain("Date: January 15, 2026");
    expect(pdf.text).toContain("Total Questions: 68");
    expect(pdf.text).toContain("Completed: 3");
    expect(pdf.text).toContain("Progress: 4%");
    expect(pdf.text).toContain("Generated on January 15, 2026 at 10:30 AM");
    for (const [i, q] of allQuestions(checklist).entries()) {
      if (picks.has(i)) expect(pdf.text).toContain(fold(q.text));
      else expect(pdf.text).not.toContain(fold(q.text));
    }
  });

  it("groups questions under their principle, sub-principle and sub-item, in checklist order", async () => {
    const checklist = ticked(() => false);
    const society = checklist.find((p) => p.id === "respect-for-society");
    const rights = society?.subprinciples.find((s) => s.name === "Rights");
    const civil = rights?.subItems?.find((s) => s.name === "Civil Rights");
    const question = civil?.questions[1];
    if (!society || !rights || !civil || !question) throw new Error("fixture changed");
    question.checked = true;

    const { text } = await renderPdf(checklist);
    const at = (s: string) => text.indexOf(s);
    expect(at(society.name)).toBeGreaterThan(at("Progress: 1%"));
    expect(at(rights.name)).toBeGreaterThan(at(society.name));
    expect(at(civil.name)).toBeGreaterThan(at(rights.name));
    expect(at(fold(question.text))).toBeGreaterThan(at(civil.name));
    // Groups with nothing ticked are left out.
    expect(text).not.toContain("Respect for Persons");
    expect(text).not.toContain("Human Rights");
    expect(text).not.toContain("Justice");
  });

  it("says so when nothing is ticked", async () => {
    const { text, pages } = await renderPdf(ticked(() => false));
    expect(pages).toHaveLength(1);
    expect(text).toContain("Completed: 0");
    expect(text).toContain("Progress: 0%");
    expect(text).toContain("No questions were ticked.");
  });

  it("all 68 ticked: every question, on A4 pages broken between rows, no heading left alone", async () => {
    const checklist = ticked(() => true);
    const pdf = await renderPdf(checklist);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(pdf.text).toContain("Completed: 68");
    expect(pdf.text).toContain("Progress: 100%");
    const questions = allQuestions(checklist);
    for (const q of questions) expect(pdf.text).toContain(fold(q.text));

    expectNoPageEndsOnAHeading(pdf, checklist);
    // No question is cut across pages: each one is whole on some page.
    for (const q of questions)
      expect(pdf.pages.some((page) => fold(page).includes(fold(q.text)))).toBe(true);
  });

  // Partial ticks put headings in every position: a sub-principle with no ticks of its own is
  // followed straight by a sub-item heading, which once left "Rights" alone at a page's foot.
  it("no page ends on a heading, whichever questions are ticked", async () => {
    for (const every of [2, 3, 4, 5]) {
      for (let offset = 0; offset < every; offset++) {
        const checklist = ticked((i) => i % every === offset);
        expectNoPageEndsOnAHeading(await renderPdf(checklist), checklist);
      }
    }
  }, 60_000);

  it("carries text the built-in fonts can encode", async () => {
    const checklist = ticked((i) => i === 0);
    const first = checklist[0]?.subprinciples[0]?.questions[0];
    if (!first) throw new Error("fixture changed");
    Object.assign(first, { text: "Are participants told “why”, in a résumé\u202fof ✓ steps?" });
    const { text } = await renderPdf(checklist);
    expect(text).toContain("Are participants told “why”, in a résumé of ? steps?");
  });
});
