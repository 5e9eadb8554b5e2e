// The text of a run as Word needs it: characters XML 1.0 cannot hold dropped or replaced (a note
// opened from a file may carry a control character or a lone surrogate), and the
// direction of text whose language the model does not know (a note), told by its first strong
// character as the app's dir="auto" fields tell it.

// A UTF-16 half without its other half, and the two noncharacters XML refuses.
const NOT_IN_XML =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

// The C0 controls XML 1.0 refuses (all but tab, line feed and carriage return): dropped, as docx
// drops them from a run's text.
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/**
 * `text` as an XML part can hold it: control characters dropped, a lone surrogate or a
 * noncharacter replaced by U+FFFD.
 */
export function xmlSafe(text: string): string {
  return text.replace(CONTROL, "").replace(NOT_IN_XML, "\uFFFD");
}

// The scripts written right to left that a researcher may type; a letter of any other script is
// strong left-to-right.
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;
const FIRST_LETTER = /\p{L}/u;

/**
 * The direction of `text` by its first letter (Unicode's rule for a paragraph, and the browser's
 * dir="auto"); `fallback` when it has none (digits, punctuation, nothing).
 */
export function directionOf(text: string, fallback: "ltr" | "rtl"): "ltr" | "rtl" {
  const letter = FIRST_LETTER.exec(text)?.[0];
  if (letter === undefined) return fallback;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? "rtl" : "ltr";
}

/** The lines of a note or a field's words, however its line breaks were written. */
export function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
