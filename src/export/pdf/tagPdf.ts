// Makes the PDF jsPDF builds a tagged PDF (ISO 32000-1 §14.7-14.8) that meets the machine-checkable
// part of PDF/UA-1: every page image marked as an artifact, every line of the text layer in marked
// content with an MCID, a structure tree (planned from the report model, reportStructure.ts) whose
// elements point at those MCIDs, the parent tree that maps them back, and the catalog entries and
// XMP metadata a reader looks for. jsPDF 4.2 has no tagging; this writes through the same output
// hooks attachFile.ts uses (see docs/decisions/0010-tagged-pdf-through-jspdf-internals.md).

import type { jsPDF } from "jspdf";
import type { PdfPagePlan } from "../layout";
import type { StructureNode, StructureRole } from "../report";
import type { PdfObjectWriter } from "./crossReferenceStream";
import { pdfUaMetadata } from "./pdfUaMetadata";

/** The part of jsPDF's `internal` this writes through (present at run time in jsPDF 4.x). */
interface JsPdfInternals {
  readonly events: { subscribe(topic: string, callback: (data: PutPageEvent) => void): string };
  write(...text: string[]): void;
  getCurrentPageInfo(): { readonly pageNumber: number };
  getPageInfo(pageNumber: number): { readonly objId: number };
  getNumberOfPages(): number;
}

interface PutPageEvent {
  readonly pageNumber: number;
}

/** jsPDF's private surface, where the header's version is set (its default is 1.3). */
interface JsPdfPrivate {
  readonly __private__: { setPdfVersion(version: string): void };
}

/** One run of marked content: on which page, under which id. */
interface MarkedContent {
  readonly page: number;
  readonly mcid: number;
  /** Set when it is a Span element of its own inside its element (see SpanTags). */
  readonly span?: WrittenSpan;
}

/** A Span element around one run of marked content, as written. */
interface WrittenSpan extends SpanTags {
  objectId: number;
}

/**
 * What a reader of the tags is told of part of an element's text (a piece of a line, linePieces.ts):
 * its language, where it is not the element's; its words in reading order, where the content, in
 * the order it is seen, has them in another (ISO 32000-1 §14.9.4; a right-to-left line).
 */
export interface SpanTags {
  readonly lang?: string;
  readonly actualText?: string;
}

/** A node of the plan as written: its content found, its object number given at output. */
interface WrittenNode {
  readonly role: StructureRole;
  /** Its /Lang: the language of its text, where that is not the document's. */
  readonly lang?: string;
  /** The language its text is in, its own or the nearest ancestor's; undefined: the document's. */
  readonly inLang?: string;
  readonly contents: MarkedContent[];
  readonly children: WrittenNode[];
  objectId: number;
}

export interface PdfTagging {
  /** Draws what `draw` writes as an artifact: not part of the document's content (a page image). */
  artifact(draw: () => void): void;
  /**
   * Draws what `draw` writes as content of the structure element planned under `structureId`;
   * `actualText`, if given, is what the content says where its glyphs fall short of it. With
   * `span`, the content is a Span element of its own inside that element, which says its language
   * (where it is not the element's) and its words in reading order (where they are given); a
   * `span` that says neither is left out.
   */
  content(
    structureId: string | undefined,
    draw: () => void,
    actualText?: string,
    span?: SpanTags,
  ): void;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex (ISO 32000-1 §7.9.2.2). */
export function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let index = 0; index < text.length; index++)
    hex += text.charCodeAt(index).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

// A BCP 47 tag as a field's checklist gives it: letters, digits and hyphens, written as a PDF string
// as it is. Anything else is left out rather than written into the file.
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;

function writtenNode(
  node: StructureNode,
  byId: Map<string, WrittenNode>,
  inherited?: string,
): WrittenNode {
  const lang = node.lang !== undefined && LANGUAGE_TAG.test(node.lang) ? node.lang : undefined;
  const inLang = lang ?? inherited;
  const written: WrittenNode = {
    role: node.role,
    ...(lang === undefined ? {} : { lang }),
    ...(inLang === undefined ? {} : { inLang }),
    contents: [],
    children: node.children.map((child) => writtenNode(child, byId, inLang)),
    objectId: 0,
  };
  if (node.id !== undefined) byId.set(node.id, written);
  return written;
}

