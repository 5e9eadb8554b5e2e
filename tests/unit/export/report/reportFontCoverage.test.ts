// @vitest-environment node
import { describe, expect, it } from "vitest";
import { charactersMissingFromReportFont } from "../../../../src/export/report/reportFontCoverage";

describe("charactersMissingFromReportFont", () => {
  it("names the characters the preview's font lacks, once each, and nothing it holds", () => {
    expect(
      charactersMissingFromReportFont("Accents é ü ő, Ελληνικά, Кириллица — “ok” € ™"),
    ).toEqual([]);
    expect(charactersMissingFromReportFont("שלום שלום 😀 👍🏽 中文\n❤️")).toEqual([
      "ש",
      "ל",
      "ו",
      "ם",
      "😀",
      "👍",
      "🏽",
      "中",
      "文",
      "❤",
    ]);
  });
});
