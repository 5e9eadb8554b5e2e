// @vitest-environment node
// Counting questions across sub-principles and sub-items, and the rounded progress figure (spec §7, §9).

import { describe, expect, it } from "vitest";
import {
  allQuestions,
  countQuestions,
  progressPercent,
  subPrincipleQuestions,
  type Principle,
  type SubPrinciple,
} from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

function tick(principles: Principle[], ids: readonly string[]): Principle[] {
  const wanted = new Set(ids);
  for (const question of allQuestions(principles)) {
    if (wanted.delete(question.id)) question.checked = true;
  }
  if (wanted.size > 0) throw new Error(`Unknown question ids: ${[...wanted].join(", ")}`);
  return principles;
}

function subPrinciple(name: string): SubPrinciple {
  const found = createInitialChecklist()
    .flatMap((p) => p.subprinciples)
    .find((s) => s.name === name);
  if (!found) throw new Error(`No sub-principle ${name}`);
  return found;
}

describe("subPrincipleQuestions", () => {
  it("lists a plain sub-principle's two questions", () => {
    expect(subPrincipleQuestions(subPrinciple("Informed Consent")).map((q) => q.id)).toEqual([
      "ic-1",
      "ic-2",
    ]);
  });

  it("lists a sub-principle's own questions followed by those of its sub-items", () => {
    const rights = subPrinciple("Rights");
    const ids = subPrincipleQuestions(rights).map((q) => q.id);
    expect(ids).toHaveLength(2 + 4 * 2);
    expect(ids.slice(0, 2)).toEqual(rights.questions.map((q) => q.id));
    expect(ids).toContain("cr-1");
    expect(subPrincipleQuestions(subPrinciple("Justice")).map((q) => q.id)).toContain("rsj-2");
  });
});

describe("countQuestions", () => {
  it("counts 68 questions, none checked, in the built-in data set", () => {
    expect(countQuestions(createInitialChecklist())).toEqual({
      total: 68,
      checked: 0,
      setAside: 0,
      open: 68,
    });
  });

  it("counts checked questions in sub-principles and in sub-items", () => {
    const principles = tick(createInitialChecklist(), ["ic-1", "labor-2", "cr-1", "rsj-2"]);
    expect(countQuestions(principles)).toEqual({ total: 68, checked: 4, setAside: 0, open: 64 });
  });

  it("counts every question once when all are checked", () => {
    const principles = createInitialChecklist();
    tick(
      principles,
      allQuestions(principles).map((q) => q.id),
    );
    expect(countQuestions(principles)).toEqual({ total: 68, checked: 68, setAside: 0, open: 0 });
  });

  it("counts nothing in an empty checklist", () => {
    expect(countQuestions([])).toEqual({ total: 0, checked: 0, setAside: 0, open: 0 });
  });
});

describe("progressPercent", () => {
  it.each([
    [0, 68, 0],
    [1, 68, 1], // 1.47
    [3, 68, 4], // 4.41
    [34, 68, 50],
    [45, 68, 66], // 66.18
    [46, 68, 68], // 67.65
    [67, 68, 99], // 98.53
    [68, 68, 100],
    [2, 3, 67], // 66.67 rounds up
    [1, 3, 33], // 33.33 rounds down
  ])("is %i of %i → %i%%", (checked, total, percent) => {
    expect(progressPercent({ checked, total })).toBe(percent);
  });

  it("is 0 for an empty checklist rather than NaN", () => {
    expect(progressPercent({ checked: 0, total: 0 })).toBe(0);
  });

  it("agrees with countQuestions on a ticked checklist", () => {
    const principles = tick(createInitialChecklist(), ["ic-1", "ic-2", "cr-1", "rsj-2", "iter-1"]);
    expect(progressPercent(countQuestions(principles))).toBe(7); // 5 of 68 = 7.35
  });
});

describe("countQuestions with questions set aside", () => {
  it("counts a set-aside question apart from ticks, and what is left as open", () => {
    const principles = createInitialChecklist();
    const [first, second, third] = allQuestions(principles);
    if (!first || !second || !third) throw new Error("The data set has questions");
    first.checked = true;
    second.setAside = "Not a study with participants.";
    // A reason of white space alone is no reason: the question is open.
    third.setAside = "   ";
    expect(countQuestions(principles)).toEqual({ total: 68, checked: 1, setAside: 1, open: 66 });
  });
});
