// @vitest-environment node
// The build's changes to html2canvas (build/html2canvasPatches.ts): the installed html2canvas, as
// published and as the app's build changes it, loaded side by side, must parse every style alike,
// take a copy's frame as soon as it is ready, and write that frame only through its narrow Trusted
// Types policy.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CLONE_POLICY,
  CLONE_SKELETON,
  PARSE_CACHE_LIMIT,
  html2canvasPatched,
  patchedHtml2canvas,
  withParseCache,
  withPromptFrameLoad,
  withTrustedCloneWrite,
  withoutSourceMap,
} from "../../../build/html2canvasPatches";

type Declaration = Record<string, unknown>;
interface Html2canvasInternals {
  /** html2canvas's parsed computed style of one element, from a CSSStyleDeclaration-like object. */
  CSSParsedDeclaration: new (context: unknown, style: Record<string, string>) => Declaration;
  /** Settles with the frame once its copy of the document is ready. */
  iframeLoader: (iframe: unknown) => Promise<unknown>;
}

const installed = readFileSync(
  createRequire(import.meta.url).resolve("html2canvas/dist/html2canvas.esm.js"),
  "utf8",
);
// The class is internal to the module: each copy exports it for the test.
const EXPOSE = "\nexport { CSSParsedDeclaration, iframeLoader };\n";
let directory: string;
let published: Html2canvasInternals;
let patched: Html2canvasInternals;
/** The copy with only the third change, and the function it writes the frame's markup through. */
let cloneWrite: {
  trustedCloneSkeleton: (html: string) => unknown;
  serializeDoctype: (doctype: unknown) => string;
};

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "html2canvas-parse-cache-"));
  const load = async (name: string, source: string) => {
    const file = join(directory, name);
    // Without the published source map's comment: the copies have no map beside them.
    writeFileSync(file, withoutSourceMap(source) + EXPOSE);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Html2canvasInternals;
  };
  published = await load("published.mjs", installed);
  patched = await load("patched.mjs", patchedHtml2canvas(installed));
  const file = join(directory, "clone-write.mjs");
  writeFileSync(
    file,
    withoutSourceMap(withTrustedCloneWrite(installed)) +
      "\nexport { trustedCloneSkeleton, serializeDoctype };\n",
  );
  cloneWrite = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof cloneWrite;
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

const context = () => ({ cache: { addImage: vi.fn() }, logger: {} });

