// The checklist file: a field's variant as a lab or an ethics board publishes it (no ticks, no
// notes). Documented in docs/checklist-file-format.md, published as a JSON Schema
// (schema/checklist-variant-v1.schema.json). The parser is pure and total: whatever it is given
// (bytes, text, any JSON value), it returns the whole variant or the problems in words, never throws,
// and builds the variant afresh from the fields it knows, so that nothing else in the input (a
// "__proto__" key, a tick, a note) ever reaches it.

import {
  describeJsonValue,
  isJsonObject,
  ownValue,
  PRODUCT_SHORT_NAME,
  type Principle,
} from "../data";
import { indexBuiltIn, standardIndex, type BuiltInIndex } from "./builtInIndex";
import { ADDED_QUESTION_PREFIX, ADDED_SUB_PRINCIPLE_PREFIX } from "./checklistChanges";
import { CHECKLIST_LIMITS, hasControlCharacter, textLength } from "./checklistLimits";
import type {
  AddedQuestion,
  AddedSubPrinciple,
  ChecklistChanges,
  ChecklistParseResult,
  ChecklistVariant,
  HiddenQuestion,
  RewordedQuestion,
} from "./types";

/** The `format` every checklist file carries: what tells it from an assessment or any other JSON. */
export const CHECKLIST_FORMAT = "computing-research-principles-checklist";
/** Raised when a change to the format means an older app could not read the file right. */
export const CHECKLIST_FORMAT_VERSION = 1;

/** The variant as the checklist file and the saved assessment hold it: its fields, in this order. */
export interface ChecklistVariantBody {
  readonly title: string;
  readonly version: string;
  readonly publisher: string;
  readonly changes: ChecklistChanges;
}

export interface ChecklistFile extends ChecklistVariantBody {
  readonly format: typeof CHECKLIST_FORMAT;
  readonly formatVersion: number;
}

/**
 * The variant's own fields, copied one by one: an object that carries more (a state's ticks, say)
 * gives nothing else to the file.
 */
export function checklistVariantBody(variant: ChecklistVariant): ChecklistVariantBody {
  const { changes } = variant;
  return {
    title: variant.title,
    version: variant.version,
    publisher: variant.publisher,
    changes: {
      addedSubPrinciples: changes.addedSubPrinciples.map(({ id, principleId, name }) => ({
        id,
        principleId,
        name,
      })),
      addedQuestions: changes.addedQuestions.map(({ id, parentId, text }) => ({
        id,
        parentId,
        text,
      })),
      rewordedQuestions: changes.rewordedQuestions.map(({ id, text }) => ({ id, text })),
      hiddenQuestions: changes.hiddenQuestions.map(({ id, reason }) => ({ id, reason })),
      nextNumber: changes.nextNumber,
    },
  };
}

export function checklistFile(variant: ChecklistVariant): ChecklistFile {
  return {
    format: CHECKLIST_FORMAT,
    formatVersion: CHECKLIST_FORMAT_VERSION,
    ...checklistVariantBody(variant),
  };
}

/** Indented, so that a board can read the file, and a diff of two versions is a diff of lines. */
export function encodeChecklistFile(variant: ChecklistVariant): string {
  return `${JSON.stringify(checklistFile(variant), null, 2)}\n`;
}

/** `{short-name}-checklist-{title in lower case, dashed}-{version}.json`, for Save checklist file. */
export function checklistFileName(
  variant: ChecklistVariant,
  shortName: string = PRODUCT_SHORT_NAME,
): string {
  const slug = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9.]+/gu, "-")
      // No ".." or ".-" in a file's name: a dot is kept only between letters or digits.
      .replace(/[-.]{2,}/gu, "-")
      .slice(0, 60)
      .replace(/^[-.]+|[-.]+$/gu, "");
  const parts = [shortName, "checklist", slug(variant.title), slug(variant.version)];
  return `${parts.filter((part) => part !== "").join("-")}.json`;
}

const NOT_A_CHECKLIST = "This is not a checklist file made by this tool.";
/** The problems listed at most: past a few, more of them help no one. */
const MAX_PROBLEMS = 10;

const count = (n: number) => n.toLocaleString("en");

