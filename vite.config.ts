import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { BUILD_CONSTANTS } from "./config/buildConstants.ts";
import { chakraGlobalCssLeftOut, chakraLazyGlobalCss } from "./config/chakraStartup.ts";
import { chakraThemeModule } from "./config/chakraTheme.ts";
import { chakraTokensPrecomputed } from "./config/chakraTokens.ts";
import { firstLoadCompiledEagerly } from "./config/compileHints.ts";
import { contentSecurityPolicy } from "./config/contentSecurityPolicy.ts";
import { html2canvasPatched } from "./config/html2canvasPatches.ts";
import { reactRouterLinkPrefetchLeftOut } from "./config/reactRouterPrefetch.ts";
import { reportFontModule } from "./config/reportFont.ts";
import { EARLY_INPUT_SCRIPT } from "./src/app/earlyInput/earlyInputScript.ts";

// The policy goes into the built index.html only: the dev server injects an inline script (React
// Fast Refresh's preamble) that a policy without 'unsafe-inline' would refuse.
//
// With it, the one inline script the policy admits by its hash: the early-input capture
// (src/app/earlyInput), which holds taps made before the app responds. Only the built pages need
// it, since only they arrive with buttons already drawn. It goes right after the policy and before
// the stylesheet: an inline script after a stylesheet that is still loading waits for it, and this
// one must be listening before the first button shows.
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: "content-security-policy-meta",
    apply: "build",
    // Right after the charset, before any script or style: a policy in a <meta> covers only what
    // comes after it.
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html lost its ${charset}`);
      return html.replace(
        charset,
        `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />` +
          `\n    <script>${EARLY_INPUT_SCRIPT}</script>`,
      );
    },
  };
}

// react-router's package exports point every bundler at its development build, whose only
// difference is that its dev warnings are switched on; the production build drops them.
const reactRouterProduction = {
  "react-router": fileURLToPath(
    new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
  ),
  "react-router/dom": fileURLToPath(
    new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
  ),
};

/**
 * react-router ships one module for everything, and two things in it look like side effects to the
 * bundler: components named for React DevTools at module level (`Form.displayName = "Form"`), and
 * components and contexts made by unannotated calls (`var Form = React10.forwardRef(…)`). Each keeps
 * its component, and all it reaches, whether or not the app uses it: Form, fetchers,
 * ScrollRestoration. Dropping the names (DevTools is all they are for) and marking the calls pure
 * lets the unused ones go (measured: 1.4 KiB gzip of the first load).
 */
function reactRouterTreeShakable(): Plugin {
  return {
    name: "react-router-tree-shakable",
    apply: "build",
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/^\s*[\w$.]+\.displayName = "[^"\n]*";$/gm, "")
          .replace(
            /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm,
            "var $1 = /* @__PURE__ */ $2(",
          );
        return shakable === code ? undefined : { code: shakable, map: null };
      },
    },
  };
}

/**
 * Chakra's theme modules build every recipe at import time: `defineSlotRecipe({ slots:
 * accordionAnatomy.keys(), … })`. The bundler drops the recipes the app never uses, but keeps those
 * calls as possible side effects, and with them the anatomies and recipes they reach (measured:
 * about 10 kB of the first load). They are pure; saying so lets them go. The names are read from the
 * installed Chakra, so a new recipe is covered without editing this list.
 */
function chakraAnatomyKeyCalls(): string[] {
  const recipes = fileURLToPath(
    new URL("./node_modules/@chakra-ui/react/dist/esm/theme/recipes", import.meta.url),
  );
  const names = new Set<string>();
  for (const file of readdirSync(recipes)) {
    const source = readFileSync(`${recipes}/${file}`, "utf8");
    for (const [, name] of source.matchAll(/slots: (\w+Anatomy)\.keys\(\)/g))
      names.add(`${name}.keys`);
  }
  return [...names];
}

/**
 * Loads src/startEarly.ts, an entry of its own, before the app's script on every built page: it builds
 * Chakra's system while the rest of the app is still arriving (see the module). Its script tag goes
 * right before the app's, which the prerendering keeps (scripts/prerender.mjs puts the stylesheet
 * before the first module script).
 */
function earlyStartScript(): Plugin {
  // The entry's own file, when the page loads the chunk it imports instead: nothing loads it.
  let bypassed: string | undefined;
  return {
    name: "early-start-script",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (bypassed !== undefined) Reflect.deleteProperty(bundle, bypassed);
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === EARLY_ENTRY,
        );
        const appScript = /(\s*)<script type="module"/;
        if (!early || early.type !== "chunk" || !appScript.test(html))
          throw new Error("index.html: no early-start entry, or no module script to put it before");
        // The entry only imports the chunk that holds the system (it is shared with the app's
        // script): that chunk is loaded directly, saving a request on the way.
        const [only] = early.imports;
        const facade =
          early.imports.length === 1 && early.code.replace(/import\s*"[^"]+";?/g, "").trim() === "";
        const src = facade && only !== undefined ? only : early.fileName;
        if (src !== early.fileName) bypassed = early.fileName;
        // The chunk is loaded as a script now: its modulepreload line would name it twice.
        const preload = `<link rel="modulepreload" crossorigin href="/${src}">`;
        return html
          .replace(
            appScript,
            `$1<script type="module" crossorigin src="/${src}"></script>$1<script type="module"`,
          )
          .split("\n")
          .filter((line) => line.trim() !== preload)
          .join("\n");
      },
    },
  };
}

const EARLY_ENTRY = "startEarly";

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
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
        ? Object.entries(reactRouterProduction).map(([name, path]) => ({
            find: new RegExp(`^${name}$`),
            replacement: path,
          }))
        : [],
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
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    css: false,
    // Component tests render the whole checklist; on a busy 2-core CI machine some take seconds.
    testTimeout: 30_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine runs the files one at a
    // time: two workers there took the unit tests from 242 to 153 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
