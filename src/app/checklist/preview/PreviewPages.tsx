// The preview's pages, one after another, each a canvas with PDF.js's text layer over it (drawn by
// src/export/preview/previewPages.ts, which loads with the preview's chunk). Each page fills the width it is
// given and is drawn again when that width changes, at the screen's pixel density. Pages are drawn
// one at a time, those in view first; only the pages near the view are kept drawn, however long the
// report, and every page's text layer is written (see src/export/preview/pageTurns.ts).

import { Box, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { PreviewPdfDocument } from "../report/parts";

// A4 portrait, until the page's own proportions are read: holds the space so nothing jumps.
const A4_ASPECT = 841.89 / 595.28;

export function PreviewPages({ document }: { document: PreviewPdfDocument }) {
  // Shown by PreviewDialog, which has waited for them already: at once.
  useLaterMessages();
  const list = useRef<HTMLOListElement>(null);
  const [width, setWidth] = useState(0);
  // The pages to keep drawn, joined: a string, so an unchanged set re-renders nothing. Opened at the
  // top, until the list is laid out.
  const [toDraw, setToDraw] = useState(() => document.showing([]).join(" "));

  useEffect(() => {
    const element = list.current;
    if (element === null) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The pages in view are drawn first (the rest wait their turn), and decide which are kept drawn:
  // told again whenever the list scrolls or is laid out anew.
  useEffect(() => {
    const element = list.current;
    const scroller = element?.parentElement;
    if (!element || !scroller) return;
    const tell = () => {
      const view = scroller.getBoundingClientRect();
      const inView: number[] = [];
      for (const [index, item] of [...element.children].entries()) {
        const box = item.getBoundingClientRect();
        if (box.bottom > view.top && box.top < view.bottom) inView.push(index + 1);
      }
      setToDraw(document.showing(inView).join(" "));
    };
    tell();
    scroller.addEventListener("scroll", tell, { passive: true });
    return () => scroller.removeEventListener("scroll", tell);
  }, [document, width]);

  const count = document.pageCount;
  const drawn = new Set(toDraw.split(" ").map(Number));
  return (
    <chakra.ol
      ref={list}
      listStyleType="none"
      m="0"
      p="0"
      w="full"
      display="flex"
      flexDirection="column"
      gap="4"
      data-page-count={count}
    >
      {width > 0 &&
        Array.from({ length: count }, (_, i) => (
          <PreviewPage
            key={i}
            document={document}
            pageNumber={i + 1}
            count={count}
            width={width}
            draw={drawn.has(i + 1)}
          />
        ))}
    </chakra.ol>
  );
}

/** "waiting": not drawn, being far from the view; its text layer is written all the same. */
type PageState = "waiting" | "drawing" | "drawn" | "failed";

function PreviewPage({
  document,
  pageNumber,
  count,
  width,
  draw,
}: {
  document: PreviewPdfDocument;
  pageNumber: number;
  count: number;
  width: number;
  /** Whether the page is near enough the view to be drawn (and kept). */
  draw: boolean;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [aspect, setAspect] = useState(A4_ASPECT);
  const [drawingState, setState] = useState<Exclude<PageState, "waiting">>("drawing");
  const state: PageState = draw ? drawingState : "waiting";
  // The width the text layer holds the page at, 0 for none: a page drawn again at the same width
  // (it came back into view) keeps its text.
  const textWidth = useRef(0);

  useEffect(() => {
    let current = true;
    document.pageAspect(pageNumber).then(
      (value) => current && setAspect(value),
      () => undefined, // drawing the page reports the same failure
    );
    return () => {
      current = false;
    };
  }, [document, pageNumber]);

  useEffect(() => {
    const pageCanvas = canvas.current;
    const layer = textLayer.current;
    if (pageCanvas === null || layer === null) return;
    let current = true;
    // Shown as "waiting" while the page is not to be drawn (below), "drawing" once it is.
    setState("drawing");

    if (!draw) {
      if (textWidth.current === width) return;
      textWidth.current = 0;
      const writing = document.writeText(pageNumber, { textLayer: layer, width });
      writing.done.then(
        () => {
          if (current) textWidth.current = width;
        },
        (error: unknown) => {
          if (current) console.error(`PDF preview: page ${pageNumber}'s text not written`, error);
        },
      );
      return () => {
        current = false;
        writing.cancel();
      };
    }

    const withText = textWidth.current !== width;
    if (withText) textWidth.current = 0;
    const drawing = document.drawPage(pageNumber, {
      canvas: pageCanvas,
      textLayer: layer,
      width,
      pixelRatio: window.devicePixelRatio || 1,
      withText,
    });
    drawing.done.then(
      () => {
        if (!current) return;
        textWidth.current = width;
        setState("drawn");
      },
      (error: unknown) => {
        // A cancelled drawing was replaced (new width, or the page left the view) or the preview
        // closed: not a failure.
        if (!current) return;
        console.error(`PDF preview: page ${pageNumber} could not be drawn`, error);
        setState("failed");
      },
    );
    return () => {
      current = false;
      drawing.cancel();
      // Its pixels handed back now, not when the closed dialog's canvases are collected.
      pageCanvas.width = 0;
      pageCanvas.height = 0;
    };
  }, [document, pageNumber, width, draw]);

  return (
    <chakra.li aria-labelledby={labelId} data-page-number={pageNumber} data-state={state}>
      <Box
        position="relative"
        w={`${width}px`}
        h={`${Math.round(width * aspect)}px`}
        bg="white"
        shadow="sm"
        // The page is white paper in dark mode too; its text layer is transparent over it.
        colorScheme="light"
      >
        {/* No pixels until drawn (a canvas starts at 300 × 150): a long report has many pages
            never drawn. */}
        <chakra.canvas
          ref={canvas}
          htmlWidth={0}
          htmlHeight={0}
          display="block"
          w="full"
          h="full"
          aria-hidden="true"
        />
        <div ref={textLayer} className="report-text-layer" />
      </Box>
      <Text id={labelId} textAlign="center" fontSize="sm" color="fg.muted" mt="1">
        {t(state === "failed" ? "preview.pageNotDrawn" : "preview.page", {
          page: pageNumber,
          count,
        })}
      </Text>
    </chakra.li>
  );
}
