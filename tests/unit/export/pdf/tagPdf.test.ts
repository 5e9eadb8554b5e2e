// @vitest-environment node
// The tagged PDF as a screen reader's PDF library reads it: a real jsPDF document assembled from the
// structure planned for a real report model, with blank page images, read back with PDF.js
// (getStructTree, and the text with its marked content).

import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import type { PdfPagePlan, PdfTextPlacement } from "../../../../src/export/layout";
import { assemblePdf, openPdfDocument, pdfFileWriter } from "../../../../src/export/pdf";
import type { EncodedPage } from "../../../../src/export/pdf";
import { pdfTextString, tagPdf } from "../../../../src/export/pdf/tagPdf";
import { buildReportModel } from "../../../../src/export/report/reportModel";
import {
  reportStructure,
  structureNodesInOrder,
  type StructureNode,
} from "../../../../src/export/report/reportStructure";
import { checklistWithNotes } from "../checklistFixtures";

const WHITE_PIXEL = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const PROPERTIES = {
  title: "Principles and Guidelines for Computing Research",
  subject: "Subject",
  creator: "Tests",
  language: "en",
} as const;

interface StructTreeNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructTreeNode[];
}

/** A ticked question with a note, and an unticked one with a note: every kind of element. */
function plannedReport(): { structure: StructureNode; noteId: string } {
  const [first, second] = allQuestions(checklistWithNotes([], {}));
  if (first === undefined || second === undefined) throw new Error("too few questions");
  const checklist = checklistWithNotes([first.id], {
    [first.id]: "Reviewed by the board 😀 twice.",
    [second.id]: "Does not apply.",
  });
  const model = buildReportModel(checklist, new Date("2026-11-25T10:00:00Z"));
  return { structure: reportStructure(model), noteId: `ticked/question/${first.id}/note` };
}

/**
 * One line of text for every planned node with an id, on two pages, each line named by its id;
 * the ticked question's note gets two lines, one at the foot of page 1 and one atop page 2.
 */
function placements(structure: StructureNode, noteId: string): PdfTextPlacement[][] {
  const pages: PdfTextPlacement[][] = [[], []];
  let page = 0;
  let y = 10;
  const place = (text: string, structureId: string) => {
    pages[page]?.push({ text, xMm: 20, yMm: y, widthMm: 100, fontSizePt: 10, structureId });
    y += 8;
  };
  for (const node of structureNodesInOrder(structure)) {
    if (node.id === undefined) continue;
    if (node.id === noteId) {
      place("Note: Reviewed by the board 😀", node.id);
      page = 1;
      y = 10;
      place("twice.", node.id);
    } else place(node.id, node.id);
  }
  return pages;
}

function pagesOf(texts: PdfTextPlacement[][]): PdfPagePlan[] {
  return texts.map((onPage) => ({
    sourceTop: 0,
    sourceHeight: 1,
    imageTop: 0,
    imageHeight: 1,
    texts: onPage,
  }));
}

/** The export's steps from the empty document to the file (src/export/exportChecklistPdf.ts). */
async function tagged(): Promise<{ bytes: Uint8Array; structure: StructureNode; noteId: string }> {
  const { structure, noteId } = plannedReport();
  const pages = pagesOf(placements(structure, noteId));
  const image = (alias: string): Promise<EncodedPage> =>
    Promise.resolve({ bytes: WHITE_PIXEL, format: "PNG", alias, width: 1, height: 1 });
  const pdf = await openPdfDocument();
  const file = pdfFileWriter(pdf);
  const tagging = tagPdf(pdf, structure, pages, PROPERTIES.title, file.objects);
  await assemblePdf(pdf, pages, [image("p1"), image("p2")], PROPERTIES, tagging);
  return { bytes: file.output(), structure, noteId };
}

/** Tagging `pages` of the planned report: throws where their ids and the plan's part. */
async function tagPages(structure: StructureNode, pages: PdfPagePlan[]): Promise<void> {
  const pdf = await openPdfDocument();
  tagPdf(pdf, structure, pages, PROPERTIES.title, pdfFileWriter(pdf).objects);
}

async function withDocument<T>(
  bytes: Uint8Array,
  read: (document: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** Every deflated stream of the file, inflated (the page contents, the object stream, …). */
function inflatedStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const streams = [...raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)].flatMap((match) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      return [inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1")];
    } catch {
      return [];
    }
  });
  return streams;
}

/** The page content streams, inflated: every deflated stream that reads as text operators. */
function pageContents(bytes: Uint8Array): string[] {
  return inflatedStreams(bytes).filter((stream) => stream.includes("BDC"));
}