// Computed styles as the browser reports them for the report's elements (ReportTree), and values
// of every kind html2canvas parses: identifiers, lengths, colours, lists, transforms, fonts, none.
const STYLES: Record<string, string>[] = [
  {},
  {
    display: "block",
    color: "rgb(26, 32, 44)",
    fontFamily: '"Noto Sans Report", "Noto Sans", Arial, sans-serif',
    fontSize: "15px",
    fontWeight: "700",
    lineHeight: "21px",
    marginTop: "0px",
    paddingLeft: "26px",
    textIndent: "-26px",
    borderLeftWidth: "3px",
    borderLeftStyle: "solid",
    borderLeftColor: "rgb(203, 213, 224)",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  {
    display: "inline-block",
    position: "absolute",
    boxSizing: "border-box",
    width: "6px",
    borderTopLeftRadius: "3px",
    backgroundColor: "rgb(15, 118, 110)",
    transform: "matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)",
    opacity: "0.5",
    boxShadow: "rgba(0, 0, 0, 0.1) 0px 1px 3px 0px, rgba(0, 0, 0, 0.06) 0px 1px 2px 0px",
    textShadow: "none",
    backgroundImage: "linear-gradient(rgb(255, 255, 255), rgba(0, 0, 0, 0))",
    overflow: "hidden auto",
    zIndex: "auto",
    textDecorationLine: "underline",
  },
];

describe("html2canvas's parse(), cached", () => {
  it("parses every style as the published html2canvas does", () => {
    for (const style of STYLES) {
      expect(new patched.CSSParsedDeclaration(context(), style)).toEqual(
        new published.CSSParsedDeclaration(context(), style),
      );
    }
  });

  it("parses a value once, and gives every element with it the same parsed value", () => {
    const style = STYLES[2] ?? {};
    const first = new patched.CSSParsedDeclaration(context(), style);
    const second = new patched.CSSParsedDeclaration(context(), { ...style });
    expect(second.transform).toBe(first.transform);
    expect(second.boxShadow).toBe(first.boxShadow);
    // As published, each element parses its own.
    const unshared = new published.CSSParsedDeclaration(context(), style);
    expect(new published.CSSParsedDeclaration(context(), style).transform).not.toBe(
      unshared.transform,
    );
  });

  it("parses an image again for every call, so that each html2canvas call loads it", () => {
    const style = { backgroundImage: 'url("https://example.test/tick.png")' };
    const calls = [context(), context()];
    const parsed = calls.map((each) => new patched.CSSParsedDeclaration(each, style));
    for (const each of calls)
      expect(each.cache.addImage).toHaveBeenCalledWith("https://example.test/tick.png");
    expect(parsed[0]).toEqual(new published.CSSParsedDeclaration(context(), style));
  });

  it("stays right past the cache's limit", () => {
    for (let width = 0; width <= PARSE_CACHE_LIMIT + 10; width++)
      new patched.CSSParsedDeclaration(context(), { width: `${width}px` });
    for (const style of STYLES)
      expect(new patched.CSSParsedDeclaration(context(), style)).toEqual(
        new published.CSSParsedDeclaration(context(), style),
      );
  });

  it("fails the build if html2canvas writes parse() differently", () => {
    expect(() =>
      withParseCache(installed.replace("var parse = function", "function parse")),
    ).toThrow(/no longer defines parse\(\)/);
  });
});

describe("html2canvas's copy of the document, taken up as it loads", () => {
  /** A frame whose document is ready or not; `load()` fires its load event. */
  function frame(ready: boolean) {
    const document = { body: { childNodes: [{}] }, readyState: ready ? "complete" : "loading" };
    const contentWindow: { document: typeof document; onload: (() => void) | null } = {
      document,
      onload: null,
    };
    return { contentWindow, onload: null, load: () => contentWindow.onload?.(), document };
  }
  /** How long after its load the loader settles, in ms, to 10 ms; the copy is ready at once or at 20 ms. */
  async function settledAfter(loader: Html2canvasInternals["iframeLoader"], readyAtLoad: boolean) {
    vi.useFakeTimers();
    try {
      const target = frame(readyAtLoad);
      let settled = false;
      void loader(target).then(() => (settled = true));
      target.load();
      await vi.advanceTimersByTimeAsync(0);
      if (settled) return 0;
      for (let elapsed = 10; elapsed <= 200; elapsed += 10) {
        if (elapsed === 20) target.document.readyState = "complete";
        await vi.advanceTimersByTimeAsync(10);
        if (settled) return elapsed;
      }
      return Infinity;
    } finally {
      vi.useRealTimers();
    }
  }

  it("is taken up at its load when it is ready then, where html2canvas waited 50 ms", async () => {
    expect(await settledAfter(patched.iframeLoader, true)).toBe(0);
    expect(await settledAfter(published.iframeLoader, true)).toBe(50);
  });

  it("is otherwise checked every 50 ms, as before", async () => {
    expect(await settledAfter(patched.iframeLoader, false)).toBe(50);
    expect(await settledAfter(published.iframeLoader, false)).toBe(50);
  });

  it("fails the build if html2canvas waits for its copy differently", () => {
    expect(() => withPromptFrameLoad(installed.replace("}, 50);", "}, 40);"))).toThrow(
      /no longer waits for its copy's frame/,
    );
  });
});

describe("html2canvas's copy's frame, written through the html2canvas-clone policy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes the app's doctype and an empty root, as the published html2canvas does", () => {
    expect(cloneWrite.serializeDoctype({ name: "html", publicId: "", systemId: "" })).toBe(
      "<!DOCTYPE html>",
    );
    expect(CLONE_SKELETON).toBe("<!DOCTYPE html><html></html>");
    expect(installed).toContain(
      'documentClone.write(serializeDoctype(document.doctype) + "<html></html>");',
    );
    const written = withTrustedCloneWrite(installed);
    expect(written).toContain(
      'documentClone.write(trustedCloneSkeleton(serializeDoctype(document.doctype) + "<html></html>"));',
    );
    // No other document.write in the module.
    expect(written.match(/\.write\(/g)?.length).toBe(installed.match(/\.write\(/g)?.length);
  });

  it("where the engine has no Trusted Types, passes that markup on and refuses any other", () => {
    expect(cloneWrite.trustedCloneSkeleton(CLONE_SKELETON)).toBe(CLONE_SKELETON);
    for (const other of [
      "<html></html>",
      "<!DOCTYPE html><html><script>alert(1)</script></html>",
      '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN"><html></html>',
    ])
      expect(() => cloneWrite.trustedCloneSkeleton(other)).toThrow(TypeError);
  });

  it("where it has them, makes its one policy once, which refuses any other markup too", () => {
    const createPolicy = vi.fn(
      (_name: string, rules: { createHTML: (input: string) => string }) => ({
        createHTML: (input: string) => ({ trusted: rules.createHTML(input) }),
      }),
    );
    vi.stubGlobal("trustedTypes", { createPolicy });
    expect(cloneWrite.trustedCloneSkeleton(CLONE_SKELETON)).toEqual({ trusted: CLONE_SKELETON });
    expect(cloneWrite.trustedCloneSkeleton(CLONE_SKELETON)).toEqual({ trusted: CLONE_SKELETON });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]?.[0]).toBe(CLONE_POLICY);
    const rules = createPolicy.mock.calls[0]?.[1];
    expect(() => rules?.createHTML("<img src=x onerror=alert(1)>")).toThrow(TypeError);
    expect(() => cloneWrite.trustedCloneSkeleton("<html></html>")).toThrow(TypeError);
  });

  it("fails the build if html2canvas writes its copy's frame differently", () => {
    expect(() =>
      withTrustedCloneWrite(installed.replace('+ "<html></html>");', '+ "<html/>");')),
    ).toThrow(/no longer writes its copy's frame/);
  });
});

