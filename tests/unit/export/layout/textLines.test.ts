// @vitest-environment node
import { describe, expect, it } from "vitest";
import { groupWordsIntoLines } from "../../../../src/export/layout/textLines";
import type { WordBox } from "../../../../src/export/layout/textLines";

function word(text: string, left: number, top: number, spaceBefore = true, height = 16): WordBox {
  return { text, spaceBefore, left, top, right: left + text.length * 7, bottom: top + height };
}

describe("groupWordsIntoLines", () => {
  it("has no lines for no words", () => {
    expect(groupWordsIntoLines([])).toEqual([]);
  });

  it("joins the words of one line with single spaces and spans their boxes", () => {
    const lines = groupWordsIntoLines([
      word("Are", 10, 100, false),
      word("participants", 40, 100),
      word("informed?", 130, 100),
    ]);
    expect(lines).toEqual([
      {
        text: "Are participants informed?",
        left: 10,
        top: 100,
        width: 130 + 9 * 7 - 10,
        height: 16,
      },
    ]);
  });

  it("starts a new line where the browser wrapped the text", () => {
    const lines = groupWordsIntoLines([
      word("benefits", 600, 100, false),
      word("of", 10, 121),
      word("the", 30, 121),
    ]);
    expect(lines.map((line) => [line.text, line.top, line.left])).toEqual([
      ["benefits", 100, 600],
      ["of the", 121, 10],
    ]);
  });

  it("does not put a space between pieces of one word split across elements", () => {
    // "Progress: " then <strong>50</strong> then "%" with no space before it.
    const lines = groupWordsIntoLines([
      word("Progress:", 10, 100, false),
      word("50", 80, 98, true, 20),
      word("%", 94, 98, false, 20),
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe("Progress: 50%");
  });

  it("keeps a taller word (a bold figure) on the line it shares a baseline with", () => {
    const lines = groupWordsIntoLines([
      word("Completed:", 10, 104, false),
      word("34", 90, 100, true, 24),
    ]);
    expect(lines).toEqual([
      { text: "Completed: 34", left: 10, top: 100, width: 90 + 14 - 10, height: 24 },
    ]);
  });

  it("runs a line in its first word's direction, and isolates a run set in the other", () => {
    const rtl = (w: WordBox): WordBox => ({ ...w, direction: "rtl" });
    // An Arabic note after "Note:" (its span dir="auto"), then its second line, all Arabic.
    const lines = groupWordsIntoLines([
      word("Note:", 10, 100, false),
      rtl(word("ملاحظة", 60, 100)),
      rtl(word("قصيرة", 120, 100)),
      rtl(word("جدا", 400, 121)),
      rtl(word("هنا", 360, 121)),
    ]);
    expect(lines.map((line) => [line.text, line.direction])).toEqual([
      ["Note: \u2067ملاحظة قصيرة\u2069", undefined],
      ["جدا هنا", "rtl"],
    ]);
    // An English question in an Arabic report: a left-to-right run in a right-to-left line.
    const mixed = groupWordsIntoLines([
      rtl(word("سؤال:", 300, 100, false)),
      word("Is", 200, 100),
      word("it?", 220, 100),
      rtl(word("نعم", 100, 100)),
    ]);
    expect(mixed.map((line) => [line.text, line.direction])).toEqual([
      ["سؤال: \u2066Is it?\u2069 نعم", "rtl"],
    ]);
  });

  it("marks the words in another language than their element's as one span a run", () => {
    const fr = (w: WordBox): WordBox => ({ ...w, lang: "fr" });
    // "Reason:" in the report's language, then the field's French reason, wrapped onto two lines.
    const lines = groupWordsIntoLines([
      word("Reason:", 10, 100, false),
      fr(word("Pas", 70, 100)),
      fr(word("pertinent", 100, 100)),
      fr(word("ici", 10, 121)),
    ]);
    expect(lines.map((line) => [line.text, line.languages])).toEqual([
      ["Reason: Pas pertinent", [{ start: 8, end: 21, lang: "fr" }]],
      ["ici", [{ start: 0, end: 3, lang: "fr" }]],
    ]);
    // A line with none has no key at all: the line it always was.
    expect(groupWordsIntoLines([word("Reason:", 10, 100, false)])[0]).not.toHaveProperty(
      "languages",
    );
    // An English reason in an Arabic report: the span is the words, inside their isolate.
    const rtl = (w: WordBox): WordBox => ({ ...w, direction: "rtl" });
    const [mixed] = groupWordsIntoLines([
      rtl(word("السبب:", 300, 100, false)),
      { ...word("Not", 200, 100), lang: "en" },
      { ...word("here", 230, 100), lang: "en" },
    ]);
    expect(mixed?.text).toBe("السبب: \u2066Not here\u2069");
    const span = mixed?.languages?.[0];
    expect(mixed?.text.slice(span?.start, span?.end)).toBe("Not here");
  });
});
