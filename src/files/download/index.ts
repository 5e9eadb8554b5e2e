// The public face of src/files/download: handing a file the app made to the browser as a download. A face of
// its own because Save and the export both need it, and should fetch nothing else.

export { downloadBlob } from "./downloadBlob";
