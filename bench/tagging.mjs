// What the PDF/UA-1 tags (docs/tagged-pdf.md) cost the export, in each engine: the full report
// exported with and without them, both written with the cross-reference stream, taking turns; then
// html2pdf.js from the same tree. Goals: at most +10% time and +5% bytes for the tags, and the
// tagged export at most 0.5× html2pdf.js's time. Also printed: the tagged file against the untagged
// one as jsPDF wrote it before the cross-reference stream (its classic table, every object in line).
// Alone: `node bench/tagging.mjs` (after `npm run build`; BENCH_PORT for another port).

import { openEngine } from "./engines.mjs";
import { benchPageWait, buildBenchPage, median, ms, runAlone, serve, within } from "./lib.mjs";

const ENGINES = ["chromium", "firefox", "webkit"];
const percent = (fraction) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;

export async function runTaggingBench({ runs = 5, port = 4197, engines = ENGINES }) {
  buildBenchPage();
  const server = await serve({ port, config: "bench/vite.config.ts" });
  const rows = [];
  try {
    for (const engine of engines) {
      const browser = await openEngine(engine, {
        origin: server.origin,
        harness: "",
        colorScheme: "light",
      });
      try {
        const page = await browser.newPage();
        await page.setViewport(1280, 800);
        await page.goto("/");
        const { results, classicUntaggedBytes } = await within(
          page.evaluate((n) => window.runTaggingBenchmark(n), runs),
          benchPageWait(runs),
          `${engine}: the benchmark page's runTaggingBenchmark(${runs})`,
        );
        const [tagged, untagged, peer] = ["ours", "ours, untagged", "html2pdf.js"].map((name) =>
          results.find((r) => r.name === name),
        );
        rows.push({
          engine,
          version: browser.version,
          tagged,
          untagged,
          peer,
          classicUntaggedBytes,
        });
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
  const pairRuns = runs + (runs % 2);
  console.log(
    `\nPDF/UA tags on the full report, median of ${pairRuns} after one warm-up, tagged and untagged taking turns (html2pdf.js: of ${runs})`,
  );
  console.log(
    "engine     tagged     untagged   time    bytes tagged / untagged        html2pdf.js  tagged / html2pdf.js",
  );
  for (const { engine, tagged, untagged, peer, classicUntaggedBytes } of rows) {
    const time = median(tagged.timesMs) / median(untagged.timesMs) - 1;
    const bytes = tagged.bytes / untagged.bytes - 1;
    const ratio = median(tagged.timesMs) / median(peer.timesMs);
    console.log(
      `${engine.padEnd(9)}  ${ms(median(tagged.timesMs)).padEnd(9)}  ${ms(median(untagged.timesMs)).padEnd(9)}  ${percent(time).padEnd(6)}  ${`${tagged.bytes} / ${untagged.bytes} (${percent(bytes)})`.padEnd(29)}  ${ms(median(peer.timesMs)).padEnd(11)}  ${ratio.toFixed(2)}×`,
    );
    const againstClassic = tagged.bytes / classicUntaggedBytes - 1;
    console.log(
      `           goals: time ≤ +10% ${time <= 0.1 ? "met" : "not met"}, bytes ≤ +5% ${bytes <= 0.05 ? "met" : "not met"}, ≤ 0.5× html2pdf.js ${ratio <= 0.5 ? "met" : "not met"}`,
    );
    console.log(
      `           tagged against the untagged file with jsPDF's classic table: ${tagged.bytes} / ${classicUntaggedBytes} (${percent(againstClassic)})`,
    );
    console.log(
      `           times, tagged: ${tagged.timesMs.map(Math.round).join(" ")}; untagged: ${untagged.timesMs.map(Math.round).join(" ")} ms`,
    );
  }
  return rows;
}

await runAlone(import.meta.url, {}, ({ runs }) =>
  runTaggingBench({ runs, port: Number(process.env.BENCH_PORT ?? 4197) }),
);
