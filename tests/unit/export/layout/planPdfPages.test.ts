// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageHeightFor } from "../../../../src/export/layout";
import { planPdfPages } from "../../../../src/export/layout/planPdfPages";
import type { ReportLayout, ReportTextLine } from "../../../../src/export/layout/planPdfPages";

const MM_PER_PX = 210 / 800;
const PAGE_PX = pageHeightFor(800); // about 1123.8 px: 295 mm at 800 px to 210 mm
const PADDING = 40;

// A report of `count` question rows 50 px tall with 10 px between them, each with one text line.
function layoutOfRows(count: number): ReportLayout {
  const rows = Array.from({ length: count }, (_, index) => {
    const top = PADDING + index * 60;
    return { top, bottom: top + 50 };
  });
  const lines: ReportTextLine[] = rows.map((row, index) => ({
    text: `Question ${index + 1}`,
    left: 66,
    top: row.top + 3,
    width: 400,
    height: 16,
    fontSizePx: 14,
  }));
  const last = rows.at(-1);
  return { width: 800, height: (last?.bottom ?? 0) + PADDING, padding: PADDING, rows, lines };
}

describe("planPdfPages", () => {
  it("puts a short report on one page, its image the tree from the top down to the last row", () => {
    const pages = planPdfPages(layoutOfRows(3));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      sourceTop: 40,
      imageTop: 40,
      sourceHeight: 170,
      imageHeight: 40 + 170,
    });
  });

  it("fits (page height - 2 x padding) of content on a page, breaking between rows", () => {
    // 1123.8 - 80 = 1043.8 px of content a page: 17 rows of 60 px (1020 px) fit, the 18th does not.
    const pages = planPdfPages(layoutOfRows(40));
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.sourceTop)).toEqual([40, 40 + 17 * 60, 40 + 34 * 60]);
    expect(pages.map((page) => page.texts.length)).toEqual([17, 17, 6]);
  });

  it("never makes a page image taller than 295 mm, and starts every band one padding down", () => {
    for (const page of planPdfPages(layoutOfRows(40))) {
      expect(page.imageHeight).toBeLessThanOrEqual(PAGE_PX);
      expect(page.imageHeight * MM_PER_PX).toBeLessThanOrEqual(295);
      expect(page.imageTop).toBe(PADDING);
      expect(page.imageHeight).toBe(PADDING + page.sourceHeight);
    }
  });

  it("places each text line on its page in millimetres, relative to that page's band", () => {
    const pages = planPdfPages(layoutOfRows(40));
    const first = pages[1]?.texts[0];
    // Question 18 sits at tree y 40 + 17 x 60 + 3; its page's band starts at tree y 40 + 17 x 60.
    expect(first?.text).toBe("Question 18");
    expect(first?.yMm).toBeCloseTo((PADDING + 3) * MM_PER_PX, 6);
    expect(first?.xMm).toBeCloseTo(66 * MM_PER_PX, 6);
    expect(first?.widthMm).toBeCloseTo(400 * MM_PER_PX, 6);
    // 14 CSS px at 0.2625 mm a px is 3.675 mm, 10.42 pt.
    expect(first?.fontSizePt).toBeCloseTo(10.417, 3);
  });

  it("puts every line on exactly one page, in order", () => {
    const layout = layoutOfRows(40);
    const placed = planPdfPages(layout).flatMap((page) => page.texts.map((text) => text.text));
    expect(placed).toEqual(layout.lines.map((line) => line.text));
  });

  it("scales millimetres to the tree's width", () => {
    const layout = { ...layoutOfRows(1), width: 400 };
    const [page] = planPdfPages(layout);
    expect(page?.texts[0]?.xMm).toBeCloseTo(66 * (210 / 400), 6);
  });

  it("keeps a line's structure element, and the space that follows its element's words", () => {
    const layout = layoutOfRows(2);
    const [label, words] = layout.lines;
    if (label === undefined || words === undefined) throw new Error("no lines");
    const lines = [
      { ...label, text: "Reason:", structureId: "detail", spaceAfter: true as const },
      { ...words, text: "Not for us", structureId: "detail/words" },
    ];
    const [page] = planPdfPages({ ...layout, lines });
    expect(
      page?.texts.map(({ text, structureId, spaceAfter }) => [text, structureId, spaceAfter]),
    ).toEqual([
      ["Reason:", "detail", true],
      ["Not for us", "detail/words", undefined],
    ]);
  });

  it("refuses a tree with no content", () => {
    expect(() =>
      planPdfPages({ width: 800, height: 80, padding: 40, rows: [], lines: [] }),
    ).toThrow(/no content/);
  });
});
