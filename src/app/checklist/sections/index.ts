// The public face of sections/: a principle's section with its sub-principles and question groups,
// their headings and disclosure buttons, a section's tick count, printing every section open, and
// the filter above them (its finder loaded on first use).

export { DisclosureButton } from "./DisclosureButton";
export { PrincipleSection } from "./PrincipleSection";
export { TickCount } from "./TickCount";
export { usePrinting } from "./usePrinting";
export { QuestionFilter } from "./QuestionFilter";
export { useQuestionFilter } from "./useQuestionFilter";
