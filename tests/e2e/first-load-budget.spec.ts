// The first-load budget: any route's first load, in any language, is at most the budget's KiB of
// JavaScript (gzip, build/performance-budget.json), counting every
// script the page fetches before the app is ready, and the PDF libraries are not among them; after
// it, until the user does anything, only the guidance pages' words and copy are fetched (when the
// browser is idle).
// Sizes are deterministic, so this is a test; times are not, so they live in `npm run bench`.

import { readFileSync, readdirSync } from "node:fs";
import { COMPILE_HINT } from "../../build/compileHints";
import { PERFORMANCE_BUDGET, gzipSize } from "../../build/performanceBudget";
import { LANGUAGES, pathInLanguage, splitLanguagePath } from "../../src/i18n";
import { expect, test } from "./support/fixtures";

const DIST = new URL("../../dist/", import.meta.url);
const BUDGET_BYTES = PERFORMANCE_BUDGET.firstLoadScriptsGzipKiB * 1024;

/** The scripts a route's built page names: the entry and what it preloads. */
function scriptsNamedInPage(route: string): string[] {
  const file = route === "/" ? "index.html" : `.${route.replace(/\/$/, "")}.html`;
  const html = readFileSync(new URL(file, DIST), "utf8");
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
    .map(([, path]) => path ?? "")
    .sort();
}

/**
 * The guidance pages' words in the page's language, and their copy (src/data/pages), fetched once
 * the app is ready and idle (src/app/onDemand/guidanceCopy.ts).
 */
const guidanceCopy = (language: string) =>
  readdirSync(new URL("assets/", DIST))
    .filter(
      (file) =>
        file.endsWith(".js") &&
        (file.startsWith(`_messages-${language}-about-`) ||
          file.startsWith(`_messages-${language}-howToUse-`) ||
          file.startsWith("pages-")),
    )
    .map((file) => `/assets/${file}`);

/** Notes, from before the page's own scripts, when the app marks itself ready. */
function recordReady() {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-app-ready")) return;
    Object.defineProperty(window, "__readyAt", { value: performance.now() });
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-app-ready"] });
}

// What each page fetches: English's three, and one page of two other languages.
for (const route of ["/", "/about", "/how-to-use", "/fr/", "/ar/how-to-use"]) {
  test(`${route} loads at most ${PERFORMANCE_BUDGET.firstLoadScriptsGzipKiB} KiB of script (gzip) before any interaction`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const GUIDANCE_COPY = guidanceCopy(splitLanguagePath(route).language.code);
    const scripts = new Set<string>();
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.origin === origin) scripts.add(url.pathname);
      if (/\.(ttf|woff2?|otf)$/.test(url.pathname)) fonts.push(url.pathname);
    });
    await page.addInitScript(recordReady);
    await page.goto(route, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Until the browser's idle time has fetched both pages' copy.
    await page.waitForFunction((copy) => {
      const fetchedSoFar = performance.getEntriesByType("resource").map((entry) => entry.name);
      return copy.every((path) => fetchedSoFar.some((name) => name.endsWith(path)));
    }, GUIDANCE_COPY);

    // The first load: what the page fetches before the app responds.
    const firstLoad = await page.evaluate(() => {
      const readyAt = (window as unknown as { __readyAt: number }).__readyAt;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < readyAt)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map((url) => url.pathname)
        .sort();
    });
    expect(firstLoad, "scripts fetched before the app is ready").toEqual(scriptsNamedInPage(route));
    // Nothing else loads on demand by itself: html2canvas, jsPDF, React-PDF and the export code
    // wait for Export or Preview (or a hover or focus on them); only the guidance pages' copy comes
    // once the app is ready and idle.
    expect(GUIDANCE_COPY).toHaveLength(3);
    expect([...scripts].sort(), "scripts fetched before any interaction").toEqual(
      [...new Set([...firstLoad, ...GUIDANCE_COPY])].sort(),
    );
    // The report's font (400 kB) waits for a preview or an export too.
    expect(fonts, "fonts fetched before any interaction").toEqual([]);

    const sizes = firstLoad.map((path) => ({
      path,
      gzip: gzipSize(new URL(`.${path}`, DIST).pathname),
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const figure = `${(total / 1024).toFixed(1)} KiB gzip (${sizes.map(({ path, gzip }) => `${path} ${(gzip / 1024).toFixed(1)}`).join(", ")})`;
    testInfo.annotations.push({ type: "first load", description: figure });
    expect(total, `first load of ${route}: ${figure}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

// Sizes are the build's: every page of every language, read from its HTML and the files it names.
test(`every page in every language names at most ${PERFORMANCE_BUDGET.firstLoadScriptsGzipKiB} KiB of script (gzip)`, () => {
  const figures: string[] = [];
  for (const language of LANGUAGES)
    for (const path of ["/", "/about", "/how-to-use"]) {
      const route = pathInLanguage(language, path);
      const total = scriptsNamedInPage(route).reduce(
        (sum, script) => sum + gzipSize(new URL(`.${script}`, DIST).pathname),
        0,
      );
      figures.push(`${route} ${(total / 1024).toFixed(1)}`);
      expect(total, `first load of ${route}`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  test.info().annotations.push({ type: "first loads (KiB gzip)", description: figures.join(", ") });
});

// build/compileHints.ts: V8 compiles the first load's code at once, off the main thread, and the
// code loaded on demand as it is called. A plugin order or minifier that moved or dropped the
// comment would only show as a slower start, so the built files are read here.
test("the first load's scripts, and only they, begin with V8's compile hint", () => {
  // The page's messages (a language's words, and no function) are not code to compile.
  const firstLoad = scriptsNamedInPage("/")
    .map((path) => path.replace("/assets/", ""))
    .filter((file) => !file.startsWith("_messages-"));
  const scripts = readdirSync(new URL("assets/", DIST)).filter((file) => /\.m?js$/.test(file));
  const hinted = scripts.filter((file) =>
    readFileSync(new URL(`assets/${file}`, DIST), "utf8").startsWith(COMPILE_HINT),
  );
  expect(firstLoad.length).toBeGreaterThan(1);
  expect(hinted.sort()).toEqual(firstLoad.sort());
});
