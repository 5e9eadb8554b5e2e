// The public face of sections/: a principle's section with its sub-principles and question groups,
// their headings and disclosure buttons, a section's tick count, and printing every section open.

export { DisclosureButton } from "./DisclosureButton";
export { PrincipleSection } from "./PrincipleSection";
export { TickCount } from "./TickCount";
export { usePrinting } from "./usePrinting";
