// The public face of question/: a question's checkbox, its note and its "does not apply". Their
// fields are fetched on first use (parts.ts; the checkbox shows them by their names in the lazy
// parts' chunk, partSlots.ts).

export { QuestionCheckbox } from "./QuestionCheckbox";
// Shown by the sections and the progress block once a question is set aside: loaded on use.
export { SetAsideWords } from "./partSlots";
