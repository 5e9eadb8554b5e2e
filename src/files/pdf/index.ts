// The public face of src/files/pdf: reading back a PDF this app exported, with PDF.js. The app loads it on
// demand, when Open is given a PDF.

export { readPdfAttachments } from "./readPdfAttachments";
export type { PdfAttachedFile } from "./readPdfAttachments";
