// Puts the report tree into the page, out of sight, so the browser lays it out and html2canvas can
// draw it.

import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import {
  addReportArabicFontFaces,
  addReportFontFaces,
  reportNeedsArabicFont,
  REPORT_WIDTH_PX,
} from "../report";
import type { ReportModel } from "../report";
import { ReportTree } from "./ReportTree";
import { writeReportFrameDocument } from "./reportFrameDocument";

export interface MountedReportTree {
  /** The tree's root element, laid out at 800 CSS px wide. */
  readonly element: HTMLElement;
  /** Unmounts the tree and removes its frame. Safe to call more than once. */
  dispose(): void;
}

/** An off-screen frame, 800 CSS px wide, holding a blank report document to draw in. */
export interface ReportFrame {
  readonly document: Document;
  /** Makes the frame as tall as what it holds, so all of it is inside the frame's viewport. */
  fitHeight(height: number): void;
  /** Removes the frame. Safe to call more than once. */
  dispose(): void;
}

/**
 * The tree lives in its own iframe, not in the app's document. There the app's global CSS cannot
 * reach it (Chakra's reset, dark-mode colours, and colour functions html2canvas 1.4.1 cannot parse),
 * and html2canvas, which clones the whole document the element is in, clones a small one.
 * The frame sits off-screen: fixed far to the left, so it takes no space and scrolls nothing.
 */
export function openReportFrame(
  host: Document = document,
  { title, lang, dir }: { title: string; lang: string; dir: "ltr" | "rtl" } = {
    title: "",
    lang: "",
    dir: "ltr",
  },
): ReportFrame {
  const frame = host.createElement("iframe");
  frame.title = title;
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
  const dispose = () => frame.remove();
  try {
    host.body.append(frame);
    const frameDocument = frame.contentDocument;
    if (frameDocument === null) throw new Error("The export frame has no document.");
    // Written synchronously rather than loaded through srcdoc: no load event to wait for, and an
    // about:blank frame written this way is same-origin in every browser.
    writeReportFrameDocument(frameDocument);
    // The report's language and direction, and its name, on the frame's document as on the tree.
    if (lang !== "") frameDocument.documentElement.lang = lang;
    frameDocument.documentElement.dir = dir;
    if (title !== "") frameDocument.title = title;
    frameDocument.documentElement.style.overflow = "hidden";
    Object.assign(frameDocument.body.style, { margin: "0", padding: "0", background: "#ffffff" });
    return {
      document: frameDocument,
      fitHeight: (height) => {
        frame.style.height = `${Math.ceil(height)}px`;
      },
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

export async function mountReportTree(
  model: ReportModel,
  host: Document = document,
): Promise<MountedReportTree> {
  const frame = openReportFrame(host, {
    title: model.labels.exportWorkspace,
    lang: model.language,
    dir: model.direction,
  });
  let root: Root | null = null;
  const dispose = () => {
    const mounted = root;
    root = null;
    mounted?.unmount();
    frame.dispose();
  };

  try {
    const container = frame.document.getElementById("report-root");
    if (container === null) throw new Error("The export frame's document has no report root.");

    // The report's font, before the tree is laid out: in the frame for the layout, and in the main
    // document, on whose canvas html2canvas sets the text (fillText). drawReportPages gives it to each
    // page's copy. Without it (a failed request, no FontFace) the export still works, in the system
    // fonts after it in the family; the file's text layer does not depend on it. Its Arabic face
    // too, for a report that holds Arabic.
    await addReportFontFaces(host, frame.document).catch((error: unknown) =>
      console.warn("The report's font could not be loaded; the export uses a system font.", error),
    );
    if (reportNeedsArabicFont(model))
      await addReportArabicFontFaces(host, frame.document).catch((error: unknown) =>
        console.warn(
          "The report's Arabic font could not be loaded; the export uses a system font.",
          error,
        ),
      );

    const reactRoot = createRoot(container);
    root = reactRoot;
    flushSync(() => reactRoot.render(<ReportTree model={model} />));
    const element = container.firstElementChild;
    if (element === null) throw new Error("The report tree did not render.");

    frame.fitHeight(element.getBoundingClientRect().height);
    // A fallback font still being matched would otherwise be drawn as such by html2canvas while the
    // layout measured the real one.
    await frame.document.fonts?.ready;
    // Cross-window: the frame's HTMLElement is not the app window's, so `instanceof` would fail.
    return { element: element as HTMLElement, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
