// The public face of pdf/: PDF bytes from planned pages and their drawn images: the page images'
// encoding, the invisible text layer and its fonts, and the attached assessment record.

export { assemblePdf, defaultPageImageEncoding, encodePageCanvas } from "./assemblePdf";
export type { AssembledPdf, EncodedPage, PageImageEncoding } from "./assemblePdf";
export { attachFile } from "./attachFile";
export type { PdfAttachment } from "./attachFile";
export { createColorLookup } from "./indexedPageImage";
export type { PagePixels } from "./encodeIndexedPage";
export { sharedPageDeflater, startPageDeflater } from "./pageDeflater";
export type { PageDeflater } from "./pageDeflater";
