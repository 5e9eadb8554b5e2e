// Chakra's global CSS built only when read (build/chakraStartup.ts), left out of the browser's
// build, and the system a built page provides (src/app/theme/system.ts), whose global CSS is the
// prerendered stylesheet's.

import { afterEach, describe, expect, it, vi } from "vitest";
import { withGlobalCssLeftOut, withLazyGlobalCss } from "../../../build/chakraStartup";
import { system } from "../../../src/app/theme/system";
import { installedCreateSystemSource } from "./installedChakra";

describe("withLazyGlobalCss", () => {
  it("turns the installed createSystem's global CSS into a getter that builds it on first read", () => {
    const patched = withLazyGlobalCss(installedCreateSystemSource());
    expect(patched).not.toContain("const _global = [");
    expect(patched).toContain("let _global;");
    expect(patched).toContain(
      "get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];",
    );
  });

  it("builds, when read, exactly what createSystem built at once", () => {
    // The getter calls the same three functions in the same order; this system is Chakra's own,
    // unpatched (the unit tests load node_modules as they are).
    expect(system._global).toEqual([
      system.getPreflightCss(),
      system.getGlobalCss(),
      system.getTokenCss(),
    ]);
  });

  it("fails the build if createSystem is written differently", () => {
    expect(() => withLazyGlobalCss("function createSystem() { return {}; }")).toThrow(
      /no longer builds _global/,
    );
  });
});

describe("withGlobalCssLeftOut", () => {
  const builders = ["getPreflightCss", "getGlobalCss", "getTokenCss"];

  it("replaces the installed createSystem's global CSS builders, and nothing else calls what they did", () => {
    const source = installedCreateSystemSource();
    const leftOut = withGlobalCssLeftOut(source);
    for (const name of builders)
      expect(leftOut).toContain(`function ${name}() {\n    return globalCssLeftOut();\n  }`);
    // What the bundler can then drop: Chakra's reset and the serializer, imported but not called.
    expect(source).toContain("createPreflight(");
    expect(leftOut).toContain("import { createPreflight } from './preflight.js';");
    expect(leftOut).not.toContain("createPreflight(");
    expect(leftOut).not.toContain("createSerializeFn(");
    expect(leftOut).toContain("throw new Error(\"This build leaves Chakra's global CSS");
    // The rest is as it was, and the system still has the three, as functions that say why.
    expect(leftOut).toContain("const css = createCssFn({");
    expect(leftOut).toContain("    getTokenCss,\n    getGlobalCss,\n    getPreflightCss,\n");
  });

  it("composes with the lazy global CSS in either order, as the build's two plugins do", () => {
    const source = installedCreateSystemSource();
    expect(withLazyGlobalCss(withGlobalCssLeftOut(source))).toBe(
      withGlobalCssLeftOut(withLazyGlobalCss(source)),
    );
  });

  it("fails the build if createSystem is written differently", () => {
    const source = installedCreateSystemSource();
    expect(() => withGlobalCssLeftOut("function createSystem() { return {}; }")).toThrow(
      /no longer defines getPreflightCss\(\)/,
    );
    expect(() =>
      withGlobalCssLeftOut(source.replace("const serialize = createSerializeFn", "const s = x")),
    ).toThrow(/no longer makes its serializer/);
    expect(() =>
      withGlobalCssLeftOut(source.replace("return value;\n  };", "serialize(value);\n  };")),
    ).toThrow(/no longer serializes only the global CSS/);
  });
});

describe("the system a page provides", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.resetModules();
  });

  it("on a built page, has no global CSS of its own to write: the stylesheet has it", async () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
    vi.resetModules();
    const theme = await import("../../../src/app/theme/system");
    expect(theme.pageSystem).not.toBe(theme.system);
    expect(theme.pageSystem._global).toEqual([]);
    // Everything else is the system itself.
    expect(Object.getPrototypeOf(theme.pageSystem)).toBe(theme.system);
    expect(theme.pageSystem.css).toBe(theme.system.css);
    expect(theme.pageSystem.tokens).toBe(theme.system.tokens);
  });

  it("outside the browser's build, has the theme's and the app's global styles to build", async () => {
    const theme = await import("../../../src/app/theme/system");
    expect(theme.system._config.globalCss).toHaveProperty(".no-print");
    expect(theme.system._config.globalCss).toHaveProperty("*::selection");
    expect(JSON.stringify(theme.system.getGlobalCss())).toContain(".no-print");
    expect(JSON.stringify(theme.system.getPreflightCss())).toContain("@layer reset");
  });

  it("anywhere else (dev server, tests, the export benchmark's page), is the system itself", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    const theme = await import("../../../src/app/theme/system");
    expect(theme.pageSystem).toBe(theme.system);
  });
});
