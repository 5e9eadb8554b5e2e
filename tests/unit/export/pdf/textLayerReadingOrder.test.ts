// @vitest-environment node
// The tagged text layer where what is seen and what is read part: right-to-left lines, whose glyphs
// are written in the order they are seen, give their words in reading order to a reader of the tags
// (/ActualText on a Span of their own, ISO 32000-1 §14.9.4); a line that changes language (a field's
// reason after "Reason:", an English reason in an Arabic report) gives the other language's words a
// Span with their /Lang; an Arabic note with Latin words in an English report is its own piece.
// Lines in one direction, in one language, are tagged as they always were. Read back with PDF.js:
// its structure tree (roles, /Lang, /ActualText as `alt`) and its text content.

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { LanguageSpan, PdfPagePlan, PdfTextPlacement } from "../../../../src/export/layout";
import { assemblePdf, openPdfDocument, pdfFileWriter, tagPdf } from "../../../../src/export/pdf";
import type { EncodedPage } from "../../../../src/export/pdf";
import { linePieces } from "../../../../src/export/pdf/linePieces";
import type { StructureNode } from "../../../../src/export/report";
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

interface Line {
  readonly text: string;
  readonly direction?: "rtl";
  readonly languages?: readonly LanguageSpan[];
  /** The paragraph it belongs to (several lines may share one); its index by default. */
  readonly element?: string;
  /** Its width on the page, in mm; 150 by default. */
  readonly widthMm?: number;
}

interface TreeNode {
  role?: string;
  type?: string;
  id?: string;
  alt?: string;
  lang?: string;
  children?: TreeNode[];
}

/** A tagged one-page file of `lines`, each a paragraph of its own unless it names its element. */
async function taggedFile(
  lines: readonly Line[],
  language: string,
  langs: Record<string, string> = {},
): Promise<Uint8Array> {
  const texts: PdfTextPlacement[] = lines.map((line, index) => ({
    text: line.text,
    ...(line.direction === undefined ? {} : { direction: line.direction }),
    ...(line.languages === undefined ? {} : { languages: line.languages }),
    xMm: 20,
    yMm: 20 + 10 * index,
    widthMm: line.widthMm ?? 150,
    fontSizePt: 10,
    structureId: line.element ?? `p${index}`,
  }));
  const ids = [...new Set(texts.map((text) => text.structureId ?? ""))];
  const structure: StructureNode = {
    role: "Document",
    children: ids.map((id) =>
      langs[id] === undefined
        ? { role: "P", id, children: [] }
        : { role: "P", id, lang: langs[id], children: [] },
    ),
  };
  const pages: PdfPagePlan[] = [
    { sourceTop: 0, sourceHeight: 1, imageTop: 0, imageHeight: 1, texts },
  ];
  const image: EncodedPage = {
    bytes: WHITE_PIXEL,
    format: "PNG",
    alias: "p1",
    width: 1,
    height: 1,
  };
  const pdf = await openPdfDocument();
  const file = pdfFileWriter(pdf);
  const tagging = tagPdf(pdf, structure, pages, "T", file.objects);
  const properties = { title: "T", subject: "S", creator: "C", language } as const;
  await assemblePdf(pdf, pages, [Promise.resolve(image)], properties as never, tagging);
  return file.output();
}

async function withPage<T>(bytes: Uint8Array, read: (page: PDFPageProxy) => Promise<T>) {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    return await read(await (await task.promise).getPage(1));
  } finally {
    await task.destroy();
  }
}

/** Each paragraph of the page's structure tree: its own /Lang and its kids, a Span as its words. */
async function paragraphs(bytes: Uint8Array) {
  return withPage(bytes, async (page) => {
    const tree = (await page.getStructTree()) as TreeNode;
    const document = tree.children?.[0];
    return (document?.children ?? []).map((paragraph) => ({
      ...(paragraph.lang === undefined ? {} : { lang: paragraph.lang }),
      kids: (paragraph.children ?? []).map((kid) =>
        kid.type === "content"
          ? "content"
          : {
              role: kid.role,
              ...(kid.alt === undefined ? {} : { alt: kid.alt }),
              ...(kid.lang === undefined ? {} : { lang: kid.lang }),
            },
      ),
    }));
  });
}

