// The public face of question/: a question's checkbox and its note. The note's field is fetched on
// first use (parts.ts; the checkbox shows it by its name in the lazy parts' chunk, partSlots.ts).

export { QuestionCheckbox } from "./QuestionCheckbox";
