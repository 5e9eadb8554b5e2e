// @vitest-environment node
// Chakra's token dictionary precomputed at build time for the browser's build (build/chakraTokens.ts)
// and restored in the page (src/app/theme/precomputedTokens.ts): it must give every style exactly
// what Chakra's own dictionary gives.

import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";
import { runnerImport } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILD_CONSTANTS } from "../../../build/buildConstants";
import {
  chakraGlobalCssLeftOut,
  chakraLazyGlobalCss,
  withGlobalCssLeftOut,
  withLazyGlobalCss,
} from "../../../build/chakraStartup";
import { chakraThemeModule } from "../../../build/chakraTheme";
import {
  chakraTokenHelpers,
  chakraTokensPrecomputed,
  compactTokenDictionary,
  differencesFromChakra,
  withPrecomputedTokens,
} from "../../../build/chakraTokens";
import {
  restoreTokenDictionary,
  type ChakraTokenHelpers,
  type CompactTokenDictionary,
} from "../../../src/app/theme/precomputedTokens";
import { system } from "../../../src/app/theme/system";
import { installedCreateSystemSource } from "./installedChakra";

let helpers: ChakraTokenHelpers;
let data: CompactTokenDictionary;
beforeAll(async () => {
  helpers = await chakraTokenHelpers();
  data = compactTokenDictionary(system.tokens, helpers);
});

const differences = (changed: CompactTokenDictionary) =>
  differencesFromChakra(restoreTokenDictionary(changed, helpers), system.tokens, system);

/** An entry that must be there. */
function at<T>(list: T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`no entry ${index}`);
  return entry;
}

/** The data with one change, the rest a copy. */
function changed(change: (copy: CompactTokenDictionary) => void): CompactTokenDictionary {
  const copy = structuredClone(data);
  change(copy);
  return copy;
}

