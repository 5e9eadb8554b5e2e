#!/usr/bin/env node
// The report preview: time from a click on Preview to the full 68-question report shown in the
// dialog's frame, with the React-PDF chunk cold (first open in a fresh browser context, empty HTTP
// cache) and warm (reopenings). Needs the app built in dist/. Alone: `node bench/preview.mjs`.

import { existsSync, readdirSync, statSync } from "node:fs";
import { median, ms, openAllSections, runAlone } from "./lib.mjs";

export async function runPreviewBench({ browser, origin, runs = 5 }) {
  const chunk = existsSync("dist/assets")
    ? readdirSync("dist/assets").find((file) => /^preview-.*\.js$/.test(file))
    : undefined;
  if (!chunk) throw new Error("No preview chunk in dist/assets: build the app first.");

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.goto(`${origin}/`);
    await tickEverything(page);

    const cold = await timeOpening(page);
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push(await timeOpening(page));

    console.log(
      `\nPreview of the full report (68 ticked questions), click on Preview to the PDF shown`,
    );
    console.log(
      `React-PDF chunk: ${chunk}, ${(statSync(`dist/assets/${chunk}`).size / 1024).toFixed(0)} KiB`,
    );
    console.log("open              to blob: URL      to frame loaded");
    console.log(`cold (first)      ${ms(cold.blob).padEnd(16)}  ${ms(cold.loaded)}`);
    const blobs = warm.map((t) => t.blob);
    const loads = warm.map((t) => t.loaded);
    const warmLoaded = median(loads);
    console.log(
      `warm (median/${runs})   ${ms(median(blobs)).padEnd(16)}  ${ms(warmLoaded)}   (frame loaded ${ms(Math.min(...loads))}–${ms(Math.max(...loads))})`,
    );
    console.log(`warm goal ≤ 500 ms to the frame loaded: ${warmLoaded <= 500 ? "met" : "not met"}`);
    return { cold, warmBlob: median(blobs), warmLoaded };
  } finally {
    await context.close();
  }
}

await runAlone(import.meta.url, { port: 4194 }, runPreviewBench);

async function tickEverything(page) {
  await openAllSections(page);
  const boxes = await page.getByRole("checkbox").all();
  if (boxes.length !== 68) throw new Error(`expected 68 checkboxes, found ${boxes.length}`);
  for (const box of boxes) await box.check();
}

/**
 * One opening, timed inside the page from the click event: to the blob: URL set on the frame (the
 * PDF drawn), and to the frame's load event (the browser's viewer has the PDF). Closes it after.
 */
async function timeOpening(page) {
  await page.evaluate(() => {
    const timing = {};
    window.previewTiming = timing;
    document.addEventListener("click", () => (timing.start = performance.now()), {
      capture: true,
      once: true,
    });
    // Observer callbacks run before the frame can load, so the load listener is never late.
    new MutationObserver((_, observer) => {
      const frame = document.querySelector('dialog iframe[src^="blob:"]');
      if (!frame) return;
      observer.disconnect();
      timing.blob = performance.now();
      frame.addEventListener("load", () => (timing.loaded = performance.now()), { once: true });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await page.waitForFunction(() => window.previewTiming.loaded !== undefined, null, {
    timeout: 60_000,
  });
  const { start, blob, loaded } = await page.evaluate(() => window.previewTiming);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  // Let the closed preview's memory go before the next opening.
  await page.waitForTimeout(300);
  return { blob: blob - start, loaded: loaded - start };
}
