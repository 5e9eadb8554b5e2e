// The header's language switcher: a button that opens the list of languages, each named in itself
// and a link to this page in it; choosing one changes the page's language in place, keeping the work.

import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { partsToSwitch } from "../../../../src/app/layout/useSwitchLanguage";
import {
  LANGUAGE_OFFER_BANNER,
  forgetLanguageOffer,
} from "../../../../src/app/layout/LanguageOffer";
import { loadPart } from "../../../../src/app/onDemand";
import "../../../../src/app/parts";
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
  // The offer comes with the checklist's parts, a chunk loaded on demand: fetched (imported, here)
  // before the page is shown, so that finding the offer waits on React, not on a busy host.
  const prefer = async (languages: string[]) => {
    forgetLanguageOffer();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
    await loadPart(LANGUAGE_OFFER_BANNER);
  };

  it("is offered that language, in it, and taking it keeps the page and the work", async () => {
    await prefer(["fr-CA", "en"]);
    const { user } = renderApp("/");
    const offer = await screen.findByRole("complementary", { name: "Langue" }, { timeout: 10_000 });
    expect(offer).toHaveAttribute("lang", "fr");
    expect(within(offer).getByText(french("languageOffer.offer"))).toBeInTheDocument();
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
    await prefer(["de"]);
    const { user, unmount } = renderApp("/about");
    const offer = await screen.findByRole(
      "complementary",
      { name: "Sprache" },
      { timeout: 10_000 },
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
      await prefer(languages);
      const { unmount } = renderApp("/");
      await act(async () => undefined);
      expect(screen.queryByRole("complementary")).toBeNull();
      unmount();
    }
  });
});

describe("what a switch of language waits for", () => {
  it("the parts loaded so far, and a guidance page's own words, which may not have come yet", () => {
    expect(partsToSwitch(["app"], "/")).toEqual(["app"]);
    expect(partsToSwitch(["app", "later"], "/")).toEqual(["app", "later"]);
    // A prerendered guidance page fetches its words once the app is ready: a switch before then
    // must not show the new language's page empty while they come.
    expect(partsToSwitch(["app"], "/how-to-use")).toEqual(["app", "howToUse"]);
    expect(partsToSwitch(["app", "about"], "/about")).toEqual(["app", "about"]);
  });
});
