// @vitest-environment node
// The translations as data (docs/translating.md): every language's file holds every message English
// has and no other, each translated, none waiting for review, each valid ICU MessageFormat with the
// same placeholders as the English, and each file's notes in step with English (npm run messages);
// each plural with the forms its language has (as the language's term list, locales/terms, says),
// English's exact numbers ("=0") kept, and a counted noun in the form its branch's numbers need.

import { readFileSync } from "node:fs";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { po } from "gettext-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LANGUAGE_CODES, partOfMessage } from "../../../src/i18n";
import { holdsWords, pluralsOf, termList } from "./termLists";

interface Entry {
  readonly id: string;
  readonly text: string;
  readonly notes: readonly string[];
  readonly fuzzy: boolean;
}

function read(language: string) {
  const parsed = po.parse(
    readFileSync(new URL(`../../../locales/${language}.po`, import.meta.url)),
  );
  const entries: Entry[] = Object.values(parsed.translations)
    .flatMap((context) => Object.values(context))
    .filter((entry) => entry.msgid !== "")
    .map((entry) => ({
      id: entry.msgid,
      text: entry.msgstr[0] ?? "",
      notes: (entry.comments?.extracted ?? "").split("\n").filter((line) => line !== ""),
      fuzzy: (entry.comments?.flag ?? "").includes("fuzzy"),
    }));
  return { headers: parsed.headers, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}

/** Each placeholder of a message, with how it is formatted: "name", "count:plural", "n:number". */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, format, options] = token as [unknown, unknown, unknown];
      if (typeof name === "string")
        found.add(typeof format === "string" ? `${name}:${format}` : name);
      if (options && typeof options === "object")
        for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...found].sort();
}

const english = read("en");

describe("English, the source", () => {
  it("has messages, each with a note for translators, each valid ICU MessageFormat", () => {
    expect(english.entries.length).toBeGreaterThan(150);
    for (const entry of english.entries) {
      expect(entry.text, entry.id).not.toBe("");
      expect(entry.notes.length, `${entry.id} has no note for translators`).toBeGreaterThan(0);
      expect(() => compileMessageOrThrow(entry.text), entry.id).not.toThrow();
    }
  });

  it("names each message once, by an id of dotted segments", () => {
    const ids = english.entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+)+$/);
  });
});

