// The shared layout (spec §2): landmarks, header, the two navigations, the footer's year.

import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from "../../../../src/data";
import { mainContent, renderApp } from "../renderApp";

const ENTRIES = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about" },
  { label: "How to Use", path: "/how-to-use" },
] as const;

/**
 * Both navigations, desktop ("Main") and mobile. jsdom ignores media queries, so it shows only the
 * mobile one; `hidden: true` reaches the other. Which one a real viewport shows is for the e2e tests.
 */
function navigations() {
  return screen.getAllByRole("navigation", { hidden: true });
}

function navLinks(nav: HTMLElement) {
  return within(nav).getAllByRole("link", { hidden: true });
}

// Generous: rendering the app and querying it in jsdom is slow when the machine is busy.
describe("the layout", { timeout: 30_000 }, () => {
  it("has a banner, a navigation, a main area and a content-info footer", () => {
    renderApp("/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getAllByRole("navigation").length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("puts the title, as a link home, and the subtitle in the header", () => {
    renderApp("/about");
    const banner = within(screen.getByRole("banner"));
    expect(banner.getByRole("link", { name: PRODUCT_TITLE })).toHaveAttribute("href", "/");
    expect(banner.getByText(PRODUCT_SUBTITLE)).toBeInTheDocument();
  });

  it("offers a skip link to the main area", () => {
    renderApp("/");
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    const target = skip.getAttribute("href") ?? "";
    expect(target).toMatch(/^#./);
    expect(screen.getByRole("main")).toHaveAttribute("id", target.slice(1));
  });

  it("has a desktop navigation in the header and a mobile one, each labelled", () => {
    renderApp("/");
    const labels = navigations().map((nav) => nav.getAttribute("aria-label"));
    expect(labels).toHaveLength(2);
    expect(new Set(labels).size).toBe(2);
    for (const nav of navigations()) {
      expect(screen.getByRole("banner")).toContainElement(nav);
    }
  });

  it("lists Home, About and How to Use, with their paths, in each navigation", () => {
    renderApp("/");
    for (const nav of navigations()) {
      expect(
        navLinks(nav).map((link) => ({
          label: link.textContent,
          path: link.getAttribute("href"),
        })),
      ).toEqual(ENTRIES);
    }
  });

  it.each(ENTRIES)("marks $label, and only it, as the current page on $path", ({ label, path }) => {
    renderApp(path);
    for (const nav of navigations()) {
      for (const link of navLinks(nav)) {
        if (link.textContent === label) expect(link).toHaveAttribute("aria-current", "page");
        else expect(link).not.toHaveAttribute("aria-current");
      }
    }
  });

  it("marks no entry as current on an unknown path", () => {
    renderApp("/no-such-page");
    for (const nav of navigations()) {
      for (const link of navLinks(nav)) expect(link).not.toHaveAttribute("aria-current");
    }
  });

  // As react-router's <Routes> matched them: a path's case and trailing slashes aside, an unknown
  // first segment is a page of English's; NavLink's `end` marked a link current only where the
  // paths are equal but for case.
  it.each([
    { path: "/ABOUT", heading: "About", current: "About" },
    { path: "/how-to-use//", heading: "How to Use", current: undefined },
    { path: "/FR/About/", heading: "À propos", current: undefined },
    { path: "/fr", heading: "Liste de contrôle éthique", current: "Accueil" },
    { path: "/xx/about", heading: "Page not found", current: undefined },
    { path: "/fr//about", heading: "Page introuvable", current: undefined },
  ])("shows the page at $path, marking $current current", ({ path, heading, current }) => {
    renderApp(path);
    expect(mainContent().getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    for (const nav of navigations()) {
      const marked = navLinks(nav).filter((link) => link.hasAttribute("aria-current"));
      expect(marked.map((link) => link.textContent)).toEqual(current ? [current] : []);
    }
  });

  it("moves the highlight and the focus to the new page after following a link", async () => {
    const { user } = renderApp("/");
    await user.click(screen.getByRole("link", { name: "How to Use" }));

    const heading = screen.getByRole("heading", { level: 1, name: "How to Use" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("link", { name: "How to Use" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

describe("the footer", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([2031, 2047])("shows © %i when the clock is in that year", (year) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(year, 5, 15, 12));
    renderApp("/");
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${year}`);
  });

  it("shows the current year on every page", () => {
    const year = new Date().getFullYear();
    for (const path of ["/", "/about", "/how-to-use", "/missing"]) {
      const { unmount } = renderApp(path);
      expect(screen.getByRole("contentinfo")).toHaveTextContent(`© ${year}`);
      unmount();
    }
  });
});
