// @vitest-environment node
// The checklist link: decode(encode(v)) is v for every valid variant, and whatever else a link holds
// (garbage, a cut, a deflate bomb) gives problems in words, never an exception.

import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHECKLIST_FORMAT,
  CHECKLIST_LINK_MAX_CHARS,
  checklistLinkValue,
  decodeChecklistLink,
  encodeChecklistFile,
  encodeChecklistLink,
  type ChecklistParseResult,
} from "../../../src/variant";
import { problemInEnglish } from "./problemsInEnglish";
import { SAMPLE_VARIANT, arbitraryVariant } from "./variantFixtures";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

function expectProblems(result: ChecklistParseResult, pattern: RegExp): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(problemInEnglish(result.problems)).toMatch(pattern);
}

describe("encodeChecklistLink and decodeChecklistLink", () => {
  it("give back every valid variant exactly", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryVariant, async (variant) => {
        const value = await encodeChecklistLink(variant);
        expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(await decodeChecklistLink(value)).toEqual({ ok: true, variant });
      }),
      { numRuns: 200 },
    );
  });

  it("carry the sample in a short link, compressed from the file's JSON", async () => {
    const value = await encodeChecklistLink(SAMPLE_VARIANT);
    expect(value.length).toBeLessThan(CHECKLIST_LINK_MAX_CHARS);
    expect(value.length).toBeLessThan(encodeChecklistFile(SAMPLE_VARIANT).length);
    const json = JSON.parse(
      new TextDecoder().decode(
        (await import("node:zlib")).inflateRawSync(Buffer.from(value, "base64url")),
      ),
    ) as Record<string, unknown>;
    expect(json.format).toBe(CHECKLIST_FORMAT);
    expect(json.title).toBe(SAMPLE_VARIANT.title);
  });

  it("never carry ticks or notes, even when the object given has them", async () => {
    const withWork = { ...SAMPLE_VARIANT, ticked: ["ic-1"], notes: { "ic-1": "secret" } };
    const value = await encodeChecklistLink(withWork);
    const text = (await import("node:zlib"))
      .inflateRawSync(Buffer.from(value, "base64url"))
      .toString("utf8");
    expect(text).not.toMatch(/ticked|notes|secret/);
  });

  it("say so for garbage, truncated or oversized links, and never throw", async () => {
    const good = await encodeChecklistLink(SAMPLE_VARIANT);
    expectProblems(await decodeChecklistLink(""), /could not be read/);
    expectProblems(await decodeChecklistLink("not base64!"), /could not be read/);
    expectProblems(await decodeChecklistLink("A"), /could not be read/);
    expectProblems(await decodeChecklistLink(good.slice(0, good.length >> 1)), /could not be read/);
    expectProblems(await decodeChecklistLink("x".repeat(800_000)), /could not be read/);
    // A deflate bomb: a few hundred characters that inflate past what a file may be.
    const bomb = base64url(deflateRawSync(Buffer.alloc(4 * 1024 * 1024, 32)));
    expect(bomb.length).toBeLessThan(CHECKLIST_LINK_MAX_CHARS);
    expectProblems(await decodeChecklistLink(bomb), /holds more than a checklist file may/);
    // Well compressed, but not a checklist.
    expectProblems(
      await decodeChecklistLink(base64url(deflateRawSync(Buffer.from('{"format":"other"}')))),
      /not a checklist file/,
    );
    expectProblems(
      await decodeChecklistLink(
        base64url(
          deflateRawSync(Buffer.from(`{"format":"${CHECKLIST_FORMAT}","formatVersion":7}`)),
        ),
      ),
      /newer version of this tool/,
    );
  });

  it("never throw on arbitrary text or arbitrary compressed bytes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.uint8Array({ maxLength: 300 }).map(base64url),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => base64url(deflateRawSync(bytes))),
        ),
        async (text) => {
          const result = await decodeChecklistLink(text);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.problems.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("checklistLinkValue", () => {
  it("reads the value after #checklist=, and nothing from any other fragment", () => {
    expect(checklistLinkValue("#checklist=abc_-")).toBe("abc_-");
    expect(checklistLinkValue("")).toBeNull();
    expect(checklistLinkValue("#main")).toBeNull();
  });
});
