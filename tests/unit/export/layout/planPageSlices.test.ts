// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageHeightFor, planPageSlices } from "../../../../src/export/layout";
import type { PageSlice, RowBox } from "../../../../src/export/layout";

function rows(...boxes: [number, number][]): RowBox[] {
  return boxes.map(([top, bottom]) => ({ top, bottom }));
}

describe("pageHeightFor", () => {
  it("is 295 mm over 210 mm of the content width (spec §9)", () => {
    expect(pageHeightFor(800)).toBeCloseTo(1123.81, 2);
    expect(pageHeightFor(210)).toBe(295);
  });
});

describe("planPageSlices", () => {
  it("puts content shorter than a page on one page", () => {
    expect(planPageSlices(rows([0, 30], [40, 70]), 80, 100)).toEqual([{ top: 0, height: 80 }]);
  });

  it("breaks between rows that meet exactly at the page boundary", () => {
    expect(planPageSlices(rows([0, 50], [50, 100], [100, 150]), 150, 100)).toEqual([
      { top: 0, height: 100 },
      { top: 100, height: 50 },
    ]);
  });

  it("moves a row that would cross the boundary to the next page", () => {
    expect(planPageSlices(rows([0, 60], [60, 120]), 120, 100)).toEqual([
      { top: 0, height: 60 },
      { top: 60, height: 60 },
    ]);
  });

  it("breaks at the top of the crossing row, leaving the gap before it on the earlier page", () => {
    expect(planPageSlices(rows([0, 40], [70, 110], [140, 180]), 190, 100)).toEqual([
      { top: 0, height: 70 },
      { top: 70, height: 70 },
      { top: 140, height: 50 },
    ]);
  });

  it("breaks inside a gap when no row crosses the boundary", () => {
    expect(planPageSlices(rows([0, 40], [110, 150]), 150, 100)).toEqual([
      { top: 0, height: 100 },
      { top: 100, height: 50 },
    ]);
  });

  it("cuts a row taller than a page at the page height, after starting it on a page of its own", () => {
    expect(planPageSlices(rows([0, 30], [40, 290], [300, 320]), 330, 100)).toEqual([
      { top: 0, height: 40 },
      { top: 40, height: 100 },
      { top: 140, height: 100 },
      { top: 240, height: 90 },
    ]);
  });

  it("adds no page for the white space below the last row", () => {
    // The last row ends at 95; the 35 px after it (the document's bottom padding) does not fit on the
    // first page, and is dropped rather than given a blank page.
    expect(planPageSlices(rows([0, 50], [55, 95]), 130, 100)).toEqual([{ top: 0, height: 100 }]);
  });

  it("still covers the last row when the white space below it spills over", () => {
    expect(planPageSlices(rows([0, 60], [70, 150]), 190, 100)).toEqual([
      { top: 0, height: 70 },
      { top: 70, height: 100 },
    ]);
  });

  it("gives no blank page to a last row measured a fraction of a pixel past the content's end", () => {
    // The footer, 20 px below the last question, ends 0.4 px below the tree's rounded height: the
    // second page holds it, rather than only the white above it with the footer on a third.
    expect(planPageSlices(rows([0, 60], [60, 90], [110, 140.4]), 140, 100)).toEqual([
      { top: 0, height: 100 },
      { top: 100, height: 40 },
    ]);
  });

  it("plans no slices for empty content and refuses a page with no height", () => {
    expect(planPageSlices([], 0, 100)).toEqual([]);
    expect(() => planPageSlices(rows([0, 10]), 10, 0)).toThrow(RangeError);
  });

  it("keeps a heading on the page of the row after it", () => {
    const content: RowBox[] = [
      { top: 0, bottom: 20, keepWithNext: true },
      { top: 20, bottom: 60 },
      { top: 70, bottom: 90, keepWithNext: true },
      { top: 90, bottom: 130 },
    ];
    expect(planPageSlices(content, 130, 100)).toEqual([
      { top: 0, height: 70 },
      { top: 70, height: 60 },
    ]);
    // The same rows without the flag break after the heading.
    const loose = content.map(({ top, bottom }) => ({ top, bottom }));
    expect(planPageSlices(loose, 130, 100)[0]).toEqual({ top: 0, height: 90 });
  });

  it("keeps a chain of headings (principle, sub-principle) with the first question", () => {
    const content: RowBox[] = [
      { top: 0, bottom: 50 },
      { top: 50, bottom: 70, keepWithNext: true },
      { top: 70, bottom: 90, keepWithNext: true },
      { top: 90, bottom: 120 },
    ];
    expect(planPageSlices(content, 120, 100)).toEqual([
      { top: 0, height: 50 },
      { top: 50, height: 70 },
    ]);
  });

  it("lets a heading go when it and the row after it could never share a page", () => {
    const content: RowBox[] = [
      { top: 0, bottom: 10 },
      { top: 10, bottom: 30, keepWithNext: true },
      { top: 30, bottom: 160 },
    ];
    expect(planPageSlices(content, 160, 100)).toEqual([
      { top: 0, height: 30 },
      { top: 30, height: 100 },
      { top: 130, height: 30 },
    ]);
  });

  // Rows in document order, each at least 1 px tall, with gaps of 0 or more between them.
  const layouts = fc
    .record({
      pieces: fc.array(
        fc.record({
          gap: fc.integer({ min: 0, max: 40 }),
          height: fc.integer({ min: 1, max: 300 }),
        }),
        {
          minLength: 1,
          maxLength: 60,
        },
      ),
      padding: fc.integer({ min: 0, max: 60 }),
      pageHeight: fc.integer({ min: 50, max: 400 }),
      keep: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
    })
    .map(({ pieces, padding, pageHeight, keep }) => {
      let y = 0;
      const boxes: RowBox[] = pieces.map(({ gap, height }, index) => {
        const top = y + gap;
        y = top + height;
        return { top, bottom: y, keepWithNext: keep[index] ?? false };
      });
      return { boxes, contentHeight: y + padding, pageHeight };
    });

  function breaks(slices: readonly PageSlice[]): number[] {
    return slices.slice(0, -1).map((slice) => slice.top + slice.height);
  }

  it("covers every row with contiguous slices no taller than a page", () => {
    fc.assert(
      fc.property(layouts, ({ boxes, contentHeight, pageHeight }) => {
        const slices = planPageSlices(boxes, contentHeight, pageHeight);
        expect(slices[0]?.top).toBe(0);
        slices.forEach((slice, index) => {
          expect(slice.height).toBeGreaterThan(0);
          expect(slice.height).toBeLessThanOrEqual(pageHeight);
          const next = slices[index + 1];
          if (next) expect(next.top).toBe(slice.top + slice.height);
        });
        const last = slices.at(-1);
        const end = (last?.top ?? 0) + (last?.height ?? 0);
        expect(end).toBeGreaterThanOrEqual(Math.max(...boxes.map((box) => box.bottom)));
        expect(end).toBeLessThanOrEqual(contentHeight);
        // No slice begins below the last row: that would be a blank page.
        expect(last?.top ?? 0).toBeLessThan(Math.max(...boxes.map((box) => box.bottom)));
      }),
    );
  });

  it("breaks through a row only when the row is taller than a page", () => {
    fc.assert(
      fc.property(layouts, ({ boxes, contentHeight, pageHeight }) => {
        for (const at of breaks(planPageSlices(boxes, contentHeight, pageHeight))) {
          for (const box of boxes.filter((b) => b.top < at && at < b.bottom)) {
            expect(box.bottom - box.top).toBeGreaterThan(pageHeight);
          }
        }
      }),
    );
  });
});

