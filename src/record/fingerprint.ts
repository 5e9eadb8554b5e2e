// The assessment's fingerprint: a short digest that is the same in every file and report made from
// one assessment (its saved .json, the PDF, the preview, the Markdown and Word files, the action
// plan's CSV), whatever the language on screen, the file's kind or the day it was made, and that any
// change to a tick, a note, a reason, a measure, the project or the checklist's wording changes.
//
// It is SHA-256 over a canonical form of what the saved file holds, so a board can check it without
// this tool: docs/file-formats.md gives the form and a few lines of Python that recompute it from a
// saved file, and a browser test runs those lines on a file the app saved. SHA-256 is computed here
// (@noble/hashes), not by crypto.subtle: that is asynchronous and missing outside a secure context.

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { Measure, Project } from "../data";

/** A question as the saved file holds it, so far as the fingerprint reads it. */
export interface FingerprintedQuestion {
  readonly id: string;
  readonly ticked: boolean;
  readonly note: string;
  readonly setAside?: string;
  readonly measures?: readonly Pick<Measure, "text" | "owner" | "due" | "done">[];
}

/** What the fingerprint covers: the saved file's fields of the same names. */
export interface FingerprintInput {
  /** The checklist's wording (assessmentFormat.ts' checklistVersion): the checklist in use. */
  readonly checklistVersion: string;
  /** The project, as the file holds it; absent, null or a name alone (an older file): none. */
  readonly project?: Project | string | null;
  readonly questions: readonly FingerprintedQuestion[];
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

// A half of a surrogate pair alone: never typed, but a file may hold one ("\ud800"). UTF-8 cannot
// encode it, so it is read as U+FFFD, as the docs' Python does with the same range.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * JSON with every object's keys sorted and no space: Python's `json.dumps(…, sort_keys=True,
 * separators=(",", ":"), ensure_ascii=False)` writes the same text.
 */
function sortedJson(value: Json): string {
  if (typeof value === "string") return JSON.stringify(value.replace(LONE_SURROGATE, "\uFFFD"));
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as { readonly [key: string]: Json });
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The canonical form the digest is taken of (docs/file-formats.md, "The fingerprint"). */
export function canonicalAssessment(input: FingerprintInput): string {
  const project =
    input.project && typeof input.project === "object"
      ? {
          title: input.project.title,
          researchers: input.project.researchers.map(({ name, role }) => ({ name, role })),
          institution: input.project.institution,
          reference: input.project.reference,
          description: input.project.description,
        }
      : null;
  return sortedJson({
    checklistVersion: input.checklistVersion,
    project,
    questions: input.questions.map((question) => ({
      id: question.id,
      ticked: question.ticked,
      note: question.note,
      ...(question.setAside === undefined ? {} : { setAside: question.setAside }),
      ...(question.measures === undefined || question.measures.length === 0
        ? {}
        : {
            measures: question.measures.map(({ text, owner, due, done }) => ({
              text,
              owner,
              due,
              done,
            })),
          }),
    })),
  });
}

/** Characters of the digest shown: 80 bits, as five groups of four, easy to read aloud and compare. */
const SHOWN_HEX_DIGITS = 20;

/**
 * The fingerprint, as shown everywhere: the first 20 hexadecimal digits of the SHA-256 of the
 * canonical form's UTF-8 bytes, upper case, in groups of four joined by hyphens ("3F9A-21BC-…").
 */
export function assessmentFingerprint(input: FingerprintInput): string {
  const digest = sha256(utf8ToBytes(canonicalAssessment(input)));
  const hex = bytesToHex(digest).slice(0, SHOWN_HEX_DIGITS).toUpperCase();
  return hex.match(/.{4}/g)?.join("-") ?? hex;
}
