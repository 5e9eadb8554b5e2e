import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRODUCT_SUBTITLE, PRODUCT_TITLE, allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";
import { ReportTree } from "../../../../src/export/raster";
import { reportStructure, structureNodesInOrder } from "../../../../src/export/report";
import { checklistWithNotes, checklistWithTicked } from "../checklistFixtures";

const EMPTY_REPORT_MESSAGE = englishText("report.noneTicked");

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");

function renderReport(ticked: readonly string[]) {
  const model = buildReportModel(checklistWithTicked(ticked), GENERATED_AT, { timeZone: "UTC" });
  return { model, ...render(<ReportTree model={model} />) };
}

function questionText(id: string): string {
  const question = allQuestions(createInitialChecklist()).find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

describe("ReportTree", () => {
  it("shows the title, subtitle, generation date and footer", () => {
    renderReport(["ic-1"]);
    expect(screen.getByRole("heading", { level: 1, name: PRODUCT_TITLE })).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText("Date: February 28, 2025")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "Generated on February 28, 2025 at 12:30 PM",
    );
  });

  it("shows the summary figures and a progress bar", () => {
    renderReport(["ic-1", "ic-2", "cr-1"]);
    const summary = screen.getByRole("region", { name: "Summary" });
    const figures = within(summary)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(figures).toEqual([
      "Total Questions: 68",
      "Completed: 3",
      "Progress: 4%",
      "Respect for Persons: 2 of 14",
      "Respect for Communities: 0 of 8",
      "Respect for Society: 1 of 22",
      "Respect for Democracy: 0 of 8",
      "Respect for Environment: 0 of 8",
      "Respect for Knowledge: 0 of 8",
    ]);
    expect(within(summary).getByRole("progressbar", { name: "Progress" })).toHaveAttribute(
      "aria-valuenow",
      "4",
    );
  });

  it("lists only the ticked questions, under their principle, sub-principle and sub-item", () => {
    renderReport(["ic-2", "cr-1"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Summary",
      "Respect for Persons",
      "Respect for Society",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Informed Consent",
      "Rights",
    ]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "Civil Rights",
    ]);

    expect(screen.getByText(questionText("ic-2"))).toBeInTheDocument();
    expect(screen.getByText(questionText("cr-1"))).toBeInTheDocument();
    for (const unticked of ["ic-1", "cr-2", "rts-1", "labor-1"]) {
      expect(screen.queryByText(questionText(unticked))).not.toBeInTheDocument();
    }
    expect(screen.queryByText(EMPTY_REPORT_MESSAGE)).not.toBeInTheDocument();
  });

  it("draws a tick beside every listed question", () => {
    const { container } = renderReport(["ic-1", "ic-2", "hr-1"]);
    const questionRows = container.querySelectorAll('[data-report-row="question"]');
    expect(questionRows).toHaveLength(3);
    for (const row of questionRows) {
      const tick = row.querySelector("[data-report-tick]");
      expect(tick).not.toBeNull();
      // Drawn with CSS boxes, not an image (see TickMark.tsx), and hidden from assistive technology.
      expect(tick?.getAttribute("aria-hidden")).toBe("true");
      expect(row.querySelector("img")).toBeNull();
    }
  });

  // html2canvas parses the computed style of every element it draws, so the tree keeps to as few as
  // it can: a question is one row element holding its tick and its text, and the rows and headings
  // stand side by side in the report, with no list or section around them.
  it("draws each question as one element holding its tick and its text, in a flat tree", () => {
    const { container } = renderReport(["ic-1", "ic-2", "cr-1"]);
    const tree = container.querySelector("[data-report-tree]");
    const rows = [...container.querySelectorAll('[data-report-row="question"]')];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect([...row.children].map((child) => child.tagName)).toEqual(["SPAN"]);
      expect(row.hasAttribute("data-report-text")).toBe(true);
      expect(row.parentElement).toBe(tree);
    }
    const headings = container.querySelectorAll(
      '[data-report-row="principle"], [data-report-row="sub-principle"], [data-report-row="sub-item"]',
    );
    for (const heading of headings) expect(heading.parentElement).toBe(tree);
    expect(container.querySelectorAll("section")).toHaveLength(1); // the Summary box
    expect(rows.map((row) => row.textContent)).toEqual(
      ["ic-1", "ic-2", "cr-1"].map((id) => questionText(id)),
    );
  });

  it("indents a sub-item's heading and questions, and spaces groups apart with headings' margins", () => {
    const { container } = renderReport(["ic-1", "asd-1", "rts-1", "cr-1"]);
    const style = (selector: string, index = 0) =>
      container.querySelectorAll<HTMLElement>(selector)[index]?.style;
    // On the start side (logical properties): the left in a left-to-right report.
    expect(style('[data-report-row="sub-item"]')?.marginInlineStart).toBe("16px");
    const questions = container.querySelectorAll<HTMLElement>('[data-report-row="question"]');
    expect([...questions].map((q) => q.style.marginInlineStart || "0px")).toEqual([
      "0px",
      "0px",
      "0px",
      "16px",
    ]);
    // A principle's first sub-principle follows its heading closely; a later one is set apart.
    const subPrinciples = [
      ...container.querySelectorAll<HTMLElement>('[data-report-row="sub-principle"]'),
    ];
    expect(subPrinciples.map((h) => h.textContent)).toEqual([
      "Informed Consent",
      "Autonomy and Self-Determination",
      "Rights",
    ]);
    expect(subPrinciples.map((h) => h.style.marginTop)).toEqual(["0px", "12px", "0px"]);
    expect(style('[data-report-row="principle"]')?.marginTop).toBe("20px");
  });

  it("says so, and lists no principles, when nothing is ticked", () => {
    renderReport([]);
    expect(screen.getByText(EMPTY_REPORT_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Summary",
    ]);
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });

  it("marks every row and every text element, and the text elements hold exactly the report's text", () => {
    const { container, model } = renderReport(["ic-1", "rts-2", "cr-1"]);
    const rowKinds = [...container.querySelectorAll("[data-report-row]")].map((row) =>
      row.getAttribute("data-report-row"),
    );
    expect(rowKinds).toEqual([
      "title",
      "subtitle",
      "date",
      "summary",
      "principle",
      "sub-principle",
      "question",
      "principle",
      "sub-principle",
      "question",
      "sub-item",
      "question",
      "footer",
    ]);
    const texts = [...container.querySelectorAll("[data-report-text]")].map(
      (element) => element.textContent,
    );
    expect(texts).toEqual([
      model.title,
      model.subtitle,
      `Date: ${model.dateLabel}`,
      "Summary",
      "Total Questions: 68",
      "Completed: 3",
      "Progress: 4%",
      "Respect for Persons: 1 of 14",
      "Respect for Communities: 0 of 8",
      "Respect for Society: 2 of 22",
      "Respect for Democracy: 0 of 8",
      "Respect for Environment: 0 of 8",
      "Respect for Knowledge: 0 of 8",
      "Respect for Persons",
      "Informed Consent",
      questionText("ic-1"),
      "Respect for Society",
      "Rights",
      questionText("rts-2"),
      "Civil Rights",
      questionText("cr-1"),
      model.footer,
    ]);
  });

  it("names on each text element, and each tick, the structure element the PDF tags it as", () => {
    const checklist = checklistWithNotes(["ic-1", "cr-1"], {
      "ic-1": "Reviewed.",
      "ic-2": "Does not apply.",
    });
    const model = buildReportModel(checklist, GENERATED_AT, { timeZone: "UTC" });
    const { container } = render(<ReportTree model={model} />);
    const planned = structureNodesInOrder(reportStructure(model)).flatMap((node) =>
      node.id === undefined ? [] : [node.id],
    );
    const marked = [...container.querySelectorAll("[data-report-structure]")].map(
      (element) => element.getAttribute("data-report-structure") ?? "",
    );
    // The same ids (in the tree a tick sits inside its question's paragraph, so it comes after
    // it): each planned node has its drawn element, and no more.
    expect([...marked].sort()).toEqual([...planned].sort());
    for (const element of container.querySelectorAll("[data-report-text]"))
      expect(element).toHaveAttribute("data-report-structure");
    const spoken = [...container.querySelectorAll("[data-report-spoken]")].map((element) =>
      element.getAttribute("data-report-spoken"),
    );
    expect(spoken).toEqual(["Ticked", "Ticked", "Not ticked"]);
  });

  it("keeps headings with the row after them", () => {
    const { container } = renderReport(["cr-1"]);
    const kept = [...container.querySelectorAll("[data-keep-with-next]")].map((row) =>
      row.getAttribute("data-report-row"),
    );
    expect(kept).toEqual(["principle", "sub-principle", "sub-item"]);
  });

  it("is 800 px wide with 40 px padding on white, in colours html2canvas 1.4.1 can parse", () => {
    const { container } = renderReport(["ic-1", "cr-1"]);
    const tree = container.querySelector<HTMLElement>("[data-report-tree]");
    expect(tree?.style.width).toBe("800px");
    expect(tree?.style.padding).toBe("40px");
    expect(tree?.style.background).toMatch(/^(#ffffff|rgb\(255, 255, 255\))$/);
    const styles = [...container.querySelectorAll("[style]")].map(
      (element) => element.getAttribute("style") ?? "",
    );
    expect(styles.length).toBeGreaterThan(10);
    for (const style of styles)
      expect(style).not.toMatch(/oklch|oklab|color-mix|\blab\(|\blch\(|color\(|var\(/);
  });
});
