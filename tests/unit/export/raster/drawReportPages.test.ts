import { describe, expect, it } from "vitest";
import { pageTreeOf, rowsOnPage } from "../../../../src/export/raster/drawReportPages";
import type { PdfPagePlan } from "../../../../src/export/layout/planPdfPages";

const page = (sourceTop: number, sourceHeight: number): PdfPagePlan => ({
  sourceTop,
  sourceHeight,
  imageTop: 40,
  imageHeight: 40 + sourceHeight,
  texts: [],
});

describe("rowsOnPage", () => {
  const rows = [
    { top: 40, bottom: 80 },
    { top: 90, bottom: 130 },
    { top: 140, bottom: 400 },
    { top: 410, bottom: 450 },
  ];

  it("takes the rows that overlap the page's band, in order", () => {
    expect(rowsOnPage(rows, page(40, 100))).toEqual([0, 1]);
    expect(rowsOnPage(rows, page(140, 310))).toEqual([2, 3]);
  });

  it("takes a row taller than the band on every page it crosses", () => {
    expect(rowsOnPage(rows, page(140, 100))).toEqual([2]);
    expect(rowsOnPage(rows, page(240, 100))).toEqual([2]);
    expect(rowsOnPage(rows, page(340, 110))).toEqual([2, 3]);
  });

  it("does not take a row that only touches the band's edge", () => {
    expect(rowsOnPage(rows, page(80, 10))).toEqual([]);
  });
});

describe("pageTreeOf", () => {
  function tree(): HTMLElement {
    const root = document.createElement("article");
    root.style.padding = "40px";
    root.innerHTML =
      '<header><h1 data-report-row="title">Title</h1><p data-report-row="date">Date</p></header>' +
      '<section data-report-row="summary"><h2>Summary</h2><div class="bar"></div></section>' +
      '<h2 data-report-row="principle">Persons</h2>' +
      '<p data-report-row="question"><span data-report-tick=""><span></span></span>Q1</p>' +
      '<p data-report-row="question">Q2</p>' +
      '<footer data-report-row="footer">Generated</footer>';
    return root;
  }
  const rowNames = (copy: HTMLElement) =>
    [...copy.querySelectorAll("[data-report-row]")].map((row) => row.textContent);

  it("keeps only the page's rows, with what they hold, and the tree's own box", () => {
    const copy = pageTreeOf(tree(), [3, 4, 5], document);
    expect(rowNames(copy)).toEqual(["Persons", "Q1", "Q2"]);
    expect([...copy.children].map((child) => child.tagName)).toEqual(["H2", "P", "P"]);
    expect(copy.querySelector("[data-report-tick] span")).not.toBeNull();
    expect(copy.style.padding).toBe("40px");
    expect(copy.ownerDocument).toBe(document);
  });

  it("keeps a container whose rows are on the page, and drops one whose rows are not", () => {
    expect([...pageTreeOf(tree(), [0, 1, 2], document).children].map((c) => c.tagName)).toEqual([
      "HEADER",
      "SECTION",
    ]);
    expect([...pageTreeOf(tree(), [1, 2, 3], document).children].map((c) => c.tagName)).toEqual([
      "HEADER",
      "SECTION",
      "H2",
    ]);
    expect(rowNames(pageTreeOf(tree(), [1, 2, 3], document))).toEqual([
      "Date",
      "Summary",
      "Persons",
    ]);
  });

  it("leaves the tree it copies untouched", () => {
    const original = tree();
    const html = original.outerHTML;
    pageTreeOf(original, [2], document);
    expect(original.outerHTML).toBe(html);
  });
});
