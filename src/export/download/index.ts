// The public face of download/: handing a file the app made to the browser as a download. A room of
// its own because Save (src/app/record) needs it too, and should fetch nothing else of the export.

export { downloadBlob } from "./downloadBlob";