/** The problems found, whole sentences; the variant is built only when there are none. */
class Problems {
  readonly list: string[] = [];
  private more = 0;
  add(problem: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
    else this.more += 1;
  }
  get none(): boolean {
    return this.list.length === 0;
  }
  result(): string[] {
    return this.more === 0
      ? this.list
      : [
          ...this.list,
          `There ${this.more === 1 ? "is 1 more problem" : `are ${count(this.more)} more problems`}.`,
        ];
  }
}

/**
 * A text field: a string, within its bound, without control characters; non-blank when `required`.
 * Returns the text, or null after saying what is wrong.
 */
function readText(
  problems: Problems,
  value: unknown,
  what: string,
  max: number,
  { required = false, lineBreaks = false } = {},
): string | null {
  if (typeof value !== "string") {
    problems.add(
      value === undefined
        ? `${what} is missing.`
        : `${what} is ${describeJsonValue(value)}, not text.`,
    );
    return null;
  }
  if (required && value.trim() === "") {
    problems.add(`${what} is empty.`);
    return null;
  }
  if (textLength(value) > max) {
    problems.add(`${what} is longer than ${count(max)} characters.`);
    return null;
  }
  if (hasControlCharacter(value, lineBreaks)) {
    problems.add(`${what} holds a control character, which no checklist text may hold.`);
    return null;
  }
  return value;
}

/** A list of objects, at most `max` long; null after saying what is wrong. */
function readList(
  problems: Problems,
  value: unknown,
  what: string,
  max: number,
): Record<string, unknown>[] | null {
  if (!Array.isArray(value)) {
    problems.add(
      value === undefined
        ? `Its ${what} list is missing.`
        : `Its ${what} is ${describeJsonValue(value)}, not a list.`,
    );
    return null;
  }
  if (value.length > max) {
    problems.add(
      `It has ${count(value.length)} ${what}; a checklist may have at most ${count(max)}.`,
    );
    return null;
  }
  const entries: Record<string, unknown>[] = [];
  for (const [index, entry] of (value as unknown[]).entries()) {
    if (isJsonObject(entry)) entries.push(entry);
    else {
      problems.add(
        `Entry ${index + 1} of its ${what} is ${describeJsonValue(entry)}, not an object.`,
      );
      return null;
    }
  }
  return entries;
}

/** `custom-q-<n>` / `custom-s-<n>` with n a whole number from 1, without leading zeros. */
function addedNumber(id: string, prefix: string): number | null {
  if (!id.startsWith(prefix)) return null;
  const digits = id.slice(prefix.length);
  return /^[1-9][0-9]{0,8}$/u.test(digits) ? Number(digits) : null;
}

