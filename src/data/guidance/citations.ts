// Each built-in question's sources, by question id: one to three citations, each a document of
// sources.ts and its section. Cited only for what that section says.

import type { Citation } from "./sources";

export const QUESTION_CITATIONS: Readonly<Record<string, readonly Citation[]>> = {
  // Information and comprehension, as the Belmont Report's application of respect for persons asks.
  "ic-1": [{ document: "belmont", section: "Part C, 1. Informed Consent" }],
};
