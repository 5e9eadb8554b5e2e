#!/usr/bin/env node
// The first seconds on a slow phone: for each route, from navigation start until the app
// responds (<html data-app-ready>, set once React has taken the prerendered page over), with the
// network and CPU slowed as DevTools slows them: 150 ms latency, 1.6 Mbps down, 750 kbps up, and the
// CPU 4× slower. Also the first contentful paint, when the page (and its buttons) first shows; how
// long the main thread was busy in long tasks before the app was ready; and when the first load's
// script had arrived: what comes before that is the network's, what follows it the app's start-up.
// Each run is a fresh browser context with the cache off, as a first visit. Median of BENCH_RUNS
// (5). Times are read in the page (performance.now, whose origin is navigation start). Needs the
// app built in dist/.
//
// Two floors, on the checklist page (bench/floors.mjs), each served on the same page (its HTML,
// stylesheet and inline script as built, its module scripts swapped for the floor's) and loaded in
// turn with the app, run by run, so all three see the same load. React alone (bench/react-alone)
// is the floor no React app on this page can beat on the host at hand: the goal is met only where
// it leaves room for it. The design card's stack alone (bench/stack-alone: React, react-dom,
// Chakra UI with Emotion and react-router hydrating the same prerendered markup, started as the
// app is) is the floor of an app built on that stack: the app's time above it is its own code's,
// the part a change to that code can move. Both are built as the app's first load is: their
// script carries V8's compile hint (build/compileHints.ts). Alone: `node bench/ready.mjs`.

import { serveFloor } from "./floors.mjs";
import { APP_WAIT_MS, median, ms, runAlone, typeScriptLoader, within } from "./lib.mjs";

// Written in TypeScript, loaded as engines.mjs loads the tests' drivers: the slow phone the
// end-to-end tests throttle to and how, so the two cannot drift apart.
const jiti = typeScriptLoader(import.meta.url);
const { SLOW_PHONE: TESTED_SLOW_PHONE, throttleLikeASlowPhone } = await jiti.import(
  "../tests/e2e/support/slowPhone.ts",
);

// The checklist in French and Arabic too: each loads its own language's messages, and should be
// ready within noise of English in the same run.
export const ROUTES = ["/", "/about", "/how-to-use", "/fr/", "/ar/"];

/** The goal for the checklist page: responding at most 1.5 s after navigation starts. */
export const READY_GOAL_MS = 1500;

/** DevTools-style throttling (Network.emulateNetworkConditions takes bytes per second). */
export const SLOW_PHONE = {
  ...TESTED_SLOW_PHONE,
  // The 4×. A host is quicker or slower than the one a goal was set on: a higher rate here
  // (BENCH_READY_CPU=6.5) stands in for a slower host, for a figure to compare with one from there.
  cpuSlowdown: cpuSlowdown(process.env.BENCH_READY_CPU ?? String(TESTED_SLOW_PHONE.cpuSlowdown)),
};

function cpuSlowdown(rate) {
  const value = Number(rate);
  if (!(value >= 1)) throw new Error(`BENCH_READY_CPU must be a rate of 1 or more, not "${rate}"`);
  return value;
}

/** Runs in the page before its own scripts: notes when data-app-ready appears, and long tasks. */
function recordReady() {
  const timings = { ready: NaN, longTasks: 0, longTaskCount: 0 };
  Object.defineProperty(window, "__readyTimings", { value: timings });
  // Awaited by the bench in one call: polling for the attribute from outside would take the page's
  // main thread for a moment every few milliseconds (about 16 ms a load, with the CPU slowed 4×).
  let reached = () => {};
  Object.defineProperty(window, "__appReady", {
    value: new Promise((resolve) => (reached = resolve)),
  });
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-app-ready")) return;
    timings.ready = performance.now();
    reached();
    observer.disconnect();
    // The document, not <html>: a script added before the page's own runs before <html> exists.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-app-ready"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!Number.isNaN(timings.ready) && entry.startTime > timings.ready) continue;
      timings.longTasks += entry.duration;
      timings.longTaskCount += 1;
    }
  }).observe({ type: "longtask", buffered: true });
}

