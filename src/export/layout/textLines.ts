// Groups the words of a text element, as the browser laid them out, into the lines it drew.

export interface WordBox {
  readonly text: string;
  /** Whether white space separated this word from the one before it. */
  readonly spaceBefore: boolean;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface LineBox {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface OpenLine {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function close(line: OpenLine): LineBox {
  return {
    text: line.text,
    left: line.left,
    top: line.top,
    width: line.right - line.left,
    height: line.bottom - line.top,
  };
}

/**
 * Words come in document order. A word starts a new line when its middle lies below the current
 * line's box: words of one line share a baseline, and a larger word (a bold figure) only widens the
 * line's box, it does not start a new line.
 */
export function groupWordsIntoLines(words: readonly WordBox[]): LineBox[] {
  const lines: LineBox[] = [];
  let line: OpenLine | null = null;
  for (const word of words) {
    const middle = (word.top + word.bottom) / 2;
    if (line !== null && middle <= line.bottom) {
      line.text += word.spaceBefore ? ` ${word.text}` : word.text;
      line.left = Math.min(line.left, word.left);
      line.top = Math.min(line.top, word.top);
      line.right = Math.max(line.right, word.right);
      line.bottom = Math.max(line.bottom, word.bottom);
    } else {
      if (line !== null) lines.push(close(line));
      line = {
        text: word.text,
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
