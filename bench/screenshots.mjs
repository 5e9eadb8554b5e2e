#!/usr/bin/env node
// Screenshots of every route at desktop and phone widths, in light and dark, and one exported PDF
// with a third of the questions ticked, for a person to look at (they are not compared by any test;
// turn the PDF into pages with `pdftoppm -png -r 80`). Needs the built app: `npm run build` first.
// Usage: node bench/screenshots.mjs [outDir] (beside the benchmarks, whose browser helpers it uses)

import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath, openAllSections, serve, waitForApp } from "./lib.mjs";

const outDir = process.argv[2] ?? "artifacts/screenshots";

/** In the Customise mode: adds, rewords and hides a question in Informed Consent. */
async function customise(page, leave) {
  await page.getByRole("button", { name: "Customise", exact: true }).click();
  await page.getByRole("heading", { name: "Customise the checklist" }).waitFor();
  await page
    .getByRole("heading", { level: 3, name: /^Respect for Persons/ })
    .getByRole("button")
    .click();
  await page.getByRole("button", { name: "Add a question to Informed Consent" }).click();
  await page.keyboard.type("Are consent forms offered in Braille and in easy-read versions?");
  await page.getByRole("button", { name: "Add question" }).click();
  await page
    .getByRole("button", { name: /^Reword: / })
    .first()
    .click();
  await page
    .getByRole("textbox", { name: "New wording", exact: true })
    .fill("Do participants understand what taking part involves?");
  await page.getByRole("button", { name: "Save wording" }).click();
  await page
    .getByRole("button", { name: /^Hide: / })
    .first()
    .click();
  await page.keyboard.type("Our studies use public data only.");
  await page.getByRole("button", { name: "Hide question" }).click();
  if (!leave) return;
  await page.getByRole("button", { name: "Done" }).first().click();
  await page.getByText(/^Customised checklist: /).waitFor();
  await page
    .getByRole("heading", { level: 2, name: /^Respect for Persons/ })
    .getByRole("button")
    .click();
}

mkdirSync(outDir, { recursive: true });
// Its own process group, stopped as a whole: killing npx alone left vite serving.
const server = await serve({ port: 4180 });
const origin = server.origin;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const shots = [
    { route: "/", name: "home" },
    { route: "/", name: "home-expanded", expand: true },
    // The Customise mode with a question added, one reworded and one hidden; then the checklist
    // it leaves, under its banner.
    { route: "/", name: "customise", customise: true },
    { route: "/", name: "customised", customise: true, leave: true },
    // Done with a question typed and not added: the mode asks what to do with it.
    { route: "/", name: "customise-finish", customise: true, pending: true },
    { route: "/about", name: "about" },
    { route: "/how-to-use", name: "how-to-use" },
    { route: "/nowhere", name: "not-found" },
  ];
  for (const scheme of ["light", "dark"]) {
    for (const { label, width, height } of [
      { label: "desktop", width: 1280, height: 800 },
      { label: "mobile", width: 390, height: 844 },
    ]) {
      const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
      for (const shot of shots) {
        await page.goto(`${origin}${shot.route}`);
        await waitForApp(page);
        if (shot.customise) await customise(page, shot.leave);
        if (shot.pending) {
          await page.getByRole("button", { name: "Add a question to Informed Consent" }).click();
          await page.keyboard.type("Is the consent form read aloud to those who ask?");
          await page.getByRole("button", { name: "Done" }).first().click();
          await page.getByRole("alertdialog").waitFor();
        }
        if (shot.expand) {
          await openAllSections(page);
          const boxes = await page.getByRole("checkbox").all();
          for (const box of boxes.slice(0, 5)) await box.check();
          await page.mouse.move(0, 0);
        }
        const file = `${outDir}/${shot.name}-${label}-${scheme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  await page.goto(`${origin}/`);
  await openAllSections(page);
  const boxes = await page.getByRole("checkbox").all();
  for (const [i, box] of boxes.entries()) if (i % 3 === 0) await box.check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /export/i }).click(),
  ]);
  const pdf = `${outDir}/export.pdf`;
  await download.saveAs(pdf);
  console.log(pdf);
  await browser.close();
} finally {
  server.close();
}
