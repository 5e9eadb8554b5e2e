// Attaches a file to the PDF jsPDF is building, as a standard embedded file (ISO 32000 §7.11.4: the
// catalog's EmbeddedFiles name tree, and its /AF list, as PDF/A-3 and e-invoices do): every PDF
// reader lists it among the document's attachments, and poppler's pdfdetach extracts it. jsPDF has
// no attachment API, but its output hooks let a plug-in write objects of its own (its autoPrint
// does the same): a few dozen lines here, where post-processing the bytes with pdf-lib would load a
// 500 kB library and parse and write the whole file again.

import type { jsPDF } from "jspdf";

export interface PdfAttachment {
  /** ASCII only: it is written as a PDF literal string. */
  readonly name: string;
  readonly bytes: Uint8Array;
  /** e.g. "application/json" */
  readonly mimeType: string;
  /** In the report's language: written as a PDF text string, UTF-16 where it is not ASCII. */
  readonly description: string;
  readonly modified: Date;
}

/** The part of jsPDF's `internal` a plug-in writes objects with (see jsPDF's autoPrint plug-in). */
interface JsPdfInternals {
  readonly events: { subscribe(topic: string, callback: () => void): string };
  newObject(): number;
  out(text: string): void;
  putStream(options: {
    data: string;
    filters: string[];
    objectId: number;
    additionalKeyValues: { key: string; value: string | number }[];
  }): void;
}

// A literal string: backslash and parentheses escaped, as the syntax asks (ISO 32000 §7.3.4.2).
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

// A text string (ISO 32000 §7.9.2.2): a literal for printable ASCII, else UTF-16BE after its byte
// order mark, in hex, which needs no escaping. The description is in the report's language.
function textString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return literal(text);
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0");
  return `<${hex.toUpperCase()}>`;
}

// A name: any character outside the regular set written as #xx (ISO 32000 §7.3.5).
function pdfName(text: string): string {
  return `/${text.replace(/[^A-Za-z0-9.\-_]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, "0")}`)}`;
}

function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

// jsPDF takes stream data as a "binary string", one character a byte.
function binaryString(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** Call before the PDF is output: the objects are written while jsPDF writes the file. */
export function attachFile(pdf: jsPDF, file: PdfAttachment): void {
  if (!/^[\x20-\x7e]+$/.test(file.name))
    throw new Error("An attachment's name must be printable ASCII.");
  // jsPDF types `internal` narrowly; these members are there at run time (jspdf 4.x).
  const internal = pdf.internal as unknown as JsPdfInternals;
  let fileSpec = 0;
  internal.events.subscribe("postPutResources", () => {
    const stream = internal.newObject();
    internal.putStream({
      data: binaryString(file.bytes),
      // Always deflated, and named here: jsPDF's own list of filters is not to be relied on, as
      // writing an image empties it (jsPDF 4.2's putImage splices FlateEncode out of the shared
      // array), and the report's pages are images.
      filters: ["FlateEncode"],
      objectId: stream,
      additionalKeyValues: [
        { key: "Type", value: "/EmbeddedFile" },
        { key: "Subtype", value: pdfName(file.mimeType) },
        {
          key: "Params",
          value: `<< /Size ${file.bytes.length} /ModDate ${literal(pdfDate(file.modified))} >>`,
        },
      ],
    });
    internal.out("endobj");
    fileSpec = internal.newObject();
    internal.out(
      `<< /Type /Filespec /F ${literal(file.name)} /UF ${literal(file.name)} /EF << /F ${stream} 0 R >> /Desc ${textString(file.description)} /AFRelationship /Data >>`,
    );
    internal.out("endobj");
  });
  internal.events.subscribe("putCatalog", () => {
    internal.out(
      `/Names << /EmbeddedFiles << /Names [${literal(file.name)} ${fileSpec} 0 R] >> >>`,
    );
    internal.out(`/AF [${fileSpec} 0 R]`);
  });
}
