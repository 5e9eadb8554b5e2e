#!/usr/bin/env node
// `npm run bench` (after a production build): chunk sizes, start-up on a slow phone, the first
// visit to a guidance page (click to content), export, the saved assessment, a file of 50 phases
// opened, ten members' files brought together, a checklist link opened, preview, ticking, notes, the Word report, soak, the export and
// preview in each engine, what the PDF/UA tags cost in each engine, and Lighthouse figures, each
// against its goal or peer. Prints figures; never asserts on time, since these machines are shared
// and noisy.
// `node bench/run.mjs export preview` runs only those sections. A section that fails (a page's
// error, a page that never answers) is reported and the run goes on to the next; the run then ends
// non-zero, naming the sections that failed.

import { chromium } from "@playwright/test";
import { runEnginesBench } from "./engines.mjs";
import { runExportBench } from "./export.mjs";
import { runGuidanceBench } from "./guidance.mjs";
import {
  CHROMIUM_ARGS,
  chromiumPath,
  exitOnSignals,
  runWatched,
  sectionRunner,
  serve,
} from "./lib.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runNotesBench } from "./notes.mjs";
import { runPhasesBench } from "./phases.mjs";
import { runCompareBench } from "./compare.mjs";
import { runPreviewBench } from "./preview.mjs";
import { runQuestionGuidanceBench } from "./question-guidance.mjs";
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
  "question-guidance",
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

exitOnSignals();
console.log(
  `Benchmarks, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, Chromium ${chromiumPath}`,
);
// BENCH_PORT lets a run share a machine with other servers (several worktrees at once).
const server = await serve({ port: Number(process.env.BENCH_PORT ?? 4192) });
const origin = server.origin;
const sections = sectionRunner();
/** A section in the Chromium every section shares, failing at once on a page's error (runWatched). */
const inChromium = (name, run) =>
  runs(name) && sections.run(name, () => runWatched(browser, (watched) => run(watched)));
/** A section that starts its own browsers, or none. */
const alone = (name, run) => runs(name) && sections.run(name, run);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  console.log(`Chromium ${browser.version()}`);
  await inChromium("sizes", (b) => runSizesBench({ browser: b, origin }));
  await inChromium("ready", (b) => runReadyBench({ browser: b, origin, runs: RUNS }));
  await inChromium("guidance", (b) => runGuidanceBench({ browser: b, origin, runs: RUNS }));
  await inChromium("question-guidance", (b) =>
    runQuestionGuidanceBench({ browser: b, origin, runs: RUNS }),
  );
  await inChromium("export", (b) => runExportBench({ browser: b, runs: RUNS }));
  await inChromium("record", (b) => runRecordBench({ browser: b, runs: RUNS }));
  await inChromium("phases", (b) => runPhasesBench({ browser: b, origin, runs: RUNS }));
  await alone("compare", () => runCompareBench({ runs: RUNS }));
  await alone("team", () => runTeamBench());
  await inChromium("variant-link", (b) => runVariantLinkBench({ browser: b, origin, runs: RUNS }));
  await inChromium("preview", (b) => runPreviewBench({ browser: b, origin, runs: RUNS }));
  await inChromium("tick", (b) => runTickBenchmark({ browser: b, origin, runs: RUNS }));
  await inChromium("notes", (b) => runNotesBench({ browser: b, origin, runs: RUNS }));
  await inChromium("word", (b) => runWordBench({ browser: b, runs: RUNS }));
  await inChromium("soak", (b) => runSoakBench({ browser: b, origin }));
} finally {
  await browser.close();
}
try {
  // Each engine started on its own, one after another: Chromium, Firefox, WebKit.
  await alone("engines", () => runEnginesBench({ origin, runs: RUNS }));
  await alone("tagging", () => runTaggingBench({ runs: RUNS }));
  // Last and alone: Lighthouse starts its own Chromium per run, and simulates a slow phone.
  await alone("lighthouse", () => runLighthouse({ origin, runs: 3 }));
} finally {
  server.close();
}
sections.report();
