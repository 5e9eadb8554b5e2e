// The guidance beside a question and a principle's introduction, as a person finds them: a button
// named by its question (no two alike) that shows the guidance in place, in a region named by it;
// sources by their titles as published, marked with their language, opening in a new tab; a field's
// added question with guidance of its own shows it as plain text, one without shows no button; a
// reworded question keeps the built-in guidance and says it was written for the original wording.

import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDANCE_DOCUMENTS } from "../../../../../src/data/guidance";
import { englishText } from "../../../../../src/i18n/english";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../../../src/app/parts/lazyParts");
}, 60_000);

type User = ReturnType<typeof renderApp>["user"];

async function openPrinciple(user: User, name: string) {
  await user.click(mainContent().getByRole("button", { name: new RegExp(`^${name},`) }));
}

const BELMONT = GUIDANCE_DOCUMENTS.belmont;

describe("a question's guidance", { timeout: 90_000 }, () => {
  it("is a button named by its question that shows the guidance in place, in four parts", async () => {
    const { user } = renderApp();
    await openPrinciple(user, "Respect for Persons");
    const button = screen.getByRole("button", { name: `Guidance: ${textOf("ic-1")}` });
    expect(button).toHaveTextContent(/^Guidance$/);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).not.toHaveAttribute("aria-controls");
    expect(screen.queryByRole("region", { name: `Guidance: ${textOf("ic-1")}` })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: `Guidance: ${textOf("ic-1")}` });
    expect(button).toHaveAttribute("aria-controls", region.id);
    const panel = within(region);
    expect(await panel.findByText("What it asks")).toBeVisible();
    expect(panel.getByText(englishText("guidance.asks.ic-1"))).toBeVisible();
    const meets = panel.getByRole("list", { name: "What meeting it can look like" });
    expect(within(meets).getAllByRole("listitem")).toHaveLength(3);
    const ifNot = panel.getByRole("list", { name: "If it is not met yet" });
    expect(within(ifNot).getAllByRole("listitem")).toHaveLength(3);
    const sources = panel.getByRole("list", { name: "Sources" });
    // (jsdom's names leave out the space before the words a screen reader hears after the title.)
    const link = within(sources).getByRole("link", {
      name: /^The Belmont Report ?\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute("href", BELMONT.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // On an English page, the English title needs no mark of its language.
    expect(link.querySelector("[lang]")).toBeNull();
    expect(within(sources).getAllByRole("listitem")[0]).toHaveTextContent(
      "The Belmont Report (opens in a new tab), Part C, 1. Informed Consent",
    );

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: `Guidance: ${textOf("ic-1")}` })).toBeNull();
  });

  it("prints when open, and only then: not its button, which is a screen's control", async () => {
    const { user } = renderApp();
    await openPrinciple(user, "Respect for Persons");
    const button = screen.getByRole("button", { name: `Guidance: ${textOf("ic-1")}` });
    await user.click(button);
    const region = screen.getByRole("region", { name: `Guidance: ${textOf("ic-1")}` });
    await within(region).findByText("What it asks");
    act(() => window.dispatchEvent(new Event("beforeprint")));
    // The page's print style hides what is marked "no-print" (the buttons under a question).
    expect(region.closest(".no-print")).toBeNull();
    expect(button.closest(".no-print")).not.toBeNull();
    expect(within(region).getByText(englishText("guidance.asks.ic-1"))).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event("afterprint")));
    // Closed, it is not in the page at all, so nothing of it prints.
    await user.click(button);
    expect(document.getElementById(region.id)).toBeNull();
  });

  it("has a button for every built-in question, no two named alike", async () => {
    const { user } = renderApp();
    await openPrinciple(user, "Respect for Persons");
    const buttons = screen.getAllByRole("button", { name: /^Guidance: / });
    // Seven sub-principles of two questions each, and the principle's own introduction.
    expect(buttons).toHaveLength(15);
    const names = buttons.map((button) => button.getAttribute("aria-label"));
    expect(new Set(names).size).toBe(names.length);
  });

  it("marks a source's title with its language on a page in another (Arabic)", async () => {
    const { user } = renderApp("/ar/");
    await user.click(mainContent().getByRole("button", { name: /^احترام الأشخاص،/ }));
    const arabicQuestion = mainContent().getAllByRole("checkbox")[0]?.closest("label")?.textContent;
    const button = screen.getByRole("button", { name: `إرشادات: ${arabicQuestion ?? ""}` });
    expect(button).toHaveTextContent("إرشادات");
    await user.click(button);
    const region = screen.getByRole("region", { name: `إرشادات: ${arabicQuestion ?? ""}` });
    const link = await within(region).findByRole("link", { name: /The Belmont Report/ });
    expect(link.querySelector("cite")).toHaveAttribute("lang", "en");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(region).getByText("المصادر")).toBeVisible();
  });
});

