// The saved assessment at its fullest (68 ticks, 68 notes of 2,000 characters): Save to JSON and
// Open from it, what attaching it adds to an export (time and bytes), and Open from the PDF (PDF.js
// finds the attachment). In Chromium, on the benchmark page (bench/export-page).
// Alone: `node bench/record.mjs`.

import { execFileSync } from "node:child_process";
import { kib, median, ms, runAlone, serve } from "./lib.mjs";

export async function runRecordBench({ browser, runs = 5, port = 4193 }) {
  execFileSync("npx", ["vite", "build", "--config", "bench/vite.config.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = await serve({ port, config: "bench/vite.config.ts" });
  const page = await browser.newPage();
  try {
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => typeof window.runRecordBenchmark === "function");
    const r = await page.evaluate((n) => window.runRecordBenchmark(n), runs);
    const exportMs = median(r.exportMs);
    const withRecordMs = median(r.exportWithRecordMs);
    console.log(
      `\nThe saved assessment at its fullest (68 ticks, 68 notes of 2,000 characters), median of ${runs} after one warm-up`,
    );
    console.log(`save as JSON        ${ms(median(r.saveJsonMs)).padEnd(9)} ${kib(r.jsonBytes)}`);
    console.log(`open the JSON       ${ms(median(r.openJsonMs))}`);
    console.log(
      `export with it      ${ms(withRecordMs).padEnd(9)} against ${ms(exportMs)} without: +${ms(withRecordMs - exportMs)} (${((withRecordMs / exportMs - 1) * 100).toFixed(0)}%); ${kib(r.pdfWithRecordBytes)} against ${kib(r.pdfBytes)}: +${kib(r.pdfWithRecordBytes - r.pdfBytes)} (the record, deflated)`,
    );
    console.log(`open the PDF        ${ms(median(r.openPdfMs))} (PDF.js, warm)`);
    return r;
  } finally {
    await page.close();
    server.close();
  }
}

await runAlone(import.meta.url, {}, ({ browser, runs }) => runRecordBench({ browser, runs }));
