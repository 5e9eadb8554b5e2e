// Lingui's runtime decodes `\uXXXX` and `\xXX` escapes in the whole string a message makes, the
// values put into its placeholders included: a file's title written `\u202E…` would show as a
// real right-to-left override. Text from a file, a link or the keyboard must be shown as written,
// so each plain placeholder's text goes in after Lingui is done: Lingui sees a marker in its place.
// Placeholders a message chooses by (plural, select) keep their value: the app's own keys and
// numbers, never text a user gave.

import type { I18n } from "@lingui/core";

/** What a message's placeholders are filled with. */
export type MessageValues = Record<string, string | number | Date>;

// Private-use characters: no message and no sensible text holds them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKER = /\uE000(\d+)\uE001/g;

/** The names of a compiled message's placeholders that only put their value in. */
function plainPlaceholders(compiled: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return found;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, format, branches] = token as [unknown, unknown, unknown];
    if (typeof name === "string" && format === undefined) found.add(name);
    if (branches && typeof branches === "object")
      for (const branch of Object.values(branches)) plainPlaceholders(branch, found);
  }
  return found;
}

/** `i18n._(id, values)`, every plain placeholder's text put in as written. */
export function translateWithTextAsWritten(i18n: I18n, id: string, values?: MessageValues): string {
  if (!values) return i18n._(id);
  const plain = plainPlaceholders(i18n.messages[id]);
  const texts: string[] = [];
  const marked: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && plain.has(name)) {
      marked[name] = `${OPEN}${texts.length}${CLOSE}`;
      texts.push(value);
    } else marked[name] = value;
  }
  const made = i18n._(id, marked);
  return texts.length === 0 ? made : made.replace(MARKER, (_, index) => texts[Number(index)] ?? "");
}
