// The public face of reader/: reading back a PDF this app exported, with PDF.js. The app loads it on
// demand, when Open is given a PDF.

export { readPdfAttachments } from "./readPdfAttachments";
export type { PdfAttachedFile } from "./readPdfAttachments";
