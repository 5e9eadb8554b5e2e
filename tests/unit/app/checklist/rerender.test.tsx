// Ticking a question re-renders that question alone (the performance issue's "re-renders only what
// changed"): every other question keeps the render it had. A keystroke in a note renders its
// question and nothing that shows counts: no heading, no progress, no actions. Counted with a stand-in for the question
// component that runs the real one's body and keeps its memo, so a render counted here is a render
// the app makes.

import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { mainContent, renderApp } from "../renderApp";

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock(
  import("../../../../src/app/checklist/question/QuestionCheckbox"),
  async (importOriginal) => {
    const actual = await importOriginal();
    const { memo } = await import("react");
    // `type` is the function the app memoises: if QuestionCheckbox stops being a memo component, this
    // stops compiling, which is the point: without the memo every tick re-renders every question.
    const body = actual.QuestionCheckbox.type;
    function CountedQuestionCheckbox(props: Parameters<typeof body>[0]) {
      renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
      return body(props);
    }
    return { ...actual, QuestionCheckbox: memo(CountedQuestionCheckbox) };
  },
);

// The parts above the questions, counted the same way: each section's heading (its counts), the
// progress block and the row of actions.
const others = vi.hoisted(() => ({ headings: 0, progress: 0, actions: 0 }));

vi.mock(import("../../../../src/app/checklist/sections/SectionHeading"), async (importOriginal) => {
  const actual = await importOriginal();
  const { memo } = await import("react");
  const body = actual.SectionHeading.type;
  function CountedSectionHeading(props: Parameters<typeof body>[0]) {
    others.headings += 1;
    return body(props);
  }
  return { ...actual, SectionHeading: memo(CountedSectionHeading) };
});

vi.mock(import("../../../../src/app/pages/ChecklistProgress"), async (importOriginal) => {
  const actual = await importOriginal();
  const { memo } = await import("react");
  const body = actual.ChecklistProgress.type;
  function CountedChecklistProgress(props: Parameters<typeof body>[0]) {
    others.progress += 1;
    return body(props);
  }
  return { ...actual, ChecklistProgress: memo(CountedChecklistProgress, actual.sameFigures) };
});

vi.mock(import("../../../../src/app/pages/ChecklistActions"), async (importOriginal) => {
  const actual = await importOriginal();
  const { memo } = await import("react");
  const body = actual.ChecklistActions.type;
  function CountedChecklistActions(props: Parameters<typeof body>[0]) {
    others.actions += 1;
    return body(props);
  }
  return { ...actual, ChecklistActions: memo(CountedChecklistActions) };
});

/** How often each of the parts above rendered since the last call. */
function othersSince(): { headings: number; progress: number; actions: number } {
  const counted = { ...others };
  Object.assign(others, { headings: 0, progress: 0, actions: 0 });
  return counted;
}

const QUESTIONS = allQuestions(createInitialChecklist());

function questionText(id: string): string {
  const question = QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

/** A question's checkbox, found by its label as a user would. */
function checkbox(questionId: string) {
  const box = screen.getByLabelText(questionText(questionId));
  expect(box).toHaveRole("checkbox");
  return box;
}

/** Opens every principle (and with it every sub-principle), as a person ticking through would. */
async function openEverything(user: ReturnType<typeof renderApp>["user"]) {
  for (const heading of mainContent().getAllByRole("heading", { level: 2 })) {
    await user.click(within(heading).getByRole("button"));
  }
}

/** The questions rendered since the last call, with how often each was. */
function rendersSince(): Record<string, number> {
  const counted = Object.fromEntries(renders);
  renders.clear();
  return counted;
}

// Generous: each render and query walks jsdom's computed styles, and CI machines may be busy.
describe("ticking a question", { timeout: 30_000 }, () => {
  it("renders no question while every section is closed, and each once when all are opened", async () => {
    renders.clear();
    const { user } = renderApp("/");
    expect(rendersSince()).toEqual({});
    await openEverything(user);
    const counted = rendersSince();
    expect(Object.keys(counted)).toHaveLength(QUESTIONS.length);
    expect(Object.values(counted).every((n) => n === 1)).toBe(true);
  });

  it("re-renders only the question ticked or unticked, wherever it sits", async () => {
    const { user } = renderApp("/");
    await openEverything(user);
    expect(screen.getAllByRole("checkbox")).toHaveLength(QUESTIONS.length);
    rendersSince();

    // The first question, one under a sub-item heading (Rights, Intellectual Property Rights), the last, and the first again.
    const first = QUESTIONS[0]?.id ?? "";
    const last = QUESTIONS.at(-1)?.id ?? "";
    for (const [id, ticked] of [
      [first, true],
      ["ipr-1", true],
      [last, true],
      [first, false],
    ] as const) {
      const box = checkbox(id);
      othersSince();
      await user.click(box);
      if (ticked) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
      expect(rendersSince()).toEqual({ [id]: 1 });
      // The counts change: the principle's and the sub-principle's headings, and the progress.
      expect(othersSince()).toEqual({ headings: 2, progress: 1, actions: 0 });
    }
  });

  it("re-renders only the question whose note is typed in, once a keystroke", async () => {
    const { user } = renderApp("/");
    await openEverything(user);
    const id = "ipr-1";
    await user.click(screen.getByRole("button", { name: `Add a note on: ${questionText(id)}` }));
    // The field's code loads on first use; the first import transforms it here, which takes a while.
    const field = await screen.findByRole(
      "textbox",
      { name: `Note on: ${questionText(id)}` },
      { timeout: 15_000 },
    );
    expect(field).toHaveFocus();
    rendersSince();
    othersSince();
    for (const key of ["W", "h", "y", " ", "{Backspace}"]) {
      await user.keyboard(key);
      expect(rendersSince()).toEqual({ [id]: 1 });
      // The first key makes a note, which the two headings above it count; no key changes a tick.
      expect(othersSince()).toEqual({ headings: key === "W" ? 2 : 0, progress: 0, actions: 0 });
    }
    expect(field).toHaveValue("Why");
  });

  it("renders no question on reset, which closes every section, and each once, unticked, on reopening", async () => {
    const { user } = renderApp("/");
    await openEverything(user);
    await user.click(checkbox("ipr-1"));
    rendersSince();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(rendersSince()).toEqual({});
    expect(screen.queryAllByRole("checkbox", { hidden: true })).toEqual([]);
    await openEverything(user);
    expect(Object.keys(rendersSince())).toHaveLength(QUESTIONS.length);
    expect(checkbox("ipr-1")).not.toBeChecked();
  });
});
