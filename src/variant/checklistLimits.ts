// How large a variant may be, and what its text may hold. A variant from a file or a link is
// untrusted: these bounds keep a hostile one from swamping the page or the report, and are far above
// what a field needs (the built-in checklist has 84 questions).

export const CHECKLIST_LIMITS = {
  /** A checklist file, in bytes (UTF-8), and a link's content once decompressed. */
  fileBytes: 512 * 1024,
  addedQuestions: 500,
  addedSubPrinciples: 100,
  /** The largest number an added id may carry: far above what add and remove could reach by hand. */
  nextNumber: 1_000_000,
  // Lengths in characters (Unicode code points), as JSON Schema's maxLength counts them.
  questionText: 1000,
  subPrincipleName: 200,
  title: 200,
  version: 100,
  publisher: 200,
  reason: 1000,
  /**
   * An added question's own guidance: room for what it asks, what meeting it looks like and what
   * to do if not, in a paragraph each, as the built-in guidance gives them.
   */
  guidance: 2000,
} as const;

/** Text lengths in characters (code points), so that an emoji counts once and is never cut in two. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

// C0 and C1 control characters: never part of a question or a name, and some (a NUL, a bare
// carriage return) are how text is made to look like something it is not. Matching them is the point.
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/gu;
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const CONTROL_BUT_LINE_BREAK = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/gu;

/** Whether text holds a control character; a reason may hold line breaks ("\n"). */
export function hasControlCharacter(text: string, lineBreaks: boolean): boolean {
  // A global pattern's test() moves its lastIndex on: search() does not.
  return text.search(lineBreaks ? CONTROL_BUT_LINE_BREAK : CONTROL) >= 0;
}

/**
 * Typed text made fit for a variant: control characters become spaces (line breaks too, unless
 * allowed), and it is cut to `max` characters. Not trimmed: an edit field sends every keystroke.
 */
export function fitText(text: string, max: number, lineBreaks = false): string {
  const normal = lineBreaks ? text.replace(/\r\n?/gu, "\n") : text;
  const clean = normal.replace(lineBreaks ? CONTROL_BUT_LINE_BREAK : CONTROL, " ");
  return clean.length <= max ? clean : Array.from(clean).slice(0, max).join("");
}
