// A render error shows a recovery screen instead of a blank page: inside the layout for a page, and
// a plain last-resort screen when the layout itself fails.

import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../../src/app";
import { mainContent, renderApp } from "../renderApp";

const faults = vi.hoisted(() => ({ aboutPage: false, footer: false }));

vi.mock("../../../../src/app/pages/AboutPage", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../src/app/pages/AboutPage")>();
  return {
    AboutPage: () => {
      if (faults.aboutPage) throw new Error("injected: the About page failed");
      return <original.AboutPage />;
    },
  };
});

vi.mock("../../../../src/app/layout/SiteFooter", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../../src/app/layout/SiteFooter")>();
  return {
    SiteFooter: () => {
      if (faults.footer) throw new Error("injected: the footer failed");
      return <original.SiteFooter />;
    },
  };
});

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("none found");
  return item;
}

/** Opens the first principle and ticks its first question. */
async function tickOne(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(first(mainContent().getAllByRole("button", { expanded: false })));
  await user.click(first(mainContent().getAllByRole("checkbox")));
}

function navigation() {
  return within(first(screen.getAllByRole("navigation", { hidden: true })));
}

beforeEach(() => {
  faults.aboutPage = false;
  faults.footer = false;
  // React and the boundary both report the error; that is expected here, not noise to show.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("a page that fails to render", { timeout: 30_000 }, () => {
  it("shows a recovery message inside the working layout, with focus on its heading", () => {
    faults.aboutPage = true;
    renderApp("/about");
    const heading = mainContent().getByRole("heading", { level: 1, name: "Something went wrong" });
    expect(heading).toHaveFocus();
    expect(mainContent().getByText(/Your answers so far are kept/)).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      "The page failed to render:",
      expect.objectContaining({ message: "injected: the About page failed" }),
      expect.any(String),
    );
  });

  it("Try again renders the page again, once it can", async () => {
    faults.aboutPage = true;
    const { user } = renderApp("/about");
    await user.click(mainContent().getByRole("button", { name: "Try again" }));
    expect(
      mainContent().getByRole("heading", { name: "Something went wrong" }),
    ).toBeInTheDocument();
    faults.aboutPage = false;
    await user.click(mainContent().getByRole("button", { name: "Try again" }));
    expect(mainContent().getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
  });

  it("keeps the ticks, and another route clears the error", async () => {
    const { user } = renderApp("/");
    await tickOne(user);
    faults.aboutPage = true;
    await user.click(navigation().getByRole("link", { name: "About", hidden: true }));
    expect(
      mainContent().getByRole("heading", { name: "Something went wrong" }),
    ).toBeInTheDocument();
    await user.click(navigation().getByRole("link", { name: "Home", hidden: true }));
    expect(mainContent().getAllByRole("checkbox", { checked: true })).toHaveLength(1);
  });

  it("Start over empties the checklist and goes home", async () => {
    const { user } = renderApp("/");
    await tickOne(user);
    faults.aboutPage = true;
    await user.click(navigation().getByRole("link", { name: "About", hidden: true }));
    await user.click(mainContent().getByRole("button", { name: "Start over" }));
    expect(mainContent().getByRole("heading", { level: 1 })).not.toHaveTextContent(
      "Something went wrong",
    );
    expect(mainContent().queryAllByRole("checkbox")).toHaveLength(0);
    expect(mainContent().getByText(/0 of 68/)).toBeInTheDocument();
  });
});

describe("the app's frame failing to render", { timeout: 30_000 }, () => {
  it("shows a plain screen, not a blank page, whose Start over reloads the app", async () => {
    faults.footer = true;
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      assign,
    } as Location);
    render(<App language="en" />);
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveFocus();
    expect(main.getByText(/Nothing you ticked was stored or sent anywhere/)).toBeInTheDocument();
    main.getByRole("button", { name: "Start over" }).click();
    expect(assign).toHaveBeenCalledWith("/");
  });
});
