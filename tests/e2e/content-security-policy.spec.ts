// The production build carries the Content-Security-Policy of build/contentSecurityPolicy.ts, the
// browser enforces it, and every feature works under it. (Every other test runs under it too; the
// shared guards fail a test on any violation.)

import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { contentSecurityPolicy } from "../../build/contentSecurityPolicy";
import { expandAll } from "./support/checklist";
import { expect, test } from "./support/fixtures";
import { fold, readPdf } from "./support/pdf";

test("the built page declares the policy before any script or style", async ({ page }) => {
  const html = readFileSync("dist/index.html", "utf8");
  const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
  expect(meta).toBeGreaterThan(-1);
  for (const tag of ["<script", "<link", "<style"]) {
    const first = html.indexOf(tag);
    if (first > -1) expect(first).toBeGreaterThan(meta);
  }
  await page.goto("/about");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    contentSecurityPolicy(),
  );
});

/**
 * A page of its own, outside the shared guards, whose violations are the point of the test. The
 * browser reports a violation in a task of its own, some after `act` has returned: this waits until
 * every one of `expected` has been reported, however long the host takes, and returns them all.
 */
async function violationsOf(
  browser: Browser,
  baseURL: string | undefined,
  act: (page: Page) => Promise<unknown>,
  expected: string[],
) {
  const page = await browser.newPage({ baseURL });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const outcome = await act(page);
  const reported = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  await expect.poll(reported).toEqual(expect.arrayContaining(expected));
  const violations = await reported();
  await page.close();
  return { outcome, violations };
}

/** What the test below attempts, each reported as a violation: directive, then what was blocked. */
const REFUSED = [
  "script-src-elem inline",
  "style-src-elem inline",
  "script-src-attr inline",
  "script-src eval",
  "connect-src https://example.com/collect",
];

test("the browser enforces it: injected inline script, inline style and foreign requests are refused", async ({
  browser,
  baseURL,
}) => {
  const { outcome, violations } = await violationsOf(
    browser,
    baseURL,
    (page) =>
      page.evaluate(async () => {
        const script = document.createElement("script");
        script.textContent = "window.injectedScriptRan = true";
        document.body.append(script);

        const style = document.createElement("style");
        style.textContent = "body { outline: 7px solid rgb(255, 0, 0) }";
        document.head.append(style);

        const handler = document.createElement("div");
        handler.setAttribute("onclick", "window.injectedHandlerRan = true");
        document.body.append(handler);
        handler.click();

        // From a task of the page's own: code Playwright evaluates directly is exempt from the check.
        const evalRefused = await new Promise<boolean>((resolve) =>
          setTimeout(() => {
            try {
              new Function("return 1")();
              resolve(false);
            } catch {
              resolve(true);
            }
          }),
        );

        let fetchRefused = false;
        try {
          await fetch("https://example.com/collect", { method: "POST", body: "ticks" });
        } catch {
          fetchRefused = true;
        }
        const w = window as unknown as {
          injectedScriptRan?: boolean;
          injectedHandlerRan?: boolean;
        };
        return {
          scriptRan: w.injectedScriptRan === true,
          handlerRan: w.injectedHandlerRan === true,
          styled: getComputedStyle(document.body).outlineWidth === "7px",
          evalRefused,
          fetchRefused,
        };
      }),
    REFUSED,
  );
  expect(outcome).toEqual({
    scriptRan: false,
    handlerRan: false,
    styled: false,
    evalRefused: true,
    fetchRefused: true,
  });
  expect(violations).toEqual(expect.arrayContaining(REFUSED));
});

test("ticking, export, preview and its download all work under it, without a violation", async ({
  page,
}) => {
  await page.goto("/");
  // Chakra's styles applied through the CSSOM: the primary button is its dark teal, not unstyled.
  await expect(page.getByRole("button", { name: "Export" })).toHaveCSS(
    "background-color",
    "rgb(12, 93, 86)",
  );
  await expandAll(page);
  const boxes = await page.getByRole("checkbox").all();
  for (const box of boxes.slice(0, 3)) await box.check();

  const [exported] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  expect(fold(readPdf(await exported.path()).text)).toMatch(/Completed:?\s*3/);

  await page.getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog");
  // Every page drawn by PDF.js (its worker, fonts and text layer) under the policy.
  const pages = dialog.locator("ol[data-page-count]");
  await expect(pages).toBeAttached({ timeout: 30_000 });
  const count = Number(await pages.getAttribute("data-page-count"));
  await expect(pages.locator('li[data-state="drawn"]')).toHaveCount(count, { timeout: 30_000 });
  const [downloaded] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(fold(readPdf(await downloaded.path()).text)).toMatch(/Completed:?\s*3/);
});
