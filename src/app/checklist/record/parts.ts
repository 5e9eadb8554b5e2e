// The parts of record/ fetched on first use: Open's dialogs and the drop overlay.

export { DropOverlay } from "./DropOverlay";
export { OpenReview } from "./OpenReview";
export { ReplaceDialog } from "./ReplaceDialog";