describe("the precomputed token dictionary", () => {
  it("restores, for the app's theme, everything a page reads of Chakra's dictionary", () => {
    expect(data.tokens.length).toBe(system.tokens.flatMap.size);
    expect(differences(data)).toEqual([]);
  });

  it("says where it differs from Chakra's, so the build fails on a wrong one", () => {
    const teal = data.tokens.findIndex(([path]) => path === "colors|teal|500");
    expect(differences(changed((copy) => (at(copy.tokens, teal)[1] = "#000")))).toContainEqual(
      expect.stringMatching(
        /^token colors\.teal\.500: restored .*"value":"#000".*, Chakra's .*"value":"#14b8a6"/,
      ),
    );
    const negative = data.tokens.findIndex(([path]) => path === "spacing|-4");
    expect(data.tokens[negative]).toEqual([
      "spacing|-4",
      "calc(var(--chakra-spacing-4) * -1)",
      0,
      "calc(var(--chakra-spacing-4) * -1)",
      "--chakra-spacing-4",
    ]);
    // A negative spacing's own variable is its positive's; derived from its path, it would not be.
    expect(differences(changed((copy) => at(copy.tokens, negative).splice(3)))).toContainEqual(
      expect.stringMatching(/^style values \(flatMap\), entry \d+: restored \["spacing\.-4"/),
    );
    expect(differences(changed((copy) => copy.tokenOrder.reverse())).join("\n")).toMatch(
      /^token names, in order/m,
    );
    expect(differences(changed((copy) => at(copy.colorPalettes, 0)[1].pop())).join("\n")).toMatch(
      /^colour palettes/m,
    );
    const semantic = data.tokens.findIndex(([, , semanticFlag]) => semanticFlag === 1);
    expect(differences(changed((copy) => (at(copy.tokens, semantic)[2] = 0))).join("\n")).toMatch(
      /^system\.token, entry/m,
    );
  });

  it("is data a fraction of the size of Chakra's dictionary", () => {
    const compact = JSON.stringify(data).length;
    const tokens = JSON.stringify(system.tokens.allTokens).length;
    expect(compact).toBeLessThan(tokens / 5);
  });

  it("says what it does not restore, rather than answering wrongly", () => {
    const restored = restoreTokenDictionary(data, helpers);
    expect(() => restored.allTokens).toThrow(/restores Chakra's token dictionary from precomputed/);
    expect(() => restored.categoryMap).toThrow(/tokens by category/);
    expect(() => restored.cssVarMap).toThrow(/CSS variables by condition/);
    expect(() => restored.registerToken()).toThrow(/register more tokens/);
  });
});

describe("withPrecomputedTokens", () => {
  it("has the installed createSystem restore its dictionary instead of building it", () => {
    const patched = withPrecomputedTokens(installedCreateSystemSource());
    expect(patched).not.toContain("createTokenDictionary({");
    expect(patched).toContain(
      "const tokens = restoreTokenDictionary(precomputedTokens, { cssVar, esc, expandTokenReferences, memo, TOKEN_PATH_REGEX });",
    );
    expect(patched).toContain("const tokenMap = tokens.systemTokenMap;");
    expect(patched).toContain('import precomputedTokens from "virtual:chakra-token-dictionary";');
    expect(patched).toContain("import { expandTokenReferences } from './expand-reference.js';");
  });

  it("composes with the browser build's other changes to createSystem", () => {
    const source = installedCreateSystemSource();
    const all = withPrecomputedTokens(withGlobalCssLeftOut(withLazyGlobalCss(source)));
    expect(all).toContain("const tokenMap = tokens.systemTokenMap;");
    expect(all).toContain("return globalCssLeftOut();");
  });

  it("fails the build if createSystem is written differently", () => {
    const source = installedCreateSystemSource();
    expect(() => withPrecomputedTokens("function createSystem() { return {}; }")).toThrow(
      /no longer builds its token dictionary/,
    );
    expect(() =>
      withPrecomputedTokens(source.replace("getTokenMap(tokens);", "getTokenMap(tokens, 1);")),
    ).toThrow(/no longer builds system\.token's map/);
  });
});

describe("the browser's system, with the dictionary precomputed", () => {
  let browserSystem: SystemContext;
  beforeAll(async () => {
    // The app's system as the browser's build makes it: the plugins that change createSystem there
    // (its global CSS left out, its dictionary precomputed), and the theme's tokens and global
    // styles left out of its config.
    const browserBuilds = [
      chakraLazyGlobalCss(),
      chakraGlobalCssLeftOut(),
      chakraTokensPrecomputed(),
    ];
    const { module } = await runnerImport<{ system: SystemContext }>("/src/app/theme/system.ts", {
      configFile: false,
      logLevel: "error",
      plugins: [
        chakraThemeModule(),
        ...browserBuilds.map((plugin) => ({ ...plugin, apply: undefined })),
      ],
      define: {
        ...BUILD_CONSTANTS,
        __GLOBAL_CSS_PRERENDERED__: "true",
        __CHAKRA_TOKENS_PRECOMPUTED__: "true",
      },
      // Chakra through the plugins, as the browser's build has it, not loaded by Node as it is.
      environments: { inline: { resolve: { noExternal: ["@chakra-ui/react"] } } },
    });
    browserSystem = module.system;
  }, 60_000);

  it("has no tokens in its config, and a restored dictionary", () => {
    expect(browserSystem._config.theme?.tokens).toBeUndefined();
    expect(system._config.theme?.tokens).toBeDefined();
    expect(() => browserSystem.tokens.allTokens).toThrow(/precomputed data/);
  });

  it("styles every recipe's variants, and style props of every token, as Chakra's own does", () => {
    const recipes = Object.keys(system._config.theme?.recipes ?? {});
    expect(recipes.length).toBeGreaterThan(0);
    for (const key of recipes) {
      const ours = browserSystem.getRecipeFn(key);
      const chakras = system.getRecipeFn(key);
      const variants = chakras.variantMap as Record<string, string[]>;
      for (const [variant, values] of Object.entries(variants))
        for (const value of values)
          expect(ours({ [variant]: value }), `${key} ${variant}=${value}`).toEqual(
            chakras({ [variant]: value }),
          );
    }
    // Each token by a property of its category, and by reference; colours mixed, and as palettes.
    const properties: Record<string, string> = {
      colors: "color",
      spacing: "padding",
      sizes: "width",
      radii: "borderRadius",
      fontSizes: "fontSize",
      fontWeights: "fontWeight",
      fonts: "fontFamily",
      lineHeights: "lineHeight",
      letterSpacings: "letterSpacing",
      shadows: "boxShadow",
      zIndex: "zIndex",
      borders: "border",
      durations: "transitionDuration",
      easings: "transitionTimingFunction",
      aspectRatios: "aspectRatio",
      animations: "animation",
      blurs: "blur",
      cursor: "cursor",
      breakpoints: "hideBelow",
    };
    const styles: SystemStyleObject[] = [];
    for (const name of system.tokens.tokenMap.keys()) {
      const [category = "", ...rest] = name.split(".");
      const value = rest.join(".");
      // A property chosen at run time: the style type cannot follow it.
      const byCategory = {
        [properties[category] ?? "color"]: value,
      } as unknown as SystemStyleObject;
      styles.push(byCategory, { borderColor: `{${name}}` });
      if (category === "colors") styles.push({ bg: `${value}/50` }, { colorPalette: value });
    }
    for (const style of styles)
      expect(browserSystem.css(style), JSON.stringify(style)).toEqual(system.css(style));
    expect(browserSystem.token("colors.teal.solid")).toBe(system.token("colors.teal.solid"));
    expect(browserSystem.token.var("spacing.4")).toBe(system.token.var("spacing.4"));
  });
});
