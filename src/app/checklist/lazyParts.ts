// The checklist's parts that wait for their first use: a note's field (on opening a note), the
// Markdown download (on opening "More"), Open's dialogs and drop overlay, the preview dialog, the
// Customise mode (on choosing Customise) and a customised checklist's banner. One chunk for all:
// the first load stays within its budget, and a second chunk made the bundler split React's JSX runtime into a chunk of its own,
// which cost the first load more than it saved. The parts' own components import this module, a
// level up, so that the bundler sees one dynamic import and makes one chunk: the one import in
// src/app that points up a level, on purpose (a build-time chunk group was tried instead, and
// split the first load into nine requests).

export { CustomiseMode } from "./customise/CustomiseMode";
export { CustomisedBanner } from "./customise/CustomisedBanner";
export { MarkdownButton } from "./actions/MarkdownButton";
export { NoteEditor } from "./question/NoteEditor";
export { PreviewDialog } from "./preview/PreviewDialog";
export { UndoReset } from "./actions/UndoReset";
export { DropOverlay } from "./record/DropOverlay";
export { OpenReview } from "./record/OpenReview";
export { ReplaceDialog } from "./record/ReplaceDialog";