describe("a principle's introduction", { timeout: 90_000 }, () => {
  it("opens in place at the principle's section, named by the principle", async () => {
    const { user } = renderApp();
    await openPrinciple(user, "Respect for Persons");
    const button = screen.getByRole("button", { name: "Guidance: Respect for Persons" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const region = screen.getByRole("region", { name: "Guidance: Respect for Persons" });
    expect(button).toHaveAttribute("aria-controls", region.id);
    expect(await within(region).findByText(/^Respect for Persons protects/)).toBeVisible();
  });
});

describe("a field's own questions", { timeout: 120_000 }, () => {
  async function enterMode(user: User) {
    await user.click(screen.getByRole("button", { name: "Customise" }));
    await screen.findByRole("heading", { name: "Customise the checklist" });
    await user.click(screen.getByRole("button", { name: /^Respect for Persons/, expanded: false }));
  }
  async function leaveMode(user: User) {
    await user.click(screen.getAllByRole("button", { name: "Done" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole("button", { name: "Customise" })).toHaveFocus());
  }

  it("show guidance of their own as plain text, and none without it", async () => {
    const { user } = renderApp();
    await enterMode(user);
    for (const [text, guidance] of [
      ["Is consent recorded on site?", "Ask the <b>site's</b> lead.\nKeep the forms apart."],
      ["Is a local contact named?", ""],
    ] as const) {
      await user.click(screen.getByRole("button", { name: "Add a question to Informed Consent" }));
      await user.paste(text);
      if (guidance !== "") {
        await user.click(
          screen.getByRole("textbox", {
            name: "Guidance for this question (optional, at most 2,000 characters)",
          }),
        );
        await user.paste(guidance);
      }
      await user.click(screen.getByRole("button", { name: "Add question" }));
      await screen.findByText(text);
    }
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    expect(
      screen.queryByRole("button", { name: "Guidance: Is a local contact named?" }),
    ).toBeNull();
    const button = screen.getByRole("button", { name: "Guidance: Is consent recorded on site?" });
    await user.click(button);
    const region = screen.getByRole("region", { name: "Guidance: Is consent recorded on site?" });
    const own = await within(region).findByText(/Ask the <b>site's<\/b> lead\./);
    expect(own.textContent).toBe("Ask the <b>site's</b> lead.\nKeep the forms apart.");
    expect(own.querySelector("b")).toBeNull();
    expect(within(region).getByText("Guidance from this checklist's publisher")).toBeVisible();
  });

  it("a reworded question keeps the built-in guidance, written for the original wording", async () => {
    const { user } = renderApp();
    await enterMode(user);
    const original = textOf("ic-1");
    await user.click(screen.getByRole("button", { name: `Reword: ${original}` }));
    const field = screen.getByRole("textbox", { name: "New wording" });
    await user.clear(field);
    await user.click(field);
    await user.paste("Do participants understand what they agree to?");
    await user.click(screen.getByRole("button", { name: "Save wording" }));
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    await user.click(
      screen.getByRole("button", {
        name: "Guidance: Do participants understand what they agree to?",
      }),
    );
    const region = screen.getByRole("region", {
      name: "Guidance: Do participants understand what they agree to?",
    });
    expect(
      await within(region).findByText(
        (_, element) =>
          element?.tagName === "P" &&
          (element.textContent ?? "").replace(/[\u2066-\u2069]/g, "") ===
            `This guidance was written for the question's original wording: “${original}”`,
      ),
    ).toBeVisible();
    expect(within(region).getByText("What it asks")).toBeVisible();
  });
});
