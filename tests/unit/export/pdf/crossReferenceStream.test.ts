// @vitest-environment node
// The file as written with a cross-reference stream and an object stream: read back byte by byte
// (every offset points at its object, every compressed object is found in the object stream), and
// by PDF.js, which the app's Open uses to find the attached record again.

import fc from "fast-check";
import { jsPDF } from "jspdf";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { attachFile } from "../../../../src/export/pdf/attachFile";
import {
  pdfFileWriter,
  withCrossReferenceStream,
} from "../../../../src/export/pdf/crossReferenceStream";
import { classicFileWriter } from "../../../../bench/export-page/pdfVariants";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const deflate = (data: string) => deflateSync(Buffer.from(data, "latin1")).toString("latin1");

/** A stream's dictionary and its data, for the object `objectId` at `offset`. */
function streamAt(file: string, offset: number, objectId: number) {
  const head = `${objectId} 0 obj\n`;
  expect(file.startsWith(head, offset)).toBe(true);
  const dictEnd = file.indexOf(">>\nstream\n", offset);
  const dict = file.slice(offset + head.length, dictEnd + 2);
  const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
  const start = dictEnd + ">>\nstream\n".length;
  expect(file.startsWith("\nendstream\nendobj", start + length)).toBe(true);
  const data = inflateSync(Buffer.from(file.slice(start, start + length), "latin1"));
  return { dict, data };
}

interface ReadBack {
  readonly xrefDict: string;
  /** Object number → its text: from its offset to `endobj`, or from the object stream. */
  readonly objects: Map<number, string>;
  readonly types: Map<number, number>;
  readonly widths: number[];
}

/** Reads a written file back as a reader does: startxref, the cross-reference stream, each entry. */
function readBack(bytes: Uint8Array): ReadBack {
  const file = latin1(bytes);
  const end = /startxref\n(\d+)\n%%EOF$/.exec(file);
  expect(end).not.toBeNull();
  const xrefOffset = Number(end?.[1]);
  const xrefId = Number(/^(\d+) 0 obj/.exec(file.slice(xrefOffset))?.[1]);
  const { dict: xrefDict, data } = streamAt(file, xrefOffset, xrefId);
  expect(xrefDict).toMatch(/^<<\/Type\/XRef\/Size \d+\/W\[1 \d \d\]/);
  const size = Number(/\/Size (\d+)/.exec(xrefDict)?.[1]);
  const widths = (/\/W\[(\d+) (\d+) (\d+)\]/.exec(xrefDict) ?? []).slice(1).map(Number);
  const rowWidth = widths.reduce((sum, width) => sum + width, 0);
  expect(data.length).toBe(size * rowWidth);
  const field = (row: number, index: number) => {
    let at = row * rowWidth + widths.slice(0, index).reduce((sum, width) => sum + width, 0);
    let value = 0;
    for (let byte = 0; byte < (widths[index] ?? 0); byte++) value = value * 256 + (data[at++] ?? 0);
    return value;
  };
  const objects = new Map<number, string>();
  const types = new Map<number, number>();
  const objectStreams = new Map<number, { first: number; pairs: number[]; text: string }>();
  for (let objectId = 0; objectId < size; objectId++) {
    const type = field(objectId, 0);
    types.set(objectId, type);
    if (type !== 1) continue;
    const offset = field(objectId, 1);
    expect(file.startsWith(`${objectId} 0 obj`, offset), `object ${objectId}`).toBe(true);
    objects.set(objectId, file.slice(offset, file.indexOf("endobj", offset)));
  }
  for (let objectId = 0; objectId < size; objectId++) {
    if (types.get(objectId) !== 2) continue;
    const streamId = field(objectId, 1);
    let objectStream = objectStreams.get(streamId);
    if (objectStream === undefined) {
      const offset = field(streamId, 1);
      const { dict, data: inflated } = streamAt(file, offset, streamId);
      expect(dict).toMatch(/^<<\/Type\/ObjStm\/N \d+\/First \d+/);
      const first = Number(/\/First (\d+)/.exec(dict)?.[1]);
      const text = inflated.toString("latin1");
      const pairs = text.slice(0, first).trim().split(/\s+/).map(Number);
      expect(pairs.length).toBe(2 * Number(/\/N (\d+)/.exec(dict)?.[1]));
      objectStream = { first, pairs, text };
      objectStreams.set(streamId, objectStream);
    }
    const index = field(objectId, 2);
    const { first, pairs, text } = objectStream;
    expect(pairs[2 * index]).toBe(objectId);
    const start = first + (pairs[2 * index + 1] ?? 0);
    const next = pairs[2 * index + 3];
    objects.set(objectId, text.slice(start, next === undefined ? undefined : first + next).trim());
  }
  return { xrefDict, objects, types, widths };
}

