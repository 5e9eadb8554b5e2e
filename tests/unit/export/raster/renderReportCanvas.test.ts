import html2canvasSource from "html2canvas/dist/html2canvas.esm.js?raw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HTML2CANVAS_PROBE_IMAGE,
  renderReportCanvas,
} from "../../../../src/export/raster/renderReportCanvas";

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock("html2canvas", () => ({ default: html2canvas }));

// jsdom has no 2D context; a test that wants one says so.
const getContext = vi.fn<(...args: unknown[]) => unknown>(() => null);
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    getContext as unknown as HTMLCanvasElement["getContext"],
  );
});

afterEach(() => {
  html2canvas.mockReset();
  getContext.mockReset();
  getContext.mockImplementation(() => null);
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("renderReportCanvas: the guard on html2canvas's baseline probe", () => {
  // If an upgrade changes how html2canvas measures baselines, the guard may no longer reach the probe
  // and text would again be drawn too low on pages with a CSS reset: this says so before a user does.
  it("targets the probe image html2canvas really uses, in the page's own document", () => {
    expect(html2canvasSource).toContain(`SMALL_IMAGE = '${HTML2CANVAS_PROBE_IMAGE}'`);
    expect(html2canvasSource).toContain("new FontMetrics(document)");
    expect(html2canvasSource).toMatch(
      /img\.src = SMALL_IMAGE;[\s\S]{0,400}img\.style\.verticalAlign = 'baseline'/,
    );
  });

  // jsdom's cascade does not honour !important, so this reads the guard's rule rather than the
  // computed style; the real browser run checks the drawing.
  it("while html2canvas runs, and only then, forces the probe image to an inline 1x1 box", async () => {
    const seen: Record<string, string>[] = [];
    html2canvas.mockImplementation(async () => {
      const probe = document.createElement("img");
      probe.src = HTML2CANVAS_PROBE_IMAGE;
      // By index: jsdom's StyleSheetList and CSSRuleList are not iterable.
      const sheets = Array.from({ length: document.styleSheets.length }, (_, i) =>
        document.styleSheets.item(i),
      );
      for (const sheet of sheets) {
        const rules = Array.from({ length: sheet?.cssRules.length ?? 0 }, (_, i) =>
          sheet?.cssRules.item(i),
        );
        for (const rule of rules) {
          if (!(rule instanceof CSSStyleRule) || !probe.matches(rule.selectorText)) continue;
          const important = (name: string) =>
            `${rule.style.getPropertyValue(name)} ${rule.style.getPropertyPriority(name)}`;
          seen.push({
            display: important("display"),
            width: important("width"),
            height: important("height"),
            position: important("position"),
            top: important("top"),
          });
        }
      }
      return document.createElement("canvas");
    });
    await renderReportCanvas(document.createElement("div"));
    expect(seen).toEqual([
      {
        display: "inline important",
        width: "1px important",
        height: "1px important",
        // Lifted 1 px: cancels html2canvas's off-by-one baseline (see PROBE_RESET_CSS).
        // jsdom's CSS parser drops the priority of this one value; the browser run checks the drawing.
        position: expect.stringMatching(/^relative/),
        top: "-1px important",
      },
    ]);
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("removes the guard when html2canvas fails", async () => {
    html2canvas.mockRejectedValueOnce(new Error("no"));
    await expect(renderReportCanvas(document.createElement("div"))).rejects.toThrow("no");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });
});

describe("renderReportCanvas", () => {
  it("draws the whole tree at scale 2 on white", async () => {
    const drawn = document.createElement("canvas");
    html2canvas.mockResolvedValue(drawn);
    const tree = document.createElement("article");
    await expect(renderReportCanvas(tree)).resolves.toBe(drawn);
    expect(html2canvas).toHaveBeenCalledWith(tree, {
      scale: 2,
      backgroundColor: "#ffffff",
      logging: false,
      // Gives html2canvas's copy of the document the report's font, where the tree has it.
      onclone: expect.any(Function),
    });
  });
});

describe("what drawing page by page relies on in html2canvas 1.4.1", () => {
  // drawReportPages starts a page's drawing, then takes that page's tree away at once for the next
  // one's, and holds the drawing back until the page before is read. If an upgrade changes either
  // behaviour, this says so before a user's report comes out wrong.
  it("copies the element's document synchronously, before its first wait", () => {
    expect(html2canvasSource).toMatch(
      /documentCloner = new DocumentCloner\(context, element, cloneOptions\);[\s\S]{0,300}return \[4 \/\*yield\*\/, documentCloner\.toIFrame/,
    );
    expect(html2canvasSource).toContain(
      "this.documentElement = this.cloneNode(element.ownerDocument.documentElement, false);",
    );
  });

  it("waits for onclone's promise before it parses and draws the copy", () => {
    expect(html2canvasSource).toMatch(
      /if \(typeof onclone === 'function'\) \{[\s\S]{0,120}Promise\.resolve\(\)[\s\S]{0,60}\.then\(function \(\) \{ return onclone\(documentClone, referenceElement\); \}\)[\s\S]{0,60}\.then\(function \(\) \{ return iframe; \}\)/,
    );
  });

  it("makes its canvas only after that, when it starts to draw", () => {
    expect(html2canvasSource).toMatch(
      /root = parseTree\(context, clonedElement\);[\s\S]{0,600}renderer = new CanvasRenderer\(context, renderOptions\);/,
    );
    expect(html2canvasSource).toMatch(
      /function CanvasRenderer\(context, options\) \{[\s\S]{0,200}_this\.canvas = options\.canvas \? options\.canvas : document\.createElement\('canvas'\);/,
    );
  });
});