for (const code of LANGUAGE_CODES.filter((language) => language !== "en")) {
  describe(`${code}`, () => {
    const own = read(code);
    const language = LANGUAGES.find((entry) => entry.code === code);

    it("says which language it is, and whether a native speaker has reviewed it, as the app does", () => {
      expect(own.headers.Language).toBe(code);
      expect(["draft", "reviewed"]).toContain(own.headers["X-Review-Status"]);
      expect(language?.draft).toBe(own.headers["X-Review-Status"] === "draft");
    });

    it("holds every message English has, and no other, in English's order", () => {
      expect(own.entries.map((entry) => entry.id)).toEqual(english.entries.map((e) => e.id));
    });

    it("translates each one, none waiting for review (fuzzy)", () => {
      const untranslated = own.entries.filter((entry) => entry.text === "").map((e) => e.id);
      const fuzzy = own.entries.filter((entry) => entry.fuzzy).map((e) => e.id);
      expect(untranslated).toEqual([]);
      expect(fuzzy).toEqual([]);
    });

    it("keeps each message's placeholders, and how they are formatted", () => {
      for (const source of english.entries) {
        const translated = own.byId.get(source.id);
        if (!translated || translated.text === "") continue;
        expect(placeholders(translated.text), `${code} ${source.id}`).toEqual(
          placeholders(source.text),
        );
      }
    });

    const list = termList(code);

    it("gives each plural that holds words a branch for each plural category of the language", () => {
      const missing: string[] = [];
      for (const { id, text } of own.entries)
        for (const plural of pluralsOf(text)) {
          if (!Object.values(plural.branches).some(holdsWords)) continue;
          for (const category of list.plural.categories)
            if (plural.branches[category] === undefined)
              missing.push(`${id}: {${plural.name}} has no ${category}`);
        }
      expect(missing).toEqual([]);
    });

    // Where the language's plural rules have a category for 0 alone (Arabic's zero), its branch
    // is the words for =0.
    const exactBranch = (branches: Readonly<Record<string, string>>, key: string) =>
      branches[key] !== undefined ||
      (key === "0" && list.plural.categories.includes("zero") && branches.zero !== undefined);

    it("keeps each exact number English gives words of its own (=0)", () => {
      const missing: string[] = [];
      for (const source of english.entries) {
        const exact = pluralsOf(source.text).flatMap((plural) =>
          Object.keys(plural.branches)
            .filter((key) => /^\d+$/.test(key))
            .map((key) => ({ name: plural.name, key })),
        );
        const translated = pluralsOf(own.byId.get(source.id)?.text ?? "");
        for (const { name, key } of exact)
          if (!translated.some((p) => p.name === name && exactBranch(p.branches, key)))
            missing.push(`${source.id}: {${name}} has no =${key}`);
      }
      expect(missing).toEqual([]);
    });

    it("says zero in the words the language's term list gives it", () => {
      const found: string[] = [];
      for (const rule of list.plural.zero ?? [])
        for (const { id, text } of own.entries)
          for (const plural of pluralsOf(text)) {
            if (!new RegExp(rule.counts, "u").test(plural.branches.other ?? "")) continue;
            if (!new RegExp(rule.zero, "u").test(plural.branches["0"] ?? ""))
              found.push(`${id}: {${plural.name}}: ${rule.why}`);
          }
      expect(found).toEqual([]);
    });

    it("makes each counted noun agree with the numbers its branch is for, as the term list says", () => {
      const nouns = list.plural.countedNouns ?? [];
      // Each form of each counted noun, with the categories it is right for.
      const forms = new Map<string, { noun: string; categories: Set<string> }>();
      for (const noun of nouns)
        for (const category of list.plural.categories)
          for (const form of noun[category] ?? []) {
            const known = forms.get(form) ?? { noun: noun.noun, categories: new Set<string>() };
            known.categories.add(category);
            forms.set(form, known);
          }
      const found: string[] = [];
      for (const { id, text } of own.entries) {
        for (const plural of pluralsOf(text))
          for (const [category, branch] of Object.entries(plural.branches)) {
            if (!list.plural.categories.includes(category)) continue;
            for (const [, word = ""] of branch.matchAll(/#\s+([\p{L}\p{M}]+)/gu)) {
              const known = forms.get(word);
              if (known && !known.categories.has(category))
                found.push(
                  `${id}: {${plural.name}} ${category} {# ${word}}: ${known.noun} there is ${nouns.find((n) => n.noun === known.noun)?.[category]?.join(" / ")}`,
                );
            }
          }
        // A number no plural chooses by leaves its noun in one form, wrong for some numbers.
        for (const [, name = "", word = ""] of text.matchAll(
          /\{(\w+)(?:, number)?\}\s+([\p{L}\p{M}]+)/gu,
        ))
          if (forms.has(word)) found.push(`${id}: {${name}} ${word}: count it with a plural`);
      }
      expect(found).toEqual([]);
    });

    it("notes each message's English as it is now (npm run messages)", () => {
      for (const source of english.entries) {
        const notes = own.byId.get(source.id)?.notes ?? [];
        // A message of several lines is noted a line at a time (a comment holds no line break).
        const english = source.text.split("\n").map((line) => `English: ${line}`);
        expect(notes, `${code} ${source.id}`).toEqual([...source.notes, ...english]);
      }
    });
  });
}

describe("the parts messages load in", () => {
  it("put each guidance page's words apart from the checklist's", () => {
    expect(partOfMessage("about.intro")).toBe("about");
    expect(partOfMessage("howToUse.faq.title")).toBe("howToUse");
    expect(partOfMessage("guidance.asks.ic-1")).toBe("guidance");
    expect(partOfMessage("checklist.question.ic-1")).toBe("app");
    expect(partOfMessage("customise.title")).toBe("later");
    expect(partOfMessage("meta.description")).toBe("build");
  });
});
