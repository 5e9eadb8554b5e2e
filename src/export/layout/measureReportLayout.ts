// Reads the drawn report tree back: the boxes of its unbreakable rows and the lines of its text.

import type { ReportLayout, ReportTextLine } from "./planPdfPages";
import type { RowBox } from "./planPageSlices";
import {
  BREAKABLE_ATTRIBUTE,
  KEEP_WITH_NEXT_ATTRIBUTE,
  REPORT_ROW_ATTRIBUTE,
  REPORT_SPACE_AFTER_ATTRIBUTE,
  REPORT_SPOKEN_ATTRIBUTE,
  REPORT_STRUCTURE_ATTRIBUTE,
  REPORT_TEXT_ATTRIBUTE,
} from "./reportMarkers";
import { groupWordsIntoLines } from "./textLines";
import type { LineBox, WordBox } from "./textLines";

interface Origin {
  readonly left: number;
  readonly top: number;
}

// NodeFilter.SHOW_TEXT; the literal because the tree may live in another window (the export's iframe)
// and the constant is the same number in every one.
const SHOW_TEXT = 0x4;

/**
 * The box of the word a range holds, on the line the word is set on. WebKit gives a word that ends a
 * line (such as "data-" before a break after its hyphen) a second, empty box at the start of the next
 * line, and its bounding box then spans both lines: that word's line in the text layer swallowed the
 * next one, and a PDF reader put the two lines' words in one jumbled row. The word's own box is the
 * first with any width.
 */
function wordRect(range: Range): DOMRect | null {
  // jsdom has no layout, and no Range.getClientRects or getBoundingClientRect at all.
  if (typeof range.getClientRects !== "function") return null;
  const rects = [...range.getClientRects()];
  return rects.find((rect) => rect.width > 0) ?? rects[0] ?? null;
}

/** Whether `element` runs right to left (its own dir, or the report's, or dir="auto"'s reading). */
function isRightToLeft(element: Element | null): boolean {
  if (element === null) return false;
  return element.ownerDocument.defaultView?.getComputedStyle(element).direction === "rtl";
}

// Measures each word with a Range, so the lines are the ones the browser actually broke, in whatever
// font the system substituted, rather than a guess from the PDF font's metrics.
function wordBoxes(element: Element, origin: Origin): WordBox[] {
  const document = element.ownerDocument;
  const walker = document.createTreeWalker(element, SHOW_TEXT);
  const range = document.createRange();
  const words: WordBox[] = [];
  let spaceBefore = false;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    // The direction of the element the text is set in: a note or a field's words (dir="auto") may
    // run the other way from the report around them.
    const rtl = isRightToLeft(node.parentElement);
    // A word is also cut after a hyphen, where the browser may break the line ("re-" at the end of
    // one line, "identified" at the start of the next): measured whole, such a word's box would
    // span both lines, and its line in the text layer would land between them.
    for (const match of text.matchAll(/\s+|[^\s-]*-+|[^\s-]+/g)) {
      if (/^\s/.test(match[0])) {
        spaceBefore = words.length > 0;
        continue;
      }
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rect = wordRect(range);
      if (rect === null || (rect.width === 0 && rect.height === 0)) return [];
      words.push({
        text: match[0],
        ...(rtl ? { direction: "rtl" as const } : {}),
        spaceBefore,
        left: rect.left - origin.left,
        top: rect.top - origin.top,
        right: rect.right - origin.left,
        bottom: rect.bottom - origin.top,
      });
      spaceBefore = false;
    }
  }
  return words;
}

// Without word boxes (no layout engine), the whole text stands as one line at the element's box.
function wholeElementLine(element: Element, origin: Origin): LineBox[] {
  const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? [] : spokenLine(element, text, origin);
}

/** A picture that says something (a tick): its words as one line over its box. */
function spokenLine(element: Element, text: string, origin: Origin): LineBox[] {
  const rect = element.getBoundingClientRect();
  return [
    {
      text,
      ...(isRightToLeft(element) ? { direction: "rtl" as const } : {}),
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
    },
  ];
}

