// The header's language switcher: a button that opens the list of languages, each named in itself
// and a link to this page in it; choosing one changes the page's language in place, keeping the work.

import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetLanguageOffer } from "../../../../src/app/language/LanguageOffer";
import { translatorFor } from "../../../../src/i18n";
import { mainContent, renderApp } from "../renderApp";

const french = translatorFor("fr").t;
const arabic = translatorFor("ar").t;

describe("the language switcher", () => {
  it("lists every language, named in itself, each a link to this page in it", async () => {
    const { user } = renderApp("/about");
    const button = screen.getByRole("button", { name: "Language: English" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!list) throw new Error("The button controls no list");
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.lang])).toEqual([
      ["English", "/about", "en"],
      ["Françaisdraft translation", "/fr/about", "fr"],
      ["Españoldraft translation", "/es/about", "es"],
      ["Deutschdraft translation", "/de/about", "de"],
      ["Português (Brasil)draft translation", "/pt-br/about", "pt-BR"],
      ["العربيةdraft translation", "/ar/about", "ar"],
    ]);
    expect(within(list).getByRole("link", { name: /^English/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("changes the page's language in place, keeping ticks and open sections, focus on itself", async () => {
    const { user } = renderApp("/");
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons/ }));
    await user.click(mainContent().getByRole("checkbox", { name: /fully informed/ }));

    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(screen.getByRole("link", { name: /^Français/ }));

    await waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    expect(document.documentElement.dir).toBe("ltr");
    const persons = mainContent().getByRole("button", {
      name: new RegExp(`^${french("checklist.name.respect-for-persons")}`),
    });
    expect(persons).toHaveAttribute("aria-expanded", "true");
    expect(
      mainContent().getByRole("checkbox", { name: french("checklist.question.ic-1") }),
    ).toBeChecked();
    expect(screen.getByRole("button", { name: /Français$/ })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: /Français$/ }));
    await user.click(screen.getByRole("link", { name: /^العربية/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("ar");
    expect(
      mainContent().getByRole("checkbox", { name: arabic("checklist.question.ic-1") }),
    ).toBeChecked();
    expect(screen.getByRole("link", { name: arabic("nav.about") })).toHaveAttribute(
      "href",
      "/ar/about",
    );
    await act(async () => undefined);
  });
});

describe("a visit from a browser that prefers another of the languages", () => {
  afterEach(() => vi.restoreAllMocks());
  const prefer = (languages: string[]) => {
    forgetLanguageOffer();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  };

  it("is offered that language, in it, and taking it keeps the page and the work", async () => {
    prefer(["fr-CA", "en"]);
    const { user } = renderApp("/");
    // The offer comes as a part loaded on first use: on a busy machine, in more than 1 s.
    const offer = await screen.findByRole("complementary", { name: "Langue" }, { timeout: 15_000 });
    expect(offer).toHaveAttribute("lang", "fr");
    expect(within(offer).getByText(french("language.offer"))).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe("fr");
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons/ }));
    await user.click(mainContent().getByRole("checkbox", { name: /fully informed/ }));

    await user.click(within(offer).getByRole("link", { name: "Le lire en français" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    expect(
      mainContent().getByRole("checkbox", { name: french("checklist.question.ic-1") }),
    ).toBeChecked();
    expect(screen.queryByRole("complementary", { name: "Langue" })).toBeNull();
  });

  it("can decline it, and is not asked again in the same visit", async () => {
    prefer(["de"]);
    const { user, unmount } = renderApp("/about");
    const offer = await screen.findByRole(
      "complementary",
      { name: "Sprache" },
      { timeout: 15_000 },
    );
    await user.click(within(offer).getByRole("button", { name: "Nein, danke" }));
    expect(screen.queryByRole("complementary", { name: "Sprache" })).toBeNull();
    expect(document.documentElement.lang).toBe("en");
    unmount();
    renderApp("/");
    await act(async () => undefined);
    expect(screen.queryByRole("complementary", { name: "Sprache" })).toBeNull();
  });

  it("is offered nothing when it prefers English, or a language the app does not have", async () => {
    for (const languages of [["en-GB", "fr"], ["ja"]]) {
      prefer(languages);
      const { unmount } = renderApp("/");
      await act(async () => undefined);
      expect(screen.queryByRole("complementary")).toBeNull();
      unmount();
    }
  });
});
