// Phases: opening a saved assessment that keeps 50 phases (goal: at most 0.5 s from the file picked
// to the status saying it opened), beside its peer measured in the same run, the same file's work
// without phases; and the Phases dialog listing the 50 (from More's click to the list shown). In the
// built app, in Chromium, each run on a fresh page, the code loaded on first use included in the
// first run only (the figures are medians). Prints; never asserts.
// Alone: `node bench/phases.mjs`.

import { readFileSync } from "node:fs";
import { median, ms, kib, runAlone, waitForApp } from "./lib.mjs";

const PHASES = 50;

/** The 68 questions' ids, in the checklist's order, as English's messages name them. */
function questionIds() {
  const po = readFileSync(new URL("../locales/en.po", import.meta.url), "utf8");
  return [...po.matchAll(/^msgid "checklist\.question\.([^"]+)"$/gm)].map((m) => m[1]);
}

/**
 * A full assessment (every question ticked, every fourth with a 500-character note) and, with
 * `phases`, that many phases of the same work, as Save writes them.
 */
function assessment(phases) {
  const ids = questionIds();
  const note = (n) => `Rationale for question ${n}: `.padEnd(500, "recorded for the review ");
  const work = ids.map((id, n) => ({ id, ticked: true, note: n % 4 === 0 ? note(n) : "" }));
  const record = {
    format: "computing-research-principles-assessment",
    formatVersion: phases === 0 ? 1 : 3,
    checklistVersion: "fnv1a64-0000000000000000",
    savedAt: "2027-03-14T16:40:00.000Z",
    questions: work.map((q) => ({ ...q, text: "" })),
    ...(phases === 0
      ? {}
      : {
          phases: Array.from({ length: phases }, (_, n) => ({
            name: `Review ${n + 1}`,
            date: `20${27 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}-01`,
            questions: work,
          })),
        }),
  };
  return Buffer.from(`${JSON.stringify(record, null, 2)}\n`, "utf8");
}

/** From the file picked to the status line's "Opened", in the page; then, with phases, the dialog. */
async function openOnce(browser, origin, buffer, withDialog) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    await waitForApp(page);
    await page.evaluate(() => {
      const marks = (window.__openMarks = {});
      document.addEventListener("change", () => (marks.picked = performance.now()), true);
      const status = document.querySelector('section[aria-label] p[role="status"]');
      new MutationObserver(() => {
        if (status.textContent.startsWith("Opened")) marks.opened ??= performance.now();
      }).observe(status, { childList: true, subtree: true, characterData: true });
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "phases.json", mimeType: "application/json", buffer });
    await page.waitForFunction(() => window.__openMarks.opened !== undefined, null, {
      timeout: 60_000,
    });
    const openMs = await page.evaluate(() => window.__openMarks.opened - window.__openMarks.picked);
    if (!withDialog) return { openMs };
    const start = await page.evaluate(() => performance.now());
    // From More's click: Phases comes with More's other parts, loaded on first use.
    // Phases is under More.
    await page.getByRole("button", { name: "More", exact: true }).click();
    await page.getByRole("button", { name: "Phases", exact: true }).click();
    await page.getByRole("button", { name: `View Review ${PHASES}`, exact: true }).waitFor();
    const dialogMs = (await page.evaluate(() => performance.now())) - start;
    return { openMs, dialogMs };
  } finally {
    await page.close();
  }
}

export async function runPhasesBench({ browser, origin, runs = 5 }) {
  const withPhases = assessment(PHASES);
  const without = assessment(0);
  const result = { openMs: [], peerMs: [], dialogMs: [] };
  for (let round = 0; round < runs; round++) {
    // Alternated, so that neither has the machine to itself.
    const { openMs, dialogMs } = await openOnce(browser, origin, withPhases, true);
    result.openMs.push(openMs);
    result.dialogMs.push(dialogMs);
    result.peerMs.push((await openOnce(browser, origin, without, false)).openMs);
  }
  console.log(
    `\nPhases: a saved assessment keeping ${PHASES} phases (68 ticks and 17 notes of 500 characters each), median of ${runs}, each on a fresh page`,
  );
  console.log(
    `open the file       ${ms(median(result.openMs)).padEnd(9)} goal ≤ 500 ms; its peer, the same work without phases: ${ms(median(result.peerMs))} (${kib(withPhases.length)} against ${kib(without.length)})`,
  );
  console.log(
    `Phases dialog       ${ms(median(result.dialogMs))} from More's click to the ${PHASES} phases listed (More's parts loaded on first use included)`,
  );
  return result;
}

await runAlone(import.meta.url, { port: 4194 }, ({ browser, origin, runs }) =>
  runPhasesBench({ browser, origin, runs }),
);
