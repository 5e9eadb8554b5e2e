// Steps many end-to-end tests share on the checklist screen.

import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens all six principles, and with them every sub-principle: all 68 questions show. */
export async function expandAll(page: Page): Promise<void> {
  const toggles = page.getByRole("heading", { level: 2 }).getByRole("button");
  await expect(toggles).toHaveCount(6);
  for (const button of await toggles.all()) await button.click();
  await expect(page.getByRole("checkbox")).toHaveCount(68);
}

/**
 * Ticks every question, the checklist expanded by real clicks, for tests whose subject comes after
 * (the preview, the soak): the boxes are clicked from inside the page in one step, where 68
 * Playwright clicks take 10–15 s. Real clicks on every box are the engines suite's own test.
 */
export async function tickAll(page: Page): Promise<void> {
  await expandAll(page);
  await page.getByRole("checkbox").evaluateAll((boxes) =>
    boxes.forEach((box) => {
      if (!(box as HTMLInputElement).checked) (box as HTMLInputElement).click();
    }),
  );
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(68);
}

/** YYYY-MM-DD in the machine's own time zone, as the export names its file. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