function textLines(element: Element, origin: Origin): ReportTextLine[] {
  const view = element.ownerDocument.defaultView;
  const spoken = element.getAttribute(REPORT_SPOKEN_ATTRIBUTE);
  let fontSizePx = Number.parseFloat(view?.getComputedStyle(element).fontSize ?? "") || 16;
  let lines: LineBox[];
  if (spoken !== null) {
    lines = spokenLine(element, spoken, origin);
    // Small enough that its words fit about the picture's width, not over the text beside it.
    fontSizePx = (lines[0]?.height ?? 16) / 2;
  } else {
    const words = wordBoxes(element, origin);
    lines = words.length > 0 ? groupWordsIntoLines(words) : wholeElementLine(element, origin);
  }
  const structureId = element.getAttribute(REPORT_STRUCTURE_ATTRIBUTE);
  const spaceAfter = element.hasAttribute(REPORT_SPACE_AFTER_ATTRIBUTE);
  return lines.map((line, index) => ({
    ...line,
    fontSizePx,
    ...(structureId === null ? {} : { structureId }),
    ...(spaceAfter && index === lines.length - 1 ? { spaceAfter: true as const } : {}),
  }));
}

/**
 * Where a breakable row may be cut: halfway between each line of its text and the next, so a cut
 * never passes through a line. The lines are the rectangles the browser gives the row's contents,
 * one or more per line (a word, the bold label), merged where they overlap vertically.
 */
export function lineBreaksOf(row: Element, top: number): number[] {
  const range = row.ownerDocument.createRange();
  range.selectNodeContents(row);
  // jsdom has no layout and no Range.getClientRects.
  if (typeof range.getClientRects !== "function") return [];
  const boxes = [...range.getClientRects()]
    .filter((rect) => rect.height > 0)
    .map((rect) => ({ top: rect.top - top, bottom: rect.bottom - top }))
    .sort((a, b) => a.top - b.top);
  const lines: { top: number; bottom: number }[] = [];
  for (const box of boxes) {
    const line = lines.at(-1);
    const middle = (box.top + box.bottom) / 2;
    if (line !== undefined && middle < line.bottom) line.bottom = Math.max(line.bottom, box.bottom);
    else lines.push({ ...box });
  }
  const breaks: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const above = lines[index - 1];
    const below = lines[index];
    if (above !== undefined && below !== undefined && below.top >= above.bottom)
      breaks.push((above.bottom + below.top) / 2);
  }
  return breaks;
}

export function measureReportLayout(tree: HTMLElement): ReportLayout {
  const box = tree.getBoundingClientRect();
  const origin: Origin = { left: box.left, top: box.top };
  const rows: RowBox[] = [...tree.querySelectorAll(`[${REPORT_ROW_ATTRIBUTE}]`)].map((row) => {
    const rect = row.getBoundingClientRect();
    const measured: RowBox = {
      top: rect.top - origin.top,
      bottom: rect.bottom - origin.top,
      keepWithNext: row.hasAttribute(KEEP_WITH_NEXT_ATTRIBUTE),
    };
    if (!row.hasAttribute(BREAKABLE_ATTRIBUTE)) return measured;
    return { ...measured, breaks: lineBreaksOf(row, origin.top) };
  });
  // In document order, but a picture that says something (a tick) before the text around it, as
  // its label comes before its question: readers that go by the content's order read it first.
  const spoken = `[${REPORT_SPOKEN_ATTRIBUTE}]`;
  const lines = [...tree.querySelectorAll(`[${REPORT_TEXT_ATTRIBUTE}], ${spoken}`)].flatMap(
    (element) => {
      if (element.matches(spoken) && element.parentElement?.closest(`[${REPORT_TEXT_ATTRIBUTE}]`))
        return [];
      const inside = element.matches(spoken) ? [] : [...element.querySelectorAll(spoken)];
      return [...inside, element].flatMap((each) => textLines(each, origin));
    },
  );
  const view = tree.ownerDocument.defaultView;
  const padding = Number.parseFloat(view?.getComputedStyle(tree).paddingTop ?? "") || 0;
  return { width: box.width, height: box.height, padding, rows, lines };
}
