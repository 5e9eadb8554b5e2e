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

function subPrincipleButton(page: Page, name: string) {
  return page.getByRole("heading", { level: 3, name }).getByRole("button");
}

function progress(page: Page) {
  return page.getByText(/^\d+ of 68 questions answered$/);
}

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
  await expect(progress(page)).toHaveText("0 of 68 questions answered");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("button", { name: "Reset" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
});

test("expanding a principle expands all its sub-principles; collapsing collapses them", async ({
  page,
}) => {
  const persons = principleButton(page, "Respect for Persons");
  await persons.click();
  await expect(persons).toHaveAttribute("aria-expanded", "true");
  const subs = [
    "Informed Consent",
    "Autonomy and Self-Determination",
    "Privacy and Confidentiality",
    "Wellbeing and Safety",
    "Labor",
    "Access",
    "Usability",
  ];
  for (const sub of subs)
    await expect(subPrincipleButton(page, sub)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("checkbox")).toHaveCount(14);
  // Other principles are untouched.
  await expect(principleButton(page, "Respect for Communities")).toHaveAttribute(
    "aria-expanded",
    "false",
  );

  await persons.click();
  await expect(persons).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await persons.click();
  for (const sub of subs)
    await expect(subPrincipleButton(page, sub)).toHaveAttribute("aria-expanded", "true");
});

test("a sub-principle toggles on its own, and sub-items show their headings and questions", async ({
  page,
}) => {
  await principleButton(page, "Respect for Society").click();
  const rights = subPrincipleButton(page, "Rights");
  const justice = subPrincipleButton(page, "Justice");
  await rights.click();
  await expect(rights).toHaveAttribute("aria-expanded", "false");
  await expect(justice).toHaveAttribute("aria-expanded", "true");
  await expect(principleButton(page, "Respect for Society")).toHaveAttribute(
    "aria-expanded",
    "true",
  );

  for (const item of [
    "Procedural Justice",
    "Distributive Justice",
    "Retributive Justice",
    "Restorative Justice",
  ]) {
    await expect(page.getByRole("heading", { level: 4, name: item })).toBeVisible();
    await expect(page.getByRole("group", { name: item }).getByRole("checkbox")).toHaveCount(2);
  }
  await expect(page.getByRole("heading", { level: 4, name: "Civil Rights" })).toBeHidden();
  await rights.click();
  await expect(page.getByRole("group", { name: "Civil Rights" }).getByRole("checkbox")).toHaveCount(
    2,
  );
  // Society: Rights, Justice and Culture with two each, and eight sub-items with two each.
  await expect(page.getByRole("checkbox")).toHaveCount(22);
});

test("ticking by mouse and by keyboard updates the counts; reset clears ticks and collapses everything", async ({
  page,
}) => {
  await principleButton(page, "Respect for Persons").click();
  const group = page.getByRole("group", { name: "Informed Consent" });
  const first = group.getByRole("checkbox").first();
  await first.click();
  await expect(first).toBeChecked();
  await expect(progress(page)).toHaveText("1 of 68 questions answered");
  await expect(principleButton(page, "Respect for Persons")).toHaveAccessibleName(/1 of 14 ticked/);

  // Keyboard: Tab from the first checkbox reaches its note's button, then the second checkbox;
  // Space ticks it.
  await first.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Add a note on: / }).first()).toBeFocused();
  await page.keyboard.press("Tab");
  const second = group.getByRole("checkbox").nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toBeChecked();
  await expect(progress(page)).toHaveText("2 of 68 questions answered");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");

  // Keyboard on a toggle: Enter collapses the sub-principle, Space opens it again.
  const informed = subPrincipleButton(page, "Informed Consent");
  await informed.focus();
  await page.keyboard.press("Enter");
  await expect(informed).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(informed).toHaveAttribute("aria-expanded", "true");
  await expect(second).toBeChecked();

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(progress(page)).toHaveText("0 of 68 questions answered");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  for (const name of PRINCIPLES)
    await expect(principleButton(page, name)).toHaveAttribute("aria-expanded", "false");
  await principleButton(page, "Respect for Persons").click();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
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
  await expect(progress(page)).toHaveText("1 of 68 questions answered");

  await page.reload();
  // The prerendered page says 0 before any script runs: read it once the app has taken over.
  await waitForApp(page);
  await expect(progress(page)).toHaveText("0 of 68 questions answered");
  await expect(principleButton(page, "Respect for Knowledge")).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});
