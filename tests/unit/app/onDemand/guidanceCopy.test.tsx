// A guidance page whose copy has not come yet (its own chunk in the browser): the page waits for it
// inside its Suspense boundary, then shows it; a failed fetch is not kept, so trying again fetches
// the copy anew. Pointing at or focusing a link to a page fetches its copy ahead of the click.

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

describe("the guidance pages' copy", () => {
  it("About waits for its copy, then shows it", async () => {
    vi.resetModules();
    // The chunk held back until the test lets it come, as a slow network would.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const actual = await vi.importActual("../../../../src/data/aboutCopy");
    vi.doMock("../../../../src/data/aboutCopy", async () => {
      await arrived;
      return actual;
    });
    const { AboutPage } = await import("../../../../src/app/pages/AboutPage");
    const { AppProviders } = await import("../../../../src/app/App");
    const { aboutCopy } = await import("../../../../src/app/onDemand/guidanceCopy");
    // Awaited, as React asks of a render that suspends, so the page is tried again once the copy comes.
    await act(async () => {
      render(
        <AppProviders>
          <MemoryRouter>
            <Suspense fallback={<p>Waiting for the copy</p>}>
              <AboutPage />
            </Suspense>
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(screen.getByText("Waiting for the copy")).toBeInTheDocument();
    arrive();
    await act(() => aboutCopy.load());
    vi.doUnmock("../../../../src/data/aboutCopy");
    expect(screen.getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(screen.queryByText("Waiting for the copy")).not.toBeInTheDocument();
  });

  it("fetches again after a failure rather than keeping it", async () => {
    vi.resetModules();
    const { aboutCopy } = await import("../../../../src/app/onDemand/guidanceCopy");
    vi.doMock("../../../../src/data/aboutCopy", () => {
      throw new Error("offline");
    });
    await expect(aboutCopy.load()).rejects.toThrow();
    vi.doUnmock("../../../../src/data/aboutCopy");
    vi.resetModules();
    await expect(aboutCopy.load()).resolves.toHaveProperty("ABOUT_PAGE.title", "About");
  });
});

describe("the guidance pages' links", () => {
  /** The navigation, with a fresh copy module, fetching a page's copy only as the test says. */
  async function renderNavigation(copyModule: "aboutCopy" | "howToUseCopy") {
    vi.resetModules();
    const fetched = vi.fn();
    const path = `../../../../src/data/${copyModule}`;
    const actual = await vi.importActual(path);
    vi.doMock(path, () => {
      fetched();
      return actual;
    });
    const { SiteNavigation } = await import("../../../../src/app/layout/SiteNavigation");
    const { AppProviders } = await import("../../../../src/app/App");
    render(
      <AppProviders>
        <MemoryRouter>
          {/* The mobile row: jsdom applies no media query, and the desktop nav is hidden below md. */}
          <SiteNavigation label="Main (mobile)" variant="mobile" />
        </MemoryRouter>
      </AppProviders>,
    );
    return { fetched, done: () => vi.doUnmock(path) };
  }

  it("start fetching About's copy as its link is pointed at", async () => {
    const { fetched, done } = await renderNavigation("aboutCopy");
    expect(fetched).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole("link", { name: "About" }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    done();
  });

  it("start fetching About's copy as its link is focused, once however often", async () => {
    const { fetched, done } = await renderNavigation("aboutCopy");
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "About" })).toHaveFocus();
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await user.hover(screen.getByRole("link", { name: "About" }));
    expect(fetched).toHaveBeenCalledTimes(1);
    done();
  });

  it("start fetching How to Use's copy as its link is pointed at", async () => {
    const { fetched, done } = await renderNavigation("howToUseCopy");
    await userEvent.hover(screen.getByRole("link", { name: "How to Use" }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    done();
  });
});
