// The preview's pages, one after another, each a canvas with PDF.js's text layer over it (drawn by
// src/export/previewPages.ts, which loads with the preview's chunk). Each page fills the width it is
// given and is drawn again when that width changes, at the screen's pixel density. Pages are drawn
// one at a time, those in view first.

import { Box, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import type { PreviewPdfDocument } from "./usePreviewPdf";

// A4 portrait, until the page's own proportions are read: holds the space so nothing jumps.
const A4_ASPECT = 841.89 / 595.28;

export function PreviewPages({ document }: { document: PreviewPdfDocument }) {
  const list = useRef<HTMLOListElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = list.current;
    if (element === null) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The pages in view are drawn first (the rest wait their turn): told again whenever the list
  // scrolls or is laid out anew.
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
      document.showing(inView);
    };
    tell();
    scroller.addEventListener("scroll", tell, { passive: true });
    return () => scroller.removeEventListener("scroll", tell);
  }, [document, width]);

  const count = document.pageCount;
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
          <PreviewPage key={i} document={document} pageNumber={i + 1} count={count} width={width} />
        ))}
    </chakra.ol>
  );
}

type PageState = "drawing" | "drawn" | "failed";

function PreviewPage({
  document,
  pageNumber,
  count,
  width,
}: {
  document: PreviewPdfDocument;
  pageNumber: number;
  count: number;
  width: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [aspect, setAspect] = useState(A4_ASPECT);
  const [state, setState] = useState<PageState>("drawing");

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
    if (pageCanvas === null || textLayer.current === null) return;
    let current = true;
    setState("drawing");
    const drawing = document.drawPage(pageNumber, {
      canvas: pageCanvas,
      textLayer: textLayer.current,
      width,
      pixelRatio: window.devicePixelRatio || 1,
    });
    drawing.done.then(
      () => current && setState("drawn"),
      (error: unknown) => {
        // A cancelled drawing was replaced (new width) or the preview closed: not a failure.
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
  }, [document, pageNumber, width]);

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
        <chakra.canvas ref={canvas} display="block" w="full" h="full" aria-hidden="true" />
        <div ref={textLayer} className="report-text-layer" />
      </Box>
      <Text id={labelId} textAlign="center" fontSize="sm" color="fg.muted" mt="1">
        Page {pageNumber} of {count}
        {state === "failed" && " could not be drawn."}
      </Text>
    </chakra.li>
  );
}
