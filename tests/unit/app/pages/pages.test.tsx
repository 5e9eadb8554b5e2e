// The About, How to Use and not-found pages (spec §2).

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRODUCT_TITLE } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { aboutPage } from "../../../../src/data/pages/aboutCopy";
import { howToUsePage } from "../../../../src/data/pages/howToUseCopy";
import { englishText } from "../../../../src/i18n/english";
import { mainContent, renderApp } from "../renderApp";

const ABOUT_PAGE = aboutPage(englishText);
const HOW_TO_USE_PAGE = howToUsePage(englishText);

function headingNames(container: HTMLElement, level: number): string[] {
  return within(container)
    .getAllByRole("heading", { level })
    .map((heading) => heading.textContent ?? "");
}

/** The main landmark's heading levels, in document order. */
function headingLevels(): number[] {
  return mainContent()
    .getAllByRole("heading")
    .map((heading) => Number(heading.tagName.slice(1)));
}

/** One h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, index) => {
    expect(level - (levels[index] ?? 0), `heading ${index + 2} is h${level}`).toBeLessThanOrEqual(
      1,
    );
  });
}

function expectNoPlaceholder() {
  expect(screen.getByRole("main").textContent).not.toMatch(/\btodo\b/i);
}

describe("the About page", { timeout: 30_000 }, () => {
  it("has one h1, About, and names the browser tab after it", () => {
    renderApp("/about");
    const [h1, ...others] = screen.getAllByRole("heading", { level: 1 });
    expect(others).toEqual([]);
    expect(h1).toHaveTextContent("About");
    expect(document.title).toBe(`About | ${PRODUCT_TITLE}`);
  });

  it("shows three cards titled Goals, Applications and Read more, with their text", () => {
    renderApp("/about");
    const [cardList] = mainContent().getAllByRole("list");
    if (!cardList) throw new Error("No list of cards");
    const cards = [...cardList.children] as HTMLElement[];
    expect(cards.map((card) => card.tagName)).toEqual(["LI", "LI", "LI"]);
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Goals", "Applications", "Read more"]);
    cards.forEach((card, index) => {
      expect(within(card).getByText(ABOUT_PAGE.cards[index]?.text ?? "-")).toBeInTheDocument();
    });
    expectNoPlaceholder();
  });

  it("links Read more to each source by its title, opening a new tab", () => {
    renderApp("/about");
    const readMore = mainContent()
      .getByRole("heading", { level: 2, name: "Read more" })
      .closest("li");
    if (!readMore) throw new Error("No Read more card");
    const links = within(readMore).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["https://www.hhs.gov/ohrp/regulations-and-policy/belmont-report/index.html", "_blank"],
      [
        "https://www.dhs.gov/sites/default/files/publications/CSD-MenloPrinciplesCORE-20120803_1.pdf",
        "_blank",
      ],
      ["https://www.acm.org/code-of-ethics", "_blank"],
      ["https://doi.org/10.5334/dsj-2020-043", "_blank"],
    ]);
    expect(
      within(readMore).getByRole("link", {
        // jsdom drops the space that begins the hidden words; Chromium keeps it.
        name: /^The Belmont Report\s*\(opens in a new tab\)$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(readMore).getByRole("link", {
        name: /^ACM Code of Ethics and Professional Conduct\s*\(opens in a new tab\)$/,
      }),
    ).toBeInTheDocument();
    for (const link of links) {
      expect(link).toHaveAccessibleName(/\S.*\s*\(opens in a new tab\)$/);
      expect(link.getAttribute("rel")?.split(" ")).toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
    }
  });

  it("has Background and Acknowledgements, each a region named by its heading", () => {
    renderApp("/about");
    const regions = mainContent().getAllByRole("region");
    expect(regions).toHaveLength(2);
    regions.forEach((region, index) => {
      const section = ABOUT_PAGE.sections[index];
      const title = section?.title ?? "";
      expect(region).toHaveAccessibleName(title);
      expect(within(region).getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
      expect(within(region).getByText(section?.text ?? "-")).toBeInTheDocument();
    });
  });

  it("lists, under Background, every principle with its sub-principles and sub-items", () => {
    renderApp("/about");
    const background = mainContent().getByRole("region", { name: "Background" });
    const items = within(within(background).getByRole("list")).getAllByRole("listitem");
    const principles = createInitialChecklist();
    expect(items).toHaveLength(principles.length);
    items.forEach((item, index) => {
      const principle = principles[index];
      if (!principle) throw new Error(`No principle ${index}`);
      expect(item).toHaveTextContent(new RegExp(`^${principle.name}: `));
      for (const sub of principle.subprinciples) {
        expect(item).toHaveTextContent(sub.name);
        for (const subItem of sub.subItems ?? []) expect(item).toHaveTextContent(subItem.name);
      }
    });
    expect(items[2]).toHaveTextContent(
      "Rights (Civil Rights, Human Rights, Moral Rights, Intellectual Property Rights)",
    );
  });

  it("keeps its headings in order: h1, then h2 for the cards and sections", () => {
    renderApp("/about");
    const levels = headingLevels();
    expectHeadingsInOrder(levels);
    expect(levels).toEqual([1, 2, 2, 2, 2, 2]);
  });
});

describe("the How to Use page", { timeout: 30_000 }, () => {
  it("has one h1, How to Use", () => {
    renderApp("/how-to-use");
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("How to Use");
  });

  it("shows six numbered steps as an ordered list", () => {
    renderApp("/how-to-use");
    const steps = screen.getByRole("region", { name: HOW_TO_USE_PAGE.stepsTitle });
    const list = within(steps).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    const titles = [
      "Open a principle",
      "Tick what your project meets",
      "Add notes",
      "Save and reopen the assessment",
      "Preview and export the report",
      "Customise for a field",
    ];
    items.forEach((item, index) => {
      // Chromium names it "Step 1: Open a principle"; jsdom drops the space at the end of the
      // hidden prefix.
      expect(within(item).getByRole("heading", { level: 3 })).toHaveAccessibleName(
        new RegExp(`^Step ${index + 1}:\\s*${titles[index]}$`),
      );
      const text = HOW_TO_USE_PAGE.steps[index]?.text ?? "-";
      expect(within(item).getByText(text, { selector: "p" })).toBeInTheDocument();
    });
    expectNoPlaceholder();
  });

  it("keeps its headings in order: h1, h2 for each block, h3 for steps and lists", () => {
    renderApp("/how-to-use");
    const levels = headingLevels();
    expectHeadingsInOrder(levels);
    expect(levels).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 2]);
  });

  it("has a Best Practices block with When to Use, Collaboration and Documentation bullet lists", () => {
    renderApp("/how-to-use");
    const block = screen.getByRole("region", { name: "Best Practices" });
    expect(headingNames(block, 3)).toEqual(["When to Use", "Collaboration", "Documentation"]);

    const lists = within(block).getAllByRole("list");
    expect(lists).toHaveLength(3);
    lists.forEach((list, index) => {
      expect(list.tagName).toBe("UL");
      const expected = HOW_TO_USE_PAGE.bestPractices[index]?.items ?? [];
      expect(expected.length).toBeGreaterThanOrEqual(4);
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(expected);
    });
  });

  it("lists the bullets under their own headings", () => {
    renderApp("/how-to-use");
    const block = screen.getByRole("region", { name: "Best Practices" });
    const headings = within(block).getAllByRole("heading", { level: 3 });
    const lists = within(block).getAllByRole("list");
    headings.forEach((heading, index) => {
      const list = lists[index];
      if (!list) throw new Error(`No list after ${heading.textContent}`);
      // The heading comes before its list, and after the previous list.
      expect(heading.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const previous = lists[index - 1];
      if (previous) {
        expect(
          previous.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      }
    });
  });

  it("answers four Frequently Asked Questions", () => {
    renderApp("/how-to-use");
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = within(faq).getAllByRole("term");
    const answers = within(faq).getAllByRole("definition");
    expect(questions).toHaveLength(4);
    expect(answers).toHaveLength(4);
    expect(questions.map((q) => q.textContent)).toEqual(
      HOW_TO_USE_PAGE.faq.map((entry) => entry.question),
    );
    expect(answers.map((a) => a.textContent)).toEqual(
      HOW_TO_USE_PAGE.faq.map((entry) => entry.answer),
    );
    expect(questions.map((q) => q.textContent)).toEqual([
      "Does every item apply to my research?",
      "When should I review the checklist?",
      "Can I customise the checklist for my field?",
      "What if I am unsure about a principle?",
    ]);
    expect(answers[0]).toHaveTextContent(/not every item applies/i);
    expect(answers[2]).toHaveTextContent(
      /^Yes\. Choose Customise .* Save checklist file or Copy link .* Use the standard checklist/,
    );
    expect(answers[3]).toHaveTextContent(/Notes on questions not ticked/);
  });
});

describe("the controls How to Use names", { timeout: 30_000 }, () => {
  // The steps tell a user which buttons to press; each must be on the checklist screen under that
  // name.
  it("are on the checklist screen: Open, Save, Add a note, Preview, Export, More, Markdown, Word, Reset, Undo, Customise and its Save checklist file and Copy link", async () => {
    const { user } = renderApp("/");
    const steps = HOW_TO_USE_PAGE.steps.map((step) => step.text).join(" ");
    for (const name of ["Open", "Save", "Preview", "Export", "Reset", "More", "Customise"]) {
      expect(steps).toMatch(new RegExp(`\\b${name}\\b`));
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    expect(steps).toContain("Add a note");
    expect(screen.getAllByRole("button", { name: /^Add a note on: / }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "More" }));
    expect(
      await screen.findByRole("button", { name: "Download as Markdown" }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download as Word" })).toBeInTheDocument();

    await user.click(screen.getAllByRole("checkbox")[0] as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(steps).toMatch(/\bUndo\b/);
    expect(
      await screen.findByRole("button", { name: "Undo" }, { timeout: 15_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Customise" }));
    for (const name of ["Save checklist file", "Copy link"]) {
      expect(steps).toContain(name);
      expect(await screen.findByRole("button", { name }, { timeout: 15_000 })).toBeInTheDocument();
    }
  });
});

describe("an unknown path", { timeout: 30_000 }, () => {
  it('shows a "Page not found" h1 inside the shared layout', () => {
    renderApp("/no-such-page");
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Page not found");
    expect(screen.getByRole("main")).toHaveTextContent("/no-such-page");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("links back to the checklist", async () => {
    const { user } = renderApp("/deep/no-such-page");
    const link = mainContent().getByRole("link", { name: /checklist/i });
    expect(link).toHaveAttribute("href", "/");

    await user.click(link);
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent("Page not found");
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
  });
});
