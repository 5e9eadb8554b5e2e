// @vitest-environment node
// The built-in data set against spec §3: principles, sub-principles, sub-items, questions and ids.

import { describe, expect, it } from "vitest";
import { allQuestions, type Principle, type Question, type SubItem } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";

/** Spec §3, word for word: principle id, name, and its sub-principles in order. */
const SPEC_PRINCIPLES = [
  {
    id: "respect-for-persons",
    name: "Respect for Persons",
    subprinciples: [
      "Informed Consent",
      "Autonomy and Self-Determination",
      "Privacy and Confidentiality",
      "Wellbeing and Safety",
      "Labor",
      "Access",
      "Usability",
    ],
  },
  {
    id: "respect-for-communities",
    name: "Respect for Communities",
    subprinciples: [
      "Community Participation",
      "Community Consent",
      "Data Sovereignty",
      "Norms and Traditions",
    ],
  },
  {
    id: "respect-for-society",
    name: "Respect for Society",
    subprinciples: ["Rights", "Justice", "Culture"],
  },
  {
    id: "respect-for-democracy",
    name: "Respect for Democracy",
    subprinciples: ["Participation", "Deliberation", "Information Integrity", "Information Access"],
  },
  {
    id: "respect-for-environment",
    name: "Respect for Environment",
    subprinciples: [
      "Impact on Communities",
      "Impact on Biodiversity",
      "Energy Consumption",
      "Waste Generation",
    ],
  },
  {
    id: "respect-for-knowledge",
    name: "Respect for Knowledge",
    subprinciples: ["Creativity", "Discovery", "Innovation", "Iteration"],
  },
] as const;

const SPEC_SUB_ITEMS: Readonly<Record<string, readonly string[]>> = {
  Rights: ["Civil Rights", "Human Rights", "Moral Rights", "Intellectual Property Rights"],
  Justice: [
    "Procedural Justice",
    "Distributive Justice",
    "Retributive Justice",
    "Restorative Justice",
  ],
};

/** Every group that holds questions directly: each sub-principle and each sub-item. */
function questionGroups(principles: readonly Principle[]): SubItem[] {
  return principles.flatMap((p) => p.subprinciples.flatMap((s) => [s, ...(s.subItems ?? [])]));
}

function groupNamed(name: string): SubItem {
  const found = questionGroups(createInitialChecklist()).find((g) => g.name === name);
  if (!found) throw new Error(`No sub-principle or sub-item named ${name}`);
  return found;
}

function questionWithId(id: string): Question {
  const found = allQuestions(createInitialChecklist()).find((q) => q.id === id);
  if (!found) throw new Error(`No question ${id}`);
  return found;
}

describe("the built-in principles", () => {
  const principles = createInitialChecklist();

  it("are the six principles of spec §3, with their ids, in order", () => {
    expect(principles.map((p) => ({ id: p.id, name: p.name }))).toEqual(
      SPEC_PRINCIPLES.map(({ id, name }) => ({ id, name })),
    );
  });

  it.each(SPEC_PRINCIPLES)("$name has exactly the sub-principles spec §3 lists", (spec) => {
    const principle = principles.find((p) => p.id === spec.id);
    expect(principle?.subprinciples.map((s) => s.name)).toEqual(spec.subprinciples);
  });

  it("has sub-items only under Rights and Justice, with the names spec §3 lists", () => {
    const withSubItems = Object.fromEntries(
      principles
        .flatMap((p) => p.subprinciples)
        .filter((s) => (s.subItems ?? []).length > 0)
        .map((s) => [s.name, (s.subItems ?? []).map((item) => item.name)]),
    );
    expect(withSubItems).toEqual(SPEC_SUB_ITEMS);
  });

  it("gives every sub-principle and every sub-item exactly two questions", () => {
    const groups = questionGroups(principles);
    // 26 sub-principles and 8 sub-items.
    expect(groups).toHaveLength(34);
    for (const group of groups) {
      expect(group.questions, group.name).toHaveLength(2);
    }
  });

  it("holds 68 questions in all, counting those in sub-items", () => {
    expect(allQuestions(principles)).toHaveLength(68);
  });

  it("never repeats an id, across principles, sub-principles, sub-items and questions", () => {
    const ids = [
      ...principles.map((p) => p.id),
      ...questionGroups(principles).map((g) => g.id),
      ...allQuestions(principles).map((q) => q.id),
    ];
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
    expect(ids).toHaveLength(6 + 34 + 68);
  });

  it("gives every group a non-empty id and name", () => {
    for (const group of [...principles, ...questionGroups(principles)]) {
      expect(group.id).toMatch(/\S/);
      expect(group.name).toMatch(/\S/);
    }
  });
});

describe("the built-in questions", () => {
  const questions = allQuestions(createInitialChecklist());

  it("have ids made of a short prefix and a number", () => {
    for (const question of questions) expect(question.id).toMatch(/^[a-z]+-\d+$/);
  });

  it("are numbered 1 and 2 under one prefix within each group", () => {
    for (const group of questionGroups(createInitialChecklist())) {
      const [first, second] = group.questions.map((q) => q.id);
      const prefix = first?.replace(/-\d+$/, "");
      expect([first, second], group.name).toEqual([`${prefix}-1`, `${prefix}-2`]);
    }
  });

  it.each([
    ["ic-1", "Informed Consent"],
    ["ic-2", "Informed Consent"],
    ["labor-1", "Labor"],
    ["cr-1", "Civil Rights"],
    ["rsj-2", "Restorative Justice"],
  ])("include the spec's example id %s, under %s", (id, groupName) => {
    expect(groupNamed(groupName).questions.map((q) => q.id)).toContain(id);
  });

  it("ask the spec's example questions: fully informed, withdrawal without penalty, fair pay", () => {
    expect(questionWithId("ic-1").text).toMatch(/fully informed/i);
    expect(questionWithId("ic-2").text).toMatch(/withdraw.*without penalty/i);
    expect(questionWithId("labor-1").text).toMatch(/compensation.*\bfair\b/i);
  });

  it("all start unchecked", () => {
    expect(questions.filter((q) => q.checked)).toEqual([]);
  });

  it("are yes/no prompts: non-empty text ending with a question mark", () => {
    for (const question of questions) {
      expect(question.text, question.id).toMatch(/^\S.*\?$/s);
    }
  });

  it("are all worded differently", () => {
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
  });
});

describe("createInitialChecklist", () => {
  it("returns a new copy on each call", () => {
    const first = createInitialChecklist();
    const second = createInitialChecklist();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]?.subprinciples[0]?.questions[0]).not.toBe(
      first[0]?.subprinciples[0]?.questions[0],
    );
  });

  it("is unaffected by changes made to an earlier copy", () => {
    const pristine = createInitialChecklist();
    const mutated = createInitialChecklist();
    for (const question of allQuestions(mutated)) question.checked = true;
    mutated[2]?.subprinciples[0]?.subItems?.pop();
    mutated[0]?.subprinciples.splice(0, 3);
    mutated.pop();

    const next = createInitialChecklist();
    expect(next).toEqual(pristine);
    expect(allQuestions(next).some((q) => q.checked)).toBe(false);
  });
});
