// Where the pages break: slices of the rendered report, each at most a page tall, cut only between rows.

export interface RowBox {
  readonly top: number;
  readonly bottom: number;
  /** A heading: a break straight after it would strand it at the foot of a page, away from its content. */
  readonly keepWithNext?: boolean;
  /** Where the row may be cut after all: between its lines (a note), in the same units, ascending. */
  readonly breaks?: readonly number[];
}

export interface PageSlice {
  readonly top: number;
  readonly height: number;
}

/** The content height that fits on one PDF page, in the units of the content width given. */
export function pageHeightFor(contentWidth: number): number {
  // Spec §9: the page is 210 mm wide and a page's slice is taken as 295 mm tall (A4 is 297 mm).
  return (295 / 210) * contentWidth;
}

// Each heading joins the row after it, so a break can only fall before the heading. A joined block
// taller than a page would force a cut through a row, so such a block stays split into its rows,
// unless it can be cut between lines (a question with a long note): then it stays joined, and is
// cut only there.
function joinKeptRows(rows: readonly RowBox[], pageHeight: number): RowBox[] {
  const blocks: RowBox[] = [];
  let index = 0;
  while (index < rows.length) {
    let end = index;
    while (rows[end]?.keepWithNext && end + 1 < rows.length) end += 1;
    const first = rows[index];
    const last = rows[end];
    if (first === undefined || last === undefined) break;
    const run = rows.slice(index, end + 1);
    const bottom = Math.max(...run.map((row) => row.bottom));
    const breaks = run.flatMap((row) => row.breaks ?? []);
    if (run.length > 1 && bottom - first.top <= pageHeight)
      blocks.push({ top: first.top, bottom, breaks });
    else if (run.length > 1 && breaks.length > 0) blocks.push({ top: first.top, bottom, breaks });
    else blocks.push(...run);
    index = end + 1;
  }
  return blocks;
}

/**
 * Where a page that starts at `top` may end, at or above `end`, without cutting `block`: `end` itself
 * if the block does not cross it or may be cut there, else its lowest break between lines above
 * `end`, else its top. Null when none of these is below `top`: the block fills the page and more,
 * and must be cut where the page ends.
 */
function endBefore(block: RowBox, top: number, end: number): number | null {
  if (!(block.top < end && block.bottom > end)) return end;
  const breaks = block.breaks ?? [];
  if (breaks.includes(end)) return end;
  const below = breaks.filter((line) => line > top && line < end);
  if (below.length > 0) return Math.max(...below);
  return block.top > top ? block.top : null;
}

/**
 * Plans the page slices of a report `contentHeight` tall, from the boxes of its unbreakable rows.
 * Slices follow one another from 0, each at most `pageHeight`, and each ends at a row boundary, or
 * between two lines of a row that may break there (a note), unless a single row is taller than a page
 * and has no such place (then it is cut at the page height; nothing else fits). The space after the
 * last row is not worth a page of its own, so no slice starts below the last row.
 */
export function planPageSlices(
  rows: readonly RowBox[],
  contentHeight: number,
  pageHeight: number,
): PageSlice[] {
  if (!(pageHeight > 0)) throw new RangeError(`Page height must be positive, got ${pageHeight}`);
  if (!(contentHeight > 0)) return [];

  // A row measured a fraction of a pixel past the content's end (Firefox's footer) ends where the
  // content does: otherwise the last page's break is pulled up to its top, and the white above it
  // becomes a blank page of its own.
  const within = rows
    .filter((row) => row.top < contentHeight)
    .map((row) => (row.bottom > contentHeight ? { ...row, bottom: contentHeight } : row));
  const blocks = joinKeptRows(within, pageHeight);
  const lastRowBottom =
    within.length === 0 ? contentHeight : Math.max(...within.map((row) => row.bottom));
  const slices: PageSlice[] = [];
  let top = 0;
  while (top < contentHeight && (slices.length === 0 || top < lastRowBottom)) {
    let end = Math.min(top + pageHeight, contentHeight);
    // Pull the break up to the top of any block it would cut, or to the last line break above it,
    // until none is cut. A block that already began on this page's first line, with nowhere to
    // break, is taller than the page: it is cut, as it must be.
    for (;;) {
      const ends = blocks
        .map((block) => endBefore(block, top, end))
        .filter((at): at is number => at !== null);
      const next = Math.min(end, ...ends);
      if (next === end) break;
      end = next;
    }
    slices.push({ top, height: end - top });
    top = end;
  }
  return slices;
}
