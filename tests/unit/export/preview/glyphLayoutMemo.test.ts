// @vitest-environment node
// The preview keeps React-PDF's text shaping between renderings (src/export/preview/glyphLayoutMemo.ts). What
// it hands out must be what fontkit would have shaped, every time, whatever the caller did with an
// earlier copy; and a report drawn again must come out byte for byte the same.

import { Font, renderToBuffer } from "@react-pdf/renderer";
import { beforeAll, describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { memoizeGlyphLayout } from "../../../../src/export/preview/glyphLayoutMemo";
import { buildReportModel } from "../reportWords";
import {
  registerReportDocumentFont,
  reportDocumentElement,
} from "../../../../src/export/preview/renderReportDocument";
import { REPORT_FONT_FACES, REPORT_FONT_NAME } from "../../../../src/export/report/reportFont";
import { allQuestionIds, checklistWithNotes } from "../checklistFixtures";
import { provideBuiltReportFont } from "../reportFontFixture";

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface Shaped {
  glyphs: { id: number }[];
  positions: Position[];
  advanceWidth: number;
}
interface ShapingFont {
  layout(
    string: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ): Shaped;
}

const UNMEMOIZED = "Report font, shaped afresh";

beforeAll(async () => {
  const { regular } = await provideBuiltReportFont();
  await registerReportDocumentFont();
  // The same font under another name: its own fontkit instance, which nothing memoizes.
  Font.register({ family: UNMEMOIZED, src: `data:font/ttf;base64,${regular.toString("base64")}` });
  await Font.load({ fontFamily: UNMEMOIZED });
}, 60_000);

function fontOf(family: string): ShapingFont {
  const source = Font.getFont({ fontFamily: family, fontWeight: 400 }) as unknown as {
    data: ShapingFont;
  };
  return source.data;
}

/** What a caller reads of a shaped run: the glyphs, their positions and the run's width. */
function readOf(run: Shaped) {
  return {
    ids: run.glyphs.map((glyph) => glyph.id),
    positions: run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    })),
    advanceWidth: run.advanceWidth,
  };
}

const SAMPLES = [
  ...allQuestions(createInitialChecklist()).map((q) => q.text),
  "Respect for Persons: 14 of 14",
  "AVA Wo ffi fl — “quoted” ‘text’ …",
  "consentement éclairé, Ελληνικά, кириллица, Łódź, ğüşöç",
  "",
  " ",
];

