// The saved assessment at its fullest (68 ticks, 68 notes of 2,000 characters): Save to JSON and
// Open from it, what attaching it adds to an export (time and bytes), and Open from the PDF (PDF.js
// finds the attachment). In Chromium, on the benchmark page (bench/export-page).
// Alone: `node bench/record.mjs`.

import { kib, median, ms, runAlone, runOnBenchPage, serve, waitForApp } from "./lib.mjs";

export async function runRecordBench({ browser, runs = 5, port = 4193 }) {
  const r = await runOnBenchPage({ browser, port }, "runRecordBenchmark", runs);
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
  const app = await timeInApp({ browser, runs, port: port + 1, files: r });
  console.log(
    `In the app (the built checklist page; from the click or the file picked to the status line, its code loaded on first use):`,
  );
  console.log(
    `  Save (click)      ${ms(median(app.saveMs))}   Open the JSON ${ms(median(app.openJsonMs))}   Open the PDF ${ms(median(app.openPdfMs))} (first of each, cold: ${ms(app.openJsonMs[0])}, ${ms(app.openPdfMs[0])})`,
  );
  return { ...r, json: undefined, pdfBase64: undefined, app };
}

/**
 * The app's own Save and Open, timed in the page: from Save's click to the file handed to the
 * browser, and from a file picked to the status saying it opened (reading, parsing, applying,
 * rendering 68 ticks in six opened principles). Each run on a fresh page, so that every Open is
 * into an empty checklist and the first of each loads its code.
 */
async function timeInApp({ browser, runs, port, files }) {
  const server = await serve({ port });
  const result = { saveMs: [], openJsonMs: [], openPdfMs: [] };
  const json = Buffer.from(files.json, "utf8");
  const pdf = Buffer.from(files.pdfBase64, "base64");
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    for (let round = 0; round < runs; round++) {
      for (const [into, name, buffer, mimeType] of [
        [result.openJsonMs, "full.json", json, "application/json"],
        [result.openPdfMs, "full.pdf", pdf, "application/pdf"],
      ]) {
        const page = await context.newPage();
        await page.goto(`${server.origin}/`);
        await waitForApp(page);
        // Times kept in the page: the change event, and the status line's first "Opened".
        await page.evaluate(() => {
          const marks = (window.__openMarks = {});
          document.addEventListener("change", () => (marks.picked = performance.now()), true);
          const status = document.querySelector('section[aria-label] p[role="status"]');
          new MutationObserver(() => {
            if (status.textContent.startsWith("Opened")) marks.opened ??= performance.now();
          }).observe(status, { childList: true, subtree: true, characterData: true });
        });
        await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
        await page.waitForFunction(() => window.__openMarks.opened !== undefined, null, {
          timeout: 60_000,
        });
        into.push(await page.evaluate(() => window.__openMarks.opened - window.__openMarks.picked));
        if (into === result.openPdfMs) {
          const saved = page.waitForEvent("download");
          const start = await page.evaluate(() => {
            window.__saveMarks = {};
            const click = HTMLAnchorElement.prototype.click;
            HTMLAnchorElement.prototype.click = function () {
              window.__saveMarks.handed ??= performance.now();
              return click.call(this);
            };
            return performance.now();
          });
          await page.getByRole("button", { name: "Save", exact: true }).click();
          await saved;
          result.saveMs.push((await page.evaluate(() => window.__saveMarks.handed)) - start);
        }
        await page.close();
      }
    }
    return result;
  } finally {
    await context.close();
    server.close();
  }
}

await runAlone(import.meta.url, {}, ({ browser, runs }) => runRecordBench({ browser, runs }));
