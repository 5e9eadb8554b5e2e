// The public face of actions/: the checklist's actions in the first load (Reset, Export) and More's
// id. The Markdown and Word downloads and Reset's Undo are fetched on first use (parts.ts).

export { ExportButton } from "./ExportButton";
export { MORE_BUTTON_ID } from "./moreButton";
export { ResetButton } from "./ResetButton";
