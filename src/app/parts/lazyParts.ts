// The chunk of the checklist's parts that wait for their first use (index.tsx loads it): a
// note's field (on opening a note), a question's guidance and a principle's introduction (on opening
// them), the Markdown and Word downloads (on opening "More"), Open's dialogs and
// drop overlay, the preview dialog, the Customise mode (on choosing Customise), a customised
// checklist's banner, Phases (under More, with its dialog) and a past phase's view, and the offer of the browser's preferred language. One chunk for all: the first load stays within its budget, and a second chunk
// made the bundler split React's JSX runtime into a chunk of its own, which cost the first load more
// than it saved. One module names them all, so that the bundler sees one dynamic import and makes
// one chunk (a build-time chunk group was tried instead, and split the first load into nine
// requests). Its file name is the chunk's.

export { CustomiseMode, CustomisedBanner } from "../checklist/customise/parts";
export { MarkdownButton, UndoReset, WordButton } from "../checklist/actions/parts";
export {
  NoteEditor,
  PrincipleGuidance,
  QuestionGuidance,
  SetAsideEditor,
  SetAsideTickDialog,
  SetAsideWords,
} from "../checklist/question/parts";
export { PreviewDialog } from "../checklist/preview/parts";
export { DropOverlay, OpenReview, ReplaceDialog } from "../checklist/record/parts";
export { LanguageOfferBanner } from "../layout/LanguageOfferBanner";
export { PhasesButton, PhaseView } from "../checklist/phases/parts";
// Team, under More, and its dialog, which several files picked or dropped at once open too.
export { TeamButton, TeamDialog } from "../checklist/team/parts";
