// @vitest-environment node
// Each language keeps one word for each of the product's terms, one form of address and its own
// typography (docs/translating.md, "Terms"): every message of every language is read against the
// language's term list (locales/terms/<language>.json), and each message that uses a variant the
// list rules out is named, with the list's reason.

import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../../src/i18n";
import { avoidPattern, avoidsOf, messagesOf, termList, textFor, wordsOf } from "./termLists";

/** The terms every list names, so that new work finds each language's word before it writes one. */
const KEY_TERMS = [
  "tick (the mark)",
  "ticked",
  "note",
  "principle",
  "sub-principle",
  "checklist",
  "phase",
  "assessment",
  "file",
  "Save",
  "Open",
  "does not apply",
  "guidance",
  "set aside",
  "project",
  "measure (planned)",
  "action plan",
  "fingerprint",
];

for (const code of LANGUAGE_CODES.filter((language) => language !== "en")) {
  describe(`${code}'s terms`, () => {
    const list = termList(code);
    const messages = messagesOf(code).map(({ id, text }) => ({ id, text: wordsOf(text) }));
    const byId = new Map(messages.map((message) => [message.id, message.text]));

    it("names the language, its form of address and one word for each key term", () => {
      expect(list.language).toBe(code);
      expect(list.address.form).not.toBe("");
      const named = list.terms.map((term) => term.term);
      expect(new Set(named).size, "a term named twice").toBe(named.length);
      for (const term of KEY_TERMS) expect(named, `${code} lacks ${term}`).toContain(term);
      for (const term of list.terms) expect(term.use, term.term).not.toBe("");
    });

    it("uses in every message the list's forms, never a variant it rules out", () => {
      const found: string[] = [];
      for (const { owner, avoid } of avoidsOf(list)) {
        const pattern = avoidPattern(avoid);
        for (const { id, text } of messages) {
          if (avoid.except?.[id] !== undefined) continue;
          for (const match of textFor(avoid, text).matchAll(pattern))
            found.push(`${id}: ${avoid.why} [${owner}] at “${match[0]}”`);
        }
      }
      expect(found).toEqual([]);
    });

    it("excepts only messages that exist and still use the words excepted", () => {
      for (const { avoid } of avoidsOf(list))
        for (const id of Object.keys(avoid.except ?? {})) {
          const text = byId.get(id);
          expect(text, `${code}: ${id}, excepted, is no message`).toBeDefined();
          expect(
            textFor(avoid, text ?? ""),
            `${code}: ${id} no longer needs its exception`,
          ).toMatch(avoidPattern(avoid));
        }
    });
  });
}

describe("the check itself", () => {
  it("finds a variant in any script, at a word's edge only", () => {
    const french = avoidPattern({ pattern: "\\bmarquée?s?\\b", flags: "iu", why: "" });
    expect("Questions marquées.".match(french)).toEqual(["marquées"]);
    expect("Questions remarquées.".match(french)).toBeNull();
    const spaces = avoidPattern({ pattern: "[ \\u00a0][:;!?»]", flags: "u", why: "" });
    expect("Projet :".match(spaces)).not.toBeNull();
    expect("Projet\u202f:".match(spaces)).toBeNull();
    const arabic = { pattern: "(?<![\\p{L}])بلا علامة", marks: "ignore" as const, why: "" };
    expect(textFor(arabic, "يبقى بِلا علامة").match(avoidPattern(arabic))).not.toBeNull();
  });
});
