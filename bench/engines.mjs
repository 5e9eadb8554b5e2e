// Export and preview in each engine (Chromium, Firefox, WebKit), each against html2pdf.js in the
// same engine and the same run, with the largest canvas each pipeline made. The engines are driven
// by the end-to-end tests' own drivers (tests/e2e/engines/engine.ts), loaded here with jiti.
// Alone: `node bench/engines.mjs` (after `npm run build`).

import { chromium } from "@playwright/test";
import {
  APP_WAIT_MS,
  CHROMIUM_ARGS,
  benchPageWait,
  buildBenchPage,
  chromiumPath,
  mb,
  median,
  ms,
  runAlone,
  serve,
  typeScriptLoader,
  within,
} from "./lib.mjs";
import { armPreviewTiming } from "./preview.mjs";

const jiti = typeScriptLoader(import.meta.url);
const ENGINES = ["chromium", "firefox", "webkit"];

export async function openEngine(engine, options) {
  const drivers = await jiti.import("../tests/e2e/engines/engine.ts");
  if (engine !== "chromium") return drivers.launchEngine(engine, options);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const engineBrowser = await drivers.launchPlaywrightChromium(browser, options);
  return { ...engineBrowser, close: () => browser.close() };
}

async function harnessSource() {
  const { buildHarness, readHarness } = await jiti.import(
    "../tests/e2e/engines/harness/buildHarness.ts",
  );
  await buildHarness();
  return readHarness();
}

const px = (area) => `${(area / 1e6).toFixed(1)} Mpx`;
const percent = (fraction) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;

/** The export benchmark page (bench/export-page) in one engine: ours, html2pdf.js and the rest. */
async function exportInEngine(engine, origin, runs) {
  const browser = await openEngine(engine, { origin, harness: "", colorScheme: "light" });
  try {
    const page = await browser.newPage();
    await page.setViewport(1280, 800);
    await page.goto("/");
    const result = await within(
      page.evaluate((n) => window.runExportBenchmark(n), runs),
      benchPageWait(runs),
      `${engine}: the benchmark page's runExportBenchmark(${runs})`,
    );
    await page.close();
    return { version: browser.version, ...result };
  } finally {
    await browser.close();
  }
}

