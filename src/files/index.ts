// The public face of src/files: the app's files in and out of the browser. Reading a file picked or
// dropped (its kind sniffed, a PDF's attached record read with PDF.js, loaded on demand from ./pdf);
// handing a file made in the page to the browser is ./download, a face of its own, so that the
// export's chunks and Save fetch it without the reading.

export { readAssessmentFile, readOpenedFile } from "./readAssessmentFile";
export type { OpenedFile, OpenedFileResult } from "./readAssessmentFile";
