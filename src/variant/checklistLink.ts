// The checklist as a link: the checklist file's JSON, compressed ("deflate-raw", by the browser's own
// CompressionStream) and written in base64url, after `#checklist=` in the page's address. A fragment
// never leaves the browser, so sharing a link sends nothing anywhere. Only the variant goes in it:
// never a tick or a note. Reading a link is the checklist file's parser after a bounded inflate.

import type { Principle } from "../data";
import { checklistFile, parseChecklistFile } from "./checklistFile";
import { CHECKLIST_LIMITS } from "./checklistLimits";
import type { ChecklistParseResult, ChecklistVariant, Problem } from "./types";

/** Past this many characters a link is too long to share safely (mail and chat clients cut them). */
export const CHECKLIST_LINK_MAX_CHARS = 8000;
/** What comes before the value in the page's address. */
export const CHECKLIST_LINK_PREFIX = "#checklist=";
/**
 * The longest value read at all: the largest file compresses to far less, so anything longer is not
 * one of ours, and is not decoded.
 */
const LINK_VALUE_MAX_CHARS = Math.ceil((CHECKLIST_LIMITS.fileBytes * 4) / 3);

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/u.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/gu, "+").replace(/_/gu, "/");
  let binary: string;
  try {
    binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    // A small link can inflate to gigabytes: stop as soon as it is past what a file may be.
    if (length > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * The value that follows `#checklist=`: the variant's file form, compact, compressed, base64url.
 * Check its length against CHECKLIST_LINK_MAX_CHARS before offering it as a link.
 */
export async function encodeChecklistLink(variant: ChecklistVariant): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(checklistFile(variant)));
  const compressed = await readAll(
    streamOf(json).pipeThrough(new CompressionStream("deflate-raw")),
    Number.POSITIVE_INFINITY,
  );
  // readAll returns null only past its bound, and there is none here.
  return toBase64Url(compressed ?? new Uint8Array());
}

const UNREADABLE: Problem = { id: "fileProblem.linkUnreadable" };

/** A link's value (what follows `#checklist=`), read as the checklist file is; never throws. */
export async function decodeChecklistLink(
  text: string,
  builtIn?: readonly Readonly<Principle>[],
): Promise<ChecklistParseResult> {
  if (typeof text !== "string" || text.length > LINK_VALUE_MAX_CHARS)
    return { ok: false, problems: [UNREADABLE] };
  const compressed = fromBase64Url(text.trim());
  if (compressed === null || compressed.length === 0) return { ok: false, problems: [UNREADABLE] };
  let json: Uint8Array | null;
  try {
    json = await readAll(
      streamOf(compressed).pipeThrough(new DecompressionStream("deflate-raw")),
      CHECKLIST_LIMITS.fileBytes,
    );
  } catch {
    return { ok: false, problems: [UNREADABLE] };
  }
  if (json === null)
    return {
      ok: false,
      problems: [
        { id: "fileProblem.linkTooLarge", values: { max: CHECKLIST_LIMITS.fileBytes / 1024 } },
      ],
    };
  return parseChecklistFile(json, builtIn);
}

/**
 * The link's value in a page address's fragment (`location.hash`), or null when the fragment is not
 * a checklist link.
 */
export function checklistLinkValue(hash: string): string | null {
  return hash.startsWith(CHECKLIST_LINK_PREFIX) ? hash.slice(CHECKLIST_LINK_PREFIX.length) : null;
}