function depthFirst(node: StructTreeNode): StructTreeNode[] {
  return [node, ...(node.children ?? []).flatMap(depthFirst)];
}

/** The marked-content ids the page's structure tree names, in the tree's (reading) order. */
async function treeContentIds(page: PDFPageProxy): Promise<string[]> {
  const tree = (await page.getStructTree()) as StructTreeNode;
  return depthFirst(tree).flatMap((node) =>
    node.type === "content" && node.id !== undefined ? [node.id] : [],
  );
}

describe("the tagged PDF", () => {
  it("states the report's structure: roles in the planned order, headings never skipping", async () => {
    const { bytes, structure, noteId } = await tagged();
    const planned = structureNodesInOrder(structure).map((node) => node.role);
    const roles = await withDocument(bytes, async (document) => {
      const pages = await Promise.all([1, 2].map((n) => document.getPage(n)));
      const trees = await Promise.all(pages.map((page) => page.getStructTree()));
      return trees.map((tree) =>
        depthFirst(tree as StructTreeNode).flatMap((node) =>
          node.role === undefined || node.role === "Root" ? [] : [node.role],
        ),
      );
    });
    // Page 1 holds everything up to the ticked question's note: the plan's roles, in order.
    const noteAt = structureNodesInOrder(structure).findIndex((node) => node.id === noteId);
    expect(roles[0]).toEqual(planned.slice(0, noteAt + 1));
    expect(roles[0]?.slice(0, 8)).toEqual(["Document", "H1", "P", "P", "H2", "L", "LI", "LBody"]);
    // Page 2 holds the note's last line in the same nesting, then the section of notes on
    // questions not ticked and the footer.
    expect(roles[1]?.slice(0, 4)).toEqual(["Document", "L", "LI", "Lbl"]);
    expect(roles[1]?.slice(-10)).toEqual(planned.slice(-10));
  });

  it("puts every line of text in marked content the structure tree names, and the images outside", async () => {
    const { bytes } = await tagged();
    await withDocument(bytes, async (document) => {
      for (const number of [1, 2]) {
        const page = await document.getPage(number);
        const { items } = await page.getTextContent({ includeMarkedContent: true });
        const open: (string | null)[] = [];
        const textIds: string[] = [];
        for (const item of items) {
          if ("type" in item && item.type === "beginMarkedContentProps") open.push(item.id ?? null);
          else if ("type" in item && item.type === "beginMarkedContent") open.push(null);
          else if ("type" in item && item.type === "endMarkedContent") open.pop();
          else if ("str" in item && item.str.trim() !== "") {
            const id = open.at(-1);
            expect(id, `"${item.str}" on page ${number} is in marked content`).toBeTruthy();
            if (id) textIds.push(id);
          }
        }
        const named = await treeContentIds(page);
        // Every marked line is named by the tree, and the tree names nothing else.
        expect(new Set(named)).toEqual(new Set(textIds));

        // The page image: painted inside /Artifact, and nothing else is.
        const { fnArray, argsArray } = await page.getOperatorList();
        const stack: string[] = [];
        let images = 0;
        fnArray.forEach((fn, index) => {
          const args = argsArray[index] as unknown[];
          // The tag, a PDF name, comes as an object holding it.
          if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps)
            stack.push((args[0] as { name?: string }).name ?? String(args[0]));
          if (fn === OPS.endMarkedContent) stack.pop();
          if (fn === OPS.paintImageXObject) {
            images += 1;
            expect(stack).toEqual(["Artifact"]);
          }
        });
        expect(images).toBe(1);
      }
    });
  });

  it("keeps a note that breaks across pages one element, and gives a line its exact words", async () => {
    const { bytes } = await tagged();
    const raw = new TextDecoder("latin1").decode(bytes);
    // The note's line on page 2 is a marked-content reference to that page, in the same element
    // (the elements are in the file's object stream).
    expect(inflatedStreams(bytes).join("\n")).toMatch(
      /\/S\/P\/P \d+ 0 R\/Pg \d+ 0 R\/K\[\d+ <<\/Type\/MCR\/Pg \d+ 0 R\/MCID 0>>\]/,
    );
    // Helvetica cannot carry the emoji: the line says "?", and its ActualText the emoji.
    const contents = pageContents(bytes).join("\n");
    const exact = pdfTextString("Note: Reviewed by the board 😀");
    expect(contents).toMatch(new RegExp(`/Span<</MCID \\d+/ActualText${exact}>>BDC\\nBT\\n`));
    expect(contents).toContain("(Note: Reviewed by the board ?) Tj");
    // The catalog and the header: tagged, PDF 1.7, XMP with the PDF/UA identifier.
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw).toMatch(/\/MarkInfo<<\/Marked true>>\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain("<pdfuaid:part>1</pdfuaid:part>");
    const metadata = await withDocument(bytes, async (document) => document.getMetadata());
    expect(metadata.metadata?.get("dc:title")).toBe(PROPERTIES.title);
    const pageTabs = [...raw.matchAll(/\/StructParents (\d+)\/Tabs\/S/g)].map((m) => m[1]);
    expect(pageTabs).toEqual(["0", "1"]);
  });

  it("fails, before a page is drawn, on a line whose id the structure does not plan", async () => {
    const { structure, noteId } = plannedReport();
    const texts = placements(structure, noteId);
    texts[1]?.push({
      text: "Stray",
      xMm: 20,
      yMm: 200,
      widthMm: 50,
      fontSizePt: 10,
      structureId: "stray",
    });
    await expect(tagPages(structure, pagesOf(texts))).rejects.toThrow(
      'The report\'s line "Stray" names "stray", which its structure does not plan.',
    );
    const unnamed = placements(structure, noteId);
    unnamed[0]?.push({ text: "Unnamed", xMm: 20, yMm: 200, widthMm: 50, fontSizePt: 10 });
    await expect(tagPages(structure, pagesOf(unnamed))).rejects.toThrow(
      'The report\'s line "Unnamed" names no element of its structure.',
    );
  });

  it("fails on a planned element no line of the drawn report names", async () => {
    const { structure, noteId } = plannedReport();
    const texts = placements(structure, noteId).map((onPage) =>
      onPage.filter((placement) => placement.structureId !== noteId),
    );
    await expect(tagPages(structure, pagesOf(texts))).rejects.toThrow(
      `The report's structure plans "${noteId}", which no line of the drawn report names.`,
    );
  });

  it("gives a field's words inside a line their own /Lang, as a Span after the line's own words, a space between", async () => {
    // "Reason: Not for us", the reason in English in a French report: the label the P's content,
    // the reason a Span in it, each its own line of the text layer, side by side.
    const structure: StructureNode = {
      role: "Document",
      children: [
        {
          role: "P",
          id: "detail",
          children: [{ role: "Span", id: "detail/words", lang: "en", children: [] }],
        },
      ],
    };
    const line = { yMm: 10, fontSizePt: 10 } as const;
    const pages = pagesOf([
      [
        {
          ...line,
          text: "Raison :",
          xMm: 20,
          widthMm: 14,
          structureId: "detail",
          spaceAfter: true,
        },
        { ...line, text: "Not for us", xMm: 35.5, widthMm: 18, structureId: "detail/words" },
      ],
    ]);
    const pdf = await openPdfDocument();
    const file = pdfFileWriter(pdf);
    const tagging = tagPdf(pdf, structure, pages, PROPERTIES.title, file.objects);
    const image = { bytes: WHITE_PIXEL, format: "PNG", alias: "p1", width: 1, height: 1 } as const;
    await assemblePdf(
      pdf,
      pages,
      [Promise.resolve(image)],
      { ...PROPERTIES, language: "fr" },
      tagging,
    );
    const bytes = file.output();

    const contents = pageContents(bytes).join("\n");
    expect(contents).toMatch(/\/P<<\/MCID 0>>BDC\nBT\n[^]*?\(Raison : \) Tj[^]*?EMC/);
    expect(contents).toMatch(/\/Span<<\/MCID 1>>BDC\nBT\n[^]*?\(Not for us\) Tj[^]*?EMC/);
    const objects = inflatedStreams(bytes).join("\n");
    expect(objects).toMatch(/<<\/S\/Span\/P \d+ 0 R\/Pg \d+ 0 R\/Lang\(en\)\/K 1>>/);
    // The P holds its own words first, then the Span: read in that order.
    expect(objects).toMatch(/<<\/S\/P\/P \d+ 0 R\/Pg \d+ 0 R\/K\[0 \d+ 0 R\]>>/);
    // As a reader takes the text by its tags: the label, a space, then the reason.
    const text = await withDocument(bytes, async (document) => {
      const page = await document.getPage(1);
      return (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : ""));
    });
    expect(text.join("")).toBe("Raison : Not for us");
  });

  it("writes a text string as UTF-16BE with its byte order mark", () => {
    expect(pdfTextString("Aé")).toBe("<FEFF004100E9>");
    expect(pdfTextString("😀")).toBe("<FEFFD83DDE00>");
  });
});
