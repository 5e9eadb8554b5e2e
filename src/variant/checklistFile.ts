// The checklist file: a field's variant as a lab or an ethics board publishes it (no ticks, no
// notes). Documented in docs/checklist-file-format.md, published as a JSON Schema
// (schema/checklist-variant-v1.schema.json). The parser is pure and total: whatever it is given
// (bytes, text, any JSON value), it returns the whole variant or the problems (as messages for the
// app to put in words: types.ts, Problem), never throws,
// and builds the variant afresh from the fields it knows, so that nothing else in the input (a
// "__proto__" key, a tick, a note) ever reaches it.

import {
  isJsonObject,
  jsonKind,
  notOurs,
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
  Problem,
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
  /**
   * The language (a BCP 47 tag) its added and reworded words are written in. Absent from a file
   * made before the app spoke other languages than English: such a file's words are English.
   * An older app ignores it and reads the rest as before.
   */
  readonly language?: string;
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
    ...(variant.language === undefined ? {} : { language: variant.language }),
    changes: {
      addedSubPrinciples: changes.addedSubPrinciples.map(({ id, principleId, name }) => ({
        id,
        principleId,
        name,
      })),
      addedQuestions: changes.addedQuestions.map(({ id, parentId, text, guidance }) => ({
        id,
        parentId,
        text,
        ...(guidance === undefined ? {} : { guidance }),
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

const NOT_A_CHECKLIST: Problem = { id: "fileProblem.notAChecklist" };
/** The problems listed at most: past a few, more of them help no one. */
const MAX_PROBLEMS = 10;

/** The problems found; the variant is built only when there are none. */
class Problems {
  readonly list: Problem[] = [];
  private more = 0;
  add(id: string, values?: Problem["values"]): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(values ? { id, values } : { id });
    else this.more += 1;
  }
  get none(): boolean {
    return this.list.length === 0;
  }
  result(): Problem[] {
    return this.more === 0
      ? this.list
      : [...this.list, { id: "fileProblem.moreProblems", values: { count: this.more } }];
  }
}

/**
 * Which text field a problem is about, as its messages name it: the variant's title, version or
 * publisher, or the name or text of the n-th entry of one of its lists of changes.
 */
type TextField =
  | { readonly field: "title" | "version" | "publisher" }
  | {
      readonly field:
        | "subPrincipleName"
        | "addedQuestion"
        | "addedQuestionGuidance"
        | "rewordedQuestion"
        | "hiddenQuestion";
      readonly n: number;
    };

/**
 * A text field: a string, within its bound, without control characters; non-blank when `required`.
 * Returns the text, or null after saying what is wrong.
 */
function readText(
  problems: Problems,
  value: unknown,
  where: TextField,
  max: number,
  { required = false, lineBreaks = false } = {},
): string | null {
  if (typeof value !== "string") {
    if (value === undefined) problems.add("fileProblem.textMissing", where);
    else problems.add("fileProblem.textNotText", { ...where, kind: jsonKind(value) });
    return null;
  }
  if (required && value.trim() === "") {
    problems.add("fileProblem.textEmpty", where);
    return null;
  }
  if (textLength(value) > max) {
    problems.add("fileProblem.textTooLong", { ...where, max });
    return null;
  }
  if (hasControlCharacter(value, lineBreaks)) {
    problems.add("fileProblem.textControlCharacter", where);
    return null;
  }
  return value;
}

/** Longer than any language tag a person writes ("zh-Hant-TW", "sr-Latn-RS"). */
const LANGUAGE_TAG_MAX = 35;

/**
 * The language a variant's words are written in, as the browser's Intl writes its tag ("pt-br"
 * → "pt-BR"); undefined when the file names none; null after saying what is wrong.
 */
function readLanguage(problems: Problems, value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === "string" && value.length <= LANGUAGE_TAG_MAX) {
    try {
      const [tag] = Intl.getCanonicalLocales(value);
      if (tag !== undefined) return tag;
    } catch {
      // Not a tag: said below.
    }
  }
  problems.add("fileProblem.languageNotTag");
  return null;
}

/** The variant's lists of changes, as their messages name them. */
type ListName = "addedSubPrinciples" | "addedQuestions" | "rewordedQuestions" | "hiddenQuestions";

/** A list of objects, at most `max` long; null after saying what is wrong. */
function readList(
  problems: Problems,
  value: unknown,
  list: ListName,
  max: number,
): Record<string, unknown>[] | null {
  if (!Array.isArray(value)) {
    if (value === undefined) problems.add("fileProblem.listMissing", { list });
    else problems.add("fileProblem.listNotList", { list, kind: jsonKind(value) });
    return null;
  }
  if (value.length > max) {
    problems.add("fileProblem.listTooLong", { list, count: value.length, max });
    return null;
  }
  const entries: Record<string, unknown>[] = [];
  for (const [index, entry] of (value as unknown[]).entries()) {
    if (isJsonObject(entry)) entries.push(entry);
    else {
      problems.add("fileProblem.listEntryNotObject", {
        list,
        n: index + 1,
        kind: jsonKind(entry),
      });
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
    if (value === undefined) problems.add("fileProblem.noChanges");
    else problems.add("fileProblem.changesNotObject", { kind: jsonKind(value) });
    return null;
  }
  const nextNumber = ownValue(value, "nextNumber");
  if (
    typeof nextNumber !== "number" ||
    !Number.isInteger(nextNumber) ||
    nextNumber < 1 ||
    nextNumber > CHECKLIST_LIMITS.nextNumber
  ) {
    problems.add("fileProblem.nextNumber", { max: CHECKLIST_LIMITS.nextNumber });
    return null;
  }
  const subEntries = readList(
    problems,
    ownValue(value, "addedSubPrinciples"),
    "addedSubPrinciples",
    CHECKLIST_LIMITS.addedSubPrinciples,
  );
  const questionEntries = readList(
    problems,
    ownValue(value, "addedQuestions"),
    "addedQuestions",
    CHECKLIST_LIMITS.addedQuestions,
  );
  // Each built-in question is reworded or hidden at most once, so the lists are no longer than it.
  const rewordEntries = readList(
    problems,
    ownValue(value, "rewordedQuestions"),
    "rewordedQuestions",
    index.questions.size,
  );
  const hiddenEntries = readList(
    problems,
    ownValue(value, "hiddenQuestions"),
    "hiddenQuestions",
    index.questions.size,
  );
  if (!subEntries || !questionEntries || !rewordEntries || !hiddenEntries) return null;

  const addedIds = new Set<string>();
  /** `added`: which list the entry is in; `n`: its place in it, from 1. */
  const readAddedId = (
    entry: Record<string, unknown>,
    prefix: string,
    added: "subPrinciple" | "question",
    n: number,
  ) => {
    const id = ownValue(entry, "id");
    if (typeof id !== "string") {
      problems.add("fileProblem.addedNoId", { added, n });
      return null;
    }
    const number = addedNumber(id, prefix);
    if (number === null) {
      problems.add("fileProblem.addedIdPattern", { added, n, id: notOurs(id), prefix });
      return null;
    }
    if (number >= nextNumber) {
      problems.add("fileProblem.addedIdNotBelowNext", {
        added,
        n,
        id: notOurs(id),
        nextNumber,
      });
      return null;
    }
    if (addedIds.has(id)) {
      problems.add("fileProblem.idTwice", { id: notOurs(id) });
      return null;
    }
    addedIds.add(id);
    return id;
  };

  const addedSubPrinciples: AddedSubPrinciple[] = [];
  for (const [i, entry] of subEntries.entries()) {
    const n = i + 1;
    const id = readAddedId(entry, ADDED_SUB_PRINCIPLE_PREFIX, "subPrinciple", n);
    const principleId = ownValue(entry, "principleId");
    if (typeof principleId !== "string" || !index.principles.has(principleId))
      problems.add(
        "fileProblem.subPrincipleUnknownPrinciple",
        typeof principleId === "string"
          ? { n, named: "yes", principleId: notOurs(principleId) }
          : { n, named: "no" },
      );
    const name = readText(
      problems,
      ownValue(entry, "name"),
      { field: "subPrincipleName", n },
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
    const n = i + 1;
    const id = readAddedId(entry, ADDED_QUESTION_PREFIX, "question", n);
    const parentId = ownValue(entry, "parentId");
    const parentKnown =
      typeof parentId === "string" && (index.groups.has(parentId) || addedGroups.has(parentId));
    if (!parentKnown)
      problems.add(
        "fileProblem.addedQuestionUnknownParent",
        typeof parentId === "string"
          ? { n, named: "yes", parentId: notOurs(parentId) }
          : { n, named: "no" },
      );
    const text = readText(
      problems,
      ownValue(entry, "text"),
      { field: "addedQuestion", n },
      CHECKLIST_LIMITS.questionText,
      { required: true },
    );
    // Optional, and never blank when given: none is written as none, not as "".
    const guidanceValue = ownValue(entry, "guidance");
    const guidance =
      guidanceValue === undefined
        ? undefined
        : readText(
            problems,
            guidanceValue,
            { field: "addedQuestionGuidance", n },
            CHECKLIST_LIMITS.guidance,
            { required: true, lineBreaks: true },
          );
    if (id !== null && parentKnown && text !== null && guidance !== null)
      addedQuestions.push({
        id,
        parentId,
        text,
        ...(guidance === undefined ? {} : { guidance }),
      });
  }

  /** `change`: which list the entry is in; `n`: its place in it, from 1. */
  const readBuiltInId = (
    entry: Record<string, unknown>,
    change: "reworded" | "hidden",
    n: number,
    seen: Set<string>,
  ) => {
    const id = ownValue(entry, "id");
    if (typeof id !== "string" || !index.questions.has(id)) {
      problems.add(
        "fileProblem.builtInUnknown",
        typeof id === "string"
          ? { change, n, named: "yes", id: notOurs(id) }
          : { change, n, named: "no" },
      );
      return null;
    }
    if (seen.has(id)) {
      problems.add("fileProblem.builtInTwice", { change, n, id: notOurs(id) });
      return null;
    }
    seen.add(id);
    return id;
  };

  const rewordedQuestions: RewordedQuestion[] = [];
  const reworded = new Set<string>();
  for (const [i, entry] of rewordEntries.entries()) {
    const n = i + 1;
    const id = readBuiltInId(entry, "reworded", n, reworded);
    const text = readText(
      problems,
      ownValue(entry, "text"),
      { field: "rewordedQuestion", n },
      CHECKLIST_LIMITS.questionText,
      { required: true },
    );
    if (id !== null && text !== null) rewordedQuestions.push({ id, text });
  }

  const hiddenQuestions: HiddenQuestion[] = [];
  const hidden = new Set<string>();
  for (const [i, entry] of hiddenEntries.entries()) {
    const n = i + 1;
    const id = readBuiltInId(entry, "hidden", n, hidden);
    const reason = readText(
      problems,
      ownValue(entry, "reason") ?? "",
      { field: "hiddenQuestion", n },
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
      problems: [{ id: "fileProblem.checklistNotObject", values: { kind: jsonKind(value) } }],
    };
  const index = builtIn ? indexBuiltIn(builtIn) : standardIndex();
  const problems = new Problems();
  const title = readText(
    problems,
    ownValue(value, "title"),
    { field: "title" },
    CHECKLIST_LIMITS.title,
    { required: true },
  );
  const version = readText(
    problems,
    ownValue(value, "version"),
    { field: "version" },
    CHECKLIST_LIMITS.version,
  );
  const publisher = readText(
    problems,
    ownValue(value, "publisher"),
    { field: "publisher" },
    CHECKLIST_LIMITS.publisher,
  );
  const language = readLanguage(problems, ownValue(value, "language"));
  const changes = readChanges(problems, ownValue(value, "changes"), index);
  if (
    !problems.none ||
    title === null ||
    version === null ||
    publisher === null ||
    language === null ||
    changes === null
  )
    return { ok: false, problems: problems.result() };
  return {
    ok: true,
    variant: {
      title,
      version,
      publisher,
      ...(language === undefined ? {} : { language }),
      changes,
    },
  };
}

function tooLarge(bytes: number): ChecklistParseResult {
  return {
    ok: false,
    problems: [
      {
        id: "fileProblem.checklistTooLarge",
        values: { size: Math.ceil(bytes / 1024), max: CHECKLIST_LIMITS.fileBytes / 1024 },
      },
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
    return { ok: false, problems: [{ id: "fileProblem.checklistMalformed" }] };
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
    return { ok: false, problems: [{ id: "fileProblem.checklistFormatVersion" }] };
  if (version > CHECKLIST_FORMAT_VERSION)
    return {
      ok: false,
      problems: [
        {
          id: "fileProblem.checklistNewer",
          values: { version, supported: CHECKLIST_FORMAT_VERSION },
        },
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
