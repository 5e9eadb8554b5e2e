import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/e2e/support/browser";
import type { EngineTestOptions } from "./tests/e2e/engines/fixtures";

// E2E_PORT lets a second run (another checkout, a benchmark) serve beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The export's own test page (bench/export-page): reports the app cannot make yet. */
export const EXPORT_PAGE_PORT = PORT + 20;

// Two suites against the same build. `chromium`: every end-to-end test, in Playwright's own terms,
// some of them Chromium-only by nature (its protocol, its PDF viewer, aria snapshots). `engines`:
// every user flow, written once (tests/e2e/engines) and run in Chromium, Firefox and WebKit.
export default defineConfig<EngineTestOptions>({
  testDir: "tests/e2e",
  // English's messages for the tests' own imports of the app's modules (support/sourceMessages.ts).
  tsconfig: "./tests/e2e/tsconfig.paths.json",
  globalSetup: "./tests/e2e/engines/globalSetup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // How long an expectation waits for its condition before failing; it passes as soon as the
  // condition holds. Playwright's 5 s was short on a 2-core host running two browsers: waits for
  // what follows React-PDF's layout, or a throttled page's first paint, ran past it in loaded runs.
  // The engines suite's waits allow 15–20 s (engines/fixtures.ts, engines/engine.ts).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    acceptDownloads: true,
    trace: "off",
  },
  projects: [
    { name: "chromium", testIgnore: "engines/**" },
    ...(["chromium", "firefox", "webkit"] as const).map((engine) => ({
      name: `engines-${engine}`,
      testDir: "tests/e2e/engines",
      use: { engine },
    })),
  ],
  webServer: [
    {
      // As `npm run preview` serves it: the build's Brotli and gzip copies, as a static host does.
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Built here unless `npm test` has just built it (scripts/build.mjs --with-export-page).
      command: `${
        process.env.E2E_EXPORT_PAGE_BUILT ? "" : "npx vite build --config bench/vite.config.ts && "
      }npx vite preview --config bench/vite.config.ts --host 127.0.0.1 --port ${EXPORT_PAGE_PORT} --strictPort`,
      url: `http://127.0.0.1:${EXPORT_PAGE_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
