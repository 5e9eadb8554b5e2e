#!/usr/bin/env node
// Ticking: the time for 68 consecutive ticks on the checklist screen with every principle open,
// measured inside the page with performance.now. Each tick is a click on the next checkbox; a click
// is a discrete event, so React renders and commits it before click() returns. A tick's time runs
// from the click until React's progress sentence counts it and the layout the commit dirtied has
// been computed (reading offsetHeight forces it). Between ticks the page yields a MessageChannel
// task, so paints and anything React deferred happen there, as between a person's clicks: they are
// in the wall-clock figure but not in the ticks'. "To next paint" times one tick per run alone, from
// the click to a task after the next animation frame. Needs the app built in dist/.
// Alone: `node bench/tick.mjs`.

import { APP_WAIT_MS, median, openAllSections, runAlone, within } from "./lib.mjs";

const QUESTIONS = 68;

export async function runTickBenchmark({ browser, origin, runs = 5 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const totals = [];
    const medians = [];
    const slowest = [];
    const walls = [];
    const toPaint = [];
    for (let i = 0; i < runs; i++) {
      if (i > 0) await page.reload();
      await expandEverything(page);
      const run = await within(page.evaluate(tickAll, QUESTIONS), APP_WAIT_MS, "68 ticks");
      totals.push(run.ticks.reduce((sum, tick) => sum + tick, 0));
      medians.push(median(run.ticks));
      slowest.push(Math.max(...run.ticks));
      walls.push(run.wall);
      toPaint.push(run.firstToPaint);
    }

    const total = median(totals);
    const f = (t) => `${t.toFixed(2)} ms`;
    console.log(
      `\nTicking all ${QUESTIONS} questions one after another, every principle open, median of ${runs} runs (page reloaded between runs)`,
    );
    console.log(
      `ticks (click to React committed and layout done): total ${f(total)} (runs ${f(Math.min(...totals))}–${f(Math.max(...totals))}), ${f(total / QUESTIONS)} per tick`,
    );
    console.log(
      `median tick ${f(median(medians))}, slowest tick ${f(median(slowest))}; wall clock with paints between ticks ${f(median(walls))}; one tick to next paint ${f(median(toPaint))}`,
    );
    return {
      totalMs: total,
      perTickMs: total / QUESTIONS,
      medianTickMs: median(medians),
      slowestTickMs: median(slowest),
      wallMs: median(walls),
      tickToPaintMs: median(toPaint),
      totals,
    };
  } finally {
    await context.close();
  }
}

async function expandEverything(page) {
  // Each run starts from a fresh load, so every section is closed.
  await openAllSections(page);
  const boxes = page.getByRole("checkbox");
  if ((await boxes.count()) !== QUESTIONS) {
    throw new Error(`expected ${QUESTIONS} checkboxes, found ${await boxes.count()}`);
  }
}

/** Runs in the page: ticks every box in document order and times each tick. */
async function tickAll(expected) {
  const boxes = [...document.querySelectorAll('main input[type="checkbox"]')];
  if (boxes.length !== expected) throw new Error(`found ${boxes.length} checkboxes`);
  if (boxes.some((box) => box.checked)) throw new Error("some boxes start ticked");

  const channel = new MessageChannel();
  const task = () =>
    new Promise((resolve) => {
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  // React swaps a box's element if it remounts, so each tick looks its box up again by position.
  const boxAt = (i) => document.querySelectorAll('main input[type="checkbox"]')[i];

  // Start from a settled page: the expansion's own renders and paints are not the ticks'.
  await frame();
  await task();

  // The first tick, alone: click to a task after the next frame, about when the tick is on screen.
  let t = performance.now();
  boxAt(0).click();
  await frame();
  await task();
  const firstToPaint = performance.now() - t;
  boxAt(0).click();
  await frame();
  await task();
  if (boxAt(0).checked) throw new Error("the first box did not untick");

  const label = document.getElementById("checklist-progress-label");
  if (!label) throw new Error("no progress sentence");
  const answered = (n) => label.textContent.startsWith(`${n} of `);

  const ticks = [];
  const start = performance.now();
  for (let i = 0; i < expected; i++) {
    t = performance.now();
    boxAt(i).click();
    // The box itself flips natively before React runs, so the commit is read off React's own
    // output: the progress sentence. One that did not land synchronously is waited for here.
    while (!answered(i + 1)) await task();
    void document.body.offsetHeight;
    ticks.push(performance.now() - t);
    // Outside the tick's own time: the browser paints here when a frame is due, as between a
    // person's clicks, and whatever React deferred out of the event runs.
    await task();
  }
  const wall = performance.now() - start;
  const progress = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
  if (progress !== "100") throw new Error(`progress reads ${progress}% after every tick`);
  return { wall, ticks, firstToPaint };
}

await runAlone(import.meta.url, { port: 4196 }, runTickBenchmark);
