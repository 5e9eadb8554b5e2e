#!/usr/bin/env node
// Screenshots of every route at desktop and phone widths, in light and dark, and one exported PDF
// with a third of the questions ticked, for a person to look at (they are not compared by any test;
// turn the PDF into pages with `pdftoppm -png -r 80`). Needs the built app: `npm run build` first.
// Usage: node scripts/screenshots.mjs [outDir]

import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const outDir = process.argv[2] ?? "artifacts/screenshots";
const PORT = 4180;
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find(
  (p) => p && existsSync(p),
);

mkdirSync(outDir, { recursive: true });
const server = spawn(
  "npx",
  ["vite", "preview", "--host", "127.0.0.1", "--port", String(PORT), "--strictPort"],
  { stdio: "ignore" },
);
try {
  await waitFor(`http://127.0.0.1:${PORT}/`);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const shots = [
    { route: "/", name: "home" },
    { route: "/", name: "home-expanded", expand: true },
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
        await page.goto(`http://127.0.0.1:${PORT}${shot.route}`);
        // The app renders after load, in slices: wait for it.
        await page.getByRole("heading", { level: 1 }).waitFor();
        if (shot.expand) {
          await page.waitForFunction(() => document.querySelectorAll("h2 button").length === 6);
          for (const button of await page
            .getByRole("heading", { level: 2 })
            .getByRole("button")
            .all())
            await button.click();
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
  await page.goto(`http://127.0.0.1:${PORT}/`);
  // The app renders after load, in slices: wait for the six principles before listing them.
  await page.waitForFunction(() => document.querySelectorAll("h2 button").length === 6);
  for (const button of await page.getByRole("heading", { level: 2 }).getByRole("button").all())
    await button.click();
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
  server.kill();
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
