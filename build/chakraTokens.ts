// Chakra's token dictionary, built at build time for the browser's build.
//
// createSystem's largest piece of work on a slow phone is building the token dictionary: walking
// every token of the theme, running Chakra's middlewares (negative spacing, the virtual colour
// palette) and transforms, adding each semantic token's conditional forms, expanding references,
// and building its views. Its result depends on the theme alone, which is fixed at build time. So
// the browser's build gets it computed here, by Chakra's own code from the app's own system
// (src/app/theme/system.ts, loaded through Vite as the app is), and ships it as compact data that
// src/app/theme/precomputedTokens.ts restores. The build compares the restored dictionary with
// Chakra's, view by view, and fails on any difference.
//
// The browser's build then leaves out the theme's tokens themselves (the input, which nothing else
// in a page reads) and Chakra's dictionary-building code. The prerendering, the dev server, the unit
// tests and the export benchmark's page are other builds, and build the dictionary as before.

import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SystemContext } from "@chakra-ui/react";
import { runnerImport, type Plugin } from "vite";
import {
  PATH_SEPARATOR,
  colorPalettePair,
  restoreTokenDictionary,
  type ChakraTokenHelpers,
  type CompactToken,
  type CompactTokenDictionary,
  type RestoredTokenDictionary,
} from "../src/app/theme/precomputedTokens.ts";
import { BUILD_CONSTANTS } from "./buildConstants.ts";
import { browserBuildOnly, CREATE_SYSTEM_MODULE, chakraStyledSystemDir } from "./chakraStartup.ts";
import { chakraThemeModule } from "./chakraTheme.ts";

type TokenDictionary = SystemContext["tokens"];

// A path from the module's own, not a URL: under the unit tests' jsdom, URL is jsdom's.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Each helper the restoring takes, and the module of Chakra's styled system that defines it. */
const HELPER_MODULES: Record<keyof ChakraTokenHelpers, string> = {
  cssVar: "./css-var.js",
  esc: "./esc.js",
  expandTokenReferences: "./expand-reference.js",
  memo: "../utils/memo.js",
  TOKEN_PATH_REGEX: "./references.js",
};

