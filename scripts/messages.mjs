#!/usr/bin/env node
// Brings every language's file in line with English, the source (docs/translating.md):
//
//   npm run messages
//
// For each message of locales/en.po, in its order, each other file gets the message's note for
// translators and its English text as comments ("#. English: …"), and keeps its translation. A
// message new in English comes in untranslated (msgstr ""); one English no longer has is dropped;
// one whose English has changed since it was translated is marked fuzzy, for review (gettext then
// uses the English until a translator clears the mark). The unit test tests/unit/i18n/catalogs.test.ts
// fails until no file lacks a translation, holds a fuzzy one, or changes a placeholder.

import { readFileSync, writeFileSync } from "node:fs";
import { po } from "gettext-parser";

const LOCALES = new URL("../locales/", import.meta.url);
const ENGLISH_PREFIX = "English: ";

function read(language) {
  const parsed = po.parse(readFileSync(new URL(`${language}.po`, LOCALES)));
  const entries = Object.values(parsed.translations).flatMap((context) =>
    Object.values(context).filter((entry) => entry.msgid !== ""),
  );
  return { headers: parsed.headers, entries };
}

const quote = (text) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;

function notesOf(entry) {
  return (entry.comments?.extracted ?? "").split("\n").filter((line) => line !== "");
}

function write(language, headers, entries) {
  const headerText = Object.entries(headers)
    .map(([name, value]) => `${quote(`${name}: ${value}\n`)}`)
    .join("\n");
  let text = `msgid ""\nmsgstr ""\n${headerText}\n`;
  for (const { id, notes, flags, translation } of entries) {
    text += "\n";
    for (const note of notes) text += `#. ${note}\n`;
    if (flags.length > 0) text += `#, ${flags.join(", ")}\n`;
    text += `msgid ${quote(id)}\nmsgstr ${quote(translation)}\n`;
  }
  writeFileSync(new URL(`${language}.po`, LOCALES), text);
}

const HEADER_ORDER = [
  "Language",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Plural-Forms",
  "X-Review-Status",
];
const ordered = (headers) =>
  Object.fromEntries(
    [...HEADER_ORDER, ...Object.keys(headers).filter((name) => !HEADER_ORDER.includes(name))]
      .filter((name) => headers[name] !== undefined)
      .map((name) => [name, headers[name]]),
  );

const english = read("en");
write(
  "en",
  ordered(english.headers),
  english.entries.map((entry) => ({
    id: entry.msgid,
    notes: notesOf(entry),
    flags: [],
    translation: entry.msgstr[0] ?? "",
  })),
);

const { LANGUAGE_CODES } = await import("../src/i18n/catalogParts.ts").catch(async () => ({
  LANGUAGE_CODES: JSON.parse(
    /LANGUAGE_CODES = (\[[^\]]*\])/
      .exec(readFileSync(new URL("../src/i18n/catalogParts.ts", import.meta.url), "utf8"))[1]
      .replace(/'/g, '"'),
  ),
}));

for (const language of LANGUAGE_CODES.filter((code) => code !== "en")) {
  const own = read(language);
  const byId = new Map(own.entries.map((entry) => [entry.msgid, entry]));
  let added = 0;
  let changed = 0;
  const entries = english.entries.map((source) => {
    const englishText = source.msgstr[0] ?? "";
    const translated = byId.get(source.msgid);
    // A message of several lines (a guidance's items) is noted a line at a time, each an
    // "English:" note: a comment holds no line break.
    const notes = [
      ...notesOf(source),
      ...englishText.split("\n").map((line) => `${ENGLISH_PREFIX}${line}`),
    ];
    if (!translated) {
      added += 1;
      return { id: source.msgid, notes, flags: [], translation: "" };
    }
    const flags = (translated.comments?.flag ?? "")
      .split(",")
      .map((flag) => flag.trim())
      .filter((flag) => flag !== "");
    const wasLines = notesOf(translated)
      .filter((note) => note.startsWith(ENGLISH_PREFIX))
      .map((note) => note.slice(ENGLISH_PREFIX.length));
    const wasFrom = wasLines.length > 0 ? wasLines.join("\n") : undefined;
    if (wasFrom !== undefined && wasFrom !== englishText && !flags.includes("fuzzy")) {
      flags.push("fuzzy");
      changed += 1;
    }
    return { id: source.msgid, notes, flags, translation: translated.msgstr[0] ?? "" };
  });
  const dropped = own.entries.filter(
    (entry) => !english.entries.some((source) => source.msgid === entry.msgid),
  ).length;
  write(language, ordered(own.headers), entries);
  console.log(
    `${language}: ${entries.length} messages; ${added} new in English (untranslated), ${changed} changed in English (fuzzy), ${dropped} dropped`,
  );
}
