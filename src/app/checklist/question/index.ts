// The public face of question/: a question's checkbox, its note and its guidance. The note's field
// and what fills the guidance are fetched on first use (parts.ts; shown by their names in the lazy
// parts' chunk, partSlots.ts); the guidance's button and region serve a principle's introduction too.

export { QuestionCheckbox } from "./QuestionCheckbox";
export { GuidanceButton, GuidanceRegion } from "./Guidance";
export { PrincipleGuidance } from "./partSlots";
