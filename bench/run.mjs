#!/usr/bin/env node
// `npm run bench`: prints figures, never asserts on time (these machines are shared and noisy).
// Export: the full 68-question report, exported three ways in one Chromium run from the same tree.

import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4191;
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const executablePath = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => p && existsSync(p));

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

execFileSync("npx", ["vite", "build", "--config", "bench/vite.config.ts"], { stdio: "inherit" });
const server = spawn(
  "npx",
  [
    "vite",
    "preview",
    "--config",
    "bench/vite.config.ts",
    "--host",
    "127.0.0.1",
    "--port",
    String(PORT),
    "--strictPort",
  ],
  {
    stdio: "ignore",
    detached: true,
  },
);
try {
  await waitFor(`http://127.0.0.1:${PORT}/`);
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.waitForFunction(() => typeof window.runExportBenchmark === "function");
  const { rows, appElements, results } = await page.evaluate(
    (runs) => window.runExportBenchmark(runs),
    RUNS,
  );
  await browser.close();

  console.log(
    `\nExport of the full report (68 ticked questions, ${rows} rows), from the app's checklist screen (${appElements} elements, all expanded), median of ${RUNS} after one warm-up, Chromium ${executablePath}`,
  );
  console.log("pipeline          median      min–max             size        pages");
  for (const r of results) {
    const t = median(r.timesMs);
    console.log(
      `${r.name.padEnd(16)}  ${`${t.toFixed(0)} ms`.padEnd(10)}  ${`${Math.min(...r.timesMs).toFixed(0)}–${Math.max(...r.timesMs).toFixed(0)} ms`.padEnd(18)}  ${mb(r.bytes).padEnd(10)}  ${r.pages}`,
    );
  }
  const ours = results.find((r) => r.name === "ours");
  const peer = results.find((r) => r.name === "html2pdf.js");
  const classic = results.find((r) => r.name === "classic snippet");
  console.log(
    `ours / html2pdf.js: time ${(median(ours.timesMs) / median(peer.timesMs)).toFixed(2)}× (goal ≤ 0.5×), bytes ${(ours.bytes / peer.bytes).toFixed(3)}× (goal ≤ 0.2×)`,
  );
  console.log(
    `ours / classic snippet: time ${(median(ours.timesMs) / median(classic.timesMs)).toFixed(2)}×, bytes ${(ours.bytes / classic.bytes).toFixed(3)}×`,
  );
} finally {
  process.kill(-server.pid);
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
