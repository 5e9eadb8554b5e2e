// @vitest-environment node
// The built-in data set's ids, as the variant relies on them: an added question or sub-principle
// (custom-q-<n>, custom-s-<n>) can never clash with a built-in id, and every id a change can name
// (principle, sub-principle, sub-item, question) names one thing only.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

const checklist = createInitialChecklist();
const everyId = [
  ...checklist.map((p) => p.id),
  ...checklist.flatMap((p) =>
    p.subprinciples.flatMap((s) => [s.id, ...(s.subItems ?? []).map((item) => item.id)]),
  ),
  ...allQuestions(checklist).map((q) => q.id),
];

describe("built-in ids", () => {
  it("never start with custom-", () => {
    expect(everyId.length).toBeGreaterThan(100);
    expect(everyId.filter((id) => id.startsWith("custom-"))).toEqual([]);
  });

  it("are unique across principles, sub-principles, sub-items and questions", () => {
    expect(new Set(everyId).size).toBe(everyId.length);
  });
});
