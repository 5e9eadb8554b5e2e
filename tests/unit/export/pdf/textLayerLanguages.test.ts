// @vitest-environment node
// The text layer in the app's languages, read back with PDF.js as a reader copies and searches it:
// French, Spanish, German and Portuguese letters as written, in Helvetica, embedding nothing; Arabic
// in reading order, its letters as written (not the contextual forms jsPDF would put in), without
// the direction marks ICU sets around an Arabic percentage, in one embedded font with a ToUnicode
// map; a line's characters written in the order they are seen (seenOrder), isolates included.

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";
import { UNTAGGED } from "../../../../bench/export-page/pdfVariants";
import type { PdfPagePlan, PdfTextPlacement } from "../../../../src/export/layout";
import { assemblePdf, openPdfDocument, pdfFileWriter } from "../../../../src/export/pdf";
import type { EncodedPage } from "../../../../src/export/pdf";
import { seenOrder } from "../../../../src/export/pdf/seenOrder";
import { provideBuiltReportFont } from "../reportFontFixture";

const WHITE_PIXEL = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

beforeAll(async () => {
  await provideBuiltReportFont();
}, 60_000);

let y = 10;
function line(text: string, direction?: "rtl"): PdfTextPlacement {
  y += 10;
  return {
    text,
    ...(direction ? { direction } : {}),
    xMm: 20,
    yMm: y,
    widthMm: 120,
    fontSizePt: 10,
  };
}

async function exportedBytes(
  texts: readonly PdfTextPlacement[],
  language: string,
): Promise<Uint8Array> {
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
  const properties = { title: "T", subject: "S", creator: "C", language } as const;
  await assemblePdf(pdf, [page], [Promise.resolve(image)], properties as never, UNTAGGED);
  return file.output();
}

async function exported(texts: readonly PdfTextPlacement[], language = "en") {
  const bytes = await exportedBytes(texts, language);
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    const { items } = await (await task.promise).getPage(1).then((p) => p.getTextContent());
    const strings = items
      .filter((item): item is TextItem => "str" in item && item.str.trim() !== "")
      .map((item) => item.str.trim());
    return { strings, raw: new TextDecoder("latin1").decode(bytes) };
  } finally {
    await task.destroy();
  }
}

describe("the text layer in French, Spanish, German and Portuguese", () => {
  it("gives back every letter as written, in Helvetica, with no font embedded", async () => {
    const words = [
      "Français : é è ê ë à â ç î ï ô û ù œ Œ « guillemets » l’été",
      "Español: ñ ¿Qué? ¡Sí! á é í ó ú ü",
      "Deutsch: Größe ß ä ö ü Ä Ö Ü „Anführung“",
      "Português: ã õ â ê ô á é í ó ú ç à",
    ];
    const { strings, raw } = await exported([...words.map((w) => line(w)), line("50\u202f%")]);
    expect(strings).toEqual([...words, "50 %"]);
    expect(raw).not.toContain("/FontFile2");
  });
});

describe("the text layer in Arabic", () => {
  it("gives back each line in reading order, its letters and digits as written", async () => {
    const lines = [
      "احترام الأشخاص: 5 من 14",
      "التقدّم: 50\u200e%\u200e",
      "٢٨ فبراير ٢٠٢٥",
      "هل يُزوَّد المشاركون بمعلومات كاملة؟",
    ];
    const { strings, raw } = await exported(
      lines.map((text) => line(text, "rtl")),
      "ar",
    );
    // Compared as Unicode compares text: PDF.js may give a letter's marks in another, equivalent
    // order (shadda and fatha).
    expect(strings.map((text) => text.normalize("NFC"))).toEqual(
      [
        "احترام الأشخاص: 5 من 14",
        "التقدّم: 50%",
        "٢٨ فبراير ٢٠٢٥",
        "هل يُزوَّد المشاركون بمعلومات كاملة؟",
      ].map((text) => text.normalize("NFC")),
    );
    // Letters as written, not their contextual forms; no direction marks; one embedded font.
    expect(strings.join("")).not.toMatch(/[\ufb50-\ufdff\ufe70-\ufeff\u200e\u200f]/);
    expect(raw.split("/FontFile2").length - 1).toBe(1);
    expect(raw).toContain("/Lang (ar)");
  });

  it("lays an Arabic line out as wide as it is on the page, its joined letters measured as written", async () => {
    // "لا" and "لأ" are one glyph when shaped (jsPDF measures them so); the layer writes two.
    const placement = { ...line("لا إله الأشخاص لأن", "rtl"), widthMm: 45 };
    const task = getDocument({
      data: (await exportedBytes([placement], "ar")).slice(),
      isEvalSupported: false,
    });
    try {
      const { items } = await (await (await task.promise).getPage(1)).getTextContent();
      const [item] = items.filter((i): i is TextItem => "str" in i && i.str.trim() !== "");
      expect((item?.width ?? 0) / (72 / 25.4)).toBeCloseTo(45, 0);
    } finally {
      await task.destroy();
    }
  });

  it("keeps an Arabic note's words in reading order after an English label", async () => {
    // (PDF.js reads a line mostly in Arabic as a right-to-left one: the label comes out last.)
    const { strings } = await exported([line("Note: \u2067ملاحظة قصيرة جدا\u2069")]);
    expect(strings.join(" ")).toContain("ملاحظة قصيرة جدا");
    expect(strings.join(" ")).toMatch(/Note/);
  });
});

describe("seenOrder", () => {
  it("leaves a left-to-right line as it is", () => {
    expect(seenOrder("Größe: 50 %")).toBe("Größe: 50 %");
  });

  it("writes a right-to-left line as it is seen, numbers left to right", () => {
    expect(seenOrder("أب: 5 من 14", "rtl")).toBe("14 نم 5 :بأ");
    // ICU's marks keep the "%" after its number.
    expect(seenOrder("أب: 50\u200e%\u200e", "rtl")).toBe("50\u200e%\u200e :بأ");
  });

  it("does not mirror brackets: a reader reversing the run gets them as written", () => {
    expect(seenOrder("أ (ب)", "rtl")).toBe(")ب( أ");
  });

  it("keeps an isolated run whole, in its own direction", () => {
    expect(seenOrder("Note: \u2067أب جد 12\u2069")).toBe("Note: \u206712 دج بأ\u2069");
  });

  it("keeps a character beyond the BMP whole", () => {
    expect(seenOrder("أب 😀", "rtl")).toBe("😀 بأ");
  });
});
