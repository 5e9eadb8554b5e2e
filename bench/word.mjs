#!/usr/bin/env node
// The Word report: the .docx of the full report (68 questions ticked, with notes) made from the
// report model, against the Markdown file of the same model in the same run, taking turns, on the
// export's test page in Chromium. Alone: `node bench/word.mjs`.

import { kib, median, runAlone, runOnBenchPage } from "./lib.mjs";

// The export's test page is served beside the app's server (BENCH_PORT, for worktrees side by side).
const EXPORT_PORT = Number(process.env.BENCH_PORT ?? 4192) + 1;

export async function runWordBench({ browser, runs = 5, port = EXPORT_PORT }) {
  const { reports } = await runOnBenchPage({ browser, port }, "runWordBenchmark", runs);
  console.log(
    `\nThe Word report against the Markdown file of the same report model, median of ${runs} after one warm-up, taking turns`,
  );
  for (const { name, results } of reports) {
    console.log(`${name}:`);
    console.log("file            median      min–max             size");
    for (const r of results) {
      const t = median(r.timesMs);
      console.log(
        `${r.name.padEnd(14)}  ${`${t.toFixed(1)} ms`.padEnd(10)}  ${`${Math.min(...r.timesMs).toFixed(1)}–${Math.max(...r.timesMs).toFixed(1)} ms`.padEnd(18)}  ${kib(r.bytes)}`,
      );
    }
    const word = results.find((r) => r.name === "Word (.docx)");
    const markdown = results.find((r) => r.name === "Markdown");
    console.log(
      `Word / Markdown: time ${(median(word.timesMs) / median(markdown.timesMs)).toFixed(1)}×, bytes ${(word.bytes / markdown.bytes).toFixed(2)}× (for reference; no goal)`,
    );
  }
  return reports;
}

await runAlone(import.meta.url, {}, ({ browser, runs }) => runWordBench({ browser, runs }));
