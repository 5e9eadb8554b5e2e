// Text the PDF's built-in Helvetica can carry: it is encoded in WinAnsi (Windows-1252), and a
// character outside that set comes out of a text extractor as unrelated bytes.

// The characters Windows-1252 puts at 0x80-0x9F, beyond Latin-1.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Characters that only steer how the text around them is laid out and have no glyph: the marks and
 * embeddings of bidirectional text (ICU puts U+200E around the "%" of an Arabic percentage), the
 * zero-width non-joiner. The text layer leaves them out: its characters are written in the order
 * they are seen, so a direction mark says nothing there, and one read back would get in a search's
 * way.
 */
export function isLayoutControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x061c ||
    code === 0x200c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * Every space-like character becomes a plain space (ICU puts U+202F before "PM"); a letter with an
 * accent WinAnsi lacks keeps its base letter ("ő" becomes "o"); a direction mark is left out
 * (isLayoutControl); anything else becomes "?", so a reader sees that something was there.
 */
export function toPdfStandardFontText(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    if (isLayoutControl(char)) continue;
    if (isWinAnsi(char)) result += char;
    else if (/\s/u.test(char)) result += " ";
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      result += base !== "" && [...base].every(isWinAnsi) ? base : "?";
    }
  }
  return result;
}