/** The text items PDF.js gives, with their left edges, in mm, in the order they are written. */
async function items(bytes: Uint8Array) {
  return withPage(bytes, async (page) => {
    const { items: all } = await page.getTextContent();
    return all
      .filter((item): item is TextItem => "str" in item && item.str.trim() !== "")
      .map((item) => ({
        str: item.str,
        left: (item.transform[4] ?? 0) / (72 / 25.4),
        width: item.width / (72 / 25.4),
      }));
  });
}

/** The file's text as it is, and each deflated stream inflated (the page, the object stream). */
function fileText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const streams = [...raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)].flatMap((match) => {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const stream = Buffer.from(raw.slice(start, raw.indexOf("endstream", start)), "latin1");
      return [inflateSync(stream).toString("latin1")];
    } catch {
      return [];
    }
  });
  return [raw, ...streams].join("\n");
}

const nfc = (text: string) => text.normalize("NFC");

describe("linePieces", () => {
  it("leaves a line in one direction and one language whole", () => {
    expect(linePieces("Reason: none")).toEqual([
      { seen: "Reason: none", read: "Reason: none", from: 0, last: true },
    ]);
  });

  it("cuts a line where its language changes, the other language's words said", () => {
    const text = "Reason: Pas ici";
    expect(linePieces(text, undefined, [{ start: 8, end: 15, lang: "fr" }])).toEqual([
      { seen: "Reason: ", read: "Reason: ", from: 0, last: false },
      { seen: "Pas ici", read: "Pas ici", lang: "fr", from: 8, last: true },
    ]);
  });

  it("cuts out a run isolated in the other direction, each piece in the order it is seen", () => {
    // An Arabic note with Latin words after an English label: seen, the note's words run from the
    // right, its Latin words left to right inside it.
    // (Isolate marks go with a piece beside them; they are never written.)
    const marks = (text: string) => text.replace(/[\u2066-\u2069]/gu, "");
    const pieces = linePieces("Note: \u2067ملاحظة عن IRB هنا\u2069");
    expect(pieces.map((piece) => [marks(piece.seen), marks(piece.read)])).toEqual([
      ["Note: ", "Note: "],
      ["انه IRB نع ةظحالم", "ملاحظة عن IRB هنا"],
    ]);
    // An English reason in an Arabic line: the reason is on the left, read last.
    const arabic = linePieces("السبب: \u2066Not here\u2069", "rtl", [
      { start: 8, end: 16, lang: "en" },
    ]);
    expect(arabic.map((piece) => [marks(piece.seen), piece.lang, piece.from])).toEqual([
      ["Not here", "en", 7],
      [" :ببسلا", undefined, 0],
    ]);
  });
});

describe("a right-to-left line in the tags", () => {
  const lines: Line[] = [
    { text: "احترام الأشخاص: 5 من 14", direction: "rtl" },
    { text: "التقدّم: 50\u200e%\u200e", direction: "rtl" },
    { text: "هل يُزوَّد المشاركون (بمعلومات) كاملة؟", direction: "rtl" },
  ];

  it("gives its words in reading order, in a Span of its own, the glyphs still as seen", async () => {
    const bytes = await taggedFile(lines, "ar");
    const tree = await paragraphs(bytes);
    expect(tree.map((paragraph) => paragraph.kids.map((kid) => kid))).toEqual(
      ["احترام الأشخاص: 5 من 14", "التقدّم: 50%", "هل يُزوَّد المشاركون (بمعلومات) كاملة؟"].map(
        (alt) => [{ role: "Span", alt }],
      ),
    );
    // What PDF.js reads from the glyphs, for copying and searching, is what it always was.
    expect((await items(bytes)).map((item) => nfc(item.str))).toEqual(
      ["احترام الأشخاص: 5 من 14", "التقدّم: 50%", "هل يُزوَّد المشاركون (بمعلومات) كاملة؟"].map(nfc),
    );
    // ActualText as a PDF text string in UTF-16BE: "ا" is U+0627.
    expect(fileText(bytes)).toMatch(/\/S\/Span\/P \d+ 0 R\/Pg \d+ 0 R\/ActualText<FEFF0627/);
  });

  it("joins a paragraph's lines with the space their break stood for, in its words too", async () => {
    const bytes = await taggedFile(
      [
        { text: "ملاحظة: هذه", direction: "rtl", element: "note" },
        { text: "ملاحظة طويلة", direction: "rtl", element: "note" },
      ],
      "ar",
    );
    const [note] = await paragraphs(bytes);
    expect(note?.kids.map((kid) => (typeof kid === "string" ? kid : kid.alt))).toEqual([
      "ملاحظة: هذه ",
      "ملاحظة طويلة",
    ]);
  });
});

