// @vitest-environment node
// The preview's React-PDF document, rendered to bytes in Node and read back with PDF.js, as a
// person's PDF reader would: React-PDF always deflates its content streams, so the text is taken
// out by a PDF reader rather than searched for in the raw file. No system tool is needed.

import { renderToBuffer } from "@react-pdf/renderer";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { reportDocumentElement } from "../../../../src/export/preview/index";
import { buildReportModel } from "../reportWords";
import { registerReportDocumentFont } from "../../../../src/export/preview/renderReportDocument";
import { provideBuiltReportFont } from "../reportFontFixture";
import { EMPTY_CHANGES, type ChecklistVariant } from "../../../../src/variant";
import {
  FIELD_VARIANT,
  FIELD_VARIANT_CHANGE_LINES,
  customisedChecklistWithTicked,
} from "../checklistFixtures";

const GENERATED_AT = new Date(Date.UTC(2026, 0, 15, 10, 30));

// The same subsets the build serves, made here from the installed Noto Sans, handed over as bytes.
beforeAll(async () => {
  await provideBuiltReportFont();
  await registerReportDocumentFont();
}, 60_000);

interface PdfText {
  raw: string;
  info: Record<string, unknown>;
  /** Page sizes in points. */
  sizes: [number, number][];
  /** Each page's lines, top to bottom, as a reader would see them. */
  pages: string[];
  /** Whitespace folded, so a question wrapped over two lines still matches. */
  text: string;
}

/** Each page's text as lines: items on one baseline make one line, left to right. */
async function readPdf(bytes: Uint8Array): Promise<Omit<PdfText, "raw">> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const { info } = await document.getMetadata();
    const pages: string[] = [];
    const sizes: [number, number][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [, , width, height] = page.view;
      sizes.push([width ?? 0, height ?? 0]);
      const { items } = await page.getTextContent();
      const lines = new Map<number, TextItem[]>();
      for (const item of items) {
        if (!("str" in item) || item.str === "") continue;
        const y = Math.round(item.transform[5] as number);
        lines.set(y, [...(lines.get(y) ?? []), item]);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, line]) =>
            line
              .sort((a, b) => (a.transform[4] as number) - (b.transform[4] as number))
              .map((item) => item.str)
              .join(""),
          )
          .join("\n"),
      );
    }
    return { info: info as Record<string, unknown>, sizes, pages, text: fold(pages.join("\n")) };
  } finally {
    await document.destroy();
  }
}

async function renderPdf(
  checklist: Principle[],
  variant: ChecklistVariant | null = null,
): Promise<PdfText> {
  const model = await buildReportModel(checklist, GENERATED_AT, { timeZone: "UTC", variant });
  const bytes = await renderToBuffer(reportDocumentElement(model));
  return { raw: bytes.toString("latin1"), ...(await readPdf(new Uint8Array(bytes))) };
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
    expect(pdf.info["Title"]).toBe("Principles and Guidelines for Computing Research");
    expect(pdf.info["Subject"]).toMatch(/ethic/i);
    expect(pdf.info["Creator"]).toMatch(/^Principles and Guidelines for Computing Research/);
    expect(pdf.sizes[0]?.[0]).toBeCloseTo(595.28, 1);
    expect(pdf.sizes[0]?.[1]).toBeCloseTo(841.89, 1);
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

    const { text: whole } = await renderPdf(checklist);
    // The summary names every principle, with its figures; the groups follow it.
    const summaryEnd = "Respect for Knowledge: 0 of 8";
    expect(whole).toContain("Respect for Society: 1 of 22");
    expect(whole.indexOf(summaryEnd)).toBeGreaterThan(whole.indexOf("Progress: 1%"));
    const text = whole.slice(whole.indexOf(summaryEnd) + summaryEnd.length);
    const at = (s: string) => text.indexOf(s);
    expect(at(society.name)).toBeGreaterThanOrEqual(0);
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

  it("embeds its own font, and sets accented, Greek and Cyrillic text as written", async () => {
    const checklist = ticked((i) => i === 0);
    const first = checklist[0]?.subprinciples[0]?.questions[0];
    if (!first) throw new Error("fixture changed");
    const written =
      "Are participants told “why” — in a résumé\u202fof Łódź, Ωμέγα and Привет… steps?";
    Object.assign(first, { text: written });
    const pdf = await renderPdf(checklist);
    expect(pdf.text).toContain(fold(written));

    // Font descriptors are plain objects in React-PDF's output (no object streams): each names a
    // subset of Noto Sans and points at an embedded TrueType program (FontFile2). No built-in font
    // is referenced, so no viewer substitutes one.
    const fontNames = [...pdf.raw.matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]);
    expect(fontNames.length).toBeGreaterThan(0);
    for (const name of fontNames) expect(name).toMatch(/\+NotoSans-(Regular|Bold)$/);
    expect(fontNames.some((name) => name?.endsWith("Bold"))).toBe(true);
    expect(pdf.raw.match(/\/FontFile2 \d+ 0 R/g)?.length).toBe(
      pdf.raw.match(/\/Type \/FontDescriptor/g)?.length,
    );
    expect(pdf.raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });
});

