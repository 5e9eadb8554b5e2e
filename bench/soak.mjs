// Soak: 30 consecutive full exports in one page. Prints the JavaScript heap and the DOM counters
// (Chromium DevTools protocol, after a forced garbage collection) before and after, so a leak
// shows as growth. Needs the app built in dist/. Alone: `node bench/soak.mjs`.

import { median, ms, openAllSections, runAlone } from "./lib.mjs";

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function runSoakBench({ browser, origin, exports = 30 }) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const measure = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      const heap = await cdp.send("Runtime.getHeapUsage");
      const dom = await cdp.send("Memory.getDOMCounters");
      return { heap: heap.usedSize, ...dom };
    };

    await page.goto(`${origin}/`);
    await openAllSections(page);
    for (const box of await page.getByRole("checkbox").all()) await box.check();

    let downloads = 0;
    page.on("download", () => downloads++);
    const button = page.getByRole("button", { name: "Export" });
    const exportOnce = async () => {
      const expected = downloads + 1;
      const start = Date.now();
      await button.click();
      await page.waitForFunction(
        () => document.querySelector('button[aria-busy="false"]') !== null,
      );
      while (downloads < expected) await new Promise((r) => setTimeout(r, 20));
      return Date.now() - start;
    };

    // One export first: it loads the export's chunks, which then stay, as they would for a user.
    await exportOnce();
    const before = await measure();
    const times = [];
    for (let i = 0; i < exports; i++) times.push(await exportOnce());
    await page.waitForTimeout(1_000);
    const after = await measure();

    console.log(
      `\nSoak: ${exports} consecutive full exports in one page (after one warm-up export), ${downloads - 1} downloads`,
    );
    console.log("                    before        after         change");
    const row = (label, a, b, format) =>
      console.log(
        `${label.padEnd(18)}  ${format(a).padEnd(12)}  ${format(b).padEnd(12)}  ${b - a >= 0 ? "+" : ""}${format(b - a)}`,
      );
    row("JS heap (after GC)", before.heap, after.heap, mib);
    row("DOM nodes", before.nodes, after.nodes, String);
    row("documents", before.documents, after.documents, String);
    row("event listeners", before.jsEventListeners, after.jsEventListeners, String);
    console.log(
      `export time: median ${ms(median(times))}, first ${ms(times[0])}, last ${ms(times.at(-1))}`,
    );
    return { before, after, downloads: downloads - 1, times };
  } finally {
    await context.close();
  }
}

await runAlone(import.meta.url, { port: 4188 }, ({ browser, origin }) =>
  runSoakBench({ browser, origin }),
);
