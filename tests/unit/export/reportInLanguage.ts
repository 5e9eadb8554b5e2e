// A language as a report made in it has it, for the tests of the report in other languages: the
// language's real messages, loaded as the app loads them for the export (reportWordsIn), and each message's
// text as the language's catalog (locales/<code>.po) writes it, read from the file a translator
// edits rather than from the runtime that made the report, so an expectation is the translation
// itself.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { po } from "gettext-parser";
import { reportWordsIn } from "../../../src/app/language/reportWords";
import { translatorFor, type LanguageCode, type Translator } from "../../../src/i18n";

export interface ReportLanguage {
  /** The language's translator, as the report gets it. */
  readonly translator: Translator;
  /**
   * The message `id` as the catalog writes it, each `{name}` or `{name, number}` placeholder given
   * `values[name]` as written (a test passes a figure as the language writes it). A message that
   * chooses by a placeholder (plural, select) is not for this: it throws, as it does for a message
   * missing, empty or fuzzy in the catalog, or a placeholder left without a value.
   */
  words(id: string, values?: Readonly<Record<string, string | number>>): string;
}

const catalogs = new Map<LanguageCode, ReadonlyMap<string, string>>();

function catalog(code: LanguageCode): ReadonlyMap<string, string> {
  let messages = catalogs.get(code);
  if (messages === undefined) {
    // A path, not new URL(…, import.meta.url): in a jsdom test file Vite rewrites that as an asset's
    // address on its server (/locales/…), which is no file on disk.
    const file = join(import.meta.dirname, "../../../locales", `${code}.po`);
    const parsed = po.parse(readFileSync(file));
    messages = new Map(
      Object.values(parsed.translations)
        .flatMap((context) => Object.values(context))
        .filter((entry) => entry.msgid !== "" && !(entry.comments?.flag ?? "").includes("fuzzy"))
        .map((entry) => [entry.msgid, entry.msgstr[0] ?? ""]),
    );
    catalogs.set(code, messages);
  }
  return messages;
}

/** `code` with its report's messages loaded, and its catalog's words. */
export async function reportInLanguage(code: LanguageCode): Promise<ReportLanguage> {
  await reportWordsIn(code);
  const messages = catalog(code);
  return {
    translator: translatorFor(code),
    words(id, values = {}) {
      const text = messages.get(id);
      if (text === undefined || text === "")
        throw new Error(`locales/${code}.po has no translation of ${id}`);
      const filled = text.replace(
        /\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}/g,
        (placeholder, name: string, kind: string | undefined) => {
          const value = values[name];
          if ((kind !== undefined && kind !== "number") || value === undefined)
            throw new Error(`${id} in ${code}: ${placeholder} is not filled by words()`);
          return String(value);
        },
      );
      // A brace left over is a placeholder that chooses (plural, select) around the ones filled.
      if (/[{}]/.test(filled))
        throw new Error(`${id} in ${code} chooses its words: not for words()`);
      return filled;
    },
  };
}