function readChanges(
  problems: Problems,
  value: unknown,
  index: BuiltInIndex,
): ChecklistChanges | null {
  if (!isJsonObject(value)) {
    problems.add(
      value === undefined
        ? "It has no changes."
        : `Its changes are ${describeJsonValue(value)}, not an object.`,
    );
    return null;
  }
  const nextNumber = ownValue(value, "nextNumber");
  if (
    typeof nextNumber !== "number" ||
    !Number.isInteger(nextNumber) ||
    nextNumber < 1 ||
    nextNumber > CHECKLIST_LIMITS.nextNumber
  ) {
    problems.add(
      `Its nextNumber must be a whole number from 1 to ${count(CHECKLIST_LIMITS.nextNumber)}.`,
    );
    return null;
  }
  const subEntries = readList(
    problems,
    ownValue(value, "addedSubPrinciples"),
    "added sub-principles",
    CHECKLIST_LIMITS.addedSubPrinciples,
  );
  const questionEntries = readList(
    problems,
    ownValue(value, "addedQuestions"),
    "added questions",
    CHECKLIST_LIMITS.addedQuestions,
  );
  // Each built-in question is reworded or hidden at most once, so the lists are no longer than it.
  const rewordEntries = readList(
    problems,
    ownValue(value, "rewordedQuestions"),
    "reworded questions",
    index.questions.size,
  );
  const hiddenEntries = readList(
    problems,
    ownValue(value, "hiddenQuestions"),
    "hidden questions",
    index.questions.size,
  );
  if (!subEntries || !questionEntries || !rewordEntries || !hiddenEntries) return null;

  const addedIds = new Set<string>();
  const readAddedId = (entry: Record<string, unknown>, prefix: string, what: string) => {
    const id = ownValue(entry, "id");
    if (typeof id !== "string") {
      problems.add(`${what} has no id.`);
      return null;
    }
    const n = addedNumber(id, prefix);
    if (n === null) {
      problems.add(`${what} has the id "${id}"; an added one's id is ${prefix}<number>.`);
      return null;
    }
    if (n >= nextNumber) {
      problems.add(`${what} has the id "${id}", which is not below nextNumber (${nextNumber}).`);
      return null;
    }
    if (addedIds.has(id)) {
      problems.add(`The id "${id}" is given twice.`);
      return null;
    }
    addedIds.add(id);
    return id;
  };

  const addedSubPrinciples: AddedSubPrinciple[] = [];
  for (const [i, entry] of subEntries.entries()) {
    const what = `Added sub-principle ${i + 1}`;
    const id = readAddedId(entry, ADDED_SUB_PRINCIPLE_PREFIX, what);
    const principleId = ownValue(entry, "principleId");
    if (typeof principleId !== "string" || !index.principles.has(principleId))
      problems.add(
        `${what} is under ${typeof principleId === "string" ? `"${principleId}"` : "no principle"}, which is not one of the checklist's principles.`,
      );
    const name = readText(
      problems,
      ownValue(entry, "name"),
      `The name of ${what.toLowerCase()}`,
      CHECKLIST_LIMITS.subPrincipleName,
      { required: true },
    );
    if (
      id !== null &&
      typeof principleId === "string" &&
      index.principles.has(principleId) &&
      name !== null
    )
      addedSubPrinciples.push({ id, principleId, name });
  }
  const addedGroups = new Set(subEntries.map((entry) => ownValue(entry, "id")));

  const addedQuestions: AddedQuestion[] = [];
  for (const [i, entry] of questionEntries.entries()) {
    const what = `Added question ${i + 1}`;
    const id = readAddedId(entry, ADDED_QUESTION_PREFIX, what);
    const parentId = ownValue(entry, "parentId");
    const parentKnown =
      typeof parentId === "string" && (index.groups.has(parentId) || addedGroups.has(parentId));
    if (!parentKnown)
      problems.add(
        `${what} is in ${typeof parentId === "string" ? `"${parentId}"` : "no sub-principle"}, which is not a sub-principle or sub-item of the checklist.`,
      );
    const text = readText(
      problems,
      ownValue(entry, "text"),
      `The text of ${what.toLowerCase()}`,
      CHECKLIST_LIMITS.questionText,
      { required: true },
    );
    if (id !== null && parentKnown && text !== null) addedQuestions.push({ id, parentId, text });
  }

  const readBuiltInId = (entry: Record<string, unknown>, what: string, seen: Set<string>) => {
    const id = ownValue(entry, "id");
    if (typeof id !== "string" || !index.questions.has(id)) {
      problems.add(
        `${what} names ${typeof id === "string" ? `"${id}"` : "no question"}, which is not a question of the standard checklist.`,
      );
      return null;
    }
    if (seen.has(id)) {
      problems.add(`${what} names "${id}" a second time.`);
      return null;
    }
    seen.add(id);
    return id;
  };

  const rewordedQuestions: RewordedQuestion[] = [];
  const reworded = new Set<string>();
  for (const [i, entry] of rewordEntries.entries()) {
    const what = `Reworded question ${i + 1}`;
    const id = readBuiltInId(entry, what, reworded);
    const text = readText(
      problems,
      ownValue(entry, "text"),
      `The text of ${what.toLowerCase()}`,
      CHECKLIST_LIMITS.questionText,
      { required: true },
    );
    if (id !== null && text !== null) rewordedQuestions.push({ id, text });
  }

  const hiddenQuestions: HiddenQuestion[] = [];
  const hidden = new Set<string>();
  for (const [i, entry] of hiddenEntries.entries()) {
    const what = `Hidden question ${i + 1}`;
    const id = readBuiltInId(entry, what, hidden);
    const reason = readText(
      problems,
      ownValue(entry, "reason") ?? "",
      `The reason of ${what.toLowerCase()}`,
      CHECKLIST_LIMITS.reason,
      { lineBreaks: true },
    );
    if (id !== null && reason !== null) hiddenQuestions.push({ id, reason });
  }

  return { addedQuestions, addedSubPrinciples, rewordedQuestions, hiddenQuestions, nextNumber };
}