const RECORD = new TextEncoder().encode(`{"record": "${"x".repeat(3000)}"}`);

/** A jsPDF document with text, an attachment, and two dictionaries of ours the catalog names. */
function documentWithObjects(crossReferenceStream: boolean) {
  const pdf = new jsPDF({ compress: true });
  // The classic file is the benchmark's comparison (bench/export-page/pdfVariants.ts).
  const writer = crossReferenceStream ? pdfFileWriter(pdf) : classicFileWriter(pdf);
  pdf.text("Report", 10, 10);
  pdf.addPage();
  pdf.text("Second page", 10, 10);
  attachFile(pdf, {
    name: "record.json",
    bytes: RECORD,
    mimeType: "application/json",
    description: "The record",
    modified: new Date("2026-11-26T10:00:00Z"),
  });
  const internal = pdf.internal as unknown as {
    events: { subscribe(topic: string, callback: () => void): void };
    write(text: string): void;
  };
  let outer = 0;
  internal.events.subscribe("postPutResources", () => {
    outer = writer.objects.reserve();
    const inner = writer.objects.reserve();
    writer.objects.put(inner, "<</Inner (yes)>>");
    writer.objects.put(outer, `<</Outer ${inner} 0 R/Items[1 2 3]>>`);
  });
  internal.events.subscribe("putCatalog", () => internal.write(`/Ours ${outer} 0 R`));
  return writer;
}

