#!/usr/bin/env node
// Click to content: the first visit to About from the checklist, from the click on its link until
// the main area holds the page's heading and first card and the next frame has been drawn. The
// copy is prefetched once the app is ready and idle; the peer, in the same run and by turns, is
// the same click with that idle fetch held back (requestIdleCallback and the timeout in its place
// never fire), so the copy comes only from pointing at the link a moment before the click. On a
// quick desktop (1280 px, no throttling) and on the slow phone of the end-to-end tests (390 px, the
// mobile navigation; network and CPU throttled through the DevTools protocol, as bench/ready.mjs
// does). A fresh context each run. Alone: `node bench/guidance.mjs`.

import { APP_WAIT_MS, median, ms, runAlone, waitForApp, typeScriptLoader, within } from "./lib.mjs";

const jiti = typeScriptLoader(import.meta.url);
const { throttleLikeASlowPhone } = await jiti.import("../tests/e2e/support/slowPhone.ts");

const PROFILES = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, nav: "Main", slow: false },
  { name: "slow phone", viewport: { width: 390, height: 844 }, nav: "Main (mobile)", slow: true },
];

/** Before the page's scripts: notes the click, and when the About page's content is first drawn. */
function recordClickToContent() {
  const timings = { click: NaN, content: NaN };
  Object.defineProperty(window, "__clickToContent", { value: timings });
  let drawn = () => {};
  Object.defineProperty(window, "__contentDrawn", {
    value: new Promise((resolve) => (drawn = resolve)),
  });
  addEventListener("click", () => (timings.click = performance.now()), true);
  addEventListener("DOMContentLoaded", () => {
    const main = document.getElementById("main-content");
    new MutationObserver((_, observer) => {
      if (Number.isNaN(timings.click)) return;
      if (main.querySelector("h1")?.textContent !== "About" || !main.querySelector("li h2")) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        timings.content = performance.now();
        drawn();
      });
    }).observe(main, { childList: true, subtree: true });
  });
}

/** Holds back the app's idle-time fetch: neither an idle callback nor a timeout of a second runs. */
function withoutIdlePrefetch() {
  window.requestIdleCallback = () => 0;
  const setTimeoutAsBuilt = window.setTimeout;
  window.setTimeout = (handler, delay, ...rest) =>
    delay >= 1000 ? 0 : setTimeoutAsBuilt(handler, delay, ...rest);
}

async function measureOnce(browser, origin, profile, prefetched) {
  const context = await browser.newContext({ viewport: profile.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordClickToContent);
    if (!prefetched) await page.addInitScript(withoutIdlePrefetch);
    if (profile.slow) await throttleLikeASlowPhone(page);
    const copyFetched = page.waitForResponse((response) =>
      /\/assets\/_messages-en-about-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    await page.goto(`${origin}/`);
    await waitForApp(page);
    if (prefetched) await (await copyFetched).finished();
    else copyFetched.catch(() => undefined);
    await page
      .getByRole("navigation", { name: profile.nav, exact: true })
      .getByRole("link", { name: "About" })
      .click();
    await within(
      page.evaluate(() => window.__contentDrawn),
      APP_WAIT_MS,
      "About drawn",
    );
    return await page.evaluate(
      () => window.__clickToContent.content - window.__clickToContent.click,
    );
  } finally {
    await context.close();
  }
}

export async function runGuidanceBench({ browser, origin, runs = 5 }) {
  console.log(
    `\nClick to content: the first visit to About from the checklist, click to its heading and first card drawn, median of ${runs}, fresh context each`,
  );
  const results = {};
  for (const profile of PROFILES) {
    const prefetched = [];
    const onClick = [];
    for (let i = 0; i < runs; i++) {
      // By turns, each round starting with the other, so both see the same host.
      const a = () => measureOnce(browser, origin, profile, true).then((t) => prefetched.push(t));
      const b = () => measureOnce(browser, origin, profile, false).then((t) => onClick.push(t));
      for (const run of i % 2 ? [b, a] : [a, b]) await run();
    }
    const p = median(prefetched);
    const o = median(onClick);
    console.log(
      `${profile.name.padEnd(10)}  copy prefetched when idle ${ms(p).padEnd(7)} (${prefetched.map((t) => t.toFixed(0)).join(", ")})  ` +
        `fetched on pointing at the link ${ms(o).padEnd(7)} (${onClick.map((t) => t.toFixed(0)).join(", ")})  ${(p / o).toFixed(2)}×`,
    );
    results[profile.name] = { prefetchedMs: prefetched, onClickMs: onClick };
  }
  return results;
}

await runAlone(import.meta.url, { port: Number(process.env.BENCH_PORT ?? 4197) }, runGuidanceBench);
