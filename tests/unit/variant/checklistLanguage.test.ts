// @vitest-environment node
// A field's checklist carries the language its own words are written in: the file, the link and the
// saved assessment keep it, a file that names none is English, and a value that is no language
// tag is refused with a reason.

import { describe, expect, it } from "vitest";
import {
  checklistVariantBody,
  decodeChecklistLink,
  encodeChecklistFile,
  encodeChecklistLink,
  parseChecklistFile,
} from "../../../src/variant";
import { problemsInEnglish } from "./problemsInEnglish";
import { SAMPLE_VARIANT } from "./variantFixtures";

const FRENCH = { ...SAMPLE_VARIANT, language: "fr" };

describe("a checklist's language", () => {
  it("goes into the file and the link, after the publisher, and comes back", async () => {
    expect(Object.keys(checklistVariantBody(FRENCH))).toEqual([
      "title",
      "version",
      "publisher",
      "language",
      "changes",
    ]);
    const file = parseChecklistFile(encodeChecklistFile(FRENCH));
    expect(file).toEqual({ ok: true, variant: FRENCH });
    const link = await decodeChecklistLink(await encodeChecklistLink(FRENCH));
    expect(link).toEqual({ ok: true, variant: FRENCH });
  });

  it("is absent from a file that names none, as every file made before was", () => {
    expect(Object.keys(checklistVariantBody(SAMPLE_VARIANT))).not.toContain("language");
    expect(parseChecklistFile(encodeChecklistFile(SAMPLE_VARIANT))).toEqual({
      ok: true,
      variant: SAMPLE_VARIANT,
    });
  });

  it("is written as the browser writes a language tag", () => {
    const file = JSON.parse(encodeChecklistFile(FRENCH)) as Record<string, unknown>;
    const parsed = parseChecklistFile({ ...file, language: "PT-br" });
    expect(parsed.ok && parsed.variant.language).toBe("pt-BR");
  });

  it("that is no language tag is refused, with its reason", () => {
    const file = JSON.parse(encodeChecklistFile(FRENCH)) as Record<string, unknown>;
    for (const language of ["français", "", 42, null, "x".repeat(40)]) {
      const parsed = parseChecklistFile({ ...file, language });
      expect(parsed.ok, String(language)).toBe(false);
      if (parsed.ok) continue;
      expect(problemsInEnglish(parsed.problems)).toContain(
        "Its language is not a language tag such as “fr” or “pt-BR”.",
      );
    }
  });
});
