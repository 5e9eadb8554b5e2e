// The public face of pdf/: PDF bytes from the planned pages (../layout) and their drawn canvases,
// one step a file: the page images' encoding, the empty document, the file's writer, the attached
// record, the tags, and the assembly of images and invisible text layer.

export {
  defaultPageImageEncoding,
  encodePageImages,
  pageImageEncoder,
  preparePageImageEncoding,
} from "./encodePageImages";
export type { EncodedPage, EncodePageImage, PageImageEncoding } from "./encodePageImages";
export { openPdfDocument } from "./openPdfDocument";
export { pdfFileWriter } from "./crossReferenceStream";
export type { PdfFileWriter, PdfObjectWriter } from "./crossReferenceStream";
export { attachFile } from "./attachFile";
export type { PdfAttachment } from "./attachFile";
export { checkStructureIds, tagPdf } from "./tagPdf";
export type { PdfTagging } from "./tagPdf";
export { assemblePdf } from "./assemblePdf";
