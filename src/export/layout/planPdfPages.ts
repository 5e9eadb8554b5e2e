// From the measured report tree to what each PDF page shows: which band of the rendered image, and
// which lines of the invisible text layer, where.

import { pageHeightFor, planPageSlices } from "./planPageSlices";
import type { RowBox } from "./planPageSlices";
import type { LineBox } from "./textLines";

/** Spec §9: the image is placed 210 mm wide, the width of an A4 page. */
export const PAGE_WIDTH_MM = 210;

const POINTS_PER_MM = 72 / 25.4;

export interface ReportTextLine extends LineBox {
  /** The CSS font size of the element the line belongs to. */
  readonly fontSizePx: number;
  /** The structure element the line is content of (its element's data-report-structure). */
  readonly structureId?: string;
  /** The last line of an element whose words a space parts from the next element's on its line. */
  readonly spaceAfter?: true;
}

/** The report tree as measured in the browser, in CSS px from its top-left corner. */
export interface ReportLayout {
  readonly width: number;
  readonly height: number;
  readonly padding: number;
  readonly rows: readonly RowBox[];
  readonly lines: readonly ReportTextLine[];
}

export interface PdfTextPlacement {
  /** The line's words in reading (logical) order. */
  readonly text: string;
  /** "rtl" when the line runs right to left; absent otherwise. */
  readonly direction?: "rtl";
  readonly xMm: number;
  /** The top of the line, from the top of the page. */
  readonly yMm: number;
  readonly widthMm: number;
  readonly fontSizePt: number;
  /** The structure element the line is content of, for the tagged PDF (see report/reportStructure). */
  readonly structureId?: string;
  /** A space follows the line, before the next element's words on the same line. */
  readonly spaceAfter?: true;
}

/** One page: the band [sourceTop, sourceTop + sourceHeight) of the tree, drawn `imageTop` down a
 * white page image `imageHeight` tall (all CSS px), and the text lines that band holds. */
export interface PdfPagePlan {
  readonly sourceTop: number;
  readonly sourceHeight: number;
  readonly imageTop: number;
  readonly imageHeight: number;
  readonly texts: readonly PdfTextPlacement[];
}

/**
 * The tree's padding is the page margin: every page, not only the first, starts with that much white
 * above its band, and leaves at least that much below. So a page holds (page height - 2 x padding) of
 * content, and the image of a full page is exactly the 295 mm the spec takes as the page height.
 */
export function planPdfPages(layout: ReportLayout): PdfPagePlan[] {
  const { width, height, padding } = layout;
  const mmPerPx = PAGE_WIDTH_MM / width;
  const contentRows = layout.rows.map((row) => ({
    ...row,
    top: row.top - padding,
    bottom: row.bottom - padding,
  }));
  const capacity = pageHeightFor(width) - 2 * padding;
  const slices = planPageSlices(contentRows, height - 2 * padding, capacity);
  if (slices.length === 0) throw new Error("The report tree has no content to put on a page.");

  const texts: PdfTextPlacement[][] = slices.map(() => []);
  for (const line of layout.lines) {
    const contentTop = line.top - padding;
    // The page whose band holds the line's top; a line above the first band or below the last goes
    // on the nearest page rather than being lost.
    let index = slices.findIndex((slice) => contentTop < slice.top + slice.height);
    if (index === -1) index = slices.length - 1;
    const slice = slices[index];
    const pageTexts = texts[index];
    if (slice === undefined || pageTexts === undefined) continue;
    pageTexts.push({
      text: line.text,
      ...(line.direction === undefined ? {} : { direction: line.direction }),
      xMm: line.left * mmPerPx,
      yMm: (padding + contentTop - slice.top) * mmPerPx,
      widthMm: line.width * mmPerPx,
      fontSizePt: line.fontSizePx * mmPerPx * POINTS_PER_MM,
      ...(line.structureId === undefined ? {} : { structureId: line.structureId }),
      ...(line.spaceAfter === undefined ? {} : { spaceAfter: line.spaceAfter }),
    });
  }

  return slices.map((slice, index) => ({
    sourceTop: padding + slice.top,
    sourceHeight: slice.height,
    imageTop: padding,
    imageHeight: padding + slice.height,
    texts: texts[index] ?? [],
  }));
}
