import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { BUILD_CONSTANTS } from "./build/buildConstants.ts";
import { chakraAnatomyKeyCalls } from "./build/chakraAnatomyKeyCalls.ts";
import { chakraGlobalCssLeftOut, chakraLazyGlobalCss } from "./build/chakraStartup.ts";
import { chakraThemeModule } from "./build/chakraTheme.ts";
import { chakraTokensPrecomputed } from "./build/chakraTokens.ts";
import { firstLoadCompiledEagerly } from "./build/compileHints.ts";
import { contentSecurityPolicyMeta } from "./build/contentSecurityPolicyMeta.ts";
import { EARLY_ENTRY, earlyStartScript } from "./build/earlyStartScript.ts";
import { html2canvasPatched } from "./build/html2canvasPatches.ts";
import { chakraForwardedProps, chakraForwardedPropsChecked } from "./build/chakraForwardedProps.ts";
import { messageCatalogs } from "./build/messageCatalogs.ts";
import { reactRouterLinkPrefetchLeftOut } from "./build/reactRouterPrefetch.ts";
import { reactRouterProduction, reactRouterTreeShakable } from "./build/reactRouterTreeShakable.ts";
import { reportFontModule } from "./build/reportFont.ts";
import RenderingFilesFirst from "./tests/unit/support/sequencer.ts";

/** Unit test files that replace a module or a global for their own tests. */
const ISOLATED_TEST_FILES = readdirSync("tests/unit", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`)
  .filter((file) =>
    /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/.test(readFileSync(file, "utf8")),
  );

// The build's plugins live in build/, one a file; this is the list, in order, and Vite's options.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    messageCatalogs(),
    chakraThemeModule(),
    chakraLazyGlobalCss(),
    chakraGlobalCssLeftOut(),
    chakraTokensPrecomputed(),
    reportFontModule(),
    html2canvasPatched(),
    reactRouterTreeShakable(),
    reactRouterLinkPrefetchLeftOut(),
    contentSecurityPolicyMeta(),
    earlyStartScript(),
    firstLoadCompiledEagerly(),
  ],
  resolve: {
    alias:
      command === "build"
        ? [...reactRouterProduction, chakraForwardedProps]
        : [chakraForwardedPropsChecked],
  },
  define: BUILD_CONSTANTS,
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    target: "es2022",
    // Every browser the es2022 target runs in has <link rel="modulepreload"> but Safari before 17,
    // which then just loads the runtime chunk on demand: no need to ship the polyfill to all.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The preview chunk (React-PDF and PDF.js) is ~1.6 MB (560 kB gzip) and loads only when Preview
    // is opened; the warning is for chunks on the first load, which stay far below this.
    chunkSizeWarningLimit: 1700,
    rolldownOptions: {
      // The page's app and, loaded before it, the early start (earlyStartScript); the prerendering's
      // server build (scripts/prerender.mjs) names its own entry.
      input: isSsrBuild ? undefined : { index: "index.html", [EARLY_ENTRY]: "src/startEarly.ts" },
      treeshake: {
        propertyReadSideEffects: false,
        // @emotion/react imports hoist-non-react-statics (and through it react-is), CommonJS modules
        // the bundler cannot see are unused, for withTheme alone, which the app never calls.
        moduleSideEffects: [
          { test: /node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false },
          // The variant's room is pure (src/variant/README.md): what the first load takes from its
          // index (resolving the checklist in use) must not bring the file and link codecs with it.
          { test: /\/src\/variant\//, sideEffects: false },
        ],
        manualPureFunctions: [
          "defineRecipe",
          "defineSlotRecipe",
          "createAnatomy",
          ...chakraAnatomyKeyCalls(),
        ],
      },
    },
  },
  test: {
    environment: "jsdom",
    // Chakra is compiled with the app, not loaded by Node as it ships, so that the alias above puts
    // the app's answer to "which props does an element take" in Emotion's place, checked.
    server: { deps: { inline: [/@chakra-ui\/react/] } },
    setupFiles: ["tests/unit/setup.ts"],
    css: false,
    // Component tests render the whole checklist; on a busy 2-core CI machine some take seconds.
    testTimeout: 30_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one at a
    // time: two workers there took the unit tests from 242 to 153 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: RenderingFilesFirst },
    // A test file alone in a fresh worker imports React, Chakra, jsdom's globals and the app again:
    // on a 2-core host that was 40 % of the unit tests' time. Files that replace a module or a
    // global (vi.mock, vi.stubGlobal…) still get a worker of their own, since what they replace
    // would leak into the files after them; the others share their workers' imports.
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED_TEST_FILES } },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: ISOLATED_TEST_FILES,
          isolate: false,
        },
      },
    ],
  },
}));
