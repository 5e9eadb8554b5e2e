// A language's messages, loaded part by part, and the function that looks them up: Lingui's
// runtime, which formats ICU MessageFormat already compiled by the build (plurals, numbers and
// dates by the language's own rules, with Intl).

import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { MESSAGE_LOADERS } from "virtual:message-catalogs";
import type { LanguageCode, MessagePart } from "./catalogParts";
import { languageByCode, type Language } from "./languages";
import { translateWithTextAsWritten, type MessageValues } from "./safeInterpolation";

export type { MessageValues };

export interface Translator {
  readonly language: Language;
  /** The message `id` in this language, its placeholders filled from `values`. */
  t(id: string, values?: MessageValues): string;
  /** A number as this language writes it. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

interface LoadedLanguage {
  readonly i18n: I18n;
  readonly parts: Map<MessagePart, Promise<void>>;
  readonly done: Set<MessagePart>;
  translator?: Translator;
}

const languages = new Map<LanguageCode, LoadedLanguage>();

function loadedLanguage(code: LanguageCode): LoadedLanguage {
  let entry = languages.get(code);
  if (!entry) {
    const i18n = setupI18n({
      locale: code,
      // The formats' locale (plurals, numbers and dates inside a message): languages.ts.
      locales: [languageByCode(code)?.intlLocale ?? code],
      messages: { [code]: {} },
    });
    entry = { i18n, parts: new Map(), done: new Set() };
    languages.set(code, entry);
  }
  return entry;
}

/**
 * Fetches one part of a language's messages, once; a failure is forgotten, so the next ask fetches
 * again.
 */
export function loadMessages(code: LanguageCode, part: MessagePart = "app"): Promise<void> {
  const entry = loadedLanguage(code);
  let loading = entry.parts.get(part);
  if (!loading) {
    const fetchPart = MESSAGE_LOADERS[code]?.[part];
    if (!fetchPart) throw new Error(`The build has no ${code} ${part} messages`);
    loading = fetchPart().then(
      (messages: Messages) => {
        entry.i18n.load(code, messages);
        entry.done.add(part);
      },
      (error: unknown) => {
        entry.parts.delete(part);
        throw error;
      },
    );
    entry.parts.set(part, loading);
  }
  return loading;
}

/** Whether a part of a language's messages has come. */
export function hasMessages(code: LanguageCode, part: MessagePart = "app"): boolean {
  return languages.get(code)?.done.has(part) ?? false;
}

/** The parts of a language's messages that have come. */
export function loadedParts(code: LanguageCode): MessagePart[] {
  return [...(languages.get(code)?.done ?? [])];
}

/** The language's translator; its `app` messages must have come (loadMessages). */
export function translatorFor(code: LanguageCode): Translator {
  const entry = loadedLanguage(code);
  if (!entry.done.has("app"))
    throw new Error(`The ${code} messages are used before they have been loaded`);
  if (!entry.translator) {
    const { i18n } = entry;
    const language = languageByCode(code) as Language;
    const numberFormats = new Map<string, Intl.NumberFormat>();
    entry.translator = {
      language,
      t: (id, values) => translateWithTextAsWritten(i18n, id, values),
      number(value, options) {
        const key = JSON.stringify(options ?? {});
        let format = numberFormats.get(key);
        if (!format)
          numberFormats.set(key, (format = new Intl.NumberFormat(language.intlLocale, options)));
        return format.format(value);
      },
    };
  }
  return entry.translator;
}
