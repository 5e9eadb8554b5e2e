// @vitest-environment node
// The build's cut-down Chakra theme (build/chakraTheme.ts) must still hold everything the app and
// the kept recipes name: a missing token fails silently in the browser (the style just is not
// applied), so these tests are what notices.

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as fullTheme from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import {
  chakraGlobalCss,
  chakraTheme as chakraThemeRest,
  chakraTokens,
} from "virtual:chakra-theme";
import { PALETTES, chakraThemeSubset } from "../../../build/chakraTheme";

/** Every token path in a token group: `teal.700`, `bg` (for bg.DEFAULT), `bg.muted`. */
function tokenPaths(group: object, prefix = ""): string[] {
  return Object.entries(group).flatMap(([key, token]: [string, unknown]) => {
    const path = key === "DEFAULT" ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (token && typeof token === "object" && "value" in token) return [path];
    return token && typeof token === "object" ? tokenPaths(token, `${path}.`) : [];
  });
}

// The module serves the tokens apart from the rest (the browser's build leaves them out); whole,
// they are the subset.
const chakraTheme = { ...chakraThemeRest, ...chakraTokens };

const colorPaths = new Set([
  ...tokenPaths(chakraTheme.tokens.colors),
  ...tokenPaths(chakraTheme.semanticTokens.colors),
]);

/** The app's source files, read as text. */
function appSources(): { file: string; text: string }[] {
  // A path, not a URL: under jsdom, URL is jsdom's, which node:fs does not take.
  const root = resolve("src");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
}

describe("the build's Chakra theme", () => {
  it("is the subset build/chakraTheme.ts makes of the installed Chakra theme", () => {
    expect(chakraTheme).toEqual(JSON.parse(JSON.stringify(chakraThemeSubset(fullTheme))));
  });

  it("serves the tokens apart from the rest, so that the browser's build can leave them out", () => {
    expect(Object.keys(chakraTokens).sort()).toEqual(["semanticTokens", "tokens"]);
    expect(chakraThemeRest).not.toHaveProperty("tokens");
    expect(chakraThemeRest).not.toHaveProperty("semanticTokens");
  });

  it("has Chakra's global styles whole, apart from the rest (the browser's build leaves them out)", () => {
    expect(chakraGlobalCss).toEqual(JSON.parse(JSON.stringify(fullTheme.globalCss)));
    expect(chakraTheme).not.toHaveProperty("globalCss");
  });

  it("keeps only the app's palettes", () => {
    const palettes = Object.keys(chakraTheme.tokens.colors).filter(
      (name) => typeof chakraTheme.tokens.colors[name as "teal"]?.["500"] === "object",
    );
    expect(palettes.sort()).toEqual([...PALETTES, "blackAlpha", "whiteAlpha"].sort());
    expect(Object.keys(fullTheme.tokens.colors).length).toBeGreaterThan(palettes.length + 4);
    expect(Object.keys(chakraTheme.keyframes)).toEqual(["spin"]);
    expect(Object.keys(chakraTheme.recipes).sort()).toEqual([
      "button",
      "container",
      "heading",
      "spinner",
    ]);
  });

  it("resolves every colour reference it holds", () => {
    const references = [...JSON.stringify(chakraTheme).matchAll(/\{colors\.([\w.]+)\}/g)].map(
      ([, path]) => path,
    );
    expect(references.length).toBeGreaterThan(50);
    expect(references.filter((path) => !colorPaths.has(path ?? ""))).toEqual([]);
  });

  it("has every layer style and text style the kept recipes name", () => {
    const named = (kind: string) =>
      [...JSON.stringify(chakraTheme.recipes).matchAll(new RegExp(`"${kind}":"([\\w.]+)"`, "g"))]
        .map(([, name]) => name ?? "")
        .filter((name, index, all) => all.indexOf(name) === index);
    expect(named("layerStyle")).toEqual(["disabled"]);
    for (const name of named("layerStyle")) expect(chakraTheme.layerStyles).toHaveProperty(name);
    expect(named("textStyle").length).toBeGreaterThan(5);
    for (const name of named("textStyle")) expect(chakraTheme.textStyles).toHaveProperty(name);
  });

  it("has every colour and palette the app's components use", () => {
    const used = appSources().flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /\b(color|bg|borderColor|outlineColor|colorPalette)(?:=|: )"([a-zA-Z][\w.]*)"/g,
        ),
      ].map(([, prop, value]) => ({ file, prop: prop ?? "", value: value ?? "" })),
    );
    expect(used.length).toBeGreaterThan(40);
    const missing = used.filter(({ prop, value }) =>
      prop === "colorPalette"
        ? !(PALETTES as readonly string[]).includes(value)
        : !colorPaths.has(value),
    );
    expect(missing).toEqual([]);
  });

  it("names no layer style or text style the theme lacks", () => {
    const used = appSources().flatMap(({ text }) => [
      ...text.matchAll(/\b(layerStyle|textStyle)(?:=|: )"([\w.]+)"/g),
    ]);
    for (const [, kind, name] of used) {
      const group = kind === "layerStyle" ? chakraTheme.layerStyles : chakraTheme.textStyles;
      expect(group, `${kind} "${name}"`).toHaveProperty(name ?? "");
    }
  });
});
