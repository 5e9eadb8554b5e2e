// Writes the PDF jsPDF builds with a cross-reference stream (ISO 32000-1 §7.5.8) in place of jsPDF's
// classic table, and the small dictionaries the tags add (about 300 structure elements on a full
// report) into one deflated object stream (§7.5.7). In the classic form each of those is an
// indirect object of its own, `N 0 obj … endobj` and a 20-byte entry in the table: on the full
// report that was more than the tags' words. jsPDF 4.2 can write neither form, so the file it
// builds is finished here: nothing in jsPDF's output points after its `xref` keyword except
// `startxref`, so the table and trailer are replaced whole and every object before them stays where
// jsPDF put it. See docs/decisions/0011-cross-reference-stream.md.

import type { jsPDF } from "jspdf";

/** Where a writer of the file's objects puts a dictionary it does not write in line. */
export interface PdfObjectWriter {
  /** An object number for a dictionary given later to `put`, in the same output. */
  reserve(): number;
  /** The dictionary (or any object but a stream) numbered `objectId`, without `obj`/`endobj`. */
  put(objectId: number, object: string): void;
}

/** One entry of the classic table, as jsPDF wrote it. */
interface ClassicEntry {
  readonly offset: number;
  readonly generation: number;
  readonly inUse: boolean;
}

/** The classic file cut where its cross-reference table begins, and what the table and trailer said. */
interface ClassicTail {
  readonly body: string;
  readonly entries: readonly ClassicEntry[];
  /** The trailer's entries a cross-reference stream carries over: /Root, /Info, /ID. */
  readonly trailer: string;
}

/** A binary string (one character a byte) deflated with zlib's wrapper, as FlateDecode reads it. */
export type Deflate = (data: string) => string;

function readClassicTail(classic: string): ClassicTail {
  const end = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(classic.slice(-64));
  const xref = end === null ? -1 : Number(end[1]);
  if (end === null || !classic.startsWith("xref", xref))
    throw new Error("The PDF does not end with a classic cross-reference table.");
  const trailerAt = classic.indexOf("trailer", xref);
  if (trailerAt < 0) throw new Error("The PDF's cross-reference table has no trailer.");
  const entries: ClassicEntry[] = [];
  // Subsections: a line "first count", then count entries "oooooooooo ggggg n".
  const table = classic.slice(xref + 4, trailerAt);
  const subsection = /(\d+) (\d+)\s/y;
  const entry = /(\d{10}) (\d{5}) ([nf])\s*/y;
  let at = table.search(/\S/);
  while (at >= 0 && at < table.length) {
    subsection.lastIndex = at;
    const head = subsection.exec(table);
    if (head === null) throw new Error("The PDF's cross-reference table cannot be read.");
    const first = Number(head[1]);
    const count = Number(head[2]);
    at = subsection.lastIndex;
    for (let index = 0; index < count; index++) {
      entry.lastIndex = at;
      const found = entry.exec(table);
      if (found === null) throw new Error("The PDF's cross-reference table cannot be read.");
      entries[first + index] = {
        offset: Number(found[1]),
        generation: Number(found[2]),
        inUse: found[3] === "n",
      };
      at = entry.lastIndex;
    }
    const next = table.slice(at).search(/\S/);
    at = next < 0 ? -1 : at + next;
  }
  const trailer = classic.slice(trailerAt, classic.lastIndexOf("startxref"));
  if (/\/Encrypt\b/.test(trailer))
    throw new Error("An encrypted PDF's objects cannot be moved into an object stream here.");
  const kept = ["Root", "Info"].flatMap((key) => {
    const ref = new RegExp(`/${key}\\s+(\\d+\\s+\\d+\\s+R)`).exec(trailer);
    return ref === null ? [] : [`/${key} ${ref[1]?.replace(/\s+/g, " ")}`];
  });
  const id = /\/ID\s*\[\s*(<[0-9A-Fa-f]*>)\s*(<[0-9A-Fa-f]*>)\s*\]/.exec(trailer);
  if (id !== null) kept.push(`/ID[${id[1]}${id[2]}]`);
  if (kept.length === 0 || !kept[0]?.startsWith("/Root"))
    throw new Error("The PDF's trailer names no catalog.");
  return { body: classic.slice(0, xref), entries, trailer: kept.join("") };
}

/** How many bytes an unsigned integer up to `max` takes, big-endian (at least one). */
function widthOf(max: number): number {
  let width = 1;
  while (max >= 2 ** (8 * width)) width += 1;
  return width;
}

function bigEndian(value: number, width: number): string {
  let bytes = "";
  for (let shift = width - 1; shift >= 0; shift--)
    bytes += String.fromCharCode(Math.floor(value / 2 ** (8 * shift)) % 256);
  return bytes;
}

/** A PDF header before 1.5, which has neither form, raised to 1.5 (same length: no offset moves). */
function atLeastPdf15(body: string): string {
  return /^%PDF-1\.[0-4]/.test(body) ? `%PDF-1.5${body.slice(8)}` : body;
}

