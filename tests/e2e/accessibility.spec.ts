// What is Chromium-only by nature or cheaper to check once: axe on every page, at 1280 and 390 px,
// light and dark, runs in every engine (engines/accessibility.spec.ts), Chromium included.
import { expandAll } from "./support/checklist";
import { expect, test, waitForApp } from "./support/fixtures";

test("dark mode follows the operating system", async ({ browser }) => {
  const backgrounds: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    const page = await browser.newPage({ colorScheme });
    await page.goto("/");
    await waitForApp(page);
    backgrounds.push(
      await page.evaluate(() => {
        const appRoot = document.getElementById("root")?.firstElementChild;
        return appRoot ? getComputedStyle(appRoot).backgroundColor : "no app root";
      }),
    );
    await page.close();
  }
  expect(backgrounds[0]).not.toEqual(backgrounds[1]);
});

// One page, the checklist opened whole: its headings, then its toggles.
test("headings are in order: principles h2, sub-principles h3, sub-items h4, one h1; every toggle is a button with aria-expanded and aria-controls pointing at its panel", async ({
  page,
}) => {
  await page.goto("/");
  await expandAll(page);
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - (levels[i] ?? 0)).toBeLessThanOrEqual(1));
  expect(levels.filter((level) => level === 4)).toHaveLength(8);

  // The sections' toggles; the notes' and More's buttons name their panel only while it is open
  // (tests/e2e/engines/notes.spec.ts opens them).
  const toggles = page.locator("main :is(h2, h3) button[aria-expanded]");
  await expect(toggles).toHaveCount(6 + 26);
  for (const toggle of await toggles.all()) {
    const controls = await toggle.getAttribute("aria-controls");
    expect(controls).toBeTruthy();
    await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
  }
});
