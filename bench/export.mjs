// Export of the full 68-question report three ways in one Chromium run, from the same tree: ours,
// html2pdf.js (jpeg 0.98, scale 2, A4) and the classic full-image-per-page snippet. The benchmark
// page (bench/export-page) is built on its own so the app's bundle never carries the peers.
// Alone: `node bench/export.mjs`.

import { mb, median, runAlone, runOnBenchPage } from "./lib.mjs";

export async function runExportBench({ browser, runs = 5, port = 4191 }) {
  const { rows, appElements, results } = await runOnBenchPage(
    { browser, port },
    "runExportBenchmark",
    runs,
  );

  console.log(
    `\nExport of the full report (68 ticked questions, ${rows} rows), from the app's checklist screen (${appElements} elements, all expanded), median of ${runs} after one warm-up, the pipelines taking turns`,
  );
  console.log("pipeline                median      min–max             size        pages");
  for (const r of results) {
    const t = median(r.timesMs);
    console.log(
      `${r.name.padEnd(22)}  ${`${t.toFixed(0)} ms`.padEnd(10)}  ${`${Math.min(...r.timesMs).toFixed(0)}–${Math.max(...r.timesMs).toFixed(0)} ms`.padEnd(18)}  ${mb(r.bytes).padEnd(10)}  ${r.pages}`,
    );
  }
  const ours = results.find((r) => r.name === "ours");
  const peer = results.find((r) => r.name === "html2pdf.js");
  const classic = results.find((r) => r.name === "classic snippet");
  const timeRatio = median(ours.timesMs) / median(peer.timesMs);
  const bytesRatio = ours.bytes / peer.bytes;
  console.log(
    `ours / html2pdf.js: time ${timeRatio.toFixed(2)}× (goal ≤ 0.5×: ${timeRatio <= 0.5 ? "met" : "not met"}), bytes ${bytesRatio.toFixed(3)}× (goal ≤ 0.2×: ${bytesRatio <= 0.2 ? "met" : "not met"})`,
  );
  console.log(
    `ours / classic snippet: time ${(median(ours.timesMs) / median(classic.timesMs)).toFixed(2)}×, bytes ${(ours.bytes / classic.bytes).toFixed(3)}×`,
  );
  const customised = results.find((r) => r.name === "ours, customised");
  console.log(
    `customised / standard (the full report on a checklist with 24 changes, ${customised.pages} pages against ${ours.pages}): time ${(median(customised.timesMs) / median(ours.timesMs)).toFixed(2)}×, bytes ${(customised.bytes / ours.bytes).toFixed(2)}×`,
  );
  return { rows, results, timeRatio, bytesRatio };
}

await runAlone(import.meta.url, {}, ({ browser, runs }) => runExportBench({ browser, runs }));
