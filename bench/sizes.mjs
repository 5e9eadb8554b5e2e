// Chunk sizes of the production build (gzip, level 9 as static hosts precompress, and Brotli at
// quality 11 as the build precompresses), and each route's first load: every script the page
// fetches before the user does anything, as Chromium sees it. The budget is in gzip: every static
// host sends gzip, and not all send Brotli (GitHub Pages does not).
// Needs the app built in dist/. Alone: `node bench/sizes.mjs`.

import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { brotli } from "../scripts/precompress.mjs";
import { kib, runAlone } from "./lib.mjs";

// English's three pages, and the checklist and a guidance page in French and in Arabic (its words
// take more bytes in UTF-8).
export const ROUTES = ["/", "/about", "/how-to-use", "/fr/", "/fr/about", "/ar/", "/ar/how-to-use"];
// The budget the e2e suite enforces (tests/e2e/first-load-budget.spec.ts), from the same file.
const BUDGET = JSON.parse(
  readFileSync(new URL("../build/performance-budget.json", import.meta.url)),
);
export const FIRST_LOAD_BUDGET_GZIP = BUDGET.firstLoadScriptsGzipKiB * 1024;

const gzipBytes = (data) => gzipSync(data, { level: BUDGET.gzipLevel }).length;
export const gzipSize = (path) => gzipBytes(readFileSync(path));
const brotliSize = (path) => brotli(readFileSync(path)).length;

export async function runSizesBench({ browser, origin }) {
  const chunks = readdirSync("dist/assets")
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({
      file,
      raw: readFileSync(`dist/assets/${file}`).length,
      gzip: gzipSize(`dist/assets/${file}`),
      brotli: brotliSize(`dist/assets/${file}`),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log("\nChunks of the production build (dist/assets)");
  console.log("chunk                                         raw          gzip         Brotli");
  for (const c of chunks)
    console.log(
      `${c.file.padEnd(44)}  ${kib(c.raw).padEnd(11)}  ${kib(c.gzip).padEnd(11)}  ${kib(c.brotli)}`,
    );

  console.log(
    `\nFirst load, scripts fetched before any interaction (budget ${kib(FIRST_LOAD_BUDGET_GZIP)} gzip)`,
  );
  const routes = [];
  for (const route of ROUTES) {
    const { scripts, document, stylesheets } = await firstLoad(browser, origin, route);
    const gzip = scripts.reduce((sum, path) => sum + gzipSize(`dist${path}`), 0);
    const br = scripts.reduce((sum, path) => sum + brotliSize(`dist${path}`), 0);
    routes.push({ route, scripts, gzip, brotli: br, document, stylesheets });
    console.log(
      `${route.padEnd(12)}  ${kib(gzip).padEnd(11)}  ${gzip <= FIRST_LOAD_BUDGET_GZIP ? "within budget" : "OVER BUDGET"}  Brotli ${kib(br).padEnd(10)}  (${scripts.map((s) => s.replace("/assets/", "")).join(", ")})`,
    );
  }

  // A prerendered page paints once its HTML and stylesheet are in, before any script has run.
  console.log(
    "\nWhat the first paint waits for: the prerendered page and its stylesheet (gzip; Brotli)",
  );
  for (const { route, document, stylesheets } of routes) {
    const css = stylesheets.reduce((sum, path) => sum + gzipSize(`dist${path}`), 0);
    const cssBrotli = stylesheets.reduce((sum, path) => sum + brotliSize(`dist${path}`), 0);
    const html = Buffer.from(document);
    console.log(
      `${route.padEnd(12)}  HTML ${`${kib(gzipBytes(html))}; ${kib(brotli(html).length)}`.padEnd(20)}  CSS ${`${kib(css)}; ${kib(cssBrotli)}`.padEnd(20)}  (${stylesheets.map((s) => s.replace("/assets/", "")).join(", ")})`,
    );
  }
  return { chunks, routes };
}

/**
 * What a route fetches from navigation until the network is idle, but for the guidance pages' copy
 * fetched in idle time: its document as served, and the same-origin scripts and stylesheets, by path.
 */
export async function firstLoad(browser, origin, route) {
  const page = await browser.newPage();
  const scripts = new Set();
  const stylesheets = new Set();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === "script") scripts.add(url.pathname);
    if (request.resourceType() === "stylesheet") stylesheets.add(url.pathname);
  });
  // The guidance pages' copy, fetched when the browser is idle once the app is ready, is held
  // back: it is not the first load.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const response = await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
  const document = (await response?.text()) ?? "";
  await page.close();
  return { scripts: [...scripts].sort(), document, stylesheets: [...stylesheets].sort() };
}

await runAlone(import.meta.url, { port: 4193 }, ({ browser, origin }) =>
  runSizesBench({ browser, origin }),
);
