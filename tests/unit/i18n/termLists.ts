// Each language's term list (locales/terms/<language>.json, docs/translating.md) and the means to
// read a translation against it: its messages, its plurals' branches as text, its patterns compiled.

import { readFileSync } from "node:fs";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { po } from "gettext-parser";

/** A variant the list rules out, as a regular expression, with the reason a translator reads. */
export interface Avoid {
  readonly pattern: string;
  readonly flags?: string;
  readonly why: string;
  /** "ignore": matched against the text without Arabic's short vowels and shadda. */
  readonly marks?: "ignore";
  /** Messages where the pattern's words mean something else, each with what they mean there. */
  readonly except?: Readonly<Record<string, string>>;
}

export interface Term {
  readonly term: string;
  readonly use: string;
  readonly note?: string;
  readonly avoid?: readonly Avoid[];
}

/** A noun counted by a plural, with its forms for each plural category of the language. */
export type CountedNoun = { readonly noun: string } & Readonly<Record<string, readonly string[]>>;

export interface ZeroRule {
  /** A plural whose `other` branch matches this counts what needs its own words for zero. */
  readonly counts: string;
  /** What its `=0` branch must match. */
  readonly zero: string;
  readonly why: string;
}

export interface TermList {
  readonly language: string;
  readonly address: { readonly form: string; readonly note: string };
  readonly terms: readonly Term[];
  readonly typography: readonly { readonly rule: string; readonly avoid: readonly Avoid[] }[];
  readonly plural: {
    readonly categories: readonly string[];
    readonly zero?: readonly ZeroRule[];
    readonly agreement?: string;
    readonly countedNouns?: readonly CountedNoun[];
  };
}

export function termList(language: string): TermList {
  return JSON.parse(
    readFileSync(new URL(`../../../locales/terms/${language}.json`, import.meta.url), "utf8"),
  ) as TermList;
}

export interface Message {
  readonly id: string;
  readonly text: string;
}

export function messagesOf(language: string): Message[] {
  const parsed = po.parse(
    readFileSync(new URL(`../../../locales/${language}.po`, import.meta.url)),
  );
  return Object.values(parsed.translations)
    .flatMap((context) => Object.values(context))
    .filter((entry) => entry.msgid !== "")
    .map((entry) => ({ id: entry.msgid, text: entry.msgstr[0] ?? "" }));
}

// JavaScript's \b knows only ASCII letters: "\bmarquée\b" never ends after its é. In a list's
// pattern, \b is the edge of a word in any script.
const WORD = "[\\p{L}\\p{M}\\p{N}_]";
const BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;

export function avoidPattern(avoid: Avoid): RegExp {
  const flags = new Set([...(avoid.flags ?? ""), "u", "g"]);
  return new RegExp(avoid.pattern.replaceAll("\\b", BOUNDARY), [...flags].join(""));
}

const ARABIC_MARKS = /[\u064B-\u065F\u0670]/gu;

/** The text a pattern is matched against: as written, or without Arabic's marks. */
export function textFor(avoid: Avoid, text: string): string {
  return avoid.marks === "ignore" ? text.replace(ARABIC_MARKS, "") : text;
}

/** Every pattern of a list, with the term or rule it belongs to. */
export function avoidsOf(list: TermList): { readonly owner: string; readonly avoid: Avoid }[] {
  return [
    ...list.terms.flatMap((term) =>
      (term.avoid ?? []).map((avoid) => ({ owner: term.term, avoid })),
    ),
    ...list.typography.flatMap((rule) => rule.avoid.map((avoid) => ({ owner: rule.rule, avoid }))),
  ];
}

/** One plural of a message: its placeholder, and each branch as text ("#" and "{name}" kept). */
export interface Plural {
  readonly name: string;
  readonly branches: Readonly<Record<string, string>>;
}

type Token = string | readonly unknown[];

function asText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (typeof token === "string") return token;
      const [name, format] = token as readonly [unknown, unknown];
      return typeof format === "string" ? `{${String(name)}, ${format}}` : `{${String(name)}}`;
    })
    .join("");
}

/**
 * A message's words as a reader meets them, each placeholder's name left out ("{}"): a pattern
 * must not find "checklist" in "{checklist}", nor a branch's key ("one", "yes"). A plural's or
 * select's branches stand side by side: "{aucune coche|# coche|# coches}".
 */
export function wordsOf(text: string): string {
  const flatten = (tokens: readonly Token[]): string =>
    tokens
      .map((token) => {
        if (typeof token === "string") return token;
        const [, , options] = token as readonly [unknown, unknown, unknown];
        if (!options || typeof options !== "object") return "{}";
        const branches = Object.values(options as Record<string, unknown>).filter(Array.isArray);
        return `{${branches.map((branch) => flatten(branch as readonly Token[])).join("|")}}`;
      })
      .join("");
  return flatten(compileMessageOrThrow(text) as readonly Token[]);
}

/** Every plural in a message, nested ones too ("=0" is the branch "0", as the compiler keys it). */
export function pluralsOf(text: string): Plural[] {
  const found: Plural[] = [];
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, format, options] = token as readonly [unknown, unknown, unknown];
      if (!options || typeof options !== "object") continue;
      // A branch is a list of tokens; the compiler keeps other facts (a plural's offset) beside them.
      const branches = Object.entries(options as Record<string, unknown>).filter(
        (entry): entry is [string, readonly Token[]] => Array.isArray(entry[1]),
      );
      if (format === "plural" && typeof name === "string")
        found.push({
          name,
          branches: Object.fromEntries(branches.map(([key, value]) => [key, asText(value)])),
        });
      for (const [, branch] of branches) walk(branch);
    }
  };
  walk(compileMessageOrThrow(text) as readonly Token[]);
  return found;
}

/** Whether a branch holds words, not only its number ("other {#}" holds none). */
export function holdsWords(branch: string): boolean {
  return /\p{L}/u.test(branch.replace(/\{[^{}]*\}/gu, ""));
}
