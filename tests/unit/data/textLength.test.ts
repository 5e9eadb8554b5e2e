// A text's length in characters (code points), as notes, reasons and names are bounded: an emoji
// counts once and is never cut in two, and a text of megabytes is refused without being walked.

import { describe, expect, it } from "vitest";
import { cutToLength, fitsLength } from "../../../src/data/notes";

const EMOJI = "😀"; // one code point, two UTF-16 units

describe("fitsLength", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(fitsLength("abc", 3)).toBe(true);
    expect(fitsLength("abcd", 3)).toBe(false);
    expect(fitsLength(EMOJI.repeat(3), 3)).toBe(true);
    expect(fitsLength(EMOJI.repeat(3) + "a", 3)).toBe(false);
  });

  it("refuses a text over twice the bound in UTF-16 units without counting it", () => {
    const huge = "a".repeat(7);
    expect(fitsLength(huge, 3)).toBe(false);
    // Twice the bound in units is still counted: three emoji fit three characters.
    expect(fitsLength(EMOJI.repeat(3), 3)).toBe(true);
  });
});

describe("cutToLength", () => {
  it("keeps a text that fits, and cuts one that does not between code points", () => {
    const fits = "abc";
    expect(cutToLength(fits, 3)).toBe(fits);
    expect(cutToLength("abcdef", 3)).toBe("abc");
    expect(cutToLength(EMOJI.repeat(5), 3)).toBe(EMOJI.repeat(3));
  });
});
