// Groups the words of a text element, as the browser laid them out, into the lines it drew.

export interface WordBox {
  readonly text: string;
  /** "rtl" when the element it is set in runs right to left; absent otherwise. */
  readonly direction?: "rtl";
  /** Whether white space separated this word from the one before it. */
  readonly spaceBefore: boolean;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface LineBox {
  /**
   * The line's words in reading (logical) order; a run of words set in the other direction than
   * the line's (an Arabic note after "Note:") between isolate marks, U+2067 or U+2066 and U+2069,
   * as the browser isolates an element with dir="auto", so that the run keeps its place whole.
   */
  readonly text: string;
  /**
   * "rtl" when the line runs right to left (its first word's element does): a PDF writes its
   * characters in the order they are seen, which the line's direction decides. Absent otherwise.
   */
  readonly direction?: "rtl";
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface OpenLine {
  text: string;
  direction?: "rtl";
  /** Whether a run in the other direction is open (its isolate not yet closed). */
  isolated: boolean;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Isolates (UAX #9): right-to-left, left-to-right, and the end of either.
const RIGHT_TO_LEFT_ISOLATE = "\u2067";
const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

function close(line: OpenLine): LineBox {
  return {
    text: line.isolated ? line.text + POP_ISOLATE : line.text,
    ...(line.direction === undefined ? {} : { direction: line.direction }),
    left: line.left,
    top: line.top,
    width: line.right - line.left,
    height: line.bottom - line.top,
  };
}

/**
 * Words come in document order. A word starts a new line when its middle lies below the current
 * line's box: words of one line share a baseline, and a larger word (a bold figure) only widens the
 * line's box, it does not start a new line. A line runs in its first word's direction.
 */
export function groupWordsIntoLines(words: readonly WordBox[]): LineBox[] {
  const lines: LineBox[] = [];
  let line: OpenLine | null = null;
  for (const word of words) {
    const middle = (word.top + word.bottom) / 2;
    if (line !== null && middle <= line.bottom) {
      const other = (word.direction ?? "ltr") !== (line.direction ?? "ltr");
      if (line.isolated && !other) line.text += POP_ISOLATE;
      if (word.spaceBefore) line.text += " ";
      if (other && !line.isolated)
        line.text += word.direction === "rtl" ? RIGHT_TO_LEFT_ISOLATE : LEFT_TO_RIGHT_ISOLATE;
      line.isolated = other;
      line.text += word.text;
      line.left = Math.min(line.left, word.left);
      line.top = Math.min(line.top, word.top);
      line.right = Math.max(line.right, word.right);
      line.bottom = Math.max(line.bottom, word.bottom);
    } else {
      if (line !== null) lines.push(close(line));
      line = {
        text: word.text,
        ...(word.direction === undefined ? {} : { direction: word.direction }),
        isolated: false,
        left: word.left,
        top: word.top,
        right: word.right,
        bottom: word.bottom,
      };
    }
  }
  if (line !== null) lines.push(close(line));
  return lines;
}
