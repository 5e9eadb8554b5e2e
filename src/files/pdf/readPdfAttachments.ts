// The files a PDF carries as attachments, read with PDF.js: how Open finds the saved assessment in
// a PDF this app exported (attachFile.ts), even after another program has saved the PDF again.
// Loaded on demand, with the preview's copy of PDF.js.

import { PDFWorker, getDocument } from "pdfjs-dist";
// Started through the worker-url Trusted Types policy and handed to PDF.js as its port, as in the
// preview (preview/previewPages.ts).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { startOwnWorker } from "../../trustedTypes";

export interface PdfAttachedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Rejects where PDF.js cannot read the file as a PDF at all. */
export async function readPdfAttachments(bytes: Uint8Array): Promise<PdfAttachedFile[]> {
  const port = startOwnWorker(workerUrl, { type: "module", name: "PDF.js" });
  // PDF.js's types, made from its defaults, say `port` can only be null; it takes a Worker.
  const worker = new PDFWorker({ port: port as unknown as null });
  const task = getDocument({ data: bytes, isEvalSupported: false, worker });
  try {
    const pdf = await task.promise;
    // PDF.js types this as `any`: a record of { filename, content } by name.
    const attachments = (await pdf.getAttachments()) as Record<
      string,
      { filename?: unknown; content?: unknown }
    > | null;
    return Object.values(attachments ?? {}).flatMap(({ filename, content }) =>
      typeof filename === "string" && content instanceof Uint8Array
        ? [{ name: filename, bytes: content }]
        : [],
    );
  } finally {
    await task.destroy();
    // PDF.js leaves a worker it was given as a port running.
    worker.destroy();
    port.terminate();
  }
}