async function measureOnce(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordReady);
    // As the tests throttle (network and CPU, cache off), at this section's CPU rate.
    const { slowCpuBy } = await throttleLikeASlowPhone(page);
    await slowCpuBy(SLOW_PHONE.cpuSlowdown);
    await page.goto(`${origin}${route}`, { waitUntil: "commit" });
    await within(
      page.evaluate(() => window.__appReady),
      APP_WAIT_MS,
      `${origin}${route} ready`,
    );
    return await page.evaluate(() => {
      const timings = window.__readyTimings;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      // When the last of the first load's script had arrived: the floor the network sets.
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime < timings.ready);
      const scriptArrived = Math.max(...scripts.map((entry) => entry.responseEnd));
      return { ready: timings.ready, fcp, longTasks: timings.longTasks, scriptArrived };
    });
  } finally {
    await context.close();
  }
}

function summarise(samples) {
  return {
    readyMs: median(samples.map((s) => s.ready)),
    readyRunsMs: samples.map((s) => s.ready),
    firstPaintMs: median(samples.map((s) => s.fcp)),
    longTasksMs: median(samples.map((s) => s.longTasks)),
    scriptArrivedMs: median(samples.map((s) => s.scriptArrived)),
    startUpMs: median(samples.map((s) => s.ready - s.scriptArrived)),
  };
}

function printRow(label, result, note = "") {
  console.log(
    `${label.padEnd(16)}  ${ms(result.readyMs).padEnd(10)}  ${result.readyRunsMs
      .map((t) => t.toFixed(0))
      .join(", ")
      .padEnd(
        29,
      )}  ${ms(result.firstPaintMs).padEnd(12)}  ${ms(result.longTasksMs).padEnd(11)}  ${ms(result.scriptArrivedMs).padEnd(15)}  ${ms(result.startUpMs)}${note}`,
  );
}

/** The app's time on `/` against a floor's: how much more, and the room the floor leaves. */
function printAgainst(app, floor, name) {
  const room = READY_GOAL_MS - floor.readyMs;
  console.log(
    `  the app against ${name} on the same page: ${(app.readyMs / floor.readyMs).toFixed(2)}×, ${ms(app.readyMs - floor.readyMs)} more; ` +
      (room > 0
        ? `${name} leaves ${ms(room)} for the app within the goal on this host`
        : `${name} is ${ms(-room)} over the goal on this host: no app on it, started as this one is, meets it here`),
  );
}

export async function runReadyBench({ browser, origin, runs = 5 }) {
  console.log(
    `\nReady on a slow phone: navigation start to app responding (data-app-ready), ${SLOW_PHONE.latency} ms latency, 1.6 Mbps down, CPU ${SLOW_PHONE.cpuSlowdown}× slower, fresh cache, median of ${runs}`,
  );
  // Beside the app's server; two up and more, since the notes and record sections use the next port.
  const port = Number(new URL(origin).port);
  const reactAlone = await serveFloor("react-alone", port + 2);
  const stackAlone = await serveFloor("stack-alone", port + 3).catch((error) => {
    reactAlone.close();
    throw error;
  });
  try {
    console.log(
      "route             ready       (runs)                         first paint   long tasks   script arrived   ready after it",
    );
    const results = {};
    for (const route of ROUTES) {
      const samples = { app: [], reactAlone: [], stackAlone: [] };
      const load = (name, at) => () =>
        measureOnce(browser, at, route).then((sample) => samples[name].push(sample));
      const loads = [
        load("app", origin),
        load("reactAlone", reactAlone.origin),
        load("stackAlone", stackAlone.origin),
      ];
      for (let i = 0; i < runs; i++) {
        // On `/`, each run loads all three, by turns: each run starts one further on.
        if (route !== "/") await loads[0]();
        else for (const turn of loads.keys()) await loads[(turn + i) % loads.length]();
      }
      results[route] = summarise(samples.app);
      if (route !== "/") {
        printRow(route, results[route]);
        continue;
      }
      const met = results[route].readyMs <= READY_GOAL_MS;
      printRow(route, results[route], `  (goal ≤ 1.5 s ${met ? "met" : "NOT met"})`);
      results.reactAlone = summarise(samples.reactAlone);
      results.stackAlone = summarise(samples.stackAlone);
      printRow("/, React alone", results.reactAlone);
      printRow("/, stack alone", results.stackAlone);
      printAgainst(results[route], results.reactAlone, "React alone");
      // What a change to the app's own code can move: its time above its stack's.
      printAgainst(results[route], results.stackAlone, "the stack alone");
    }
    return results;
  } finally {
    reactAlone.close();
    stackAlone.close();
  }
}

await runAlone(import.meta.url, { port: Number(process.env.BENCH_PORT ?? 4194) }, runReadyBench);
