// Notes in the checklist page: the limit on a paste, the count's announcements, Reset's
// Undo running out, and a note on paper.

import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UNDO_RESET_MS } from "../../../../../src/app/checklist/actions/UndoReset";
import { NOTE_MAX_LENGTH, allQuestions } from "../../../../../src/data";
import { createInitialChecklist } from "../../../../../src/data/english";
import { renderApp } from "../../renderApp";

const QUESTIONS = allQuestions(createInitialChecklist());

function questionText(id: string): string {
  const question = QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

type User = ReturnType<typeof renderApp>["user"];

/** Opens "Respect for Persons" (and its sub-principles), then a question's note field. */
async function openNote(user: User, id = "ic-1"): Promise<HTMLElement> {
  await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
  await user.click(screen.getByRole("button", { name: `Add a note on: ${questionText(id)}` }));
  // The field's code loads on first use; the first import transforms it here, which takes a while.
  const field = await screen.findByRole(
    "textbox",
    { name: `Note on: ${questionText(id)}` },
    { timeout: 15_000 },
  );
  // Focus must be there as soon as the field is: what the user types or pastes next goes to it.
  expect(field).toHaveFocus();
  return field;
}

/** The field's polite live region. It has no role to query by: it is the note's only aria-live. */
function liveRegionOf(field: HTMLElement): HTMLElement {
  const region = field.parentElement?.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("The note field has no live region");
  return region;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a note field at its limit", () => {
  it(
    "cuts a paste past the limit to 2,000 characters, never inside an emoji, and says so",
    { timeout: 60_000 },
    async () => {
      const { user } = renderApp("/");
      const field = await openNote(user);
      // The emoji is the 2,000th character: one code point, two UTF-16 units, so a cut by UTF-16
      // length would split it.
      const kept = `${"a".repeat(NOTE_MAX_LENGTH - 1)}😀`;
      await user.paste(`${kept}b and more`);

      expect(field).toHaveValue(kept);
      expect(Array.from((field as HTMLTextAreaElement).value)).toHaveLength(NOTE_MAX_LENGTH);
      expect(field).toHaveAccessibleDescription(
        "Cut at the limit: a note holds 2,000 characters. 2,000 of 2,000 characters",
      );
      expect(liveRegionOf(field)).toHaveTextContent("Cut to 2,000 characters, the limit.");

      // Within the limit again (the emoji deleted whole), the field no longer says it cut anything.
      const end = (field as HTMLTextAreaElement).value.length;
      (field as HTMLTextAreaElement).setSelectionRange(end - 2, end);
      await user.keyboard("{Backspace}");
      expect(field).toHaveValue("a".repeat(NOTE_MAX_LENGTH - 1));
      expect(field).toHaveAccessibleDescription("1,999 of 2,000 characters");
      expect(liveRegionOf(field)).toHaveTextContent("10 or fewer characters left.");
    },
  );

  it("cuts a paste into a note already near the limit, keeping what was there", async () => {
    const { user } = renderApp("/");
    const field = await openNote(user);
    await user.paste("x".repeat(NOTE_MAX_LENGTH - 2));
    await user.paste("😀😀😀");
    expect(field).toHaveValue(`${"x".repeat(NOTE_MAX_LENGTH - 2)}😀😀`);
    expect(field).toHaveAccessibleDescription(/^Cut at the limit: a note holds 2,000 characters\./);
  });
});

describe("a note's character count", () => {
  it(
    "shows from 1,800 characters and is announced only as it passes 200, 100, 50, 10 and 0 left",
    { timeout: 60_000 },
    async () => {
      const { user } = renderApp("/");
      const field = await openNote(user);
      const live = liveRegionOf(field);
      // Every change React makes to the live region: each one is something a screen reader says.
      const changes: string[] = [];
      const observer = new MutationObserver(() => changes.push(live.textContent ?? ""));
      observer.observe(live, { childList: true, characterData: true, subtree: true });
      const flush = () => {
        changes.push(...observer.takeRecords().map(() => live.textContent ?? ""));
        return changes.splice(0);
      };

      await user.paste("a".repeat(NOTE_MAX_LENGTH - 201));
      expect(field).not.toHaveAccessibleDescription();
      expect(live).toHaveTextContent("");
      expect(flush()).toEqual([]);

      // The steps, as lengths: [characters left after the step, the live region's text then].
      const steps: [number, string][] = [
        [200, "200 or fewer characters left."],
        [199, "200 or fewer characters left."],
        [101, "200 or fewer characters left."],
        [100, "100 or fewer characters left."],
        [51, "100 or fewer characters left."],
        [50, "50 or fewer characters left."],
        [11, "50 or fewer characters left."],
        [10, "10 or fewer characters left."],
        [1, "10 or fewer characters left."],
        [0, "Character limit reached."],
      ];
      let left = 201;
      let said = "";
      for (const [target, text] of steps) {
        await user.paste("a".repeat(left - target));
        left = target;
        const length = NOTE_MAX_LENGTH - left;
        expect(field).toHaveAccessibleDescription(
          `${length.toLocaleString("en")} of 2,000 characters`,
        );
        expect(live).toHaveTextContent(text);
        // Silence between the marks: the region changes only when its words do.
        const heard = flush();
        if (text === said) expect(heard, `at ${left} left`).toEqual([]);
        else expect(heard.at(-1), `at ${left} left`).toBe(text);
        said = text;
      }

      // Back under 1,800 (a selection deleted), the count goes and the region falls silent.
      (field as HTMLTextAreaElement).setSelectionRange(0, 300);
      await user.keyboard("{Backspace}");
      expect(field).not.toHaveAccessibleDescription();
      expect(live).toHaveTextContent("");
      observer.disconnect();
    },
  );
});

