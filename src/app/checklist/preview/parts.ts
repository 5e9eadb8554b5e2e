// The parts of preview/ fetched on first use: the preview dialog (What changed's report shows it too).

export { PreviewDialog } from "./PreviewDialog";
