// @vitest-environment node
// The invisible text layer of a real jsPDF document, read back with PDF.js: a line Helvetica cannot
// carry is written in the report's own font (Identity-H), and a text extractor gets the characters
// back; a report without such a line embeds no font at all.

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { UNTAGGED } from "../../../../bench/export-page/pdfVariants";
import type { PdfPagePlan, PdfTextPlacement } from "../../../../src/export/layout";
import { assemblePdf, openPdfDocument, pdfFileWriter } from "../../../../src/export/pdf";
import type { EncodedPage } from "../../../../src/export/pdf";
import * as reportFont from "../../../../src/export/report/reportFont";
import { provideBuiltReportFont } from "../reportFontFixture";
import { needsTextLayerFont, toTextLayerFontText } from "../../../../src/export/pdf/textLayerFont";

// A white 1 x 1 PNG: the page image under the text layer.
const WHITE_PIXEL = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const PROPERTIES = {
  title: "Report",
  subject: "Subject",
  creator: "Tests",
  language: "en",
} as const;
const POINTS_PER_MM = 72 / 25.4;

beforeAll(async () => {
  await provideBuiltReportFont();
}, 60_000);

function line(text: string, yMm: number, widthMm = 120): PdfTextPlacement {
  return { text, xMm: 20, yMm, widthMm, fontSizePt: 10.5 };
}

async function exportPdf(texts: readonly PdfTextPlacement[]): Promise<Uint8Array> {
  const page: PdfPagePlan = { sourceTop: 0, sourceHeight: 1, imageTop: 0, imageHeight: 1, texts };
  const image: EncodedPage = {
    bytes: WHITE_PIXEL,
    format: "PNG",
    alias: "p1",
    width: 1,
    height: 1,
  };
  const pdf = await openPdfDocument();
  const file = pdfFileWriter(pdf);
  // Untagged: this is about the fonts; the tags have their own test (tagPdf.test.ts).
  await assemblePdf(pdf, [page], [Promise.resolve(image)], PROPERTIES, UNTAGGED);
  return file.output();
}

async function textItems(bytes: Uint8Array): Promise<TextItem[]> {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    const page = await (await task.promise).getPage(1);
    const { items } = await page.getTextContent();
    return items.filter((item): item is TextItem => "str" in item && item.str !== "");
  } finally {
    await task.destroy();
  }
}

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("the text layer's fonts", () => {
  it("needs the report font only for characters beyond WinAnsi that the font has", () => {
    expect(needsTextLayerFont("café – “quoted” — €5… 3:45\u202fPM")).toBe(false);
    expect(needsTextLayerFont("Erdős")).toBe(true);
    expect(needsTextLayerFont("Ελληνικά")).toBe(true);
    expect(needsTextLayerFont("Кириллица")).toBe(true);
    // A copy of the font carries these, with glyphs of its own.
    expect(needsTextLayerFont("עברית")).toBe(true);
    // No font can, as jsPDF writes a string by UTF-16 units: embedding one would carry nothing more.
    expect(needsTextLayerFont("😀\u{fe0f} done")).toBe(false);
  });

  it("writes a character the font lacks as its base letter or '?', and keeps the rest of the line", () => {
    const has = (char: string) => /[\p{Script=Latin}\p{Script=Greek}\s?,]/u.test(char);
    expect(toTextLayerFontText("Ελλάδα 😀\u{fe0f} ẞ עב, end", has)).toBe("Ελλάδα ? ẞ ??, end");
    expect(toTextLayerFontText("a\u00a0b\u202fc", has)).toBe("a b c");
  });
});

describe("assemblePdf's text layer", () => {
  it("gives a text extractor the Greek, Cyrillic, Hebrew and accented words of a note as written", async () => {
    const note = "Accents é ü ő, Ελληνικά, Кириллица, עברית, 😀 and the rest";
    const bytes = await exportPdf([
      line("A Latin-only line", 20),
      line(note, 30),
      line("Только кириллица", 40),
    ]);
    const items = (await textItems(bytes)).map((item) => item.str);
    const text = items.join("\n");
    expect(text).toContain("A Latin-only line");
    for (const word of ["Accents é ü ő", "Ελληνικά", "Кириллица", "עברית", "and the rest"])
      expect(text).toContain(word);
    expect(text).toContain("Только кириллица");
    // The emoji, beyond what jsPDF can encode, is a "?" as on a Helvetica line.
    expect(text).toContain("עברית, ? and the rest");
    // One font, the copy with glyphs for the Hebrew, and not the face it was made from besides.
    expect(latin1(bytes)).toContain("/Identity-H");
    expect(latin1(bytes).split("/FontFile2").length - 1).toBe(1);
  });

  it("lays each line out as wide as it is on the page, in either font", async () => {
    const items = await textItems(
      await exportPdf([line("Plain words", 20, 25), line("Ελληνικά, Кириллица", 30, 45)]),
    );
    expect(items.map((item) => item.str)).toEqual(["Plain words", "Ελληνικά, Кириллица"]);
    const widthsMm = items.map((item) => item.width / POINTS_PER_MM);
    expect(widthsMm[0]).toBeCloseTo(25, 0);
    expect(widthsMm[1]).toBeCloseTo(45, 0);
  });

  it("embeds no font, and does not ask for one, when Helvetica carries every line", async () => {
    const load = vi.spyOn(reportFont, "loadReportFontFiles");
    const bytes = await exportPdf([line("café – “quoted” — €5…", 20), line("done 😀", 30)]);
    expect(load).not.toHaveBeenCalled();
    expect(latin1(bytes)).not.toContain("/FontFile2");
    expect((await textItems(bytes)).map((item) => item.str)).toEqual([
      "café – “quoted” — €5…",
      "done ?",
    ]);
    load.mockRestore();
  });
});
