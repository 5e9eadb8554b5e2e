// Chakra UI's start-up work that a built page does not need.
//
// `createSystem` builds, besides what styling each element needs, the page's whole global CSS at
// once: the reset, the global styles and a CSS variable for every token, in light and dark
// (`system._global`), which `ChakraProvider` then writes into the page through Emotion. A built
// page already has all of it: the build's prerendering writes it to the stylesheet every page links
// (scripts/prerender.mjs). Building it in the browser anyway cost about a third of createSystem
// (measured with the CPU slowed 4×, DevTools profiler: getTokenCss alone 180 ms of 540 ms), and
// writing it out again through Emotion more at hydration.
//
// This plugin makes `_global` lazy: built the first time something reads it, so a page that never
// renders it never builds it. src/app/theme/system.ts gives a built page a system whose global CSS
// is empty (the stylesheet has it); the prerendering, the dev server, the unit tests and the export
// benchmark's page still read it, and get it built exactly as before. Nothing else changes: the
// same function builds the same CSS, only later or not at all.
//
// The change is to Chakra's own module, as text, so it is checked: if an upgrade of Chakra writes
// createSystem differently, the build fails here rather than quietly building the CSS again.
//
// The browser's build goes one step further (chakraGlobalCssLeftOut below): every page it serves is
// prerendered, so no page of it ever reads `_global`, and the code that builds the global CSS is
// left out of it: Chakra's reset (preflight), the serializer only the global CSS uses, and the
// theme's and the app's global styles (src/app/theme/system.ts). Measured: 1.9 KiB gzip of the
// first load (133,022 to 131,051 bytes). The prerendering, the dev server, the unit tests and the
// export benchmark's page (bench/vite.config.ts) are other builds, and keep it all; the prerendered
// stylesheet is byte for byte what it was.

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ConfigEnv, Plugin } from "vite";

/** The folder of Chakra's styled-system modules: its package's exports name none of them. */
export function chakraStyledSystemDir(): string {
  const entry = createRequire(import.meta.url).resolve("@chakra-ui/react");
  return join(dirname(entry), "../esm/styled-system");
}

/** Chakra's module that defines createSystem, which the build's plugins change. */
export const CREATE_SYSTEM_MODULE =
  /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

/**
 * The browser's build of the app alone: not the prerendering's (build.ssr, scripts/prerender.mjs),
 * which writes the global CSS and styles the pages with Chakra's own system, nor the dev server.
 */
export const browserBuildOnly = (_config: unknown, { command, isSsrBuild }: ConfigEnv) =>
  command === "build" && !isSsrBuild;

const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const RETURNED = "\n    _global,\n";

/** createSystem's source with `_global` built on first read instead of at once. */
export function withLazyGlobalCss(source: string): string {
  if (!source.includes(EAGER) || source.split(RETURNED).length !== 2)
    throw new Error(
      "@chakra-ui/react's createSystem no longer builds _global as build/chakraStartup.ts expects",
    );
  return source
    .replace(EAGER, "let _global;")
    .replace(
      RETURNED,
      "\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n",
    );
}

export function chakraLazyGlobalCss(): Plugin {
  return {
    name: "chakra-lazy-global-css",
    apply: "build",
    transform: {
      filter: { id: CREATE_SYSTEM_MODULE },
      handler: (code) => ({ code: withLazyGlobalCss(code), map: null }),
    },
  };
}

/** createSystem's functions that build the global CSS, the only three `_global` is made of. */
const GLOBAL_CSS_BUILDERS = ["getPreflightCss", "getGlobalCss", "getTokenCss"] as const;
// The serializer that turns the global styles' selectors into CSS; nothing else in createSystem
// calls it, and the bundler cannot tell that making it has no side effect.
const SERIALIZE =
  "  const serialize = createSerializeFn({\n    conditions,\n    isValidProperty\n  });\n";

/**
 * createSystem's source with the global CSS's builders replaced by a function that says why there
 * is none, which leaves Chakra's reset and the serializer unused, for the bundler to drop. Only for
 * a build whose every page has the global CSS in its stylesheet already.
 */
export function withGlobalCssLeftOut(source: string): string {
  const unexpected = (what: string) =>
    new Error(
      `@chakra-ui/react's createSystem no longer ${what} as build/chakraStartup.ts expects`,
    );
  let leftOut = source;
  for (const name of GLOBAL_CSS_BUILDERS) {
    // The whole function: from its head to the first closing brace as indented as the head.
    const builder = new RegExp(`\\n  function ${name}\\(\\) \\{\\n[^]*?\\n  \\}\\n`, "g");
    if (leftOut.match(builder)?.length !== 1) throw unexpected(`defines ${name}()`);
    leftOut = leftOut.replace(
      builder,
      `\n  function ${name}() {\n    return globalCssLeftOut();\n  }\n`,
    );
  }
  if (!leftOut.includes(SERIALIZE)) throw unexpected("makes its serializer");
  leftOut = leftOut.replace(SERIALIZE, "");
  if (/\bserialize\(/.test(leftOut)) throw unexpected("serializes only the global CSS");
  return `${leftOut}
function globalCssLeftOut() {
  throw new Error("This build leaves Chakra's global CSS to the prerendered stylesheet (build/chakraStartup.ts)");
}
`;
}

/**
 * The browser's build of the app: Chakra's global CSS is left out, and `__GLOBAL_CSS_PRERENDERED__`
 * is true (false in every other build: build/buildConstants.ts).
 */
export function chakraGlobalCssLeftOut(): Plugin {
  return {
    name: "chakra-global-css-left-out",
    apply: browserBuildOnly,
    config: () => ({ define: { __GLOBAL_CSS_PRERENDERED__: "true" } }),
    transform: {
      filter: { id: CREATE_SYSTEM_MODULE },
      handler: (code) => ({ code: withGlobalCssLeftOut(code), map: null }),
    },
  };
}
