// @vitest-environment node
// The preview's Arabic face is committed (build/fonts/), made once by
// scripts/derive-preview-arabic-font.py from the installed Noto Sans Arabic: it must be made from the
// files installed now, and, as the build serves it, hold the characters the export's Arabic face
// holds.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ARABIC_PREVIEW_FONT_FILES, subsetReportFont } from "../../../build/reportFont";

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve("@react-pdf/font"))("fontkit") as {
  create(bytes: Buffer): {
    readonly characterSet: readonly number[];
    readonly postscriptName: string;
  };
};

const FONTS = join(import.meta.dirname, "../../../build/fonts");

describe("the preview's Arabic face", () => {
  it("is made from the Noto Sans Arabic installed", () => {
    const made = JSON.parse(
      readFileSync(join(FONTS, "report-arabic-preview.json"), "utf8"),
    ) as Record<string, { source: string; sha256: string }>;
    expect(Object.keys(made).sort()).toEqual(
      Object.values(ARABIC_PREVIEW_FONT_FILES)
        .map((path) => path.split("/").pop())
        .sort(),
    );
    for (const { source, sha256 } of Object.values(made)) {
      const installed = createHash("sha256").update(readFileSync(require.resolve(source)));
      // If this fails, the package changed: run scripts/derive-preview-arabic-font.py again.
      expect(installed.digest("hex"), source).toBe(sha256);
    }
  });

  it("holds, as the build serves it, the characters the export's Arabic face holds", async () => {
    for (const [preview, face] of [
      ["arabicPreviewRegular", "arabicRegular"],
      ["arabicPreviewBold", "arabicBold"],
    ] as const) {
      const previewFont = fontkit.create(await subsetReportFont(preview));
      const exportFont = fontkit.create(await subsetReportFont(face));
      expect([...previewFont.characterSet].sort()).toEqual([...exportFont.characterSet].sort());
      // Renamed, as a modified version of the font.
      expect(previewFont.postscriptName).toMatch(/^ReportArabicPreview-/);
    }
  }, 60_000);
});
