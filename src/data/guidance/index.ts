// The guidance beside each built-in question: its words are messages (messageIds.ts), its sources
// are data (sources.ts, citations.ts). Reached only by code loaded when guidance is first asked for,
// so none of it is in the first load.
export { GUIDANCE_DOCUMENTS } from "./sources";
export type { Citation, GuidanceDocument, GuidanceDocumentId } from "./sources";
export { QUESTION_CITATIONS } from "./citations";
export { guidanceItems, principleIntroMessageId, questionGuidanceMessageIds } from "./messageIds";
