// Chakra's token dictionary as the browser's build receives it: built at build time by Chakra's own
// code from this app's theme (build/chakraTokens.ts), shipped as compact data, and restored here
// with a few hundred map insertions instead of Chakra's walk, middlewares, transforms and reference
// expansion over every token (the largest piece left of the system's start-up).
//
// What is restored is exactly what Chakra's dictionary gives the styling that runs in a page: each
// token's value and CSS variable, the values of each category, the colour palettes, and the same
// reference expansion. The build checks that every one of them equals Chakra's before it ships
// (build/chakraTokens.ts). What only the global CSS and Chakra's tooling read (every conditional
// token, the CSS variables by condition, the tokens by category) is not shipped: reading it throws,
// saying why, rather than answering wrongly.

import type { SystemContext } from "@chakra-ui/react";

type TokenDictionary = SystemContext["tokens"];

/**
 * One token: its path joined by `|` (a path's parts may hold `.` or `/`, as `spacing.0.5` and
 * `sizes.1/2` do), its value, and three optional fields:
 * - whether it is semantic (its value depends on a condition, so `system.token()` gives its
 *   variable);
 * - what it stands for in style values where that is not its own CSS variable
 *   (`calc(var(--chakra-spacing-1) * -1)`), or null;
 * - its CSS variable, where it is not the one its path names (a negative spacing has its positive's).
 */
export type CompactToken =
  | [path: string, value: TokenValue]
  | [path: string, value: TokenValue, semantic: 0 | 1]
  | [path: string, value: TokenValue, semantic: 0 | 1, reference: string | null]
  | [path: string, value: TokenValue, semantic: 0 | 1, reference: string | null, variable: string];

/** A token's value: a string, or a number (z-indices, opacities) as Chakra keeps it. */
export type TokenValue = string | number;

export interface CompactTokenDictionary {
  prefix: string;
  /** In the order of Chakra's style values (its flatMap), which its category values keep. */
  tokens: CompactToken[];
  /**
   * The order of Chakra's tokens by name (its tokenMap), where it differs: runs of `tokens`, each
   * its first index and length.
   */
  tokenOrder: [start: number, length: number][];
  /**
   * Each palette's name, and the virtual palette variables it sets, with what each refers to: a
   * variable written as its suffix alone stands for the pair the palette's name gives
   * (`"-50"` in `teal`: `--chakra-colors-color-palette-50` → `var(--chakra-colors-teal-50)`), as
   * nearly all are; any other pair is written out.
   */
  colorPalettes: [name: string, variables: (string | [name: string, reference: string])[]][];
}

/** A palette's variable and what it refers to, from the suffix they share (see colorPalettes). */
export function colorPalettePair(
  name: string,
  suffix: string,
  prefix: string,
  cssVar: ChakraTokenHelpers["cssVar"],
): [name: string, reference: string] {
  return [
    cssVar(`colors-colorPalette${suffix}`, { prefix }).var,
    cssVar(`colors-${name.replaceAll(".", "-")}${suffix}`, { prefix }).ref,
  ];
}

export const PATH_SEPARATOR = "|";

/** The pieces of Chakra the restoring uses, passed in: its package exports none of them. */
export interface ChakraTokenHelpers {
  cssVar(name: string, options?: { prefix?: string }): { var: string; ref: string };
  esc(selector: string): string;
  expandTokenReferences(value: string, resolve: (path: string) => string | undefined): string;
  // Chakra's own signature: memoizes a function of any arguments.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  memo<T extends (...args: any[]) => any>(fn: T): T;
  TOKEN_PATH_REGEX: RegExp;
}

/** A restored token: what a page reads of one (its name, path, value and variable). */
export interface RestoredToken {
  name: string;
  path: string[];
  value: TokenValue;
  originalValue: TokenValue;
  extensions: {
    category: string;
    prop: string;
    condition: "base";
    cssVar: { var: string; ref: string };
  };
}

/** The restored dictionary: Chakra's, less what a page never reads, plus `system.token`'s map. */
export interface RestoredTokenDictionary extends Omit<
  TokenDictionary,
  "getByName" | "tokenMap" | "allTokens" | "categoryMap" | "cssVarMap" | "registerToken"
> {
  getByName(name: string): RestoredToken | undefined;
  tokenMap: Map<string, RestoredToken>;
  /** What createSystem's getTokenMap builds for `system.token`: each token's value and variable. */
  systemTokenMap: Map<string, { value: TokenValue; variable: string }>;
  readonly allTokens: never;
  readonly categoryMap: never;
  readonly cssVarMap: never;
  registerToken(): never;
}

