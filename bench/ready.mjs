#!/usr/bin/env node
// The first seconds on a slow phone (issue 15): for each route, from navigation start until the app
// responds (<html data-app-ready>, set once React has taken the prerendered page over), with the
// network and CPU slowed as DevTools slows them: 150 ms latency, 1.6 Mbps down, 750 kbps up, and the
// CPU 4× slower. Also the first contentful paint, when the page (and its buttons) first shows; how
// long the main thread was busy in long tasks before the app was ready; and when the first load's
// script had arrived: what comes before that is the network's, what follows it the app's start-up.
// Each run is a fresh browser context with the cache off, as a first visit. Median of BENCH_RUNS
// (5). Times are read in the page (performance.now, whose origin is navigation start). Needs the
// app built in dist/.
// Alone: `node bench/ready.mjs`.

import { median, ms, runAlone } from "./lib.mjs";

export const ROUTES = ["/", "/about", "/how-to-use"];

/** The goal for the checklist page: responding at most 1.5 s after navigation starts. */
export const READY_GOAL_MS = 1500;

/** DevTools-style throttling (Network.emulateNetworkConditions takes bytes per second). */
export const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * Starts the throttling on a page, before it navigates: the network through the DevTools
 * protocol's emulation (latency added per request, bandwidth shared), the CPU through its
 * throttling rate. Chromium only.
 */
export async function throttleLikeASlowPhone(page, conditions = SLOW_PHONE) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: conditions.latency,
    downloadThroughput: conditions.downloadThroughput,
    uploadThroughput: conditions.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
  return cdp;
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
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.addInitScript(recordReady);
    await throttleLikeASlowPhone(page);
    await page.goto(`${origin}${route}`, { waitUntil: "commit" });
    await page.evaluate(() => window.__appReady);
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

export async function runReadyBench({ browser, origin, runs = 5 }) {
  console.log(
    `\nReady on a slow phone: navigation start to app responding (data-app-ready), ${SLOW_PHONE.latency} ms latency, 1.6 Mbps down, CPU ${SLOW_PHONE.cpuSlowdown}× slower, fresh cache, median of ${runs}`,
  );
  console.log(
    "route         ready       (runs)                         first paint   long tasks   script arrived   ready after it",
  );
  const results = {};
  for (const route of ROUTES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, origin, route));
    const ready = median(samples.map((s) => s.ready));
    results[route] = {
      readyMs: ready,
      readyRunsMs: samples.map((s) => s.ready),
      firstPaintMs: median(samples.map((s) => s.fcp)),
      longTasksMs: median(samples.map((s) => s.longTasks)),
      scriptArrivedMs: median(samples.map((s) => s.scriptArrived)),
      startUpMs: median(samples.map((s) => s.ready - s.scriptArrived)),
    };
    const goal =
      route === "/"
        ? ready <= READY_GOAL_MS
          ? "  (goal ≤ 1.5 s met)"
          : "  (goal ≤ 1.5 s NOT met)"
        : "";
    console.log(
      `${route.padEnd(12)}  ${ms(ready).padEnd(10)}  ${samples
        .map((s) => s.ready.toFixed(0))
        .join(", ")
        .padEnd(
          29,
        )}  ${ms(results[route].firstPaintMs).padEnd(12)}  ${ms(results[route].longTasksMs).padEnd(11)}  ${ms(results[route].scriptArrivedMs).padEnd(15)}  ${ms(results[route].startUpMs)}${goal}`,
    );
  }
  return results;
}

await runAlone(import.meta.url, { port: Number(process.env.BENCH_PORT ?? 4194) }, runReadyBench);
