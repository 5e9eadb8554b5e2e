import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./support/fixtures";

const PRINCIPLES = [
  "Respect for Persons",
  "Respect for Communities",
  "Respect for Society",
  "Respect for Democracy",
  "Respect for Environment",
  "Respect for Knowledge",
];

function principleButton(page: Page, name: string) {
  return page.getByRole("heading", { level: 2, name }).getByRole("button");
}

function progress(page: Page) {
  return page.getByText(/^\d+ of 68 questions ticked$/);
}

// Opening, closing and ticking are the engines suite's checklist tests, in Chromium too; here what
// Playwright's own terms check best: the start, the live region, ticks across navigation.
test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("starts with six collapsed principles, no ticks, and Reset and Export at the bottom", async ({
  page,
}) => {
  for (const name of PRINCIPLES) {
    const button = principleButton(page, name);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const panelId = await button.getAttribute("aria-controls");
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(6);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(progress(page)).toHaveText("0 of 68 questions ticked");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("button", { name: "Reset" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
});

test("the progress sentence is a polite live region", async ({ page }) => {
  await expect(progress(page)).toHaveAttribute("aria-live", "polite");
});

test("ticks survive navigation but not a reload, and nothing is stored", async ({ page }) => {
  await principleButton(page, "Respect for Knowledge").click();
  await page.getByRole("checkbox").first().check();
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "About" })
    .click();
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(progress(page)).toHaveText("1 of 68 questions ticked");

  await page.reload();
  // The prerendered page says 0 before any script runs: read it once the app has taken over.
  await waitForApp(page);
  await expect(progress(page)).toHaveText("0 of 68 questions ticked");
  await expect(principleButton(page, "Respect for Knowledge")).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});
