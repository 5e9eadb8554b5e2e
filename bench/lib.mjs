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
    try {
      process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    close();
    throw error;
  }
  return { origin, close };
}

/**
 * Builds the benchmark page (bench/export-page, its own build so the app never carries the peers),
 * serves it, and returns what its `window[name](arg)` gives.
 */
export async function runOnBenchPage({ browser, port }, name, arg) {
  execFileSync("npx", ["vite", "build", "--config", "bench/vite.config.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = await serve({ port, config: "bench/vite.config.ts" });
  const page = await browser.newPage();
  try {
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction((fn) => typeof window[fn] === "function", name);
    return await page.evaluate(([fn, value]) => window[fn](value), [name, arg]);
  } finally {
    await page.close();
    server.close();
  }
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
 * starts the system Chromium, and hands both to `run`.
 */
export async function runAlone(moduleUrl, { port }, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  const server = port === undefined ? undefined : await serve({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    await run({ browser, origin: server?.origin, runs: Number(process.env.BENCH_RUNS ?? 5) });
  } finally {
    await browser.close();
    server?.close();
  }
}