describe("Reset's Undo", () => {
  it(
    `is offered for ${UNDO_RESET_MS / 1000} s, then withdrawn, and the ticks stay cleared`,
    { timeout: 90_000 },
    async () => {
      const { user } = renderApp("/");
      await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
      await user.click(screen.getByRole("checkbox", { name: questionText("ic-1") }));
      // A first Reset and Undo with real timers: Undo's code loads on first use, and React keeps it
      // once loaded, so the Reset under fake timers below shows Undo at once.
      await user.click(screen.getByRole("button", { name: "Reset" }));
      await user.click(await screen.findByRole("button", { name: "Undo" }, { timeout: 15_000 }));
      expect(screen.getByRole("checkbox", { name: questionText("ic-1") })).toBeChecked();

      // Only the timeouts: React's scheduler runs on setImmediate and MessageChannel here, and must
      // keep running.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      // fireEvent, not user-event: Testing Library's async wrapper waits on a setTimeout, which it
      // advances only under Jest's fake timers, not Vitest's.
      fireEvent.click(screen.getByRole("button", { name: "Reset" }));
      const undo = screen.getByRole("button", { name: "Undo" });
      const status = undo.closest<HTMLElement>('[role="status"]');
      if (!status) throw new Error("Undo is not inside a status");
      expect(status).toHaveTextContent("Checklist cleared: ticks, notes and open sections.");

      act(() => vi.advanceTimersByTime(UNDO_RESET_MS - 100));
      expect(within(status).getByRole("button", { name: "Undo" })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(within(status).queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
      expect(status).toHaveTextContent("");

      // Withdrawn, not undone: the tick stays cleared, and stays so.
      act(() => vi.advanceTimersByTime(UNDO_RESET_MS));
      fireEvent.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
      expect(screen.getByRole("checkbox", { name: questionText("ic-1") })).not.toBeChecked();
      expect(screen.getByRole("button", { name: /^Respect for Persons,/ })).toHaveAccessibleName(
        "Respect for Persons, 0 of 14 ticked",
      );
    },
  );
});

describe("a note on paper", () => {
  /** The paragraph that prints a note, inside its question's list item. */
  function printedNote(id: string): HTMLElement | null {
    const item = screen
      .getByRole("checkbox", { name: questionText(id), hidden: true })
      .closest("li");
    if (!item) throw new Error(`The question ${id} is in no list item`);
    return item.querySelector("p");
  }

  it(
    "prints each note as its text under its question, open or not, and nothing extra on screen",
    { timeout: 90_000 },
    async () => {
      const { user } = renderApp("/");
      // ic-1's field stays open; ic-2's is closed; cr-1's is in a section closed since.
      const open = await openNote(user, "ic-1");
      await user.type(open, "First line{Enter}  second <b>line</b>");
      await user.click(
        screen.getByRole("button", { name: `Add a note on: ${questionText("ic-2")}` }),
      );
      await user.type(
        await screen.findByRole("textbox", { name: `Note on: ${questionText("ic-2")}` }),
        "Field closed",
      );
      // Its field closed with its button, which says so while it is open.
      await user.click(
        screen.getByRole("button", { name: `Close note on: ${questionText("ic-2")}` }),
      );
      const society = screen.getByRole("button", { name: /^Respect for Society,/ });
      await user.click(society);
      await user.click(
        screen.getByRole("button", { name: `Add a note on: ${questionText("cr-1")}` }),
      );
      await user.type(
        await screen.findByRole("textbox", { name: `Note on: ${questionText("cr-1")}` }),
        "Section closed",
      );
      await user.click(society);
      expect(
        screen.queryByRole("checkbox", { name: questionText("cr-1") }),
      ).not.toBeInTheDocument();
      // On screen, the notes are in their fields alone.
      for (const text of [/^First line/, "Field closed", "Section closed"])
        expect(screen.queryByText(text, { ignore: "textarea" })).not.toBeInTheDocument();

      act(() => window.dispatchEvent(new Event("beforeprint")));
      const first = printedNote("ic-1");
      // As typed: its line break and spaces kept, the markup as text.
      expect(first?.textContent).toBe("First line\n  second <b>line</b>");
      expect(first?.querySelector("b")).toBeNull();
      expect(first).toHaveStyle({ whiteSpace: "pre-wrap" });
      expect(printedNote("ic-2")?.textContent).toBe("Field closed");
      expect(printedNote("cr-1")?.textContent).toBe("Section closed");
      // A question without a note prints no note.
      expect(printedNote("cr-2")).toBeNull();

      act(() => window.dispatchEvent(new Event("afterprint")));
      for (const text of [/^First line/, "Field closed", "Section closed"])
        expect(screen.queryByText(text, { ignore: "textarea" })).not.toBeInTheDocument();
    },
  );
});
