// Time to open a checklist link: from navigating to `/#checklist=<value>` (a customised checklist
// with a question added, one reworded and one hidden, in the fragment) until the page shows the
// customised checklist's banner, against the plain page's load to the same point (the app ready)
// in the same run: the link's own cost is the difference (its decoder and the checklist file's
// parser, loaded on demand, the inflate, the parse and the re-render). Chromium, a fresh page
// each run, no throttling. Alone: `node bench/variant-link.mjs`.

import { median, ms, runAlone, typeScriptLoader } from "./lib.mjs";

const jiti = typeScriptLoader(import.meta.url);
const { encodeChecklistLink } = await jiti.import("../src/variant/index.ts");

const VARIANT = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  changes: {
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Are consent forms in Braille?" },
    ],
    addedSubPrinciples: [],
    rewordedQuestions: [{ id: "ic-1", text: "Do participants understand the study?" }],
    hiddenQuestions: [{ id: "ic-2", reason: "Public data only." }],
    nextNumber: 2,
  },
};

async function timeLoad(browser, url, ready) {
  const page = await browser.newPage();
  try {
    const start = Date.now();
    await page.goto(url);
    await page.waitForFunction(ready, null, { polling: "raf", timeout: 60_000 });
    return Date.now() - start;
  } finally {
    await page.close();
  }
}

export async function runVariantLinkBench({ browser, origin, runs = 5 }) {
  const value = await encodeChecklistLink(VARIANT);
  const link = `${origin}/#checklist=${value}`;
  const plain = [];
  const linked = [];
  // One warm-up of each, so that neither pays for the browser's first start-up of the page.
  await timeLoad(browser, `${origin}/`, () =>
    document.documentElement.hasAttribute("data-app-ready"),
  );
  for (let round = 0; round <= runs; round++) {
    const a = await timeLoad(browser, `${origin}/`, () =>
      document.documentElement.hasAttribute("data-app-ready"),
    );
    const b = await timeLoad(browser, link, () =>
      Boolean(document.querySelector("#customised-checklist-title")),
    );
    if (round > 0) {
      plain.push(a);
      linked.push(b);
    }
  }
  const p = median(plain);
  const l = median(linked);
  console.log(
    `\nOpening a checklist link (${link.length.toLocaleString("en")} characters), median of ${runs}, fresh page each, after a warm-up`,
  );
  console.log(`plain page, to ready           ${ms(p)}`);
  console.log(
    `the link, to its banner shown  ${ms(l)}  (${(l / p).toFixed(2)}× the plain page, +${ms(l - p)})`,
  );
  return { plainMs: plain, linkMs: linked };
}

await runAlone(import.meta.url, { port: 4196 }, runVariantLinkBench);
