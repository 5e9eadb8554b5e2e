// Chunk sizes of the production build (gzip, level 9 as static hosts precompress, and Brotli at
// quality 11 as the build precompresses), and each route's first load: every script the page
// fetches before the app responds, as Chromium sees it. The budget is in gzip: every static
// host sends gzip, and not all send Brotli (GitHub Pages does not).
// Needs the app built in dist/. Alone: `node bench/sizes.mjs`.

import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { brotli } from "../scripts/precompress.mjs";
import { kib, runAlone, waitForApp } from "./lib.mjs";

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
    `\nFirst load, scripts fetched before the app responds (budget ${kib(FIRST_LOAD_BUDGET_GZIP)} gzip)`,
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
 * What a route fetches before the app responds, as the first-load budget's test counts it
 * (tests/e2e/first-load-budget.spec.ts): its document as served, and the same-origin scripts and
 * stylesheets whose fetch started before <html data-app-ready>. Not after: a guidance page's own
 * copy is fetched as the app becomes ready (src/app/onDemand/guidanceCopy.ts), and both pages'
 * copy once the browser is idle.
 */
export async function firstLoad(browser, origin, route) {
  const page = await browser.newPage();
  try {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute("data-app-ready")) return;
        Object.defineProperty(window, "__readyAt", { value: performance.now() });
        observer.disconnect();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-app-ready"],
      });
    });
    const response = await page.goto(`${origin}${route}`);
    const document = (await response?.text()) ?? "";
    await waitForApp(page);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < window.__readyAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname),
    );
    const ending = (extension) => fetched.filter((path) => path.endsWith(extension)).sort();
    return { scripts: ending(".js"), document, stylesheets: ending(".css") };
  } finally {
    await page.close();
  }
}

await runAlone(import.meta.url, { port: 4193 }, ({ browser, origin }) =>
  runSizesBench({ browser, origin }),
);
