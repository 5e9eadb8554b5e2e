#!/usr/bin/env node
// Guidance beside a question: on the slow phone of the end-to-end tests (390 px; network and CPU
// throttled through the DevTools protocol, as bench/ready.mjs does), from the click on the first
// question's Guidance button until its region holds "What it asks" and the next frame is drawn. The
// first time, its part and its words are fetched on that click (the pointer's arrival a moment
// before starts them). Against two peers in the same run, by turns: the first opening of the same
// question's note field, a part of the same chunk with its own words (the app's first use of a
// lazy part, accepted since notes came); and a second question's guidance once the first's has
// come (all fetched: React's work alone). A fresh context each run. Alone:
// `node bench/question-guidance.mjs`.

import { APP_WAIT_MS, median, ms, runAlone, typeScriptLoader, waitForApp, within } from "./lib.mjs";

const jiti = typeScriptLoader(import.meta.url);
const { throttleLikeASlowPhone } = await jiti.import("../tests/e2e/support/slowPhone.ts");

/** Times one click, from the click to the frame after `selector` (in the page) matches. */
async function clickToDrawn(page, button, selector) {
  await page.evaluate((wanted) => {
    const timing = { click: NaN };
    window.__drawn = new Promise((resolve) => {
      addEventListener("click", () => (timing.click = performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        if (Number.isNaN(timing.click) || !document.querySelector(wanted)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - timing.click));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, selector);
  await button.click();
  return within(
    page.evaluate(() => window.__drawn),
    APP_WAIT_MS,
    "content drawn",
  );
}

async function measureOnce(browser, origin, what) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await throttleLikeASlowPhone(page);
    await page.goto(`${origin}/`);
    await waitForApp(page);
    // The sections start closed: the first principle's opens on its heading's button.
    await page
      .getByRole("heading", { level: 2 })
      .getByRole("button", { name: /Respect for Persons/ })
      .click();
    const guidance = page.getByRole("button", {
      name: /^Guidance: Are participants fully informed/,
    });
    if (what === "note") {
      const note = page.getByRole("button", {
        name: /^Add a note on: Are participants fully informed/,
      });
      return { first: await clickToDrawn(page, note, "textarea") };
    }
    // A question's guidance is drawn once its region holds its first list (its words have come).
    const first = await clickToDrawn(page, guidance, "#guidance-ic-1 ul");
    const second = await clickToDrawn(
      page,
      page.getByRole("button", { name: /^Guidance: Can participants withdraw/ }),
      "#guidance-ic-2 ul",
    );
    return { first, second };
  } finally {
    await context.close();
  }
}

export async function runQuestionGuidanceBench({ browser, origin, runs = 5 }) {
  console.log(
    `\nGuidance beside a question on the slow phone: click to its words drawn, median of ${runs}, fresh context each`,
  );
  const first = [];
  const second = [];
  const note = [];
  for (let i = 0; i < runs; i++) {
    const a = async () => {
      const t = await measureOnce(browser, origin, "guidance");
      first.push(t.first);
      second.push(t.second);
    };
    const b = async () => note.push((await measureOnce(browser, origin, "note")).first);
    for (const run of i % 2 ? [b, a] : [a, b]) await run();
  }
  const [f, s, n] = [median(first), median(second), median(note)];
  const list = (xs) => xs.map((t) => t.toFixed(0)).join(", ");
  console.log(
    `first guidance (part and words fetched) ${ms(f).padEnd(7)} (${list(first)})  ` +
      `a note's field first opened ${ms(n).padEnd(7)} (${list(note)})  ${(f / n).toFixed(2)}×`,
  );
  console.log(
    `a second question's guidance (all fetched) ${ms(s).padEnd(7)} (${list(second)})  first against it ${(f / s).toFixed(2)}×`,
  );
  return { firstMs: first, secondMs: second, noteMs: note };
}

await runAlone(
  import.meta.url,
  { port: Number(process.env.BENCH_PORT ?? 4198) },
  runQuestionGuidanceBench,
);
