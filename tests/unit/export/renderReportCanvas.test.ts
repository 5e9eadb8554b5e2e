import html2canvasSource from "html2canvas/dist/html2canvas.esm.js?raw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HTML2CANVAS_PROBE_IMAGE,
  allocateCanvas,
  createReportCanvas,
  renderReportCanvas,
  startReportCanvas,
} from "../../../src/export/renderReportCanvas";

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

function treeOfSize(width: number, height: number): HTMLElement {
  const tree = document.createElement("article");
  tree.getBoundingClientRect = () => new DOMRect(0, 0, width, height);
  document.body.append(tree);
  return tree;
}

describe("renderReportCanvas: the canvas it draws on", () => {
  it("is one of its own, the tree's box rounded up at scale 2, made to be read back", async () => {
    const context = { clearRect: vi.fn() };
    getContext.mockImplementation(() => context);
    html2canvas.mockImplementation(async (_tree: HTMLElement, options: { canvas: unknown }) => {
      return options.canvas;
    });
    const canvas = await renderReportCanvas(treeOfSize(800, 1234.4));
    expect(html2canvas.mock.calls[0]?.[1]).toMatchObject({
      scale: 2,
      backgroundColor: "#ffffff",
      canvas,
    });
    expect([canvas.width, canvas.height]).toEqual([1600, 2470]);
    expect(getContext).toHaveBeenCalledWith("2d", { willReadFrequently: true });
  });

  it("is left to html2canvas where no 2D context can be made", async () => {
    html2canvas.mockResolvedValue(document.createElement("canvas"));
    await renderReportCanvas(treeOfSize(800, 600));
    expect(html2canvas.mock.calls[0]?.[1]).not.toHaveProperty("canvas");
    expect(createReportCanvas(treeOfSize(800, 600))).toBeNull();
  });

  it("has its pixels allocated on demand, by a drawing call that leaves nothing visible", () => {
    const context = { clearRect: vi.fn() };
    getContext.mockImplementation(() => context);
    allocateCanvas(createReportCanvas(treeOfSize(800, 600)));
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 1, 1);
    expect(() => allocateCanvas(null)).not.toThrow();
  });
});

describe("startReportCanvas: the idle time while html2canvas waits for its copy of the tree", () => {
  // The idle time is read from html2canvas's internals: if an upgrade changes them, this says so.
  it("follows html2canvas's copy frame: appended to the tree's document, then polled every 50 ms", () => {
    expect(html2canvasSource).toContain("cloneIframeContainer.className = 'html2canvas-container'");
    expect(html2canvasSource).toContain("ownerDocument.body.appendChild(cloneIframeContainer)");
    expect(html2canvasSource).toMatch(
      /cloneWindow\.onload = iframe\.onload = function \(\) \{[\s\S]{0,200}setInterval\(function \(\) \{[\s\S]{0,300}\}, 50\)/,
    );
  });

  function pendingDrawing() {
    let finish: (canvas: HTMLCanvasElement) => void = () => undefined;
    const drawing = new Promise<HTMLCanvasElement>((resolve) => {
      finish = resolve;
    });
    return { drawing, finish: () => finish(document.createElement("canvas")) };
  }

  it("starts when the copy's frame has loaded, while the drawing is still under way", async () => {
    const tree = treeOfSize(800, 600);
    const { drawing, finish } = pendingDrawing();
    let frame: HTMLIFrameElement | null = null;
    html2canvas.mockImplementation((element: HTMLElement) => {
      frame = element.ownerDocument.createElement("iframe");
      frame.className = "html2canvas-container";
      element.ownerDocument.body.append(frame);
      return drawing;
    });
    const { idle, drawn } = startReportCanvas(html2canvas, tree, null);
    let idleStarted = false;
    void idle.then(() => (idleStarted = true));
    await Promise.resolve();
    expect(idleStarted).toBe(false);

    (frame as HTMLIFrameElement | null)?.dispatchEvent(new Event("load"));
    await idle;
    expect(idleStarted).toBe(true);
    finish();
    await drawn;
  });

  it("is taken to start when the drawing ends if html2canvas made no frame", async () => {
    const { drawing, finish } = pendingDrawing();
    html2canvas.mockReturnValue(drawing);
    const { idle, drawn } = startReportCanvas(html2canvas, treeOfSize(800, 600), null);
    let idleStarted = false;
    void idle.then(() => (idleStarted = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idleStarted).toBe(false);
    finish();
    await drawn;
    await idle;
    expect(idleStarted).toBe(true);
  });

  it("still comes when the drawing fails, and the failure reaches the caller", async () => {
    html2canvas.mockRejectedValue(new Error("no"));
    const { idle, drawn } = startReportCanvas(html2canvas, treeOfSize(800, 600), null);
    await expect(idle).resolves.toBeUndefined();
    await expect(drawn).rejects.toThrow("no");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });
});
