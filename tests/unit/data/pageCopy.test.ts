// @vitest-environment node
// Copy for the About and How to Use pages, against spec §1 and §2.

import { describe, expect, it } from "vitest";
import { countQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { SOURCES, aboutPage } from "../../../src/data/pages/aboutCopy";
import { howToUsePage } from "../../../src/data/pages/howToUseCopy";
import { englishText } from "../../../src/i18n/english";

const ABOUT_PAGE = aboutPage(englishText);
const HOW_TO_USE_PAGE = howToUsePage(englishText);
// The heading the report gives its notes on questions not ticked, which the FAQ quotes.
const UNTICKED_NOTES_HEADING = englishText("report.untickedNotesHeading");

/** Every string of the page copy, wherever it sits. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

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

describe("the page copy", () => {
  it('has no placeholder: no "todo", no empty string', () => {
    const strings = allStrings([ABOUT_PAGE, HOW_TO_USE_PAGE]);
    expect(strings.length).toBeGreaterThan(40);
    for (const text of strings) {
      expect(text).not.toMatch(/\btodo\b/i);
      expect(text.trim()).not.toBe("");
    }
  });
});

describe("ABOUT_PAGE", () => {
  it("is titled About", () => {
    expect(ABOUT_PAGE.title).toBe("About");
  });

  it("has three cards titled Goals, Applications and Read more", () => {
    expect(ABOUT_PAGE.cards.map((card) => card.title)).toEqual([
      "Goals",
      "Applications",
      "Read more",
    ]);
  });

  it("has two further sections, Background and Acknowledgements", () => {
    expect(ABOUT_PAGE.sections.map((section) => section.title)).toEqual([
      "Background",
      "Acknowledgements",
    ]);
  });

  it("reads more at the sources the questions draw on, by their own titles and addresses", () => {
    expect(ABOUT_PAGE.cards[2]?.links).toBe(SOURCES);
    expect(SOURCES.map(({ title, href }) => [title, href])).toEqual([
      [
        "The Belmont Report",
        "https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/index.html",
      ],
      [
        "The Menlo Report: Ethical Principles Guiding Information and Communication Technology Research",
        "https://www.dhs.gov/sites/default/files/publications/CSD-MenloPrinciplesCORE-20120803_1.pdf",
      ],
      ["ACM Code of Ethics and Professional Conduct", "https://www.acm.org/code-of-ethics"],
      [
        "The CARE Principles for Indigenous Data Governance",
        "https://doi.org/10.5334/dsj-2020-043",
      ],
    ]);
    for (const source of SOURCES) expect(source.publisher).toMatch(/\b(19|20)\d\d\b/);
    // No other card or section claims a link of its own.
    expect(ABOUT_PAGE.cards.filter((card) => card.links)).toHaveLength(1);
  });

  it("says the checklist is not endorsed by the sources' authors", () => {
    expect(ABOUT_PAGE.cards[2]?.text).toMatch(/not reviewed or endorsed/);
  });

  it("gives the built-in checklist's real counts in Background", () => {
    const principles = createInitialChecklist();
    const subPrinciples = principles.flatMap((p) => p.subprinciples);
    const subItems = subPrinciples.flatMap((s) => s.subItems ?? []);
    const background = ABOUT_PAGE.sections[0];
    expect(background?.listsPrinciples).toBe(true);
    const text = background?.text ?? "";
    expect(principles).toHaveLength(6);
    expect(text).toMatch(/\bsix principles\b/);
    expect(text).toContain(`${subPrinciples.length} sub-principles`);
    expect(text).toContain(`${subItems.length} sub-items`);
    expect(text).toContain(`${countQuestions(principles).total} in all`);
    // The sub-items it names are the ones that have them.
    const withSubItems = subPrinciples.filter((s) => s.subItems?.length).map((s) => s.name);
    expect(withSubItems).toEqual(["Rights", "Justice"]);
    expect(text).toContain("under Rights and Justice");
  });

  it("credits only libraries the app is built with", async () => {
    const { readFile } = await import("node:fs/promises");
    const manifest = JSON.parse(
      await readFile(new URL("../../../package.json", import.meta.url), "utf8"),
    ) as { dependencies: Record<string, string> };
    const packages: Record<string, string> = {
      React: "react",
      "Chakra UI": "@chakra-ui/react",
      jsPDF: "jspdf",
      html2canvas: "html2canvas",
      "React-PDF": "@react-pdf/renderer",
      "PDF.js": "pdfjs-dist",
    };
    const text = ABOUT_PAGE.sections[1]?.text ?? "";
    for (const [name, pkg] of Object.entries(packages)) {
      expect(text).toContain(name);
      expect(manifest.dependencies).toHaveProperty([pkg]);
    }
  });
});

describe("HOW_TO_USE_PAGE", () => {
  it("is titled How to Use", () => {
    expect(HOW_TO_USE_PAGE.title).toBe("How to Use");
  });

  it("has six steps, in the order a user works", () => {
    expect(HOW_TO_USE_PAGE.steps.map((step) => step.title)).toEqual([
      "Open a principle",
      "Tick what your project meets",
      "Add notes",
      "Save and reopen the assessment",
      "Preview and export the report",
      "Customise for a field",
    ]);
  });

  it("names the controls each step uses", () => {
    const steps = HOW_TO_USE_PAGE.steps.map((step) => step.text);
    expect(steps[2]).toMatch(/Add a note/);
    expect(steps[3]).toMatch(/\bSave\b.*Ctrl\+S.*\.json.*\bOpen\b.*PDF/);
    expect(steps[4]).toMatch(
      /\bPreview\b.*\bExport\b.*PDF.*\bMore\b.*Markdown.*\bReset\b.*\bUndo\b/,
    );
    expect(steps[5]).toMatch(/\bCustomise\b.*\bSave checklist file\b.*\bCopy link\b/);
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

    it("3: customising for a field says how: Customise, sharing the version, its report, the way back", () => {
      expect(faq[2]?.question).toMatch(/customi[sz]e.*field/i);
      const answer = faq[2]?.answer ?? "";
      expect(answer).toMatch(/^Yes\. /);
      for (const words of [
        /\bCustomise\b.*\badd, reword or hide\b/,
        /\bSave checklist file\b.*\bCopy link\b/,
        /report.*change/,
        /\bUse the standard checklist\b/,
      ]) {
        expect(answer).toMatch(words);
      }
    });

    it("4: being unsure about a principle gets real advice, and says where the note goes", () => {
      expect(faq[3]?.question).toMatch(/unsure about a principle/i);
      const answer = faq[3]?.answer ?? "";
      for (const words of [
        /what harm each practice prevents/,
        /leave the question unticked/,
        /note what is uncertain/,
        /team or ethics board/,
      ]) {
        expect(answer).toMatch(words);
      }
      // The report's own heading for such notes.
      expect(answer).toContain(`"${UNTICKED_NOTES_HEADING}"`);
    });
  });
});