describe("planPageSlices with rows that may break between lines (notes)", () => {
  it("cuts a note taller than the space left between its lines, never through one", () => {
    // A heading, a question kept with its note, and a 30-line note whose lines are 20 apart.
    const noteTop = 60;
    const breaks = Array.from({ length: 29 }, (_, i) => noteTop + 20 * (i + 1));
    const rows = [
      { top: 0, bottom: 30, keepWithNext: true },
      { top: 30, bottom: 55, keepWithNext: true },
      { top: noteTop, bottom: noteTop + 600, breaks },
    ];
    const slices = planPageSlices(rows, 660, 250);
    for (const slice of slices.slice(0, -1)) expect(breaks).toContain(slice.top + slice.height);
    // Each page as full as the lines allow: the first ends at the last break at or above 250.
    expect(slices[0]).toEqual({ top: 0, height: 240 });
    expect(slices.reduce((sum, s) => sum + s.height, 0)).toBe(660);
  });

  it("moves a question and its note to the next page when not even one line fits below it", () => {
    const rows = [
      { top: 0, bottom: 200 },
      { top: 210, bottom: 240, keepWithNext: true },
      { top: 244, bottom: 400, breaks: [265, 286] },
    ];
    const [first] = planPageSlices(rows, 400, 250);
    expect(first).toEqual({ top: 0, height: 210 });
  });
});