/**
 * `classic`, a complete PDF that ends with one classic cross-reference table and trailer (as jsPDF
 * writes it), as a binary string, rewritten: `compressed`'s objects (numbers the table lists, but
 * whose objects the body does not hold) in one deflated object stream, and the table replaced by a
 * deflated cross-reference stream that carries the trailer's /Root, /Info and /ID. Every other
 * object stays at its offset. Throws if an entry of the table does not point at its object.
 */
export function withCrossReferenceStream(
  classic: string,
  compressed: ReadonlyMap<number, string>,
  deflate: Deflate,
): string {
  const { body: classicBody, entries, trailer } = readClassicTail(classic);
  const body = atLeastPdf15(classicBody);
  const size = entries.length;
  const objectStream = compressed.size > 0 ? size : undefined;
  const xrefStream = size + (objectStream === undefined ? 0 : 1);
  const newSize = xrefStream + 1;

  // Type 0 (free), 1 (offset, generation) and 2 (object stream, index in it), by object number.
  const rows: [number, number, number][] = [];
  const index = new Map<number, number>();
  for (const objectId of compressed.keys()) {
    if (objectId <= 0 || objectId >= size)
      throw new Error(`Object ${objectId} is not in the PDF's cross-reference table.`);
    index.set(objectId, index.size);
  }
  for (let objectId = 0; objectId < size; objectId++) {
    const entry = entries[objectId];
    const inStream = index.get(objectId);
    if (inStream !== undefined && objectStream !== undefined)
      rows.push([2, objectStream, inStream]);
    else if (entry === undefined || !entry.inUse) rows.push([0, 0, entry?.generation ?? 65535]);
    else if (body.startsWith(`${objectId} ${entry.generation} obj`, entry.offset))
      rows.push([1, entry.offset, entry.generation]);
    else throw new Error(`Object ${objectId}'s offset does not point at it.`);
  }

  let tail = "";
  if (objectStream !== undefined) {
    // Its objects in the order they were put; the stream begins with each one's number and its offset from
    // /First, then the objects themselves.
    const pairs: string[] = [];
    const objects: string[] = [];
    let offset = 0;
    for (const [objectId, object] of compressed) {
      pairs.push(`${objectId} ${offset}`);
      objects.push(object);
      offset += object.length + 1;
    }
    const head = `${pairs.join(" ")}\n`;
    const data = deflate(head + objects.join("\n"));
    rows.push([1, body.length, 0]);
    tail += `${objectStream} 0 obj\n<</Type/ObjStm/N ${objects.length}/First ${head.length}/Filter/FlateDecode/Length ${data.length}>>\nstream\n${data}\nendstream\nendobj\n`;
  }

  const xrefOffset = body.length + tail.length;
  rows.push([1, xrefOffset, 0]);
  const widths = [
    1,
    widthOf(Math.max(...rows.map((row) => row[1]))),
    widthOf(Math.max(...rows.map((row) => row[2]))),
  ] as const;
  const table = rows
    .map((row) => row.map((value, field) => bigEndian(value, widths[field] ?? 1)).join(""))
    .join("");
  const data = deflate(table);
  tail += `${xrefStream} 0 obj\n<</Type/XRef/Size ${newSize}/W[${widths.join(" ")}]${trailer}/Filter/FlateDecode/Length ${data.length}>>\nstream\n${data}\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF`;
  return body + tail;
}

/** The part of jsPDF's `internal` the writer reserves numbers and writes objects with (jsPDF 4.x). */
interface JsPdfInternals {
  readonly events: { subscribe(topic: string, callback: () => void): string };
  newObjectDeferred(): number;
}

/** jsPDF's filters (its plug-in `processDataByFilters`), whose deflate is fflate's zlib. */
interface JsPdfFilters {
  processDataByFilters(data: string, filters: string[]): { data: string };
}

export interface PdfFileWriter {
  /** Where the file's own additions put their dictionaries (the tags' structure tree). */
  readonly objects: PdfObjectWriter;
  /** The whole file, built by jsPDF and finished here. */
  output(): Uint8Array<ArrayBuffer>;
}

function toBytes(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The writer of `pdf`'s file: the dictionaries put through `objects` go into an object stream, and
 * the file gets a cross-reference stream.
 */
export function pdfFileWriter(pdf: jsPDF): PdfFileWriter {
  // jsPDF types `internal` narrowly; these members are there at run time (jspdf 4.x).
  const internal = pdf.internal as unknown as JsPdfInternals;
  let compressed = new Map<number, string>();
  // jsPDF numbers the objects afresh on each output.
  internal.events.subscribe("buildDocument", () => {
    compressed = new Map();
  });
  const objects: PdfObjectWriter = {
    // Reserved and never begun: jsPDF lists the number in its table, with no object behind it,
    // and withCrossReferenceStream makes it an entry of the object stream.
    reserve: () => internal.newObjectDeferred(),
    put: (objectId, object) => void compressed.set(objectId, object),
  };
  const deflate: Deflate = (data) =>
    (pdf as unknown as JsPdfFilters).processDataByFilters(data, ["FlateEncode"]).data;
  return {
    objects,
    output: () => toBytes(withCrossReferenceStream(pdf.output(), compressed, deflate)),
  };
}
