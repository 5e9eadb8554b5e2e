#!/usr/bin/env node
// Notes: keystroke-to-paint latency in a note with every section open, and the 68-note
// report (every question ticked, each with a 2,000-character note) exported by ours and by
// html2pdf.js in the same run, and drawn by the preview's React-PDF. Alone: `node bench/notes.mjs`.

import { mb, median, openAllSections, runAlone, runOnBenchPage } from "./lib.mjs";

const KEYSTROKES = 80;

// The export's test page is served beside the app's server (BENCH_PORT, for worktrees side by side).
const EXPORT_PORT = Number(process.env.BENCH_PORT ?? 4192) + 1;

export async function runNotesBench({ browser, origin, runs = 5, exportPort = EXPORT_PORT }) {
  await runKeystrokeBench({ browser, origin, runs });
  await notesExport({ browser, runs, port: exportPort });
}

export async function runKeystrokeBench({ browser, origin, runs }) {
  const medians = [];
  const maxima = [];
  for (let i = 0; i < runs; i++) {
    // A context of its own each run: the notes typed are unkept work, and leaving would ask.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await openAllSections(page);
      const times = await typeInNote(page, KEYSTROKES);
      medians.push(median(times));
      maxima.push(Math.max(...times));
    } finally {
      await context.close();
    }
  }
  const m = median(medians);
  const x = median(maxima);
  console.log(
    `\nTyping in a note, every section open (68 questions shown), ${KEYSTROKES} keystrokes a run, median of ${runs} runs`,
  );
  console.log(
    `keystroke to next paint: median ${m.toFixed(1)} ms (goal ≤ 16: ${m <= 16 ? "met" : "not met"}), slowest ${x.toFixed(1)} ms (goal ≤ 50: ${x <= 50 ? "met" : "not met"}); runs' medians ${medians.map((t) => t.toFixed(1)).join(", ")}`,
  );
}

/**
 * Opens the first question's note and types into it with the keyboard, through the browser's own
 * input (as a person's keys arrive, at moments that fall anywhere in a frame: a short random pause
 * between keys), timing each key from the browser's time stamp on its keydown to a task after the
 * next animation frame, about when the character is on screen.
 */
async function typeInNote(page, count) {
  await page
    .getByRole("button", { name: /^Add a note on: / })
    .first()
    .click();
  const field = page.getByRole("textbox", { name: /^Note on: / });
  await field.waitFor();
  await page.evaluate(() => {
    const times = [];
    Object.defineProperty(window, "__keystrokes", { value: times });
    const channel = new MessageChannel();
    const pending = [];
    channel.port1.onmessage = () => {
      const now = performance.now();
      for (const stamp of pending.splice(0)) times.push(now - stamp);
    };
    addEventListener(
      "keydown",
      (event) => {
        const stamp = event.timeStamp;
        requestAnimationFrame(() => {
          pending.push(stamp);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  const text = "Consent forms are in English and Welsh; the review board approved them in May. ";
  await field.focus();
  for (let i = 0; i < count; i++) {
    await page.keyboard.type(text[i % text.length]);
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
  }
  await page.waitForFunction((n) => window.__keystrokes.length >= n, count);
  const typed = await field.inputValue();
  if (typed.length !== count) throw new Error(`the note holds ${typed.length} characters`);
  return page.evaluate(() => window.__keystrokes);
}

async function notesExport({ browser, runs, port }) {
  const { rows, results } = await runOnBenchPage(
    { browser, port },
    "runNotesExportBenchmark",
    runs,
  );
  console.log(
    `\nThe 68-note report (68 ticked questions, each with a 2,000-character note; ${rows} rows), median of ${runs} after one warm-up`,
  );
  console.log("pipeline              median      min–max             size        pages");
  for (const r of results) {
    const t = median(r.timesMs);
    console.log(
      `${r.name.padEnd(20)}  ${`${t.toFixed(0)} ms`.padEnd(10)}  ${`${Math.min(...r.timesMs).toFixed(0)}–${Math.max(...r.timesMs).toFixed(0)} ms`.padEnd(18)}  ${mb(r.bytes).padEnd(10)}  ${r.pages}`,
    );
  }
  const ours = results.find((r) => r.name === "ours");
  const peer = results.find((r) => r.name === "html2pdf.js");
  console.log(
    `ours / html2pdf.js: time ${(median(ours.timesMs) / median(peer.timesMs)).toFixed(2)}×, bytes ${(ours.bytes / peer.bytes).toFixed(3)}×; largest canvas ours ${ours.largestCanvas.width} × ${ours.largestCanvas.height}, html2pdf.js ${peer.largestCanvas.width} × ${peer.largestCanvas.height}`,
  );
}

await runAlone(import.meta.url, { port: Number(process.env.BENCH_PORT ?? 4197) }, runNotesBench);