describe("ReportDocument on a customised checklist", () => {
  const CHECKLIST_LINE =
    "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS";
  const builtIn = (id: string) =>
    fold(allQuestions(createInitialChecklist()).find((q) => q.id === id)?.text ?? "");

  it("names the checklist under the date, and ends with its changes, each where it sits", async () => {
    const checklist = customisedChecklistWithTicked(FIELD_VARIANT, ["custom-q-4", "ic-1"]);
    const { text, pages } = await renderPdf(checklist, FIELD_VARIANT);
    expect(
      pages[0]
        ?.split("\n")
        .slice(0, 5)
        .map((line) => line.trim()),
    ).toContain(CHECKLIST_LINE);
    expect(text.indexOf(CHECKLIST_LINE)).toBeGreaterThan(text.indexOf("Date: January 15, 2026"));
    expect(text.indexOf(CHECKLIST_LINE)).toBeLessThan(text.indexOf("Summary"));

    const changes = text.slice(text.lastIndexOf("Changes from the standard checklist"));
    // After the ticked questions, before the footer.
    expect(text.lastIndexOf("Changes from the standard checklist")).toBeGreaterThan(
      text.indexOf("Is consent recorded on site?"),
    );
    expect(changes).toBe(
      fold([...FIELD_VARIANT_CHANGE_LINES, "Generated on January 15, 2026 at 10:30 AM"].join(" ")),
    );
  });

  it("is the standard report, line for line, for a variant that changes nothing", async () => {
    const checklist = () => ticked((i) => i % 3 === 0);
    const standard = await renderPdf(checklist());
    const unchanged = await renderPdf(checklist(), { ...FIELD_VARIANT, changes: EMPTY_CHANGES });
    expect(unchanged.pages).toEqual(standard.pages);
    expect(standard.text).not.toContain("Checklist:");
    expect(standard.text).not.toContain("Changes from the standard checklist");
  });

  it("runs a long list of changes onto later pages without leaving a heading at a page's foot", async () => {
    const ids = allQuestions(createInitialChecklist()).map((q) => q.id);
    const long = "A reason that runs over more than one line of the page, said at length. ".repeat(
      3,
    );
    const variant: ChecklistVariant = {
      ...FIELD_VARIANT,
      changes: {
        ...EMPTY_CHANGES,
        rewordedQuestions: ids.slice(0, 20).map((id) => ({ id, text: `Reworded ${id}?` })),
        hiddenQuestions: ids.slice(20, 60).map((id) => ({ id, reason: `${id}: ${long}` })),
      },
    };
    const pdf = await renderPdf(customisedChecklistWithTicked(variant, []), variant);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(4);
    const headings = new Set([
      "Changes from the standard checklist",
      "Reworded questions",
      "Hidden questions",
    ]);
    for (const [index, page] of pdf.pages.entries()) {
      const last = page
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .at(-1);
      expect(headings.has(last ?? ""), `page ${index + 1} ends on "${last}"`).toBe(false);
    }
    // Every change whole on one page: its place, its wording and its reason together.
    for (const id of ids.slice(20, 60))
      expect(
        pdf.pages.some((page) =>
          fold(page).includes(fold(`${builtIn(id)} Reason: ${id}: ${long}`)),
        ),
      ).toBe(true);
  }, 60_000);
});
