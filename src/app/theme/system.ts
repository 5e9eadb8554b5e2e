// The Chakra UI system: Chakra's base config plus only the tokens and recipes this app uses.
// The full default system ships ~90 recipes; carrying only ours keeps the first load small.

import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineGlobalStyles,
} from "@chakra-ui/react";
import {
  breakpoints,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  spinnerRecipe,
  textStyles,
  semanticTokens,
  tokens,
} from "@chakra-ui/react/theme";

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

// The colour palettes the app uses: teal (its accent), gray (text, borders, secondary buttons) and
// red (errors). Chakra's other nine palettes would each add some 30 tokens and CSS variables that the
// system builds at start-up (measured: most of the main thread's start-up work is Chakra's), for
// nothing. Semantic tokens that point into a dropped palette (bg.success → green) go with it.
const PALETTES = ["gray", "teal", "red"] as const;
const PALETTE_REFERENCE = /\{colors\.([a-zA-Z]+)[.}]/g;

// Chakra types these groups as string-keyed records, which a subset of their entries still is.
function keep<T extends object>(record: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key))) as T;
}

const BASE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha"];
const KEPT_COLORS = new Set<string>([...BASE_COLORS, ...PALETTES]);

/** Whether every palette a token refers to is kept (black, white and the alphas always are). */
function refersToKeptPalettes(token: unknown): boolean {
  return [...JSON.stringify(token).matchAll(PALETTE_REFERENCE)].every(([, name]) =>
    KEPT_COLORS.has(name ?? ""),
  );
}

function keepTokensReferringToKeptPalettes<T extends object>(group: T): T {
  return Object.fromEntries(
    Object.entries(group).filter(([, token]) => refersToKeptPalettes(token)),
  ) as T;
}

const colorTokens = keep(tokens.colors, [...KEPT_COLORS]);

const semanticColorTokens = {
  ...keep(semanticTokens.colors, PALETTES),
  bg: keepTokensReferringToKeptPalettes(semanticTokens.colors.bg),
  fg: keepTokensReferringToKeptPalettes(semanticTokens.colors.fg),
  border: keepTokensReferringToKeptPalettes(semanticTokens.colors.border),
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss: {
    ...globalCss,
    ...appGlobalCss,
  },
  // Dark follows the operating system and is stored nowhere: a media query, not a class
  // toggled from saved preferences. Screens only: paper is white, so print always takes the light
  // colours, even from a dark-mode browser.
  conditions: {
    dark: "@media screen and (prefers-color-scheme: dark)",
    light: "@media not screen, (prefers-color-scheme: light)",
  },
  theme: {
    breakpoints,
    // The spinner's is the only animation.
    keyframes: keep(keyframes, ["spin"]),
    tokens: {
      ...tokens,
      colors: colorTokens,
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticColorTokens,
        teal: {
          ...semanticTokens.colors.teal,
          // Chakra's teal.600 gives white text 3.7:1; teal.700 gives 5.5:1 (WCAG AA needs 4.5:1).
          solid: { value: { _light: "{colors.teal.700}", _dark: "{colors.teal.700}" } },
        },
      },
    },
    // The heading and button recipes refer to these by name (textStyle "2xl", layerStyle "disabled").
    textStyles,
    layerStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      spinner: spinnerRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
