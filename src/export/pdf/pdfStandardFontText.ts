// Text the PDF's built-in Helvetica can carry: it is encoded in WinAnsi (Windows-1252), and a
// character outside that set comes out of a text extractor as unrelated bytes.

// The characters Windows-1252 puts at 0x80-0x9F, beyond Latin-1.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * Every space-like character becomes a plain space (ICU puts U+202F before "PM"); a letter with an
 * accent WinAnsi lacks keeps its base letter ("ő" becomes "o"); anything else becomes "?", so a
 * reader sees that something was there.
 */
export function toPdfStandardFontText(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    if (isWinAnsi(char)) result += char;
    else if (/\s/u.test(char)) result += " ";
    else {
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      result += base !== "" && [...base].every(isWinAnsi) ? base : "?";
    }
  }
  return result;
}