describe("html2canvasPatched", () => {
  type ResolveId = (source: string, importer?: string) => string | null;
  const resolverOf = (plugin: ReturnType<typeof html2canvasPatched>) =>
    plugin.resolveId as ResolveId;
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const ours = join(root, "src/export/raster/renderReportCanvas.ts");
  const peer = join(root, "node_modules/html2pdf.js/dist/html2pdf.js");

  it("gives every import of html2canvas in the app's build the changed module, jsPDF's too", () => {
    const plugin = html2canvasPatched();
    const resolveId = resolverOf(plugin);
    const id = resolveId("html2canvas", ours);
    expect(id).not.toBeNull();
    expect(resolveId("html2canvas", join(root, "node_modules/jspdf/dist/jspdf.es.min.js"))).toBe(
      id,
    );
    const load = plugin.load as (id: string) => { code: string } | null;
    expect(load(id ?? "")?.code).toBe(patchedHtml2canvas(installed));
    expect(load("html2canvas")).toBeNull();
    expect(resolveId("jspdf", ours)).toBeNull();
  });

  it("on the benchmark's page, only the app's own: the peers get html2canvas as published", () => {
    const resolveId = resolverOf(html2canvasPatched({ appOnly: true }));
    expect(resolveId("html2canvas", ours)).not.toBeNull();
    expect(resolveId("html2canvas", peer)).toBeNull();
    expect(resolveId("html2canvas", join(root, "bench/export-page/main.ts"))).toBeNull();
  });
});
