// @vitest-environment node
// Copy for the About and How to Use pages, against spec §1 and §2.

import { describe, expect, it } from "vitest";
import { ABOUT_PAGE, HOW_TO_USE_PAGE } from "../../../src/data";

/** Each recommendation of spec §1, as patterns that one bullet item must match together. */
const SPEC_BEST_PRACTICES: Readonly<Record<string, readonly (readonly RegExp[])[]>> = {
  "When to Use": [
    [/project planning/i],
    [/funding proposals?/i],
    [/data collection/i, /recruitment/i],
    [/periodic reviews?/i],
    [/methodology changes/i],
  ],
  Collaboration: [
    [/shar/i, /team members/i],
    [/meetings/i],
    [/export/i, /results/i, /document decisions/i],
    [/community representatives/i],
    [/review/i, /regularly/i],
  ],
  Documentation: [
    [/records?/i, /project phase/i],
    [/rationale/i, /do or do not apply/i],
    [/document/i, /extra measures/i],
    [/updat/i, /assessment/i, /research evolves/i],
  ],
};

describe("ABOUT_PAGE", () => {
  it("is titled About", () => {
    expect(ABOUT_PAGE.title).toBe("About");
  });

  it("has three cards titled Goals, Applications and Read more, with placeholder text", () => {
    expect(ABOUT_PAGE.cards.map((card) => card.title)).toEqual([
      "Goals",
      "Applications",
      "Read more",
    ]);
    for (const card of ABOUT_PAGE.cards) expect(card.text).toBe("todo");
  });

  it("has two further titled sections with placeholder text", () => {
    expect(ABOUT_PAGE.sections).toHaveLength(2);
    for (const section of ABOUT_PAGE.sections) {
      expect(section.title).toMatch(/\S/);
      expect(section.text).toBe("todo");
    }
    const titles = [...ABOUT_PAGE.cards, ...ABOUT_PAGE.sections].map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("HOW_TO_USE_PAGE", () => {
  it("is titled How to Use", () => {
    expect(HOW_TO_USE_PAGE.title).toBe("How to Use");
  });

  it("has six steps with placeholder titles and text", () => {
    expect(HOW_TO_USE_PAGE.steps).toHaveLength(6);
    for (const step of HOW_TO_USE_PAGE.steps) expect(step).toEqual({ title: "todo", text: "todo" });
  });

  it("has the three Best Practices lists, in order", () => {
    expect(HOW_TO_USE_PAGE.bestPracticesTitle).toBe("Best Practices");
    expect(HOW_TO_USE_PAGE.bestPractices.map((list) => list.title)).toEqual(
      Object.keys(SPEC_BEST_PRACTICES),
    );
  });

  it.each(Object.entries(SPEC_BEST_PRACTICES))(
    "lists every %s recommendation of spec §1, one per item",
    (title, recommendations) => {
      const list = HOW_TO_USE_PAGE.bestPractices.find((l) => l.title === title);
      const items: readonly string[] = list?.items ?? [];
      expect(items).toHaveLength(recommendations.length);
      const matched = recommendations.map((patterns) => {
        const index = items.findIndex((item) => patterns.every((p) => p.test(item)));
        expect(index, `no item matches ${patterns.join(" + ")}`).toBeGreaterThanOrEqual(0);
        return index;
      });
      // Each recommendation has its own item.
      expect(new Set(matched).size).toBe(recommendations.length);
    },
  );

  describe("Frequently Asked Questions", () => {
    const faq = HOW_TO_USE_PAGE.faq;

    it("has four entries under its title", () => {
      expect(HOW_TO_USE_PAGE.faqTitle).toBe("Frequently Asked Questions");
      expect(faq).toHaveLength(4);
      for (const entry of faq) expect(entry.question).toMatch(/\?$/);
    });

    it("1: not every item applies; check the relevant ones, considering each carefully", () => {
      expect(faq[0]?.question).toMatch(/every item apply/i);
      expect(faq[0]?.answer).toMatch(/not every item applies/i);
      expect(faq[0]?.answer).toMatch(/only the items that are relevant/i);
      expect(faq[0]?.answer).toMatch(/consider each one carefully/i);
    });

    it("2: review at key milestones, naming all four", () => {
      expect(faq[1]?.question).toMatch(/when should i review/i);
      const answer = faq[1]?.answer ?? "";
      for (const milestone of [
        /key milestones/i,
        /planning/i,
        /before data collection/i,
        /regular intervals/i,
        /methodology changes/i,
      ]) {
        expect(answer).toMatch(milestone);
      }
    });

    it('3: customising for a field is answered just "Yes"', () => {
      expect(faq[2]?.question).toMatch(/customi[sz]e.*field/i);
      expect(faq[2]?.answer).toBe("Yes.");
    });

    it("4: being unsure about a principle has placeholder text", () => {
      expect(faq[3]?.question).toMatch(/unsure about a principle/i);
      expect(faq[3]?.answer).toBe("todo");
    });
  });
});
