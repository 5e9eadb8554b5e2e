// The parts of question/ fetched on first use (src/app/parts loads them in its chunk).

export { NoteEditor } from "./NoteEditor";
export { PrincipleGuidance, QuestionGuidance } from "./GuidancePanel";
export { SetAsideEditor } from "./SetAsideEditor";
export { SetAsideTickDialog } from "./SetAsideTickDialog";
export { SetAsideWords } from "./SetAsideWords";
