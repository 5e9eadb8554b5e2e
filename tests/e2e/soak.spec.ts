// Full exports in a row, in one page: a file each, nothing left behind in the page. Five: what one
// export leaves behind shows from the second on, and each export of the full report is seconds of
// the suite in a loaded run. The heap over 30 and 60 exports is a figure, printed by `npm run
// bench`'s soak section, not asserted.

import { statSync } from "node:fs";
import type { Download } from "@playwright/test";
import { tickAll } from "./support/checklist";
import { expect, test } from "./support/fixtures";
import { fold, readPdf } from "./support/pdf";

const EXPORTS = 5;

test("5 consecutive full exports give exactly 5 downloads and leave no off-screen nodes", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto("/");
  await tickAll(page);

  const count = () => page.evaluate(() => document.getElementsByTagName("*").length);
  let elementsAfterFirst = 0;
  const downloads: Download[] = [];
  page.on("download", (download) => downloads.push(download));

  const button = page.getByRole("button", { name: "Export" });
  for (let i = 1; i <= EXPORTS; i++) {
    await button.click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(i);
    await expect(button).toHaveAttribute("aria-busy", "false");
    // The first export adds the module-preload links of the chunks it loads; from then on the
    // document must not grow.
    if (i === 1) elementsAfterFirst = await count();
  }
  expect(downloads).toHaveLength(EXPORTS);

  expect(
    await page.evaluate(
      () => document.querySelectorAll("body > iframe, body > canvas, body > a[download]").length,
    ),
  ).toBe(0);
  expect(await count()).toBe(elementsAfterFirst);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(68);

  const paths = await Promise.all(downloads.map((d) => d.path()));
  const sizes = paths.map((path) => statSync(path).size);
  // The same report each time: the same size, give or take the timestamp's digits.
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(64);
  const last = readPdf(paths[EXPORTS - 1] ?? "");
  expect(fold(last.text)).toMatch(/Completed:?\s*68/);
});
