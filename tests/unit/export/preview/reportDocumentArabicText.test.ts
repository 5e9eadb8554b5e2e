// @vitest-environment node
// Arabic copied from the preview is the Arabic drawn. React-PDF's file names each glyph by one text
// (its ToUnicode map: the characters fontkit first shaped the glyph from), so every glyph the
// preview's Arabic face draws the app's Arabic with must stand for one text of its own; and the
// words PDF.js reads back from the file, as the preview's text layer does, must be the words drawn.
// Every Arabic message of locales/ar.po is shaped in both weights, and drawn in the regular one.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Document, Page, Text, renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { po } from "gettext-parser";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { createElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportFontFile } from "../../../../build/reportFont";
import {
  registerReportArabicDocumentFont,
  registerReportDocumentFont,
} from "../../../../src/export/preview/renderReportDocument";
import { reportDocumentFonts } from "../../../../src/export/preview/reportDocumentStyles";
import { provideBuiltReportFonts } from "../reportFontFixture";

interface ShapedGlyph {
  readonly id: number;
  readonly codePoints: readonly number[];
}
interface ShapingFont {
  layout(text: string): { readonly glyphs: readonly ShapedGlyph[] };
  /** fontkit's glyphs, one per id, each with the text it was first shaped from. */
  _glyphs: Record<number, unknown>;
}
// The fontkit React-PDF shapes with.
const fontkit = createRequire(createRequire(import.meta.url).resolve("@react-pdf/font"))(
  "fontkit",
) as { create(bytes: Buffer): ShapingFont };

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/u;
// A word as the Arabic face draws it: Arabic letters and marks, with the joiners between them.
const ARABIC_WORD = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\u200c\u200d]+/gu;
// The Arabic comma, semicolon and question mark, and the direction marks: not letters of a word.
const NOT_LETTERS = /[\u060c\u061b\u061f\u200c-\u200f]/gu;

// The marks drawn over and under letters: the harakat, tanwin, shadda, sukun, superscript alef.
const MARKS = /[\u064b-\u065f\u0670]/gu;

/** Every translation in locales/ar.po that holds Arabic, each plural form apart. */
function arabicMessages(): string[] {
  const parsed = po.parse(readFileSync(join(import.meta.dirname, "../../../../locales/ar.po")));
  return Object.values(parsed.translations)
    .flatMap((context) => Object.values(context))
    .filter((entry) => entry.msgid !== "" && !(entry.comments?.flag ?? "").includes("fuzzy"))
    .flatMap((entry) => entry.msgstr)
    .filter((text) => ARABIC.test(text));
}

/** The Arabic words of `text`, in order, by their letters (marks aside, presentation forms folded). */
function letterWords(text: string): string[] {
  const letters = text.normalize("NFKC").replace(MARKS, "").replace(NOT_LETTERS, " ");
  return (letters.match(ARABIC_WORD) ?? []).filter((word) => ARABIC.test(word));
}

let built: Record<ReportFontFile, Buffer>;
const messages = arabicMessages();

beforeAll(async () => {
  built = await provideBuiltReportFonts();
  await registerReportDocumentFont();
  await registerReportArabicDocumentFont();
}, 60_000);

describe("Arabic in the preview's file", () => {
  it("draws every word of ar.po with glyphs that each stand for one text", () => {
    expect(messages.length).toBeGreaterThan(100);
    const words = [...new Set(messages.flatMap((message) => message.match(ARABIC_WORD) ?? []))];
    for (const file of ["arabicPreviewRegular", "arabicPreviewBold"] as const) {
      const texts = new Map<number, Set<string>>();
      const font = fontkit.create(built[file]);
      for (const word of words) {
        // fontkit keeps one glyph object per id, with the text it was first shaped from, which is
        // what React-PDF's file says; each word is asked afresh what its glyphs stand for.
        font._glyphs = {};
        const { glyphs } = font.layout(word);
        for (const glyph of glyphs) {
          const said = texts.get(glyph.id) ?? new Set<string>();
          said.add(String.fromCodePoint(...glyph.codePoints));
          texts.set(glyph.id, said);
        }
      }
      const shared = [...texts]
        .filter(([, said]) => said.size > 1 || said.has(""))
        .map(([id, said]) => `${file} glyph ${id}: ${[...said].map((s) => `"${s}"`).join(" ")}`);
      expect(shared).toEqual([]);
    }
  }, 60_000);

  it("gives back, read as the preview's text layer reads it, every Arabic word drawn", async () => {
    const page = createElement(
      Page,
      { size: "A4", style: { padding: 40, fontFamily: reportDocumentFonts(true), fontSize: 11 } },
      ...messages.map((message, i) =>
        createElement(Text, { key: i, style: { direction: "rtl", textAlign: "right" } }, message),
      ),
    );
    const element = createElement(Document, null, page) as ReactElement<DocumentProps>;
    const bytes = await renderToBuffer(element);

    const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
    try {
      const document = await task.promise;
      let read = "";
      for (let n = 1; n <= document.numPages; n++) {
        const { items } = await (await document.getPage(n)).getTextContent();
        for (const item of items) if ("str" in item) read += `${(item as TextItem).str}\n`;
      }
      const count = (items: string[]) => {
        const counts = new Map<string, number>();
        for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
        return counts;
      };
      // Each word's letters as often as they are drawn; a word read that was not drawn is one a
      // glyph misnamed.
      const drawn = count(messages.flatMap(letterWords));
      const found = count(letterWords(read));
      const missing = [...drawn].filter(([word, n]) => (found.get(word) ?? 0) < n);
      const extra = [...found.keys()].filter((word) => !drawn.has(word));
      expect(missing.map(([word]) => word)).toEqual([]);
      expect(extra).toEqual([]);
      // And every mark (a shadda, a tanwin), each as often as drawn. PDF.js gives a mark drawn at a
      // word's end, which in a right-to-left line is drawn first, an item of its own, so marks are
      // counted, not read in their words.
      const marks = (text: string) => text.normalize("NFKC").match(MARKS) ?? [];
      expect(count(marks(read))).toEqual(count(messages.flatMap(marks)));
    } finally {
      await task.destroy();
    }
  }, 120_000);
});
