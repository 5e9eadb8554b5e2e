// Each built-in question's sources, by question id: one to three citations, each a document of
// sources.ts and its section. Cited only for what that section says.

import type { Citation } from "./sources";

export const QUESTION_CITATIONS: Readonly<Record<string, readonly Citation[]>> = {};
