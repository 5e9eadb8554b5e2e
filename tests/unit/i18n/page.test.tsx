// The checklist page's first-load parts and the app's frame in French: every word a message that
// the page resolves, none left as its id (French falls back to English until translated; the id
// check is what holds). The frame's last-resort screen too, which shows outside the language's
// context and finds the language in the address.

import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/app";
import { mainContent, renderApp } from "../app/renderApp";

const faults = vi.hoisted(() => ({ footer: false }));

vi.mock("../../../src/app/layout/SiteFooter", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../src/app/layout/SiteFooter")>();
  return {
    SiteFooter: () => {
      if (faults.footer) throw new Error("injected: the footer failed");
      return <original.SiteFooter />;
    },
  };
});

/** A message id, as it would show had its message not been found: "progress.answered". */
const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;

/** Every text and every name given to assistive technology in `root` that reads as a message id. */
function leakedIds(root: HTMLElement): string[] {
  const leaks: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    if (MESSAGE_ID.test(text)) leaks.push(text);
  }
  for (const element of root.querySelectorAll("*"))
    for (const attribute of ["aria-label", "aria-valuetext", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(attribute)?.trim();
      if (value && MESSAGE_ID.test(value)) leaks.push(`${attribute}="${value}"`);
    }
  return leaks;
}

afterEach(() => {
  faults.footer = false;
  vi.restoreAllMocks();
});

describe("the checklist page in French", { timeout: 30_000 }, () => {
  it("shows no message id, in its text or its names, with a principle and its questions open", async () => {
    const { user } = renderApp("/fr/");
    const [principle] = mainContent().getAllByRole("button", { expanded: false });
    if (!principle) throw new Error("no principle to open");
    await user.click(principle);
    const [sub] = within(principle.closest("section") as HTMLElement).getAllByRole("button", {
      expanded: false,
    });
    if (!sub) throw new Error("no sub-principle to open");
    await user.click(sub);
    const [box] = mainContent().getAllByRole("checkbox");
    if (!box) throw new Error("no question shown");
    await user.click(box);

    expect(leakedIds(document.body)).toEqual([]);
    // Figures in the language's own format: French puts a space before the percent sign.
    expect(screen.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      new Intl.NumberFormat("fr", { style: "percent" }).format(0.01),
    );
  });

  it("shows no message id on the page for an address it has no page at", () => {
    renderApp("/fr/nulle-part");
    expect(mainContent().getByText("/fr/nulle-part")).toBeInTheDocument();
    expect(mainContent().getByRole("link")).toHaveAttribute("href", "/fr");
    expect(leakedIds(document.body)).toEqual([]);
  });

  it("says the frame's failure in the address's language, and starts over there", () => {
    faults.footer = true;
    // React and the boundary both report the error; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.pushState({}, "", "/fr/");
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    try {
      render(<App language="fr" />);
      const main = screen.getByRole("main");
      expect(main).toHaveAttribute("lang", "fr");
      expect(within(main).getByRole("heading", { level: 1 })).toHaveFocus();
      expect(leakedIds(document.body)).toEqual([]);
      within(main).getByRole("button").click();
      expect(assign).toHaveBeenCalledWith("/fr");
    } finally {
      window.history.pushState({}, "", "/");
    }
  });
});