function notShipped(what: string): never {
  throw new Error(
    `This build restores Chakra's token dictionary from precomputed data, without ${what} (src/app/theme/precomputedTokens.ts)`,
  );
}

/** Chakra's token dictionary, restored from what the build computed. */
export function restoreTokenDictionary(
  data: CompactTokenDictionary,
  chakra: ChakraTokenHelpers,
): RestoredTokenDictionary {
  const { prefix } = data;
  const formatTokenName = (path: string[]) => path.join(".");
  const formatCssVar = (path: string[], prefixOfVar: string) =>
    chakra.cssVar(path.join("-"), { prefix: prefixOfVar });

  const tokens: RestoredToken[] = [];
  const flatMap = new Map<string, string>();
  const byCategory = new Map<string, Record<string, string>>();
  for (const [joinedPath, value, , reference, variable] of data.tokens) {
    const path = joinedPath.split(PATH_SEPARATOR);
    const name = formatTokenName(path);
    const category = path[0] ?? "";
    const prop = formatTokenName(path.slice(1));
    const cssVar = variable
      ? { var: variable, ref: `var(${variable})` }
      : formatCssVar(path, prefix);
    tokens.push({
      name,
      path,
      value,
      originalValue: value,
      extensions: { category, prop, condition: "base", cssVar },
    });
    const flat = reference ?? cssVar.ref;
    flatMap.set(name, flat);
    let values = byCategory.get(category);
    if (!values) byCategory.set(category, (values = {}));
    values[prop] = flat;
  }
  const tokenMap = new Map<string, RestoredToken>();
  const systemTokenMap = new Map<string, { value: TokenValue; variable: string }>();
  for (const [start, length] of data.tokenOrder)
    for (let index = start; index < start + length; index++) {
      const token = tokens[index];
      if (!token) throw new Error(`The precomputed token order names no token ${index}`);
      tokenMap.set(token.name, token);
      const { ref } = token.extensions.cssVar;
      systemTokenMap.set(token.name, {
        value: data.tokens[index]?.[2] ? ref : token.value,
        variable: ref,
      });
    }
  const colorPaletteMap = new Map(
    data.colorPalettes.map(([name, variables]) => [
      name,
      new Map(
        variables.map((entry) =>
          typeof entry === "string" ? colorPalettePair(name, entry, prefix, chakra.cssVar) : entry,
        ),
      ),
    ]),
  );
  const byCategoryJson = Object.fromEntries(byCategory);
  const getByName = (name: string) => tokenMap.get(name);

  // From here on, Chakra's createTokenDictionary's own functions, over the restored maps.
  const colorMix = (value: string, tokenFn: (path: string) => string | undefined) => {
    if (!value || typeof value !== "string") return { invalid: true, value } as const;
    const [colorPath, rawOpacity] = value.split("/");
    if (!colorPath || !rawOpacity) return { invalid: true, value: colorPath } as const;
    const colorToken = tokenFn(colorPath);
    const opacityToken = getByName(`opacity.${rawOpacity}`)?.value;
    if (!opacityToken && isNaN(Number(rawOpacity)))
      return { invalid: true, value: colorPath } as const;
    const percent = opacityToken ? `${Number(opacityToken) * 100}%` : `${rawOpacity}%`;
    const color = colorToken ?? colorPath;
    return {
      invalid: false,
      color,
      value: `color-mix(in srgb, ${color} ${percent}, transparent)`,
    } as const;
  };
  const getVar = chakra.memo(
    (value: string, fallback?: string): string | undefined => flatMap.get(value) ?? fallback,
  );
  const getCategoryValues = chakra.memo(
    (category: string) => (byCategoryJson[category] ?? null) as Record<string, string>,
  );
  const expandReferenceInValue = chakra.memo((value: string) =>
    chakra.expandTokenReferences(value, (path) => {
      if (!path) return;
      if (path.includes("/")) {
        const mix = colorMix(path, (v) => getVar(v));
        if (mix.invalid) throw new Error(`Invalid color mix at ${path}: ${mix.value}`);
        return mix.value;
      }
      const resolved = getVar(path);
      if (resolved) return resolved;
      return chakra.TOKEN_PATH_REGEX.test(path) ? chakra.esc(path) : path;
    }),
  );

  return {
    prefix,
    tokenMap,
    getByName,
    formatTokenName,
    formatCssVar,
    flatMap,
    colorPaletteMap,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
    systemTokenMap,
    get allTokens(): never {
      return notShipped("every token and its conditional forms");
    },
    get categoryMap(): never {
      return notShipped("the tokens by category (Chakra's query reads them)");
    },
    get cssVarMap(): never {
      return notShipped("the CSS variables by condition (the global CSS reads them)");
    },
    registerToken: () => notShipped("the means to register more tokens"),
  };
}