/**
 * The nodes that hold content, themselves or below: an element with nothing in it says nothing to
 * a reader, and an empty list is malformed (ISO 32000-1 Table 336).
 */
function withContent(node: WrittenNode): WrittenNode | null {
  const children = node.children.map(withContent).filter((child) => child !== null);
  if (node.contents.length === 0 && children.length === 0) return null;
  return { ...node, children };
}

function allNodes(node: WrittenNode): WrittenNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

/**
 * Throws unless the lines of `pages` and the structure plan name the same ids: every line names a
 * planned element, and every planned element with an id has a line. The drawn tree and the plan are
 * made from one model (report/reportStructure.ts); where they part, the tags would read in the wrong
 * order or leave words out, and the export fails instead.
 */
export function checkStructureIds(structure: StructureNode, pages: readonly PdfPagePlan[]): void {
  const planned = new Set<string>();
  const plan = (node: StructureNode): void => {
    if (node.id !== undefined) planned.add(node.id);
    node.children.forEach(plan);
  };
  plan(structure);
  const placed = new Set<string>();
  for (const { text, structureId } of pages.flatMap((page) => page.texts)) {
    if (structureId === undefined)
      throw new Error(`The report's line "${text}" names no element of its structure.`);
    if (!planned.has(structureId))
      throw new Error(
        `The report's line "${text}" names "${structureId}", which its structure does not plan.`,
      );
    placed.add(structureId);
  }
  const missing = [...planned].filter((id) => !placed.has(id));
  if (missing.length > 0)
    throw new Error(
      `The report's structure plans ${missing.map((id) => `"${id}"`).join(", ")}, which no line of the drawn report names.`,
    );
}

/**
 * Starts tagging `pdf`, whose pages (`pages`, planned) are still to be drawn, once their lines and
 * `structure` are found to name the same ids (checkStructureIds). Call before the first page is
 * drawn on, and draw every page's image through `artifact` and every text run through `content`.
 * The structure tree's dictionaries are written through `objects` (into the file's object stream,
 * see crossReferenceStream.ts).
 */
export function tagPdf(
  pdf: jsPDF,
  structure: StructureNode,
  pages: readonly PdfPagePlan[],
  title: string,
  objects: PdfObjectWriter,
): PdfTagging {
  checkStructureIds(structure, pages);
  // jsPDF types `internal` narrowly; these members are there at run time (jspdf 4.x).
  const internal = pdf.internal as unknown as JsPdfInternals;
  (pdf as unknown as JsPdfPrivate).__private__.setPdfVersion("1.7");
  pdf.addMetadata(pdfUaMetadata(title), true);

  const byId = new Map<string, WrittenNode>();
  const root = writtenNode(structure, byId);
  const nextMcid = new Map<number, number>();
  const nodeOf = (structureId: string | undefined): WrittenNode => {
    const known = structureId === undefined ? undefined : byId.get(structureId);
    // Every text must be tagged (PDF/UA-1 §7.1), in the place the plan gives it.
    if (known === undefined)
      throw new Error(`No element of the report's structure is planned as "${structureId}".`);
    return known;
  };

  let structTreeRoot = 0;
  internal.events.subscribe("putPage", ({ pageNumber }) => {
    // Tab order by structure: PDF/UA-1 §7.18.3 asks it of every page with annotations; said always.
    internal.write(`/StructParents ${pageNumber - 1}/Tabs/S`);
  });
  internal.events.subscribe("postPutResources", () => {
    structTreeRoot = writeStructureTree(internal, objects, root);
  });
  internal.events.subscribe("putCatalog", () => {
    internal.write(`/MarkInfo<</Marked true>>/StructTreeRoot ${structTreeRoot} 0 R`);
  });

  return {
    artifact(draw) {
      internal.write("/Artifact BMC");
      draw();
      internal.write("EMC");
    },
    content(structureId, draw, actualText, span) {
      const node = nodeOf(structureId);
      const page = internal.getCurrentPageInfo().pageNumber;
      const mcid = nextMcid.get(page) ?? 0;
      nextMcid.set(page, mcid + 1);
      const written = spanOf(node, span);
      node.contents.push(written === undefined ? { page, mcid } : { page, mcid, span: written });
      // The tag of marked content is the element's role, but Span where it carries its words in
      // ActualText: readers (poppler among them) take ActualText from a Span only. The element's
      // role is the structure tree's /S either way.
      if (actualText === undefined)
        internal.write(`/${written === undefined ? node.role : "Span"}<</MCID ${mcid}>>BDC`);
      else internal.write(`/Span<</MCID ${mcid}/ActualText${pdfTextString(actualText)}>>BDC`);
      draw();
      internal.write("EMC");
    },
  };
}

