// What every benchmark shares: the system Chromium and its flags, a static server for a built
// directory, and the median. Benchmarks print figures; none asserts on time.

import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

/**
 * A loader for the app's and the tests' TypeScript, as the benchmarks import it. The app's modules
 * import the build's message catalogs, which only a bundler makes: here they are compiled from
 * locales/*.po as the end-to-end tests' own process does (tests/e2e/support/).
 */
export function typeScriptLoader(moduleUrl) {
  const support = (file) => fileURLToPath(new URL(`../tests/e2e/support/${file}`, import.meta.url));
  return createJiti(moduleUrl, {
    alias: {
      "virtual:source-messages": support("sourceMessages.ts"),
      "virtual:message-catalogs": support("messageCatalogs.ts"),
    },
  });
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumPath = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => p && existsSync(p));

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export const ms = (t) => `${t.toFixed(0)} ms`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

// A server runs in a process group of its own, which a run stopped by Ctrl+C or a kill would leave
// behind, holding its port: each is stopped as the process exits.
const openServers = new Set();
process.once("exit", () => {
  for (const close of openServers) close();
});

/**
 * For a run's own process (bench/run.mjs, a section alone): Ctrl+C or a kill exits it, so that its
 * servers are stopped as it exits. Not for a process that imports these helpers to do its own work
 * (the browser tests' workers), whose signals are their runner's.
 */
export function exitOnSignals() {
  process.once("SIGINT", () => process.exit(130));
  process.once("SIGTERM", () => process.exit(143));
}

/**
 * Serves the built app on 127.0.0.1 as `npm run preview` does (or, with `dir`, another directory the
 * same way), or with `config`, another build (the export benchmark's page) with `vite preview`.
 * Resolves once it answers; `close()` stops it.
 */
export async function serve({ port, config, dir = "dist" }) {
  const [command, args] = config
    ? [
        "npx",
        [
          "vite",
          "preview",
          "--host",
          "127.0.0.1",
          "--port",
          String(port),
          "--strictPort",
          "--config",
          config,
        ],
      ]
    : [process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", dir]];
  // Its own process group, so closing stops npx and the vite under it.
  const server = spawn(command, args, { stdio: "ignore", detached: true });
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    openServers.delete(close);
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  openServers.add(close);
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    close();
    throw error;
  }
  return { origin, close };
}

let benchPageBuilt = false;

/**
 * Builds the benchmark page (bench/export-page, its own build so the app never carries the peers)
 * into dist-bench/, once a run: every section that uses it shares the build.
 */
export function buildBenchPage() {
  if (benchPageBuilt) return;
  execFileSync("npx", ["vite", "build", "--config", "bench/vite.config.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  benchPageBuilt = true;
}

/** The benchmark page's entry point `name`, given `runs`: what its `window[name](runs)` gives. */
export async function runOnBenchPage({ browser, port }, name, runs) {
  buildBenchPage();
  const server = await serve({ port, config: "bench/vite.config.ts" });
  const page = await browser.newPage();
  try {
    await page.goto(`${server.origin}/`);
    await page.waitForFunction((fn) => typeof window[fn] === "function", name);
    return await within(
      page.evaluate(([fn, value]) => window[fn](value), [name, runs]),
      benchPageWait(runs),
      `the benchmark page's ${name}(${runs})`,
    );
  } finally {
    await page.close();
    server.close();
  }
}

/** How long a section waits for the app to respond, or to draw what it was asked for. */
export const APP_WAIT_MS = 60_000;

/**
 * How long a section waits for one call of the benchmark page that runs `runs` rounds and a
 * warm-up: two minutes a round, several times what the slowest engine (WebKitGTK) takes here.
 */
export const benchPageWait = (runs) => (runs + 1) * 120_000;

/**
 * `promise`, or a failure once `ms` have passed without it: a page that never answers fails its
 * section rather than holding the run for good. The caller's own cleanup (closing the page or the
 * browser) then ends the wait itself.
 */
export function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs one section on `browser`, watching every page it opens: the first error a page does not
 * catch, or a page's crash, fails the section at once with it, rather than leaving it waiting on a
 * page that will never answer (or measuring an app that has failed). Every context the section
 * left open is then closed, which ends what it was still waiting for, and its own cleanup (its
 * servers) is let run before the next section starts.
 */
export async function runWatched(browser, run) {
  let fail;
  const failed = new Promise((_, reject) => (fail = reject));
  const contexts = new Set();
  const watchPage = (page) => {
    page.on("pageerror", (error) =>
      fail(new Error(`page error at ${page.url()}: ${error.message}`)),
    );
    page.on("crash", () => fail(new Error(`the page at ${page.url()} crashed`)));
  };
  const watchContext = (context) => {
    contexts.add(context);
    context.on("page", watchPage);
    context.on("close", () => contexts.delete(context));
    return context;
  };
  const watched = new Proxy(browser, {
    get(target, property) {
      if (property === "newContext")
        return async (options) => watchContext(await target.newContext(options));
      if (property === "newPage")
        return async (options) => {
          const page = await target.newPage(options);
          watchContext(page.context());
          watchPage(page);
          return page;
        };
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const running = run(watched);
  try {
    return await Promise.race([running, failed]);
  } finally {
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    await within(running, 30_000, "the section's cleanup").catch(() => undefined);
  }
}

/**
 * The sections run so far and those that failed: each section runs whatever befell the one before,
 * and a run with a failure ends non-zero, naming it.
 */
export function sectionRunner() {
  const ran = [];
  const failed = [];
  return {
    async run(name, section) {
      ran.push(name);
      try {
        await section();
      } catch (error) {
        failed.push(name);
        console.error(`\n${name}: FAILED: ${error instanceof Error ? error.message : error}`);
      }
    },
    /** Says how the run went, and sets the exit code. */
    report() {
      if (failed.length === 0) {
        console.log(`\nEvery section ran (${ran.join(", ")}).`);
        return;
      }
      console.error(
        `\n${failed.length} of ${ran.length} sections failed: ${failed.join(", ")}; the rest ran.`,
      );
      process.exitCode = 1;
    },
  };
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Waits until the app responds. A prerendered page shows its content, buttons and all, before React
 * has hydrated it, and a click before then does nothing; the app marks <html data-app-ready> then.
 */
export async function waitForApp(page) {
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** Opens all six principles, and with them every sub-principle, on the checklist screen. */
export async function openAllSections(page) {
  await waitForApp(page);
  for (const button of await page.getByRole("heading", { level: 2 }).getByRole("button").all())
    await button.click();
}

/**
 * Runs one benchmark section on its own when its file is the script Node was started with
 * (`node bench/tick.mjs`): serves dist/ on `port` (none for a section that serves its own page),
 * starts the system Chromium, and hands both to `run`, watched as in a whole run (runWatched).
 */
export async function runAlone(moduleUrl, { port }, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  exitOnSignals();
  const sections = sectionRunner();
  const server = port === undefined ? undefined : await serve({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    await sections.run(fileURLToPath(moduleUrl).replace(/^.*\/|\.mjs$/g, ""), () =>
      runWatched(browser, (watched) =>
        run({
          browser: watched,
          origin: server?.origin,
          runs: Number(process.env.BENCH_RUNS ?? 5),
        }),
      ),
    );
  } finally {
    await browser.close();
    server?.close();
  }
  sections.report();
}
