// The filter above the checklist, as a user meets it: found by role and name, what it finds shown
// and counted in its live region, the sections holding it opened, and those open before restored.

import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mainContent, renderApp } from "../../renderApp";

const TOTAL = 68;

function principleButton(name: string) {
  return mainContent().getByRole("button", { name: new RegExp(`^${name},`) });
}

function filterParts() {
  const search = screen.getByRole("search", { name: "Find questions" });
  return {
    search,
    words: within(search).getByRole("searchbox", { name: "Find by words" }),
    state: within(search).getByRole("combobox", { name: "Show" }),
  };
}

/** The filter's live region: the one polite region inside the search landmark. */
function liveRegion(search: HTMLElement): HTMLElement {
  const region = search.querySelector('[aria-live="polite"]');
  if (!(region instanceof HTMLElement)) throw new Error("The filter has no live region");
  return region;
}

const principleHeadings = () => mainContent().getAllByRole("heading", { level: 2 });

describe("the filter above the checklist", { timeout: 30_000 }, () => {
  it("is there, unused, before the checklist, hiding nothing and opening nothing", () => {
    renderApp("/");
    const { search, words, state } = filterParts();
    expect(words).toHaveAttribute("type", "search");
    expect(state).toHaveValue("all");
    expect(
      within(state)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "All questions",
      "Open questions",
      "Ticked questions",
      "Questions set aside",
      "Questions with a note",
    ]);
    expect(liveRegion(search)).toHaveTextContent("");
    expect(within(search).queryByRole("button")).toBeNull();
    expect(principleHeadings()).toHaveLength(6);
    // Before the checklist in the page's order, so before it in the keyboard's.
    const firstSection = principleHeadings()[0];
    expect(
      firstSection &&
        search.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("finds by words, opens the sections holding them, and restores those open before on Escape", async () => {
    const { user } = renderApp("/");
    const environment = principleButton("Respect for Environment");
    await user.click(environment);
    expect(environment).toHaveAttribute("aria-expanded", "true");
    const { search, words } = filterParts();

    await user.type(words, "WITHDRAW pénalty Clear");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("1 question found"));
    // Only the one question, in the one section that holds it, which is open.
    expect(principleHeadings()).toHaveLength(1);
    const persons = principleButton("Respect for Persons");
    expect(persons).toHaveAttribute("aria-expanded", "true");
    const boxes = mainContent().getAllByRole("checkbox");
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toHaveAccessibleName(/withdraw at any time without penalty/);
    expect(mainContent().getByRole("button", { name: /^Informed Consent,/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await user.keyboard("{Escape}");
    expect(words).toHaveValue("");
    expect(liveRegion(search)).toHaveTextContent("Filter cleared: every question shows");
    expect(principleHeadings()).toHaveLength(6);
    expect(principleButton("Respect for Environment")).toHaveAttribute("aria-expanded", "true");
    expect(principleButton("Respect for Persons")).toHaveAttribute("aria-expanded", "false");
  });

  it("finds by state, with words too, and says when it finds none", async () => {
    const { user } = renderApp("/");
    await user.click(principleButton("Respect for Persons"));
    await user.click(mainContent().getByRole("checkbox", { name: /withdraw at any time/ }));
    await user.click(principleButton("Respect for Persons"));
    const { search, words, state } = filterParts();

    await user.selectOptions(state, "Ticked questions");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("1 question found"));
    expect(mainContent().getAllByRole("checkbox")).toHaveLength(1);

    await user.selectOptions(state, "Open questions");
    await waitFor(() =>
      expect(liveRegion(search)).toHaveTextContent(`${TOTAL - 1} questions found`),
    );
    expect(mainContent().getAllByRole("checkbox")).toHaveLength(TOTAL - 1);

    await user.type(words, "penalty clear");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("No question found"));
    expect(mainContent().queryAllByRole("heading", { level: 2 })).toHaveLength(0);

    await user.selectOptions(state, "Questions set aside");
    await user.clear(words);
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("No question found"));

    // Choosing "All questions" with no words clears the filter: nothing open before, nothing now.
    await user.selectOptions(state, "All questions");
    expect(liveRegion(search)).toHaveTextContent("Filter cleared: every question shows");
    expect(principleHeadings()).toHaveLength(6);
    expect(principleButton("Respect for Persons")).toHaveAttribute("aria-expanded", "false");
    expect(mainContent().queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("clears with its button, the focus going back to the words, and keeps the ticks", async () => {
    const { user } = renderApp("/");
    const { search, words } = filterParts();
    await user.type(words, "withdraw penalty clear");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("1 question found"));
    await user.click(mainContent().getByRole("checkbox"));
    await user.click(within(search).getByRole("button", { name: "Clear the filter" }));
    expect(words).toHaveFocus();
    expect(words).toHaveValue("");
    expect(within(search).queryByRole("button")).toBeNull();
    expect(screen.getByText(`1 of ${TOTAL} questions ticked`)).toBeInTheDocument();
    expect(principleButton("Respect for Persons")).toHaveAttribute("aria-expanded", "false");
  });

  it("prints the whole checklist while a filter is on", async () => {
    const { user } = renderApp("/");
    const { search, words } = filterParts();
    await user.type(words, "withdraw penalty clear");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("1 question found"));
    act(() => window.dispatchEvent(new Event("beforeprint")));
    expect(screen.getAllByRole("checkbox", { hidden: true })).toHaveLength(TOTAL);
    act(() => window.dispatchEvent(new Event("afterprint")));
    expect(mainContent().getAllByRole("checkbox")).toHaveLength(1);
  });

  it("speaks the language on screen: Arabic words found without their marks, counted in Arabic", async () => {
    const { user } = renderApp("/ar/");
    const search = screen.getByRole("search", { name: "البحث عن الأسئلة" });
    const words = within(search).getByRole("searchbox", { name: "ابحثوا بالكلمات" });
    await user.type(words, "يزود المشاركون");
    await waitFor(() => expect(liveRegion(search)).toHaveTextContent("عُثر على سؤال واحد"));
    expect(mainContent().getAllByRole("checkbox")).toHaveLength(1);
  });
});