/** Chakra's own helpers, loaded in Node, for the build's check and the unit tests. */
export async function chakraTokenHelpers(): Promise<ChakraTokenHelpers> {
  const dir = chakraStyledSystemDir();
  const entries = await Promise.all(
    Object.entries(HELPER_MODULES).map(async ([name, file]) => {
      const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
      return [name, module[name]] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as ChakraTokenHelpers;
}

/** The dictionary Chakra built, as the compact data the browser restores. */
export function compactTokenDictionary(
  dictionary: TokenDictionary,
  helpers: ChakraTokenHelpers,
): CompactTokenDictionary {
  const { prefix } = dictionary;
  const tokens: CompactToken[] = [];
  for (const [name, reference] of dictionary.flatMap.entries()) {
    const named = dictionary.getByName(name);
    if (!named?.extensions.cssVar)
      throw new Error(`Chakra's token ${name} has a style value but no token with a CSS variable`);
    const path = named.path;
    if (path.some((part) => part.includes(PATH_SEPARATOR)))
      throw new Error(`Chakra's token ${name} has "${PATH_SEPARATOR}" in its path`);
    const value: unknown = named.value;
    if (typeof value !== "string" && typeof value !== "number")
      throw new Error(`Chakra's token ${name} has a value that is neither text nor a number`);
    const semantic = named.extensions.conditions || named.extensions.virtual ? 1 : 0;
    const pathsVariable = helpers.cssVar(path.join("-"), { prefix });
    const variable = named.extensions.cssVar.var;
    const joined = path.join(PATH_SEPARATOR);
    // The optional fields only as far as they say what the restoring would not derive.
    tokens.push(
      variable !== pathsVariable.var
        ? [joined, value, semantic, reference, variable]
        : reference !== pathsVariable.ref
          ? [joined, value, semantic, reference]
          : semantic
            ? [joined, value, semantic]
            : [joined, value],
    );
  }
  const index = new Map(tokens.map(([path], i) => [path, i]));
  const tokenOrder: CompactTokenDictionary["tokenOrder"] = [];
  for (const token of dictionary.tokenMap.values()) {
    const i = index.get(token.path.join(PATH_SEPARATOR));
    if (i === undefined) throw new Error(`Chakra's token ${token.name} has no style value`);
    const last = tokenOrder.at(-1);
    if (last && last[0] + last[1] === i) last[1]++;
    else tokenOrder.push([i, 1]);
  }
  // Nearly every pair is the palette's name and a suffix they share: written as the suffix alone
  // (about 0.6 KiB gzip of the first load), any other pair in full.
  const paletteVariable = helpers.cssVar("colors-colorPalette", { prefix }).var;
  const colorPalettes = [...dictionary.colorPaletteMap].map(
    ([name, variables]): CompactTokenDictionary["colorPalettes"][number] => [
      name,
      [...variables].map(([variable, reference]) => {
        const suffix = variable.slice(paletteVariable.length);
        const [derived, derivedReference] = colorPalettePair(name, suffix, prefix, helpers.cssVar);
        return derived === variable && derivedReference === reference
          ? suffix
          : [variable, reference];
      }),
    ],
  );
  return { prefix, tokens, tokenOrder, colorPalettes };
}

/** What createSystem gives `system.token` and `system.token.var`, for every token name. */
function systemTokenValues(system: SystemContext, names: Iterable<string>) {
  return [...names].map((name) => [name, system.token(name), system.token.var(name)]);
}

/** Style values that exercise each kind of reference a page's styles can hold. */
function probeValues(dictionary: TokenDictionary): string[] {
  const names = [...dictionary.tokenMap.keys()];
  const colors = names.filter((name) => name.startsWith("colors.")).map((name) => name.slice(7));
  const opacities = names
    .filter((name) => name.startsWith("opacity."))
    .map((name) => name.slice(8));
  return [
    ...names.flatMap((name) => [`{${name}}`, `token(${name})`, `token(${name}, 1px)`]),
    // Mixed by a percentage, and by an opacity token where the theme has any (this one has none).
    ...colors.flatMap((color) => [
      `{colors.${color}/50}`,
      ...opacities.slice(0, 1).map((opacity) => `{colors.${color}/${opacity}}`),
    ]),
    "{spacing.4} {spacing.-4}",
    "calc({sizes.full} - {spacing.2})",
    "{colors.colorPalette.solid}",
    "{not.a.token}",
    "no reference",
    "1px solid {colors.border}",
  ];
}

interface TokenRead {
  name: string;
  path: string[];
  value: unknown;
  extensions: { category: string; prop: string; cssVar?: { var: string; ref: string } | undefined };
}

/** What a page reads of a token: its name, path, value, category, prop and CSS variable. */
function readOf(token: TokenRead | undefined) {
  if (!token) return token;
  const { name, path, value, extensions } = token;
  const { category, prop, cssVar } = extensions;
  return { name, path, value, category, prop, cssVar };
}

/**
 * Every difference between the restored dictionary and Chakra's in what a page reads of it, as
 * messages; none, when they agree. `system` is the system Chakra built with `dictionary`.
 */
export function differencesFromChakra(
  restored: RestoredTokenDictionary,
  dictionary: TokenDictionary,
  system: SystemContext,
): string[] {
  const differences: string[] = [];
  const same = (what: string, ours: unknown, chakras: unknown) => {
    const a = JSON.stringify(ours);
    const b = JSON.stringify(chakras);
    if (a === b) return;
    // For a list, the first entry that differs says more than the start of both.
    if (Array.isArray(ours) && Array.isArray(chakras) && ours.length === chakras.length) {
      const i = ours.findIndex((entry, j) => JSON.stringify(entry) !== JSON.stringify(chakras[j]));
      differences.push(
        `${what}, entry ${i}: restored ${JSON.stringify(ours[i])}, Chakra's ${JSON.stringify(chakras[i])}`,
      );
    } else differences.push(`${what}: restored ${a.slice(0, 300)}, Chakra's ${b.slice(0, 300)}`);
  };
  same("prefix", restored.prefix, dictionary.prefix);
  same("style values (flatMap)", [...restored.flatMap], [...dictionary.flatMap]);
  same("token names, in order", [...restored.tokenMap.keys()], [...dictionary.tokenMap.keys()]);
  for (const name of dictionary.tokenMap.keys()) {
    same(`token ${name}`, readOf(restored.getByName(name)), readOf(dictionary.getByName(name)));
  }
  const categories = new Set([...dictionary.categoryMap.keys(), "not-a-category"]);
  for (const category of categories)
    same(
      `values of ${category}`,
      restored.getCategoryValues(category),
      dictionary.getCategoryValues(category),
    );
  same(
    "colour palettes",
    [...restored.colorPaletteMap].map(([name, vars]) => [name, [...vars]]),
    [...dictionary.colorPaletteMap].map(([name, vars]) => [name, [...vars]]),
  );
  for (const value of probeValues(dictionary)) {
    const attempt = (expand: (v: string) => string) => {
      try {
        return expand(value);
      } catch (error) {
        return `throws ${(error as Error).message}`;
      }
    };
    same(
      `expanding ${value}`,
      attempt(restored.expandReferenceInValue),
      attempt(dictionary.expandReferenceInValue),
    );
  }
  same(
    "system.token",
    // What createSystem's token() and token.var() answer from the map (a falsy value: nothing).
    [...restored.systemTokenMap].map(([name, { value, variable }]) => [
      name,
      value || undefined,
      variable || undefined,
    ]),
    systemTokenValues(system, restored.systemTokenMap.keys()),
  );
  return differences;
}

/** The app's system as Chakra builds it, in Node, through Vite as the app's own code is built. */
async function appSystem(): Promise<SystemContext> {
  const { module } = await runnerImport<{ system: SystemContext }>("/src/app/theme/system.ts", {
    root: ROOT,
    configFile: false,
    logLevel: "error",
    plugins: [chakraThemeModule()],
    define: BUILD_CONSTANTS,
  });
  return module.system;
}

/** The compact dictionary of the app's system, checked against Chakra's. */
export async function precomputedTokenDictionary(): Promise<CompactTokenDictionary> {
  const system = await appSystem();
  const helpers = await chakraTokenHelpers();
  const data = compactTokenDictionary(system.tokens, helpers);
  const differences = differencesFromChakra(
    restoreTokenDictionary(data, helpers),
    system.tokens,
    system,
  );
  if (differences.length)
    throw new Error(
      `The precomputed token dictionary differs from Chakra's (build/chakraTokens.ts):\n${differences.slice(0, 10).join("\n")}`,
    );
  return data;
}

const DICTIONARY_CALL = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });
`;
const TOKEN_MAP_CALL = "  const tokenMap = getTokenMap(tokens);\n";
const VIRTUAL_ID = "virtual:chakra-token-dictionary";

/**
 * createSystem's source with its token dictionary restored from `virtual:chakra-token-dictionary`
 * instead of built, and `system.token`'s map taken from it.
 */
export function withPrecomputedTokens(source: string): string {
  const unexpected = (what: string) =>
    new Error(`@chakra-ui/react's createSystem no longer ${what} as build/chakraTokens.ts expects`);
  if (source.split(DICTIONARY_CALL).length !== 2) throw unexpected("builds its token dictionary");
  if (source.split(TOKEN_MAP_CALL).length !== 2) throw unexpected("builds system.token's map");
  const imports = [
    `import { restoreTokenDictionary } from ${JSON.stringify(join(ROOT, "src/app/theme/precomputedTokens.ts"))};`,
    `import precomputedTokens from "${VIRTUAL_ID}";`,
    ...Object.entries(HELPER_MODULES)
      .filter(([name]) => name !== "memo") // createSystem imports memo already
      .map(([name, file]) => `import { ${name} } from '${file}';`),
  ].join("\n");
  if (!source.includes("import { memo } from '../utils/memo.js';"))
    throw unexpected("imports memo");
  return `${imports}\n${source
    .replace(
      DICTIONARY_CALL,
      "  const tokens = restoreTokenDictionary(precomputedTokens, { cssVar, esc, expandTokenReferences, memo, TOKEN_PATH_REGEX });\n",
    )
    .replace(TOKEN_MAP_CALL, "  const tokenMap = tokens.systemTokenMap;\n")}`;
}

/**
 * The browser's build of the app: the token dictionary precomputed, and
 * `__CHAKRA_TOKENS_PRECOMPUTED__` true, so that src/app/theme/system.ts leaves out the theme's
 * tokens (false in every other build: build/buildConstants.ts).
 */
export function chakraTokensPrecomputed(): Plugin {
  const resolvedId = `\0${VIRTUAL_ID}`;
  return {
    name: "chakra-tokens-precomputed",
    apply: browserBuildOnly,
    config: () => ({ define: { __CHAKRA_TOKENS_PRECOMPUTED__: "true" } }),
    resolveId: (source) => (source === VIRTUAL_ID ? resolvedId : undefined),
    load: async (id) =>
      id === resolvedId
        ? `export default ${JSON.stringify(await precomputedTokenDictionary())};\n`
        : undefined,
    transform: {
      filter: { id: CREATE_SYSTEM_MODULE },
      handler: (code) => ({ code: withPrecomputedTokens(code), map: null }),
    },
  };
}
