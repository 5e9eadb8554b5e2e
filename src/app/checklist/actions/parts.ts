// The parts of actions/ fetched on first use (src/app/parts loads them in its chunk): the Markdown and
// Word downloads under More, and Reset's Undo.

export { MarkdownButton } from "./MarkdownButton";
export { UndoReset } from "./UndoReset";
export { WordButton } from "./WordButton";
