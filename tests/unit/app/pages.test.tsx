// The About, How to Use and not-found pages (spec §2).

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ABOUT_PAGE, HOW_TO_USE_PAGE, PRODUCT_TITLE } from "../../../src/data";
import { mainContent, renderApp } from "./renderApp";

function headingNames(container: HTMLElement, level: number): string[] {
  return within(container)
    .getAllByRole("heading", { level })
    .map((heading) => heading.textContent ?? "");
}

describe("the About page", { timeout: 30_000 }, () => {
  it("has one h1, About, and names the browser tab after it", () => {
    renderApp("/about");
    const [h1, ...others] = screen.getAllByRole("heading", { level: 1 });
    expect(others).toEqual([]);
    expect(h1).toHaveTextContent("About");
    expect(document.title).toBe(`About | ${PRODUCT_TITLE}`);
  });

  it("shows three cards titled Goals, Applications and Read more, with placeholder text", () => {
    renderApp("/about");
    const cards = mainContent().getAllByRole("listitem");
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Goals", "Applications", "Read more"]);
    for (const card of cards) expect(within(card).getByText("todo")).toBeInTheDocument();
  });

  it("has two further sections, each a region named by its heading", () => {
    renderApp("/about");
    const regions = mainContent().getAllByRole("region");
    expect(regions).toHaveLength(2);
    regions.forEach((region, index) => {
      const title = ABOUT_PAGE.sections[index]?.title ?? "";
      expect(region).toHaveAccessibleName(title);
      expect(within(region).getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
      expect(within(region).getByText("todo")).toBeInTheDocument();
    });
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
    items.forEach((item, index) => {
      // Chromium names it "Step 1: todo"; jsdom drops the space at the end of the hidden prefix.
      expect(within(item).getByRole("heading", { level: 3 })).toHaveAccessibleName(
        new RegExp(`^Step ${index + 1}:\\s*todo$`),
      );
      expect(within(item).getByText("todo", { selector: "p" })).toBeInTheDocument();
    });
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
    expect(answers[0]).toHaveTextContent(/not every item applies/i);
    expect(answers[2]).toHaveTextContent(/^Yes\.?$/);
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
