#!/usr/bin/env node
// The report preview: time from a click on Preview to the pages in view, and to every page, of the
// full 68-question report drawn in the dialog (PDF.js: canvas and text layer), with the preview
// chunk and the report's font cold (first open in a fresh browser context, empty HTTP cache) and
// warm (reopenings). Needs the app built in dist/. Alone: `node bench/preview.mjs`.

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
    await page.goto(`${origin}/`);
    await tickEverything(page);

    const cold = await timeOpening(page);
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push(await timeOpening(page));

    console.log(
      `\nPreview of the full report (68 ticked questions), click on Preview to every page drawn`,
    );
    console.log(
      `Preview chunk (React-PDF, PDF.js): ${chunk}, ${(statSync(`dist/assets/${chunk}`).size / 1024).toFixed(0)} KiB`,
    );
    console.log("open              PDF ready (link)  pages in view drawn  every page drawn");
    console.log(
      `cold (first)      ${ms(cold.blob).padEnd(16)}  ${ms(cold.inView).padEnd(19)}  ${ms(cold.loaded)}`,
    );
    const blobs = warm.map((t) => t.blob);
    const loads = warm.map((t) => t.loaded);
    const warmInView = median(warm.map((t) => t.inView));
    const warmLoaded = median(loads);
    console.log(
      `warm (median/${runs})   ${ms(median(blobs)).padEnd(16)}  ${ms(warmInView).padEnd(19)}  ${ms(warmLoaded)}   (every page ${ms(Math.min(...loads))}–${ms(Math.max(...loads))})`,
    );
    console.log(
      `warm time (the pages in view drawn; see docs/performance.md) goal ≤ 500 ms: ${warmInView <= 500 ? "met" : "not met"}; every page, for reference: ${ms(warmLoaded)}`,
    );
    return { cold, warmBlob: median(blobs), warmInView, warmLoaded };
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
 * One opening, timed inside the page from the click event: to the PDF ready (the "Open the PDF in a
 * new tab" link appears with its blob: URL), to the pages in the preview's view drawn, and to every
 * page drawn with its text layer (each page of the list marked drawn). Closes it after.
 */
async function timeOpening(page) {
  await page.evaluate(armPreviewTiming);
  await page.getByRole("button", { name: "Preview" }).click();
  await page.waitForFunction(() => window.previewTiming.loaded !== undefined, null, {
    timeout: 60_000,
  });
  const { start, blob, inView, loaded } = await page.evaluate(() => window.previewTiming);
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  // Let the closed preview's memory go before the next opening.
  await page.waitForTimeout(300);
  return { blob: blob - start, inView: inView - start, loaded: loaded - start };
}

/**
 * Run in the page before a click on Preview: times, from that click, the PDF's blob: URL (the link
 * to open it) and every page drawn (each item of the page list marked drawn), in
 * window.previewTiming. Shared with the engines benchmark.
 */
export function armPreviewTiming() {
  const timing = {};
  window.previewTiming = timing;
  document.addEventListener("click", () => (timing.start = performance.now()), {
    capture: true,
    once: true,
  });
  new MutationObserver((_, observer) => {
    if (timing.blob === undefined && document.querySelector('dialog a[href^="blob:"]'))
      timing.blob = performance.now();
    const list = document.querySelector("dialog ol[data-page-count]");
    if (!list) return;
    const count = Number(list.getAttribute("data-page-count"));
    const items = [...list.querySelectorAll(":scope > li")];
    if (timing.inView === undefined && items.length === count) {
      // Every page the preview's scrolling box shows, at least in part, is drawn.
      const view = list.parentElement.getBoundingClientRect();
      const shown = items.filter((item) => {
        const box = item.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      });
      if (shown.length > 0 && shown.every((item) => item.getAttribute("data-state") === "drawn"))
        timing.inView = performance.now();
    }
    if (list.querySelectorAll('li[data-state="drawn"]').length !== count) return;
    observer.disconnect();
    timing.loaded = performance.now();
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
}