/** The preview of the full report in one engine: the first opening (cold), then `runs` more. */
async function previewInEngine(engine, origin, harness, runs) {
  const browser = await openEngine(engine, { origin, harness, colorScheme: "light" });
  try {
    const page = await browser.newPage();
    await page.setViewport(1280, 800);
    await page.goto("/");
    for (let principle = 0; principle < 6; principle += 1)
      await page.click({ css: "main h2 button", nth: principle });
    for (let index = 0; index < 68; index += 1)
      await page.click({ css: 'main input[type="checkbox"]', nth: index });
    const times = [];
    const pdfReady = [];
    const inView = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.evaluate(armPreviewTiming, null);
      await page.click({ role: "button", name: "Preview", exact: true });
      const deadline = Date.now() + APP_WAIT_MS;
      let timing = {};
      while (timing.loaded === undefined) {
        if (Date.now() > deadline) throw new Error(`${engine}: the preview never finished drawing`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        timing = await page.evaluate(() => window.previewTiming, null);
      }
      times.push(timing.loaded - timing.start);
      pdfReady.push(timing.blob - timing.start);
      inView.push(timing.inView - timing.start);
      await page.press("Escape");
      // Let the closed preview's memory go before the next opening.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await page.close();
    return {
      cold: times[0],
      warm: times.slice(1),
      warmPdfReady: pdfReady.slice(1),
      coldInView: inView[0],
      warmInView: inView.slice(1),
    };
  } finally {
    await browser.close();
  }
}

export async function runEnginesBench({ runs = 5, origin, port = 4195, engines = ENGINES }) {
  buildBenchPage();
  const server = await serve({ port, config: "bench/vite.config.ts" });
  const harness = await harnessSource();
  const summary = [];
  try {
    for (const engine of engines) {
      const exported = await exportInEngine(engine, server.origin, runs);
      const preview = await previewInEngine(engine, origin, harness, runs);
      summary.push({ engine, exported, preview });
      printEngine(engine, exported, preview, runs);
    }
  } finally {
    server.close();
  }
  printSummary(summary);
  return summary;
}

function printEngine(engine, exported, preview, runs) {
  console.log(
    `\n${engine} (${exported.version}): export of the full report (${exported.rows} rows), median of ${runs} after one warm-up, the pipelines taking turns`,
  );
  console.log(
    "pipeline                median      min–max             size        pages  largest canvas",
  );
  for (const r of exported.results) {
    const t = median(r.timesMs);
    console.log(
      `${r.name.padEnd(22)}  ${ms(t).padEnd(10)}  ${`${Math.min(...r.timesMs).toFixed(0)}–${Math.max(...r.timesMs).toFixed(0)} ms`.padEnd(18)}  ${mb(r.bytes).padEnd(10)}  ${String(r.pages).padEnd(5)}  ${r.largestCanvas.width} × ${r.largestCanvas.height} (${px(r.largestCanvas.area)})`,
    );
  }
  const ours = exported.results.find((r) => r.name === "ours");
  const peer = exported.results.find((r) => r.name === "html2pdf.js");
  const ratio = median(ours.timesMs) / median(peer.timesMs);
  console.log(
    `ours / html2pdf.js: time ${ratio.toFixed(2)}× (goal ≤ 0.5×: ${ratio <= 0.5 ? "met" : "not met"}; aim 0.35×: ${ratio <= 0.35 ? "met" : "not met"}), bytes ${(ours.bytes / peer.bytes).toFixed(3)}×`,
  );
  const untagged = exported.results.find((r) => r.name === "ours, untagged");
  const tagTime = median(ours.timesMs) / median(untagged.timesMs) - 1;
  const tagBytes = ours.bytes / untagged.bytes - 1;
  console.log(
    `PDF/UA tags (ours against ours, untagged): time ${percent(tagTime)} (goal ≤ +10%: ${tagTime <= 0.1 ? "met" : "not met"}), bytes ${percent(tagBytes)} (${ours.bytes - untagged.bytes} bytes; goal ≤ +5%: ${tagBytes <= 0.05 ? "met" : "not met"})`,
  );
  const customised = exported.results.find((r) => r.name === "ours, customised");
  console.log(
    `customised / standard (24 changes, ${customised.pages} pages against ${ours.pages}): time ${(median(customised.timesMs) / median(ours.timesMs)).toFixed(2)}×`,
  );
  const inView = median(preview.warmInView);
  console.log(
    `preview, click to the pages in view drawn (the preview's warm time): cold ${ms(preview.coldInView)}, warm median ${ms(inView)} (${ms(Math.min(...preview.warmInView))}–${ms(Math.max(...preview.warmInView))}) (goal ≤ 500 ms: ${inView <= 500 ? "met" : "not met"})`,
  );
  console.log(
    `preview, click to every page drawn, for reference (the pages out of view are drawn while the first are read): cold ${ms(preview.cold)}, warm median ${ms(median(preview.warm))} (${ms(Math.min(...preview.warm))}–${ms(Math.max(...preview.warm))}); warm / html2pdf.js export ${(median(preview.warm) / median(peer.timesMs)).toFixed(2)}×`,
  );
  console.log(
    `preview, warm, click to React-PDF's file ready (the rest is PDF.js drawing the pages): median ${ms(median(preview.warmPdfReady))}`,
  );
}

function printSummary(summary) {
  console.log(
    "\nengine     ours      html2pdf.js  ratio   largest canvas (ours)   preview warm: in view, every page",
  );
  for (const { engine, exported, preview } of summary) {
    const ours = exported.results.find((r) => r.name === "ours");
    const peer = exported.results.find((r) => r.name === "html2pdf.js");
    console.log(
      `${engine.padEnd(9)}  ${ms(median(ours.timesMs)).padEnd(8)}  ${ms(median(peer.timesMs)).padEnd(11)}  ${`${(median(ours.timesMs) / median(peer.timesMs)).toFixed(2)}×`.padEnd(6)}  ${`${ours.largestCanvas.width} × ${ours.largestCanvas.height}`.padEnd(22)}  ${ms(median(preview.warmInView))}, ${ms(median(preview.warm))}`,
    );
  }
}

await runAlone(import.meta.url, { port: 4196 }, ({ origin, runs }) =>
  runEnginesBench({ origin, runs }),
);
