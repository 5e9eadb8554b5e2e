// Queries and steps the cross-engine specs share, in the words a person would use.

import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import type { App } from "./fixtures";
import type { Query } from "./harness/inPageHarness";

/** The six principles' names, as the checklist shows them. */
export const PRINCIPLES = createInitialChecklist().map((principle) => principle.name);

export const principleToggle = (name: string): Query => ({
  role: "button",
  within: { role: "heading", level: 2, name },
});
export const subPrincipleToggle = (name: string): Query => ({
  role: "button",
  within: { role: "heading", level: 3, name },
});
export const PROGRESS: Query = { text: { pattern: "^\\d+ of 68 questions ticked$" } };
export const CHECKBOX: Query = { role: "checkbox" };
export const button = (name: string): Query => ({ role: "button", name, exact: true });

/** Opens all six principles, and with them every sub-principle: all 68 questions show. */
export async function expandAll(app: App): Promise<void> {
  for (const name of PRINCIPLES) {
    await app.click(principleToggle(name));
    await app.expectFacts(principleToggle(name), { expanded: "true" });
  }
  await app.expectCount(CHECKBOX, 68);
}

/**
 * Ticks every question with a real click, the checklist fully expanded (notes.spec.ts, with the
 * longest report). 68 clicks through a driver take 15–20 s, so tests that need every question
 * ticked on the way to what they test use tickAll.
 */
export async function tickAllByHand(app: App): Promise<void> {
  await expandAll(app);
  for (let index = 0; index < 68; index += 1) await app.click({ ...CHECKBOX, nth: index });
  await app.expectFacts(PROGRESS, { text: "68 of 68 questions ticked" });
}

/**
 * Ticks every `step`th question shown (the first, then every `step` after it), where it is not
 * ticked yet: the boxes are clicked from inside the page, in one step (a click event, as a tap
 * gives, that the app handles as any other), for tests whose subject comes after the ticking.
 */
export function tickEvery(app: App, step: number): Promise<void> {
  return app.evaluate((every) => {
    const boxes = document.querySelectorAll<HTMLInputElement>("main input[type=checkbox]");
    boxes.forEach((box, index) => {
      if (index % every === 0 && !box.checked) box.click();
    });
  }, step);
}

/** Ticks every question from inside the page (tickEvery), the checklist opened by real clicks. */
export async function tickAll(app: App): Promise<void> {
  await expandAll(app);
  await tickEvery(app, 1);
  await app.expectFacts(PROGRESS, { text: "68 of 68 questions ticked" });
}

/**
 * A note of `length` characters (2,000, the most a note holds, unless asked) on every question, by
 * question text: each says its question's number at its start and end ("Note 3 begins." …
 * "Note 3 ends."), so every note can be told apart in a report. All 68 of 2,000 make the report 25
 * pages or more.
 */
export function longNotes(length = 2000): Record<string, string> {
  return Object.fromEntries(
    allQuestions(createInitialChecklist()).map((question, i) => {
      const head = `Note ${i + 1} begins.`;
      const tail = ` Note ${i + 1} ends.`;
      const words = "rationale recorded for the ethics review of this project ";
      const body = words.repeat(40).slice(0, length - head.length - tail.length - 1);
      return [question.text, `${head} ${body}${tail}`];
    }),
  );
}

/** YYYY-MM-DD in the machine's own time zone, as the export names its file. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Writes notes through the field as the browser's own input does (value set, then an input event:
 * what a paste does), for notes far too long to type in a test. Each field is opened with its button.
 */
export function writeNotes(app: App, notes: Record<string, string>): Promise<void> {
  return app.evaluate(async (byQuestion) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    for (const [question, text] of Object.entries(byQuestion)) {
      const opener = [...document.querySelectorAll("main button")].find(
        (b) => b.getAttribute("aria-label") === `Add a note on: ${question}`,
      ) as HTMLButtonElement | undefined;
      if (!opener) throw new Error(`no note button for ${question}`);
      opener.click();
      let field: HTMLTextAreaElement | null = null;
      for (let i = 0; i < 200 && !field; i += 1) {
        field = document.querySelector<HTMLTextAreaElement>(
          `textarea[aria-label="Note on: ${question.replace(/"/g, '\\"')}"]`,
        );
        if (!field) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (!field) throw new Error(`no note field for ${question}`);
      setValue?.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }, notes);
}

/** Ticks every question and writes a long note on each (longNotes): returns the notes. */
export async function tickAllWithLongNotes(
  app: App,
  length?: number,
): Promise<Record<string, string>> {
  await tickAll(app);
  const notes = longNotes(length);
  await writeNotes(app, notes);
  return notes;
}
