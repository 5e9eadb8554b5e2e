// Chakra UI's default theme, cut down at build time to what this app draws with, and served to the
// app as the virtual module `virtual:chakra-theme` (chakraThemeModule below; src/app/theme/system.ts).
//
// Importing `@chakra-ui/react/theme` in the app would ship all of it: twelve colour palettes, their
// ~150 semantic tokens, every keyframe, and the modules the recipes reach. Cutting it down in the
// browser still downloads and parses all of that; cutting it down here ships only the result, as
// data (measured: about 5 KiB gzip off the first load). It is read from the installed Chakra, so an
// upgrade brings its new values without editing anything here.

import type { Plugin } from "vite";

import type { ChakraThemeModule, ChakraThemeSubset } from "../src/app/theme/chakraThemeSubset.ts";

export type { ChakraThemeModule, ChakraThemeSubset };

/** The colour palettes the app uses: teal (its accent), gray (text, borders, secondary buttons), red (errors). */
export const PALETTES = ["gray", "teal", "red"] as const;

/** Colours that are not palettes and that Chakra's semantic tokens refer to. */
const BASE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha"];

/** The spinner's is the only animation. */
const KEYFRAMES = ["spin"];

const KEPT_COLORS = new Set<string>([...BASE_COLORS, ...PALETTES]);
const PALETTE_REFERENCE = /\{colors\.([a-zA-Z]+)[.}]/g;

function keep<T extends object>(record: T, keys: Iterable<string>): T {
  const wanted = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => wanted.has(key))) as T;
}

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

/** The layer styles a style object names (`layerStyle: "disabled"`), as Chakra resolves them by name. */
function layerStylesNamedIn(styles: unknown): string[] {
  return [...JSON.stringify(styles).matchAll(/"layerStyle":"([\w.]+)"/g)].map(
    ([, name]) => name ?? "",
  );
}

export function chakraThemeSubset(theme: ChakraThemeModule): ChakraThemeSubset {
  const recipes = {
    button: theme.buttonRecipe,
    container: theme.containerRecipe,
    heading: theme.headingRecipe,
    spinner: theme.spinnerRecipe,
  } satisfies ChakraThemeSubset["recipes"];
  const colors = theme.semanticTokens.colors;
  return {
    breakpoints: theme.breakpoints,
    keyframes: keep(theme.keyframes, KEYFRAMES),
    tokens: { ...theme.tokens, colors: keep(theme.tokens.colors, KEPT_COLORS) },
    semanticTokens: {
      ...theme.semanticTokens,
      // Semantic tokens that point into a dropped palette (bg.success → green) go with it.
      colors: {
        ...keep(colors, PALETTES),
        bg: keepTokensReferringToKeptPalettes(colors.bg),
        fg: keepTokensReferringToKeptPalettes(colors.fg),
        border: keepTokensReferringToKeptPalettes(colors.border),
      },
    },
    // The heading and button recipes refer to these by name (textStyle "2xl", layerStyle "disabled").
    textStyles: theme.textStyles,
    layerStyles: keep(theme.layerStyles, layerStylesNamedIn(recipes)),
    recipes,
  };
}

/**
 * The virtual module's source: the subset as object literals (JSON is one), with its tokens and the
 * theme's global styles apart from the rest, so that a build that leaves them out leaves out their
 * data too. The browser's build leaves out both: its pages have the global styles in the
 * prerendered stylesheet (build/chakraStartup.ts), and it receives the token dictionary built
 * from the tokens (build/chakraTokens.ts).
 */
async function chakraThemeModuleSource(): Promise<string> {
  const theme = await import("@chakra-ui/react/theme");
  const { tokens, semanticTokens, ...rest } = chakraThemeSubset(theme);
  return (
    `export const chakraTheme = ${JSON.stringify(rest)};\n` +
    `export const chakraTokens = ${JSON.stringify({ tokens, semanticTokens })};\n` +
    `export const chakraGlobalCss = ${JSON.stringify(theme.globalCss)};\n`
  );
}

/** The Vite plugin that serves `virtual:chakra-theme`, for every build that includes the app. */
export function chakraThemeModule(): Plugin {
  const id = "virtual:chakra-theme";
  const resolvedId = `\0${id}`;
  return {
    name: "chakra-theme-subset",
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load: (loadedId) => (loadedId === resolvedId ? chakraThemeModuleSource() : undefined),
  };
}