describe("a line in two languages", () => {
  it("gives a field's words after the report's label a Span with their language", async () => {
    const bytes = await taggedFile(
      [
        {
          text: "Reason: Pas pertinent ici",
          languages: [{ start: 8, end: 25, lang: "fr" }],
          widthMm: 60,
        },
      ],
      "en",
    );
    expect(await paragraphs(bytes)).toEqual([{ kids: ["content", { role: "Span", lang: "fr" }] }]);
    // Written where each piece lies in the line: the second starts where the first ends.
    const [label, reason] = await items(bytes);
    expect(label?.left).toBeCloseTo(20, 1);
    expect(reason?.left).toBeGreaterThan((label?.left ?? 0) + (label?.width ?? 0));
    expect((reason?.left ?? 0) + (reason?.width ?? 0)).toBeCloseTo(80, 0);
  });

  it("says nothing more where the words are in their element's language", async () => {
    // A question the field wrote in French: its element says fr, and so do its words.
    const bytes = await taggedFile(
      [{ text: "Pas ici", languages: [{ start: 0, end: 7, lang: "fr" }] }],
      "en",
      { p0: "fr" },
    );
    expect(await paragraphs(bytes)).toEqual([{ lang: "fr", kids: ["content"] }]);
  });

  it("reads an English reason in an Arabic line after its label, in its language", async () => {
    const bytes = await taggedFile(
      [
        {
          text: "السبب: \u2066Not relevant here\u2069",
          direction: "rtl",
          languages: [{ start: 8, end: 25, lang: "en" }],
        },
      ],
      "ar",
    );
    expect(await paragraphs(bytes)).toEqual([
      {
        kids: [
          { role: "Span", alt: "السبب: " },
          { role: "Span", lang: "en" },
        ],
      },
    ]);
  });
});

describe("an Arabic note with Latin words in an English report", () => {
  it("reads the note in reading order after its label", async () => {
    const bytes = await taggedFile(
      [{ text: "Note: \u2067ملاحظة عن IRB approval هنا\u2069" }],
      "en",
    );
    expect(await paragraphs(bytes)).toEqual([
      { kids: ["content", { role: "Span", alt: "ملاحظة عن IRB approval هنا" }] },
    ]);
    // PDF.js reads the note as its own item, in reading order, after the label.
    expect((await items(bytes)).map((item) => item.str.trim())).toEqual([
      "Note:",
      "ملاحظة عن IRB approval هنا",
    ]);
  });
});

describe("a report in one direction and one language", () => {
  it("is tagged as it always was: no Span, one run of marked content a paragraph", async () => {
    const bytes = await taggedFile(
      [
        { text: "Français : é è « guillemets »", element: "a" },
        { text: "Deutsch: Größe ß „Anführung“", element: "a" },
        { text: "Note: Emoji 😀 too" },
      ],
      "fr",
    );
    const text = fileText(bytes);
    expect(text).not.toContain("/S/Span");
    expect(text.match(/\/P<<\/MCID \d+>>BDC/g)).toHaveLength(1);
    expect(await paragraphs(bytes)).toEqual([{ kids: ["content"] }, { kids: ["content"] }]);
  });
});
