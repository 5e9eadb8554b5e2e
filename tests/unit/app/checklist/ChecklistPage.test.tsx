// The checklist screen (spec §2, §4): disclosure of principles and sub-principles, ticking,
// progress, keyboard use, reset, and state that survives navigation.

import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allQuestions, type SubPrinciple } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { mainContent, renderApp } from "../renderApp";

const PRINCIPLES = createInitialChecklist();
const TOTAL = 68;

// Queries here are slow in jsdom (every accessible name and visibility check computes styles over
// Chakra's style sheets), so tests keep the elements they found rather than query again, and most
// queries look among hidden elements too (`hidden: true`) and then assert visibility explicitly.

/** Disclosure buttons' names carry a tick count: "Labor, 0 of 2 ticked". Match on the name part. */
function named(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`);
}

/** A principle's or sub-principle's disclosure button, shown or not. */
function sectionButton(name: string) {
  return screen.getByRole("button", { name: named(name), hidden: true });
}

/** A disclosure button the user can see. */
function shownSectionButton(name: string) {
  const button = sectionButton(name);
  expect(button).toBeVisible();
  return button;
}

/** Every disclosure button on the page, shown or not. */
function allSectionButtons() {
  return screen
    .getAllByRole("button", { hidden: true })
    .filter((button) => button.hasAttribute("aria-expanded") && button.closest("h2, h3") !== null);
}

/** The section toggles inside an element: the buttons in its headings, not the notes' buttons. */
function sectionButtonsIn(element: HTMLElement): HTMLElement[] {
  return within(element)
    .getAllByRole("button")
    .filter((button) => button.closest("h2, h3") !== null);
}

function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`The button "${button.textContent}" controls no element`);
  return panel;
}

function questionText(id: string): string {
  const question = allQuestions(PRINCIPLES).find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

/** A question's checkbox, found by its label as a user would, which the user must be able to see. */
function checkbox(questionId: string) {
  const box = screen.getByLabelText(questionText(questionId));
  expect(box).toHaveRole("checkbox");
  expect(box).toBeVisible();
  return box;
}

function subPrinciple(name: string): SubPrinciple {
  const found = PRINCIPLES.flatMap((p) => p.subprinciples).find((s) => s.name === name);
  if (!found) throw new Error(`No sub-principle ${name}`);
  return found;
}

function progressText(checked: number) {
  return screen.getByText(`${checked} of ${TOTAL} questions ticked`);
}

// Generous: each render and query walks jsdom's computed styles, and CI machines may be busy.
describe("the checklist page", { timeout: 30_000 }, () => {
  it("has exactly one h1", () => {
    renderApp("/");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("lists the six principles as collapsed buttons in h2 headings, each controlling its own panel", () => {
    renderApp("/");
    const headings = mainContent().getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(6);
    const panels = headings.map((heading, index) => {
      const principle = PRINCIPLES[index];
      const button = within(heading).getByRole("button", { name: named(principle?.name ?? "") });
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = panelOf(button);
      expect(panel).not.toBeVisible();
      return panel;
    });
    expect(new Set(panels).size).toBe(6);
  });

  it("renders no question, not even hidden, until a section is opened", () => {
    renderApp("/");
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
    expect(allSectionButtons()).toHaveLength(6);
  });

  it("renders every section and question, each principle expanded, while the page is printed", () => {
    renderApp("/");
    act(() => window.dispatchEvent(new Event("beforeprint")));
    expect(screen.getAllByRole("checkbox", { hidden: true })).toHaveLength(TOTAL);
    expect(allSectionButtons()).toHaveLength(6 + 26);
    act(() => window.dispatchEvent(new Event("afterprint")));
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
  });

  it("gives every principle and sub-principle button a panel of its own", async () => {
    const { user } = renderApp("/");
    for (const button of allSectionButtons()) await user.click(button);
    const buttons = allSectionButtons();
    expect(buttons).toHaveLength(6 + 26);
    const panels = new Set(buttons.map(panelOf));
    expect(panels.size).toBe(buttons.length);
  });

  it("opens a principle together with all its sub-principles", async () => {
    const { user } = renderApp("/");
    const persons = shownSectionButton("Respect for Persons");
    await user.click(persons);

    expect(persons).toHaveAttribute("aria-expanded", "true");
    const panel = panelOf(persons);
    expect(panel).toBeVisible();
    const subNames = PRINCIPLES[0]?.subprinciples.map((s) => s.name) ?? [];
    const subButtons = sectionButtonsIn(panel);
    expect(subButtons).toHaveLength(7);
    subButtons.forEach((button, index) => {
      expect(button).toHaveAccessibleName(named(subNames[index] ?? ""));
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(panelOf(button)).toBeVisible();
    });
    expect(within(panel).getAllByRole("checkbox")).toHaveLength(14);
    expect(screen.getAllByRole("checkbox")).toHaveLength(14);
    // Only this principle opened.
    expect(sectionButton("Respect for Communities")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes a principle together with all its sub-principles", async () => {
    const { user } = renderApp("/");
    const persons = shownSectionButton("Respect for Persons");
    await user.click(persons);
    await user.click(persons);

    expect(persons).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(persons)).not.toBeVisible();
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
    expect(within(panelOf(persons)).queryAllByRole("button", { hidden: true })).toEqual([]);
    // Opening it again opens every sub-principle again.
    await user.click(persons);
    const subButtons = sectionButtonsIn(panelOf(persons));
    expect(subButtons).toHaveLength(7);
    for (const button of subButtons) expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("toggles a sub-principle on its own", async () => {
    const { user } = renderApp("/");
    const persons = shownSectionButton("Respect for Persons");
    await user.click(persons);
    const consent = shownSectionButton("Informed Consent");
    const firstQuestion = checkbox("ic-1");

    await user.click(consent);
    expect(consent).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(consent)).not.toBeVisible();
    expect(firstQuestion).not.toBeVisible();
    expect(persons).toHaveAttribute("aria-expanded", "true");
    expect(shownSectionButton("Labor")).toHaveAttribute("aria-expanded", "true");
    expect(checkbox("labor-1")).toBeVisible();
    expect(screen.getAllByRole("checkbox")).toHaveLength(12);

    await user.click(consent);
    expect(consent).toHaveAttribute("aria-expanded", "true");
    expect(checkbox("ic-1")).toBeVisible();
  });

  it("shows an open sub-principle's questions as checkboxes in a group named after it", async () => {
    const { user } = renderApp("/");
    await user.click(shownSectionButton("Respect for Persons"));

    for (const sub of PRINCIPLES[0]?.subprinciples ?? []) {
      const group = screen.getByRole("group", { name: sub.name, hidden: true });
      expect(group).toBeVisible();
      const boxes = within(group).getAllByRole("checkbox");
      expect(boxes.map((box) => box.getAttribute("type"))).toEqual(["checkbox", "checkbox"]);
      sub.questions.forEach((question, index) => {
        expect(boxes[index]).toHaveAccessibleName(question.text);
        expect(boxes[index]).not.toBeChecked();
      });
    }
  });

  it.each(["Rights", "Justice"])(
    "shows %s's sub-items as h4 headings, each with its own checkboxes",
    async (name) => {
      const { user } = renderApp("/");
      await user.click(shownSectionButton("Respect for Society"));
      const panel = within(panelOf(shownSectionButton(name)));

      const subItems = subPrinciple(name).subItems ?? [];
      expect(subItems).toHaveLength(4);
      expect(panel.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(
        subItems.map((item) => item.name),
      );
      for (const item of subItems) {
        const boxes = within(panel.getByRole("group", { name: item.name })).getAllByRole(
          "checkbox",
        );
        expect(boxes).toHaveLength(2);
        item.questions.forEach((question, index) => {
          expect(boxes[index]).toHaveAccessibleName(question.text);
        });
      }
      // The sub-principle's own two questions, plus two per sub-item.
      expect(panel.getAllByRole("checkbox")).toHaveLength(2 + 4 * 2);
    },
  );

  it("updates the overall count, the progress bar and the tick counts as questions are ticked", async () => {
    const { user } = renderApp("/");
    const progressbar = screen.getByRole("progressbar", {
      name: `0 of ${TOTAL} questions ticked`,
    });
    expect(progressText(0)).toBeInTheDocument();
    expect(progressbar).toHaveAttribute("aria-valuenow", "0");

    const persons = shownSectionButton("Respect for Persons");
    await user.click(persons);
    const [ic1, ic2] = [checkbox("ic-1"), checkbox("ic-2")];
    await user.click(ic1);
    expect(ic1).toBeChecked();
    expect(ic2).not.toBeChecked();
    expect(progressText(1)).toBeInTheDocument();
    expect(progressbar).toHaveAttribute("aria-valuenow", String(Math.round(100 / TOTAL)));
    expect(progressbar).toHaveAccessibleName(`1 of ${TOTAL} questions ticked`);
    expect(persons).toHaveAccessibleName("Respect for Persons, 1 of 14 ticked");
    expect(sectionButton("Informed Consent")).toHaveAccessibleName(
      "Informed Consent, 1 of 2 ticked",
    );

    const society = shownSectionButton("Respect for Society");
    await user.click(society);
    await user.click(checkbox("cr-1"));
    await user.click(checkbox("labor-2"));
    expect(progressText(3)).toBeInTheDocument();
    expect(progressbar).toHaveAttribute("aria-valuenow", String(Math.round(300 / TOTAL)));
    expect(persons).toHaveAccessibleName("Respect for Persons, 2 of 14 ticked");
    expect(society).toHaveAccessibleName("Respect for Society, 1 of 22 ticked");
    // A sub-item's tick counts towards its sub-principle.
    expect(sectionButton("Rights")).toHaveAccessibleName("Rights, 1 of 10 ticked");

    await user.click(ic1);
    expect(ic1).not.toBeChecked();
    expect(progressText(2)).toBeInTheDocument();
    expect(persons).toHaveAccessibleName("Respect for Persons, 1 of 14 ticked");
  });

  it("announces the count politely, as a live region", () => {
    renderApp("/");
    expect(progressText(0)).toHaveAttribute("aria-live", "polite");
  });

  it("works from the keyboard: Enter opens a principle, Tab reaches a checkbox, Space ticks it", async () => {
    const { user } = renderApp("/");
    const persons = shownSectionButton("Respect for Persons");
    persons.focus();

    await user.keyboard("{Enter}");
    expect(persons).toHaveAttribute("aria-expanded", "true");

    // The principle's introduction comes first, then its sub-principles.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName("Guidance: Respect for Persons");
    await user.tab();
    expect(sectionButton("Informed Consent")).toHaveFocus();
    await user.tab();
    const ic1 = checkbox("ic-1");
    expect(ic1).toHaveFocus();

    await user.keyboard(" ");
    expect(ic1).toBeChecked();
    expect(progressText(1)).toBeInTheDocument();

    // Each question's note control follows its checkbox, then its "does not apply".
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Add a note on: /);
    // Then its guidance's.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Guidance: /);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Does not apply: /);
    await user.tab();
    expect(checkbox("ic-2")).toHaveFocus();
    await user.keyboard(" ");
    expect(progressText(2)).toBeInTheDocument();
  });

  it("skips the questions of a closed principle when tabbing", async () => {
    const { user } = renderApp("/");
    shownSectionButton("Respect for Persons").focus();
    await user.tab();
    expect(sectionButton("Respect for Communities")).toHaveFocus();
  });

  it("has Reset and Export buttons, in that order, after the principles", () => {
    renderApp("/");
    const buttons = mainContent().getAllByRole("button");
    const lastPrinciple = buttons.indexOf(sectionButton(PRINCIPLES[5]?.name ?? ""));
    const reset = buttons.indexOf(screen.getByRole("button", { name: "Reset" }));
    const exportButton = buttons.indexOf(screen.getByRole("button", { name: "Export" }));
    expect(lastPrinciple).toBeGreaterThanOrEqual(0);
    expect(reset).toBeGreaterThan(lastPrinciple);
    expect(exportButton).toBeGreaterThan(reset);
  });

  it("unticks everything and closes every section on Reset", async () => {
    const { user } = renderApp("/");
    const persons = shownSectionButton("Respect for Persons");
    await user.click(persons);
    await user.click(shownSectionButton("Respect for Society"));
    await user.click(shownSectionButton("Labor"));
    const ticked = [checkbox("ic-1"), checkbox("cr-1"), checkbox("rsj-2")];
    for (const box of ticked) await user.click(box);
    expect(progressText(3)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(progressText(0)).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
    const buttons = allSectionButtons();
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(persons);
    expect(checkbox("ic-1")).not.toBeChecked();
    expect(persons).toHaveAccessibleName("Respect for Persons, 0 of 14 ticked");
  });

  it("keeps ticks and open sections across a visit to another page", async () => {
    const { user } = renderApp("/");
    await user.click(shownSectionButton("Respect for Persons"));
    await user.click(checkbox("ic-1"));

    await user.click(screen.getByRole("link", { name: "About" }));
    expect(screen.getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);

    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(progressText(1)).toBeInTheDocument();
    expect(shownSectionButton("Respect for Persons")).toHaveAttribute("aria-expanded", "true");
    expect(checkbox("ic-1")).toBeChecked();
  });
});
