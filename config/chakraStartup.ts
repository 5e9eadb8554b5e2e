// Chakra UI's start-up work that a built page does not need (issue 15).
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

import type { Plugin } from "vite";

const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const RETURNED = "\n    _global,\n";

/** createSystem's source with `_global` built on first read instead of at once. */
export function withLazyGlobalCss(source: string): string {
  if (!source.includes(EAGER) || source.split(RETURNED).length !== 2)
    throw new Error(
      "@chakra-ui/react's createSystem no longer builds _global as config/chakraStartup.ts expects",
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
      filter: { id: /node_modules\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/ },
      handler: (code) => ({ code: withLazyGlobalCss(code), map: null }),
    },
  };
}
