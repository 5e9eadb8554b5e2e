import html2canvasSource from "html2canvas/dist/html2canvas.esm.js?raw";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HTML2CANVAS_PROBE_IMAGE,
  renderReportCanvas,
} from "../../../src/export/renderReportCanvas";

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock("html2canvas", () => ({ default: html2canvas }));

afterEach(() => html2canvas.mockReset());

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
          });
        }
      }
      return document.createElement("canvas");
    });
    await renderReportCanvas(document.createElement("div"));
    expect(seen).toEqual([
      { display: "inline important", width: "1px important", height: "1px important" },
    ]);
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("removes the guard when html2canvas fails", async () => {
    html2canvas.mockRejectedValueOnce(new Error("no"));
    await expect(renderReportCanvas(document.createElement("div"))).rejects.toThrow("no");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });
});
