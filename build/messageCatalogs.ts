// The translations, as the app loads them: each language's gettext file (locales/<language>.po, its
// messages in ICU MessageFormat) compiled at build time into small modules, one per part of the
// app, so that a page loads only its own language's messages and only the part it shows
// (docs/translating.md, decisions 0014). Lingui's runtime reads the compiled form: no parser in the
// browser.
//
//   import { MESSAGE_LOADERS } from "virtual:message-catalogs";
//   await MESSAGE_LOADERS.fr.app();   // { "nav.about": "À propos", … } compiled
//
// Each loader is an import() of `virtual:messages/<language>/<part>`, which the bundler makes a
// chunk of its own, named messages-<language>-<part>-<hash>.js.

import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { po } from "gettext-parser";
import type { Plugin } from "vite";
import { createChecklist } from "../src/data/principles.ts";
import { LANGUAGE_CODES, MESSAGE_PARTS, partOfMessage } from "../src/i18n/catalogParts.ts";

const LOADERS_ID = "virtual:message-catalogs";
// English, every part, for what needs it at hand (src/i18n/english.ts): a module apart from the
// loaders' own, so that no page's first load shares a chunk with it.
const SOURCE_ID = "virtual:source-messages";
const MESSAGES_PREFIX = "virtual:messages/";
// Resolved ids: the \0 keeps other plugins off them; the name is what the chunk is called after.
const resolvedMessages = (language: string, part: string) => `\0messages-${language}-${part}.js`;

export const LOCALES_DIR = new URL("../locales/", import.meta.url);

/** One language's messages as its file holds them: id → ICU MessageFormat text (header left out). */
export function readCatalog(language: string): Map<string, string> {
  const file = new URL(`${language}.po`, LOCALES_DIR);
  const parsed = po.parse(readFileSync(file));
  const messages = new Map<string, string>();
  for (const context of Object.values(parsed.translations))
    for (const [id, entry] of Object.entries(context)) {
      if (id === "") continue;
      const text = entry.msgstr[0] ?? "";
      // An entry marked fuzzy waits for review: gettext's rule is to use the source text meanwhile.
      const fuzzy = entry.comments?.flag
        ?.split(",")
        .some((flag: string) => flag.trim() === "fuzzy");
      if (text !== "" && !fuzzy) messages.set(id, text);
    }
  return messages;
}

/** The compiled messages of one part of one language, English filling any gap. */
export function compiledPart(language: string, part: string): Record<string, unknown> {
  const english = readCatalog("en");
  const own = language === "en" ? english : readCatalog(language);
  const compiled: Record<string, unknown> = {};
  for (const [id, source] of english) {
    if (partOfMessage(id) !== part) continue;
    compiled[id] = compileMessage(own.get(id) ?? source);
  }
  return compiled;
}

/** The checklist's message ids, in the order it asks for its words (src/data/principles.ts). */
function checklistMessageIds(): string[] {
  const ids: string[] = [];
  createChecklist((messageId) => (ids.push(messageId), ""));
  return ids;
}

/**
 * The order of the `app` part's messages, which its modules hold as a list without their ids: the
 * checklist's, in the order the checklist asks for its words (its ids are in the first load
 * already, in src/data/principles.ts), then the rest as en.po has them, whose ids the loaders carry.
 */
export function appMessageOrder(): string[] {
  const checklist = checklistMessageIds();
  const app = [...readCatalog("en").keys()].filter(
    (messageId) => partOfMessage(messageId) === "app",
  );
  const missing = checklist.filter((messageId) => !app.includes(messageId));
  if (missing.length || new Set(checklist).size !== checklist.length)
    throw new Error(
      `Each of the checklist's messages must be in en.po's app part, once (missing: ${missing.join(", ")})`,
    );
  return [...checklist, ...app.filter((messageId) => !checklist.includes(messageId))];
}

const PRINCIPLES_MODULE = new URL("../src/data/principles.ts", import.meta.url).pathname;

/**
 * The loaders, each an import() of one part of one language's messages. The `app` part comes as a
 * list in appMessageOrder's order, and is given its ids here: the checklist's, asked of the same
 * module the build asked, then the rest's.
 */
function loadersModule(): string {
  const rest = appMessageOrder().slice(checklistMessageIds().length);
  const loaders = LANGUAGE_CODES.map(
    (language) =>
      `${JSON.stringify(language)}: {${MESSAGE_PARTS.map(
        (part) =>
          `${JSON.stringify(part)}: ${part === "app" ? "app" : "part"}(() => import(${JSON.stringify(`${MESSAGES_PREFIX}${language}/${part}`)}))`,
      ).join(", ")}}`,
  );
  return `import { createChecklist } from ${JSON.stringify(PRINCIPLES_MODULE)};
let ids;
function appIds() {
  if (!ids) {
    ids = [];
    createChecklist((id) => (ids.push(id), ""));
    ids.push(...${JSON.stringify(rest)});
  }
  return ids;
}
const part = (load) => () => load().then((module) => module.default);
const app = (load) => () =>
  load().then((module) => Object.fromEntries(appIds().map((id, i) => [id, module.default[i]])));
export const MESSAGE_LOADERS = {${loaders.join(",\n")}};`;
}

export function messageCatalogs(): Plugin {
  return {
    name: "message-catalogs",
    resolveId(id) {
      if (id === LOADERS_ID) return `\0${LOADERS_ID}`;
      if (id === SOURCE_ID) return `\0${SOURCE_ID}`;
      if (id.startsWith(MESSAGES_PREFIX)) {
        const [language, part] = id.slice(MESSAGES_PREFIX.length).split("/");
        if (language && part) return resolvedMessages(language, part);
      }
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersModule();
      if (id === `\0${SOURCE_ID}`) {
        this.addWatchFile(new URL("en.po", LOCALES_DIR).pathname);
        const all = Object.assign({}, ...MESSAGE_PARTS.map((part) => compiledPart("en", part)));
        return `export default ${JSON.stringify(all)};`;
      }
      const match = /^\0messages-(.+)-([a-zA-Z]+)\.js$/.exec(id);
      if (match) {
        const [, language = "", part = ""] = match;
        for (const file of [`${language}.po`, "en.po"])
          this.addWatchFile(new URL(file, LOCALES_DIR).pathname);
        const compiled = compiledPart(language, part);
        return `export default ${JSON.stringify(
          part === "app" ? appMessageOrder().map((messageId) => compiled[messageId]) : compiled,
        )};`;
      }
      return null;
    },
  };
}
