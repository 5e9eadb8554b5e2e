// A guidance page whose words have not come yet (a chunk of their own in the browser, in each
// language): the page waits for them inside its Suspense boundary, then shows them; a failed fetch
// is not kept, so trying again fetches them anew. Pointing at or focusing a link to a page fetches
// its words ahead of the click, in the page's language only.

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

type Loaders = Record<string, Record<string, () => Promise<unknown>>>;

/**
 * Fresh modules whose message loaders go through `wrap`: the real loader for each language and
 * part, called only when the wrapper says. The `app` parts are loaded at once, as a page's are
 * before it is shown.
 */
async function withLoaders(
  wrap: (language: string, part: string, load: () => Promise<unknown>) => Promise<unknown>,
) {
  vi.resetModules();
  const actual = (await vi.importActual("virtual:message-catalogs")) as {
    MESSAGE_LOADERS: Loaders;
  };
  const wrapped: Loaders = Object.fromEntries(
    Object.entries(actual.MESSAGE_LOADERS).map(([language, parts]) => [
      language,
      Object.fromEntries(
        Object.entries(parts).map(([part, load]) => [
          part,
          () => (part === "app" ? load() : wrap(language, part, load)),
        ]),
      ),
    ]),
  );
  vi.doMock("virtual:message-catalogs", () => ({ MESSAGE_LOADERS: wrapped }));
  const i18n = await import("../../../../src/i18n");
  await Promise.all(i18n.LANGUAGE_CODES.map((code) => i18n.loadMessages(code, "app")));
  return i18n;
}

afterEach(() => {
  vi.doUnmock("virtual:message-catalogs");
  vi.resetModules();
});

describe("the guidance pages' words", () => {
  it("About waits for its words, then shows them", async () => {
    // The chunk held back until the test lets it come, as a slow network would.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const i18n = await withLoaders(async (_language, _part, load) => {
      await arrived;
      return load();
    });
    const { AboutPage } = await import("../../../../src/app/pages/AboutPage");
    const { AppProviders } = await import("../../../../src/app/App");
    const { TranslatorProvider } = await import("../../../../src/app/language/TranslatorContext");
    // Awaited, as React asks of a render that suspends, so the page is tried again once they come.
    await act(async () => {
      render(
        <AppProviders language="en">
          <TranslatorProvider translator={i18n.translatorFor("en")}>
            <MemoryRouter>
              <Suspense fallback={<p>Waiting for the words</p>}>
                <AboutPage />
              </Suspense>
            </MemoryRouter>
          </TranslatorProvider>
        </AppProviders>,
      );
    });
    expect(screen.getByText("Waiting for the words")).toBeInTheDocument();
    arrive();
    // With them comes the pages' copy (src/data/pages), fetched together.
    const { loadPageCopy } = await import("../../../../src/app/onDemand");
    await act(() => Promise.all([i18n.loadMessages("en", "about"), loadPageCopy()]));
    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(screen.queryByText("Waiting for the words")).not.toBeInTheDocument();
  });

  it("on a prerendered page being taken over, waits for the app to be ready before fetching them", async () => {
    const fetched = vi.fn();
    const i18n = await withLoaders((code, part, load) => {
      fetched(code, part);
      return load();
    });
    const onDemand = await import("../../../../src/app/onDemand");
    const { HowToUsePage } = await import("../../../../src/app/pages/HowToUsePage");
    const { AppProviders } = await import("../../../../src/app/App");
    const { TranslatorProvider } = await import("../../../../src/app/language/TranslatorContext");
    onDemand.holdGuidanceCopyUntilReady();
    await act(async () => {
      render(
        <AppProviders language="ar">
          <TranslatorProvider translator={i18n.translatorFor("ar")}>
            <MemoryRouter>
              <Suspense fallback={<p>The build's markup</p>}>
                <HowToUsePage />
              </Suspense>
            </MemoryRouter>
          </TranslatorProvider>
        </AppProviders>,
      );
    });
    // Its words are on screen (the build's markup): none of them is fetched before the app is ready.
    expect(screen.getByText("The build's markup")).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
    onDemand.releaseGuidanceCopy();
    await act(() => i18n.loadMessages("ar", "howToUse"));
    expect(fetched.mock.calls).toEqual([["ar", "howToUse"]]);
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: i18n.translatorFor("ar").t("howToUse.title"),
      }),
    ).toBeInTheDocument();
  });

  it("fetches again after a failure rather than keeping it", async () => {
    let fail = true;
    const i18n = await withLoaders((_language, _part, load) =>
      fail ? Promise.reject(new Error("offline")) : load(),
    );
    await expect(i18n.loadMessages("fr", "about")).rejects.toThrow("offline");
    expect(i18n.hasMessages("fr", "about")).toBe(false);
    fail = false;
    await i18n.loadMessages("fr", "about");
    expect(i18n.translatorFor("fr").t("about.title")).toBe("À propos");
  });
});

describe("the guidance pages' links", () => {
  /** The navigation in `language`, its pages' words fetched only as the test says. */
  async function renderNavigation(language: "en" | "fr") {
    const fetched = vi.fn();
    const i18n = await withLoaders((code, part, load) => {
      fetched(code, part);
      return load();
    });
    const { SiteNavigation } = await import("../../../../src/app/layout/SiteNavigation");
    const { AppProviders } = await import("../../../../src/app/App");
    const { TranslatorProvider } = await import("../../../../src/app/language/TranslatorContext");
    render(
      <AppProviders language={language}>
        <TranslatorProvider translator={i18n.translatorFor(language)}>
          <MemoryRouter>
            {/* The mobile row: jsdom applies no media query, and the desktop nav is hidden below md. */}
            <SiteNavigation label="Main (mobile)" variant="mobile" />
          </MemoryRouter>
        </TranslatorProvider>
      </AppProviders>,
    );
    return fetched;
  }

  it("start fetching About's words as its link is pointed at", async () => {
    const fetched = await renderNavigation("en");
    expect(fetched).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole("link", { name: "About" }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledWith("en", "about"));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("start fetching About's words as its link is focused, once however often", async () => {
    const fetched = await renderNavigation("en");
    const user = userEvent.setup({ delay: null });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "About" })).toHaveFocus();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await user.hover(screen.getByRole("link", { name: "About" }));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("start fetching How to Use's words in the page's language only", async () => {
    const fetched = await renderNavigation("fr");
    await userEvent.hover(screen.getByRole("link", { name: "Mode d’emploi" }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledWith("fr", "howToUse");
  });
});