/** The Span `tags` call for inside `node`, or none where they would say nothing. */
function spanOf(node: WrittenNode, tags: SpanTags | undefined): WrittenSpan | undefined {
  const lang =
    tags?.lang !== undefined &&
    LANGUAGE_TAG.test(tags.lang) &&
    tags.lang.toLowerCase() !== node.inLang?.toLowerCase()
      ? tags.lang
      : undefined;
  const actualText = tags?.actualText;
  if (lang === undefined && actualText === undefined) return undefined;
  return {
    ...(lang === undefined ? {} : { lang }),
    ...(actualText === undefined ? {} : { actualText }),
    objectId: 0,
  };
}

/**
 * Writes the structure tree root, its elements and the parent tree, as jsPDF writes the file;
 * returns the root's object number. Runs on every output, so numbers are given afresh each time.
 */
function writeStructureTree(
  internal: JsPdfInternals,
  objects: PdfObjectWriter,
  plan: WrittenNode,
): number {
  const document = withContent(plan);
  const nodes = document === null ? [] : allNodes(document);
  const rootId = objects.reserve();
  const parentTreeId = objects.reserve();
  for (const node of nodes) {
    node.objectId = objects.reserve();
    for (const { span } of node.contents) if (span !== undefined) span.objectId = objects.reserve();
  }
  const pageObject = (page: number) => internal.getPageInfo(page).objId;

  const parentOf = new Map<WrittenNode, number>();
  for (const node of nodes) for (const child of node.children) parentOf.set(child, node.objectId);
  // Per page, the element each MCID belongs to, in MCID order (the parent tree's arrays).
  const pages = internal.getNumberOfPages();
  const owners: number[][] = Array.from({ length: pages }, () => []);

  for (const node of nodes) {
    const page = node.contents[0]?.page;
    const kids = node.contents.map(({ page: on, mcid, span }) => {
      const owned = owners[on - 1];
      if (span !== undefined) {
        // A Span of its own inside the element: its marked content is the Span's.
        if (owned !== undefined) owned[mcid] = span.objectId;
        const lang = span.lang === undefined ? "" : `/Lang(${span.lang})`;
        const actual =
          span.actualText === undefined ? "" : `/ActualText${pdfTextString(span.actualText)}`;
        objects.put(
          span.objectId,
          `<</S/Span/P ${node.objectId} 0 R/Pg ${pageObject(on)} 0 R${lang}${actual}/K ${mcid}>>`,
        );
        return `${span.objectId} 0 R`;
      }
      if (owned !== undefined) owned[mcid] = node.objectId;
      // An integer MCID is on the element's /Pg page; one on another page (a note that breaks
      // across pages) names its page in a marked-content reference.
      return on === page ? String(mcid) : `<</Type/MCR/Pg ${pageObject(on)} 0 R/MCID ${mcid}>>`;
    });
    for (const child of node.children) kids.push(`${child.objectId} 0 R`);
    const parent = parentOf.get(node) ?? rootId;
    const pg = page === undefined ? "" : `/Pg ${pageObject(page)} 0 R`;
    // One kid needs no array around it (ISO 32000-1 Table 323).
    const k = kids.length === 1 ? `/K ${kids[0]}` : `/K[${kids.join(" ")}]`;
    // An element in another language than the catalog's says which (ISO 32000-1 §14.9.2).
    const lang = node.lang === undefined ? "" : `/Lang(${node.lang})`;
    objects.put(node.objectId, `<</S/${node.role}/P ${parent} 0 R${pg}${lang}${k}>>`);
  }

  const nums = owners.map((ids, index) => `${index}[${ids.map((id) => `${id} 0 R`).join(" ")}]`);
  objects.put(parentTreeId, `<</Nums[${nums.join(" ")}]>>`);

  const top = document === null ? "" : `/K[${document.objectId} 0 R]`;
  objects.put(
    rootId,
    `<</Type/StructTreeRoot${top}/ParentTree ${parentTreeId} 0 R/ParentTreeNextKey ${pages}>>`,
  );
  return rootId;
}
