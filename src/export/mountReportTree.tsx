// Puts the report tree into the page, out of sight, so the browser lays it out and html2canvas can
// draw it.

import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import type { ReportModel } from "./reportModel";
import { ReportTree } from "./ReportTree";
import { REPORT_WIDTH_PX } from "./reportStyles";

export interface MountedReportTree {
  /** The tree's root element, laid out at 800 CSS px wide. */
  readonly element: HTMLElement;
  /** Unmounts the tree and removes its frame. Safe to call more than once. */
  dispose(): void;
}

// A standards-mode document (the doctype) with no styles but the tree's own. Its own few styles are
// set through the CSSOM after writing: a style attribute in written markup is inline style, which
// the app's Content-Security-Policy refuses (and the frame inherits the policy).
const FRAME_DOCUMENT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Report</title></head>' +
  '<body><div id="report-root"></div></body></html>';

/**
 * The tree lives in its own iframe, not in the app's document. There the app's global CSS cannot
 * reach it (Chakra's reset, dark-mode colours, and colour functions html2canvas 1.4.1 cannot parse),
 * and html2canvas, which clones the whole document the element is in, clones a small one.
 * The frame sits off-screen: fixed far to the left, so it takes no space and scrolls nothing.
 */
export async function mountReportTree(
  model: ReportModel,
  host: Document = document,
): Promise<MountedReportTree> {
  const frame = host.createElement("iframe");
  frame.title = "PDF export workspace";
  frame.tabIndex = -1;
  frame.setAttribute("aria-hidden", "true");
  Object.assign(frame.style, {
    position: "fixed",
    left: "-10000px",
    top: "0",
    width: `${REPORT_WIDTH_PX}px`,
    height: "100px",
    border: "0",
    pointerEvents: "none",
  });

  let root: Root | null = null;
  const dispose = () => {
    const mounted = root;
    root = null;
    mounted?.unmount();
    frame.remove();
  };

  try {
    host.body.append(frame);
    const frameDocument = frame.contentDocument;
    if (frameDocument === null) throw new Error("The export frame has no document.");
    // Written synchronously rather than loaded through srcdoc: no load event to wait for, and an
    // about:blank frame written this way is same-origin in every browser.
    frameDocument.open();
    frameDocument.write(FRAME_DOCUMENT);
    frameDocument.close();
    frameDocument.documentElement.style.overflow = "hidden";
    Object.assign(frameDocument.body.style, { margin: "0", padding: "0", background: "#ffffff" });
    const container = frameDocument.getElementById("report-root");
    if (container === null) throw new Error("The export frame's document has no report root.");

    const reactRoot = createRoot(container);
    root = reactRoot;
    flushSync(() => reactRoot.render(<ReportTree model={model} />));
    const element = container.firstElementChild;
    if (element === null) throw new Error("The report tree did not render.");

    // The frame is as tall as the tree, so the whole tree is inside its viewport when it is drawn.
    frame.style.height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    // System fonts need no download, but a font still being matched would otherwise be drawn as a
    // fallback by html2canvas while the layout measured the real one.
    await frameDocument.fonts?.ready;
    // Cross-window: the frame's HTMLElement is not the app window's, so `instanceof` would fail.
    return { element: element as HTMLElement, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
