// The Chakra UI system: Chakra's base config plus only the tokens and recipes this app uses.
// The full default system ships ~90 recipes; carrying only ours keeps the first load small.

import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineGlobalStyles,
} from "@chakra-ui/react";
// Chakra's theme, cut down to this app's palettes, recipes and keyframe at build time
// (build/chakraTheme.ts): importing "@chakra-ui/react/theme" here would ship all of it.
import { chakraGlobalCss, chakraTheme, chakraTokens } from "virtual:chakra-theme";
import { SYSTEM_BUILT_MARK } from "./systemBuiltMark";

// System fonts only: the privacy promise rules out web fonts fetched from anywhere.
const systemFontStack = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif`;

const appGlobalCss = defineGlobalStyles({
  html: { colorPalette: "teal" },
  // Motion is decoration here; people who ask the OS for less get none.
  "*, *::before, *::after": {
    _motionReduce: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important",
    },
  },
  ".no-print": { _print: { display: "none !important" } },
});

/** The theme's tokens with the app's own: its fonts, and an accent dark enough for white text. */
function appTokens() {
  const { tokens, semanticTokens } = chakraTokens;
  return {
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        teal: {
          ...semanticTokens.colors.teal,
          // Chakra's teal.600 gives white text 3.7:1; teal.700 gives 5.5:1 (WCAG AA needs 4.5:1).
          solid: { value: { _light: "{colors.teal.700}", _dark: "{colors.teal.700}" } },
        },
      },
    },
  };
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  // The browser's build has no use for these: its pages have them in the prerendered stylesheet,
  // and it cannot build global CSS (build/chakraStartup.ts).
  globalCss: __GLOBAL_CSS_PRERENDERED__ ? {} : { ...chakraGlobalCss, ...appGlobalCss },
  // Dark follows the operating system and is stored nowhere: a media query, not a class
  // toggled from saved preferences. Screens only: paper is white, so print always takes the light
  // colours, even from a dark-mode browser.
  conditions: {
    dark: "@media screen and (prefers-color-scheme: dark)",
    light: "@media not screen, (prefers-color-scheme: light)",
  },
  theme: {
    breakpoints: chakraTheme.breakpoints,
    keyframes: chakraTheme.keyframes,
    // The browser's build receives the dictionary Chakra builds from these tokens, built at build
    // time (build/chakraTokens.ts), and has no use for the tokens themselves.
    ...(__CHAKRA_TOKENS_PRECOMPUTED__ ? {} : appTokens()),
    textStyles: chakraTheme.textStyles,
    layerStyles: chakraTheme.layerStyles,
    recipes: chakraTheme.recipes,
  },
});

export const system = createSystem(defaultBaseConfig, config);
// A built page builds the system from a script of its own, before the app's has arrived
// (src/startEarly.ts): this mark shows when, in a profile and to the slow-phone test.
if (typeof performance !== "undefined") performance.mark(SYSTEM_BUILT_MARK);

/**
 * The system to provide on this page. A built page arrives with Chakra's global CSS (its reset,
 * global styles and every token's CSS variable) already in the stylesheet the build prerendered
 * with its markup (scripts/prerender.mjs): writing it again through Emotion would only redo, on
 * the main thread, what is there, and building it costs a third of createSystem on a slow phone
 * (build/chakraStartup.ts makes it built only when read). Such a page gets the same system with
 * its global CSS empty. Everywhere else (the prerendering itself, the dev server, tests) it is
 * built and written as before. The browser's build serves built pages only, and leaves the code
 * that builds it out: there, reading the system's own would throw.
 */
export const pageSystem: typeof system = globalCssIsOnThePage()
  ? // A system whose own `_global` shadows the lazy one; everything else is the same object's.
    (Object.create(system, { _global: { value: [] } }) as typeof system)
  : system;

function globalCssIsOnThePage(): boolean {
  // The build writes the stylesheet's link and the root's data-prerendered together.
  return typeof document !== "undefined" && !!document.querySelector("#root[data-prerendered]");
}
