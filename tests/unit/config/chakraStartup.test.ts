// Chakra's global CSS built only when read (config/chakraStartup.ts), and the system a built page
// provides (src/app/theme/system.ts), whose global CSS is the prerendered stylesheet's.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withLazyGlobalCss } from "../../../config/chakraStartup";
import { system } from "../../../src/app/theme/system";

function installedCreateSystemSource(): string {
  const require = createRequire(import.meta.url);
  // The package's exports name no file inside it; its entry sits beside the module we patch.
  const entry = require.resolve("@chakra-ui/react");
  const esm = join(entry, "../../esm/styled-system/system.js");
  return readFileSync(esm, "utf8");
}

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

  it("anywhere else (dev server, tests, the export benchmark's page), is the system itself", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    const theme = await import("../../../src/app/theme/system");
    expect(theme.pageSystem).toBe(theme.system);
  });
});
