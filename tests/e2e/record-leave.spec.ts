// Nothing lost by accident, with the browser's own prompt: leaving or reloading the
// page asks while there is work that was not saved, exported or opened, and not otherwise. Chromium
// only, for its real prompt; the app's answer to it is tested in every engine (engines/record.spec.ts).

import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForApp } from "./support/fixtures";

/** A page of its own, so that closing it ends nothing the fixtures' guards still need. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto("/");
  await waitForApp(page);
  return page;
}

/** Closes the page as a person closing the tab does, and says which prompts the browser showed. */
async function closeAsked(page: Page): Promise<string[]> {
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.close({ runBeforeUnload: true });
  await page.waitForEvent("close");
  await page.context().close();
  return prompts;
}

async function tickFirst(page: Page): Promise<void> {
  await page
    .getByRole("heading", { level: 2, name: "Respect for Persons" })
    .getByRole("button")
    .click();
  await page.getByRole("checkbox").first().check();
}

test("an untouched checklist is left without a question", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  // A click, so that the page has the user activation browsers require before they prompt.
  await page.getByRole("heading", { level: 1 }).click();
  expect(await closeAsked(page)).toEqual([]);
});

test("a tick not saved: leaving asks", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  await tickFirst(page);
  expect(await closeAsked(page)).toEqual(["beforeunload"]);
});

test("after Save, leaving does not ask; after another change, it does", async ({
  browser,
  baseURL,
}) => {
  const page = await freshPage(browser, baseURL);
  await tickFirst(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await download;
  await expect(page.getByText(/^Saved computing-research-assessment-/)).toBeVisible();
  expect(await closeAsked(page)).toEqual([]);

  const again = await freshPage(browser, baseURL);
  await tickFirst(again);
  const saved = again.waitForEvent("download");
  await again.keyboard.press("Control+s");
  await saved;
  await again.getByRole("checkbox").nth(1).check();
  expect(await closeAsked(again)).toEqual(["beforeunload"]);
});

test("after Export, leaving does not ask", async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  await tickFirst(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await download;
  // The export is done when it says so (the file is handed over a moment before).
  await expect(page.getByText(/^PDF ready: /)).toBeAttached();
  expect(await closeAsked(page)).toEqual([]);
});
