// Steps of the PDF export as only the benchmark swaps them in (and the tests that compare with
// them): the file untagged, and the file as jsPDF writes it, with its classic cross-reference table.
// Every PDF the app hands a person is tagged and written with a cross-reference stream
// (src/export/exportChecklistPdf.ts lists its steps).

import type { jsPDF } from "jspdf";
import type { PdfFileWriter, PdfObjectWriter, PdfTagging } from "../../src/export/steps";

/** For an untagged PDF: draws, and marks nothing. */
export const UNTAGGED: PdfTagging = {
  artifact: (draw) => draw(),
  content: (_structureId, draw) => draw(),
};

/** The part of jsPDF's `internal` the classic writer writes objects with (jsPDF 4.x). */
interface JsPdfInternals {
  newObjectDeferred(): number;
  newObjectDeferredBegin(objectId: number, output: boolean): number;
  write(...text: string[]): void;
}

/**
 * The file as jsPDF writes it, with its classic cross-reference table: the dictionaries put through
 * `objects` are written in line, each an indirect object of its own (the file as it was before the
 * cross-reference stream, docs/decisions/0011-cross-reference-stream.md).
 */
export function classicFileWriter(pdf: jsPDF): PdfFileWriter {
  // jsPDF types `internal` narrowly; these members are there at run time (jspdf 4.x).
  const internal = pdf.internal as unknown as JsPdfInternals;
  const objects: PdfObjectWriter = {
    reserve: () => internal.newObjectDeferred(),
    put(objectId, object) {
      internal.newObjectDeferredBegin(objectId, true);
      internal.write(object);
      internal.write("endobj");
    },
  };
  return { objects, output: () => Uint8Array.from(pdf.output(), (c) => c.charCodeAt(0)) };
}
