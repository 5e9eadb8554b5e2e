// The public face of question/: a question's checkbox, its note, its "does not apply" and its
// guidance. Their fields, and what fills the guidance, are fetched on first use (parts.ts; shown by
// their names in the lazy parts' chunk, partSlots.ts); the guidance's button and region serve a
// principle's introduction too.

export { QuestionCheckbox } from "./QuestionCheckbox";
export { GuidanceButton, GuidanceRegion } from "./Guidance";
// Shown by the sections and the progress block once a question is set aside: loaded on use.
export { PrincipleGuidance, SetAsideWords } from "./partSlots";