async function readWithPdfJs(bytes: Uint8Array) {
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
  try {
    const document = await task.promise;
    const attachments = ((await document.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const page = await document.getPage(2);
    const text = (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : ""));
    return { pages: document.numPages, attachments: Object.values(attachments), text };
  } finally {
    await task.destroy();
  }
}

describe("the file with a cross-reference stream", () => {
  it("points every entry at its object, and finds every object put in the object stream", () => {
    const bytes = documentWithObjects(true).output();
    const file = latin1(bytes);
    const { xrefDict, objects, types } = readBack(bytes);
    // No classic table or trailer left; the trailer's entries are in the stream's dictionary.
    expect(file).not.toMatch(/\nxref\n|\ntrailer\n/);
    expect(xrefDict).toMatch(/\/Root \d+ 0 R\/Info \d+ 0 R\/ID\[<[0-9A-F]{32}><[0-9A-F]{32}>\]/);
    // Object streams and cross-reference streams are PDF 1.5: jsPDF's own header says 1.3.
    expect(file.startsWith("%PDF-1.5\n")).toBe(true);
    expect(types.get(0)).toBe(0);
    const compressed = [...types].filter(([, type]) => type === 2).map(([id]) => id);
    expect(compressed).toHaveLength(2);
    const catalog = objects.get(Number(/\/Root (\d+)/.exec(xrefDict)?.[1])) ?? "";
    const outer = Number(/\/Ours (\d+) 0 R/.exec(catalog)?.[1]);
    expect(objects.get(outer)).toMatch(/^<<\/Outer (\d+) 0 R\/Items\[1 2 3\]>>$/);
    const inner = Number(/\/Outer (\d+)/.exec(objects.get(outer) ?? "")?.[1]);
    expect(objects.get(inner)).toBe("<</Inner (yes)>>");
    expect(compressed.sort()).toEqual([outer, inner].sort());
    // Every other object jsPDF numbered is where the stream says (readBack checked each offset).
    for (const [objectId, type] of types) if (objectId > 0) expect([1, 2]).toContain(type);
  });

  it("is read by PDF.js: its pages, their text and the attached record", async () => {
    const read = await readWithPdfJs(documentWithObjects(true).output());
    expect(read.pages).toBe(2);
    expect(read.text).toContain("Second page");
    expect(read.attachments.map((file) => file.filename)).toEqual(["record.json"]);
    expect(read.attachments[0]?.content).toEqual(RECORD);
  });

  it("writes the same bytes on every output, numbering the objects afresh", () => {
    const writer = documentWithObjects(true);
    expect(writer.output()).toEqual(writer.output());
  });

  it("is smaller than jsPDF's classic file, whose objects it writes in line without it", async () => {
    const classic = documentWithObjects(false).output();
    const file = latin1(classic);
    expect(file).toMatch(/\nxref\n0 \d+\n0000000000 65535 f /);
    expect(file).toMatch(/\d+ 0 obj\n<<\/Inner \(yes\)>>\nendobj/);
    expect((await readWithPdfJs(classic)).attachments[0]?.content).toEqual(RECORD);
    expect(documentWithObjects(true).output().length).toBeLessThan(classic.length);
  });
});

describe("withCrossReferenceStream", () => {
  const body = "%PDF-1.7\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<<>>\nendobj\n";
  const classic = (entries: string, trailer = "/Size 4\n/Root 1 0 R") =>
    `${body}xref\n0 4\n${entries}trailer\n<<\n${trailer}\n>>\nstartxref\n${body.length}\n%%EOF`;
  const at = (objectId: number) => String(body.indexOf(`${objectId} 0 obj`)).padStart(10, "0");
  // Object 3 is listed but not in the body: the one to put in the object stream.
  const table = `0000000000 65535 f \n${at(1)} 00000 n \n${at(2)} 00000 n \n0000000000 00000 n \n`;

  it("sizes each field to its largest value, and keeps a later header", () => {
    const written = withCrossReferenceStream(classic(table), new Map([[3, "[1 2]"]]), deflate);
    const { xrefDict, objects, types, widths } = readBack(Buffer.from(written, "latin1"));
    // A file under 256 bytes: one byte an offset; the free entry's generation, 65535: two.
    expect(widths).toEqual([1, 1, 2]);
    expect(xrefDict).toContain("/Size 6");
    expect([...types.values()]).toEqual([0, 1, 1, 2, 1, 1]);
    expect(objects.get(3)).toBe("[1 2]");
    expect(written.startsWith("%PDF-1.7\n")).toBe(true);
  });

  it("writes no object stream when no object is put in it", () => {
    const unlisted = table.replace(/0000000000 00000 n \n$/, "0000000000 00000 f \n");
    const written = withCrossReferenceStream(classic(unlisted), new Map(), deflate);
    expect(written).not.toContain("/ObjStm");
    expect(readBack(Buffer.from(written, "latin1")).xrefDict).toContain("/Size 5");
  });

  it("keeps every object, in line or put in the object stream, whatever the file", () => {
    const objectText = fc
      .array(fc.constantFrom(..."0123456789 /[]()<>RSPK"), { maxLength: 40 })
      .map((chars) => `<<${chars.join("")}>>`);
    fc.assert(
      fc.property(
        fc.array(fc.record({ object: objectText, compressed: fc.boolean() }), {
          minLength: 1,
          maxLength: 30,
        }),
        (objects) => {
          // Object 1 is the catalog; 2 … are the generated ones, in line or to be put.
          let file = "%PDF-1.4\n%\xBA\xDF\n1 0 obj\n<</Type/Catalog>>\nendobj\n";
          const catalogAt = String(file.indexOf("1 0 obj")).padStart(10, "0");
          const rows = ["0000000000 65535 f ", `${catalogAt} 00000 n `];
          const compressed = new Map<number, string>();
          objects.forEach(({ object, compressed: put }, index) => {
            const objectId = index + 2;
            if (put) {
              compressed.set(objectId, object);
              rows.push("0000000000 00000 n ");
            } else {
              rows.push(`${String(file.length).padStart(10, "0")} 00000 n `);
              file += `${objectId} 0 obj\n${object}\nendobj\n`;
            }
          });
          const classic = `${file}xref\n0 ${rows.length}\n${rows.join("\n")}\ntrailer\n<<\n/Size ${rows.length}\n/Root 1 0 R\n>>\nstartxref\n${file.length}\n%%EOF`;
          const written = withCrossReferenceStream(classic, compressed, deflate);
          const read = readBack(Buffer.from(written, "latin1"));
          expect(written.startsWith("%PDF-1.5\n")).toBe(true);
          objects.forEach(({ object }, index) => {
            const text = read.objects.get(index + 2) ?? "";
            expect(text.replace(/^\d+ 0 obj\n/, "").trim()).toBe(object);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a table whose offsets do not point at their objects", () => {
    const wrong = table.replace(at(2), at(1));
    expect(() => withCrossReferenceStream(classic(wrong), new Map(), deflate)).toThrow(
      "Object 2's offset does not point at it.",
    );
  });

  it("refuses an object put in the stream that the table does not list", () => {
    expect(() => withCrossReferenceStream(classic(table), new Map([[9, "1"]]), deflate)).toThrow(
      "Object 9 is not in the PDF's cross-reference table.",
    );
  });

  it("refuses a file without a classic table, or an encrypted one", () => {
    expect(() => withCrossReferenceStream(body, new Map(), deflate)).toThrow(
      "The PDF does not end with a classic cross-reference table.",
    );
    expect(() =>
      withCrossReferenceStream(
        classic(table, "/Size 4\n/Root 1 0 R\n/Encrypt 3 0 R"),
        new Map(),
        deflate,
      ),
    ).toThrow("An encrypted PDF's objects cannot be moved into an object stream here.");
  });
});
