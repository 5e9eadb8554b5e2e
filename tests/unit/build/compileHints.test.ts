// @vitest-environment node
// V8's compile hint on the first load's chunks (build/compileHints.ts): which chunks get it, where,
// and the source map that moves with it. The built files themselves are checked against the pages
// that load them by the first-load budget's browser test.

import { describe, expect, it } from "vitest";
import {
  COMPILE_HINT,
  firstLoadChunks,
  firstLoadCompiledEagerly,
  withCompileHint,
  withMappingsOneLineDown,
} from "../../../build/compileHints";

const chunk = (isEntry: boolean, imports: string[] = [], code = "export{};") => ({
  type: "chunk" as const,
  isEntry,
  imports,
  code,
});

/** A bundle shaped as this app's: two entries sharing the system, lazy chunks, a map and a font. */
function appLikeBundle() {
  return {
    "assets/index.js": chunk(true, ["assets/system.js"], "const __vite__mapDeps=0;"),
    "assets/startEarly.js": chunk(true, ["assets/system.js"]),
    "assets/system.js": chunk(false, ["assets/tokens.js"], "function e(){}"),
    "assets/tokens.js": chunk(false),
    "assets/export.js": chunk(false, ["assets/jspdf.js", "assets/system.js"]),
    "assets/jspdf.js": chunk(false),
    "assets/system.js.map": {
      type: "asset" as const,
      source: JSON.stringify({ version: 3, mappings: "AAAA,CAAC", sources: ["a.ts"] }),
    },
    "assets/report.ttf": { type: "asset" as const, source: new Uint8Array(4) },
  };
}

describe("firstLoadChunks", () => {
  it("is every entry and what it imports statically, at any depth, each once", () => {
    expect(firstLoadChunks(appLikeBundle()).sort()).toEqual([
      "assets/index.js",
      "assets/startEarly.js",
      "assets/system.js",
      "assets/tokens.js",
    ]);
  });

  it("leaves out what only a chunk loaded on demand imports, and files that are not chunks", () => {
    const firstLoad = firstLoadChunks(appLikeBundle());
    expect(firstLoad).not.toContain("assets/export.js");
    expect(firstLoad).not.toContain("assets/jspdf.js");
    expect(firstLoad).not.toContain("assets/system.js.map");
  });

  it("survives an import cycle", () => {
    const cyclic = { "a.js": chunk(true, ["b.js"]), "b.js": chunk(false, ["a.js"]) };
    expect(firstLoadChunks(cyclic).sort()).toEqual(["a.js", "b.js"]);
  });
});

describe("withCompileHint", () => {
  it("puts the hint on a line of its own before all the code, once", () => {
    const hinted = withCompileHint("const a=1;");
    expect(hinted).toBe("//# allFunctionsCalledOnLoad\nconst a=1;");
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("withMappingsOneLineDown", () => {
  it("starts the mappings with an empty line, keeping everything else", () => {
    const moved = JSON.parse(
      withMappingsOneLineDown(
        JSON.stringify({ version: 3, mappings: "AAAA;AACA", names: ["x"], sources: ["a.ts"] }),
      ),
    ) as unknown;
    expect(moved).toEqual({ version: 3, mappings: ";AAAA;AACA", names: ["x"], sources: ["a.ts"] });
  });
});

describe("the build plugin", () => {
  const plugin = firstLoadCompiledEagerly();
  const hook = plugin.generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: ReturnType<typeof appLikeBundle>) => void;
  };

  it("runs after every other plugin has written the chunks", () => {
    expect(plugin.enforce).toBe("post");
    expect(hook.order).toBe("post");
  });

  it("applies to the browser's build only: not the dev server, not the prerendering's", () => {
    const apply = plugin.apply as (
      config: object,
      env: { command: string; isSsrBuild?: boolean },
    ) => boolean;
    expect(apply({}, { command: "build", isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: "build", isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: "serve" })).toBe(false);
  });

  it("hints the first load's chunks, moves their maps, and leaves the rest as they were", () => {
    const bundle = appLikeBundle();
    hook.handler({}, bundle);
    expect(bundle["assets/index.js"].code).toBe(`${COMPILE_HINT}const __vite__mapDeps=0;`);
    expect(bundle["assets/system.js"].code).toBe(`${COMPILE_HINT}function e(){}`);
    expect(bundle["assets/tokens.js"].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle["assets/export.js"].code).toBe("export{};");
    expect(bundle["assets/jspdf.js"].code).toBe("export{};");
    expect(JSON.parse(bundle["assets/system.js.map"].source)).toMatchObject({
      mappings: ";AAAA,CAAC",
    });
  });
});
