#!/usr/bin/env node
// `npm run bench` (after a production build): chunk sizes, start-up on a slow phone, the first
// visit to a guidance page (click to content), export, the saved assessment, a file of 50 phases
// opened, ten members' files brought together, a checklist link opened, preview, ticking, notes, the Word report, soak, the export and
// preview in each engine, what the PDF/UA tags cost in each engine, and Lighthouse figures, each
// against its goal or peer. Prints figures; never asserts on time, since these machines are shared
// and noisy.
// `node bench/run.mjs export preview` runs only those sections.

import { chromium } from "@playwright/test";
import { runEnginesBench } from "./engines.mjs";
import { runExportBench } from "./export.mjs";
import { runGuidanceBench } from "./guidance.mjs";
import { CHROMIUM_ARGS, chromiumPath, serve } from "./lib.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runNotesBench } from "./notes.mjs";
import { runPhasesBench } from "./phases.mjs";
import { runCompareBench } from "./compare.mjs";
import { runPreviewBench } from "./preview.mjs";
import { runReadyBench } from "./ready.mjs";
import { runRecordBench } from "./record.mjs";
import { runSizesBench } from "./sizes.mjs";
import { runSoakBench } from "./soak.mjs";
import { runTaggingBench } from "./tagging.mjs";
import { runTeamBench } from "./team.mjs";
import { runTickBenchmark } from "./tick.mjs";
import { runVariantLinkBench } from "./variant-link.mjs";
import { runWordBench } from "./word.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECTIONS = [
  "sizes",
  "ready",
  "guidance",
  "export",
  "record",
  "phases",
  "compare",
  "team",
  "variant-link",
  "preview",
  "tick",
  "notes",
  "word",
  "soak",
  "engines",
  "tagging",
  "lighthouse",
];
const wanted = process.argv.slice(2);
for (const name of wanted)
  if (!SECTIONS.includes(name)) throw new Error(`unknown section ${name}; one of ${SECTIONS}`);
const runs = (name) => wanted.length === 0 || wanted.includes(name);

console.log(
  `Benchmarks, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, Chromium ${chromiumPath}`,
);
// BENCH_PORT lets a run share a machine with other servers (several worktrees at once).
const server = await serve({ port: Number(process.env.BENCH_PORT ?? 4192) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  console.log(`Chromium ${browser.version()}`);
  if (runs("sizes")) await runSizesBench({ browser, origin: server.origin });
  if (runs("ready")) await runReadyBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("guidance")) await runGuidanceBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("export")) await runExportBench({ browser, runs: RUNS });
  if (runs("record")) await runRecordBench({ browser, runs: RUNS });
  if (runs("phases")) await runPhasesBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("compare")) await runCompareBench({ runs: RUNS });
  if (runs("team")) await runTeamBench();
  if (runs("variant-link"))
    await runVariantLinkBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("preview")) await runPreviewBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("tick")) await runTickBenchmark({ browser, origin: server.origin, runs: RUNS });
  if (runs("notes")) await runNotesBench({ browser, origin: server.origin, runs: RUNS });
  if (runs("word")) await runWordBench({ browser, runs: RUNS });
  if (runs("soak")) await runSoakBench({ browser, origin: server.origin });
} finally {
  await browser.close();
}
try {
  // Each engine started on its own, one after another: Chromium, Firefox, WebKit.
  if (runs("engines")) await runEnginesBench({ origin: server.origin, runs: RUNS });
  if (runs("tagging")) await runTaggingBench({ runs: RUNS });
  // Last and alone: Lighthouse starts its own Chromium per run, and simulates a slow phone.
  if (runs("lighthouse")) await runLighthouse({ origin: server.origin, runs: 3 });
} finally {
  server.close();
}