/**
 * A variant's own fields (title, version, publisher, changes), as the checklist file holds them and
 * as the saved assessment's `checklist` holds them, checked against the built-in checklist.
 */
export function parseChecklistVariant(
  value: unknown,
  builtIn?: readonly Readonly<Principle>[],
): ChecklistParseResult {
  if (!isJsonObject(value))
    return {
      ok: false,
      problems: [`The checklist is ${describeJsonValue(value)}, not an object.`],
    };
  const index = builtIn ? indexBuiltIn(builtIn) : standardIndex();
  const problems = new Problems();
  const title = readText(problems, ownValue(value, "title"), "Its title", CHECKLIST_LIMITS.title, {
    required: true,
  });
  const version = readText(
    problems,
    ownValue(value, "version"),
    "Its version",
    CHECKLIST_LIMITS.version,
  );
  const publisher = readText(
    problems,
    ownValue(value, "publisher"),
    "Its publisher",
    CHECKLIST_LIMITS.publisher,
  );
  const changes = readChanges(problems, ownValue(value, "changes"), index);
  if (
    !problems.none ||
    title === null ||
    version === null ||
    publisher === null ||
    changes === null
  )
    return { ok: false, problems: problems.result() };
  return { ok: true, variant: { title, version, publisher, changes } };
}

function tooLarge(bytes: number): ChecklistParseResult {
  return {
    ok: false,
    problems: [
      `This file is ${count(Math.ceil(bytes / 1024))} KB; a checklist file is never larger than ${count(CHECKLIST_LIMITS.fileBytes / 1024)} KB, so it was not read.`,
    ],
  };
}

function parseText(text: string, builtIn?: readonly Readonly<Principle>[]): ChecklistParseResult {
  // Each UTF-16 unit is at most 3 bytes of UTF-8: most texts are judged without encoding them.
  if (text.length * 3 > CHECKLIST_LIMITS.fileBytes) {
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > CHECKLIST_LIMITS.fileBytes) return tooLarge(bytes);
  }
  // A byte-order mark is what some editors put before JSON they save; it is not part of it.
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trimStart()[0] !== "{") return { ok: false, problems: [NOT_A_CHECKLIST] };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return {
      ok: false,
      problems: ["This checklist file could not be read: its JSON is malformed or cut short."],
    };
  }
  return parseChecklistValue(value, builtIn);
}

function parseChecklistValue(
  value: unknown,
  builtIn?: readonly Readonly<Principle>[],
): ChecklistParseResult {
  if (!isJsonObject(value) || ownValue(value, "format") !== CHECKLIST_FORMAT)
    return { ok: false, problems: [NOT_A_CHECKLIST] };
  const version = ownValue(value, "formatVersion");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return {
      ok: false,
      problems: ["This checklist file's format version is missing or not a whole number."],
    };
  if (version > CHECKLIST_FORMAT_VERSION)
    return {
      ok: false,
      problems: [
        `This checklist file was made by a newer version of this tool (checklist format ${version}); this version reads format ${CHECKLIST_FORMAT_VERSION}.`,
      ],
    };
  return parseChecklistVariant(value, builtIn);
}

/**
 * A checklist file, as bytes (UTF-8), as text, or as a JSON value already parsed. `builtIn` is the
 * checklist it is checked against: the built-in one unless given.
 */
export function parseChecklistFile(
  input: unknown,
  builtIn?: readonly Readonly<Principle>[],
): ChecklistParseResult {
  if (typeof input === "string") return parseText(input, builtIn);
  if (input instanceof Uint8Array || input instanceof ArrayBuffer) {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    if (bytes.length > CHECKLIST_LIMITS.fileBytes) return tooLarge(bytes.length);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, problems: [NOT_A_CHECKLIST] };
    }
    return parseText(text, builtIn);
  }
  return parseChecklistValue(input, builtIn);
}