describe("memoizeGlyphLayout", () => {
  it("shapes the report's strings as fontkit does, first and every later time", () => {
    const memoized = fontOf(REPORT_FONT_NAME);
    const afresh = fontOf(UNMEMOIZED);
    expect(memoized).not.toBe(afresh);
    for (let round = 0; round < 3; round++)
      for (const text of SAMPLES) {
        for (const features of [undefined, ["kern"], { liga: false }])
          expect(readOf(memoized.layout(text, features, undefined, undefined, "ltr"))).toEqual(
            readOf(afresh.layout(text, features, undefined, undefined, "ltr")),
          );
      }
  });

  it("hands out copies: what one caller changes, the next does not see", () => {
    const font = fontOf(REPORT_FONT_NAME);
    const text = "Is there a way for affected people to raise concerns?";
    const expected = readOf(
      fontOf(UNMEMOIZED).layout(text, undefined, undefined, undefined, "ltr"),
    );
    const first = font.layout(text, undefined, undefined, undefined, "ltr");
    first.glyphs.reverse();
    first.glyphs.push({ id: 0 });
    for (const position of first.positions) position.xAdvance = 0;
    first.positions.pop();
    expect(readOf(font.layout(text, undefined, undefined, undefined, "ltr"))).toEqual(expected);
  });

  it("shapes afresh what it does not keep: a script or language given", () => {
    const calls: unknown[][] = [];
    const font: ShapingFont = {
      layout: (...args: unknown[]) => {
        calls.push(args);
        return { glyphs: [], positions: [], advanceWidth: 0 };
      },
    };
    memoizeGlyphLayout(font);
    font.layout("abc", undefined, "latn", undefined, "ltr");
    font.layout("abc", undefined, "latn", undefined, "ltr");
    font.layout("abc", undefined, undefined, "ENG", "ltr");
    font.layout("abc", undefined, undefined, "ENG", "ltr");
    expect(calls).toHaveLength(4);
    font.layout("abc", undefined, undefined, undefined, "ltr");
    font.layout("abc", undefined, undefined, undefined, "ltr");
    font.layout("abc", undefined, undefined, undefined, "rtl");
    font.layout("abc", ["kern"], undefined, undefined, "ltr");
    expect(calls).toHaveLength(7);
  });

  it("starts again past its limit, and stays right", () => {
    const calls: string[] = [];
    const font: ShapingFont = {
      layout: (text: string) => {
        calls.push(text);
        return {
          glyphs: [...text].map((c) => ({ id: c.charCodeAt(0) })),
          positions: [],
          advanceWidth: text.length,
        };
      },
    };
    memoizeGlyphLayout(font, 2);
    memoizeGlyphLayout(font, 2); // a second call changes nothing
    for (const text of ["a", "b", "a", "c", "a", "b"])
      expect(readOf(font.layout(text)).ids).toEqual([text.charCodeAt(0)]);
    // Two glyphs kept at most: a, b shaped; a kept; c shaped (a third glyph: starts again); a
    // shaped again, then b (a third glyph again).
    expect(calls).toEqual(["a", "b", "c", "a", "b"]);
    // A run longer than all it may keep is never kept, and what is kept stays: b is not shaped again.
    expect(readOf(font.layout("xyz")).ids).toEqual([120, 121, 122]);
    expect(readOf(font.layout("xyz")).ids).toEqual([120, 121, 122]);
    expect(readOf(font.layout("b")).ids).toEqual([98]);
    expect(calls.slice(5)).toEqual(["xyz", "xyz"]);
  });
});

describe("the preview's document, its shaping kept", () => {
  const GENERATED_AT = new Date(Date.UTC(2026, 0, 15, 10, 30));
  const render = async (checklist: Principle[]) => {
    const model = buildReportModel(checklist, GENERATED_AT, { timeZone: "UTC" });
    const bytes = await renderToBuffer(reportDocumentElement(model));
    // The file's own creation time and identifier differ from one rendering to the next.
    return bytes
      .toString("latin1")
      .replace(/\(D:\d{14}[^)]*\)/g, "")
      .replace(/\/ID \[[^\]]*\]/, "");
  };
  const ids = allQuestionIds();
  const notesOn = (every: number, note: (index: number) => string) =>
    new Map(ids.flatMap((id, i) => (i % every === 0 ? [[id, note(i)] as const] : [])));

  it("comes out byte for byte the same when drawn again, after another report", async () => {
    const full = checklistWithNotes(
      ids,
      notesOn(3, (i) => `Note ${i}: reviewed — Ελληνικά, кириллица, éclairé.`),
    );
    const other = checklistWithNotes(
      ids.filter((_, i) => i % 2 === 1),
      notesOn(5, (i) => `Another note ${i}, “quoted”, with ffi and fl.`),
    );
    const first = await render(full);
    const between = await render(other);
    const again = await render(full);
    expect(between).not.toBe(first);
    expect(again).toBe(first);
    // And the same as with no shaping kept: the report font's sources are made to load again, as
    // on a fresh start (React-PDF's own Font.reset leaves them marked loaded), into fontkit
    // instances of their own that nothing memoizes.
    const memoized = fontOf(REPORT_FONT_NAME);
    for (const { weight: fontWeight } of REPORT_FONT_FACES) {
      const source = Font.getFont({ fontFamily: REPORT_FONT_NAME, fontWeight }) as unknown as {
        data: unknown;
        loadResultPromise: unknown;
      };
      source.data = null;
      source.loadResultPromise = null;
    }
    const afresh = await render(full);
    expect(fontOf(REPORT_FONT_NAME)).not.toBe(memoized);
    expect(afresh).toBe(first);
  }, 60_000);
});
