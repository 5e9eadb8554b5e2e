// Groups the words of a text element, as the browser laid them out, into the lines it drew.

export interface WordBox {
  readonly text: string;
  /** "rtl" when the element it is set in runs right to left; absent otherwise. */
  readonly direction?: "rtl";
  /**
   * The language the word is marked with (its nearest `lang`) where that is not the language of
   * the element whose text it is part of: a field's words after a label in the report's language.
   * Absent otherwise.
   */
  readonly lang?: string;
  /** Whether white space separated this word from the one before it. */
  readonly spaceBefore: boolean;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A stretch of a line's `text`, [start, end) in UTF-16 units, in another language than the line's. */
export interface LanguageSpan {
  readonly start: number;
  readonly end: number;
  readonly lang: string;
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
  /**
   * The words in another language than the element's, each run of them as one span (the spaces
   * between words of one run included). Absent when there are none.
   */
  readonly languages?: readonly LanguageSpan[];
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface OpenLine {
  text: string;
  direction?: "rtl";
  languages: LanguageSpan[];
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
    ...(line.languages.length === 0 ? {} : { languages: line.languages }),
    left: line.left,
    top: line.top,
    width: line.right - line.left,
    height: line.bottom - line.top,
  };
}

/** Appends `word` to `line`, a word in another language joining the span of the one before it. */
function addWord(line: OpenLine, word: WordBox): void {
  const start = line.text.length;
  line.text += word.text;
  if (word.lang === undefined) return;
  const last = line.languages.at(-1);
  // The words of one run are contiguous: only spaces and isolate marks lie between them.
  const between = last === undefined ? "" : line.text.slice(last.end, start);
  if (last !== undefined && last.lang === word.lang && /^[\s\u2066-\u2069]*$/u.test(between))
    line.languages[line.languages.length - 1] = { ...last, end: line.text.length };
  else line.languages.push({ start, end: line.text.length, lang: word.lang });
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
      addWord(line, word);
      line.left = Math.min(line.left, word.left);
      line.top = Math.min(line.top, word.top);
      line.right = Math.max(line.right, word.right);
      line.bottom = Math.max(line.bottom, word.bottom);
    } else {
      if (line !== null) lines.push(close(line));
      line = {
        text: "",
        ...(word.direction === undefined ? {} : { direction: word.direction }),
        languages: [],
        isolated: false,
        left: word.left,
        top: word.top,
        right: word.right,
        bottom: word.bottom,
      };
      addWord(line, word);
    }
  }
  if (line !== null) lines.push(close(line));
  return lines;
}
