// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toPdfStandardFontText } from "../../../../src/export/pdf/pdfStandardFontText";

describe("toPdfStandardFontText", () => {
  it("leaves plain ASCII alone", () => {
    const text = "Are participants' choices respected (yes/no)? 100%";
    expect(toPdfStandardFontText(text)).toBe(text);
  });

  it("keeps the Latin-1 and Windows-1252 characters Helvetica can encode", () => {
    expect(toPdfStandardFontText("café – “quoted” — it’s €5…")).toBe("café – “quoted” — it’s €5…");
  });

  it("turns the narrow no-break space ICU puts before PM, and other spaces, into plain spaces", () => {
    expect(toPdfStandardFontText("3:45\u202fPM\u2009today")).toBe("3:45 PM today");
  });

  it("keeps the base letter of an accented letter WinAnsi lacks", () => {
    expect(toPdfStandardFontText("Erdős, Łukasz")).toBe("Erdos, ?ukasz");
  });

  it("marks a character it cannot carry with a question mark rather than dropping it", () => {
    expect(toPdfStandardFontText("✓ done 日本")).toBe("? done ??");
  });
});
