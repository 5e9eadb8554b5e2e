// Queries and steps the cross-engine specs share, in the words a person would use.

import { createInitialChecklist } from "../../../src/data";
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
export const PROGRESS: Query = { text: { pattern: "^\\d+ of 68 questions answered$" } };
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

/** Ticks every question with a real click, the checklist fully expanded. */
export async function tickAll(app: App): Promise<void> {
  await expandAll(app);
  for (let index = 0; index < 68; index += 1) await app.click({ ...CHECKBOX, nth: index });
  await app.expectFacts(PROGRESS, { text: "68 of 68 questions answered" });
}

/** YYYY-MM-DD in the machine's own time zone, as the export names its file. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
