// Builds the PDF: one image per page (that page's band of the rendered report, never the whole image)
// under an invisible text layer, so the file can be searched, copied from and read aloud.

import type { jsPDF } from "jspdf";
import { PAGE_WIDTH_MM } from "./planPdfPages";
import type { PdfPagePlan, PdfTextPlacement } from "./planPdfPages";
import { toPdfStandardFontText } from "./pdfStandardFontText";
import { releaseCanvas } from "./renderReportCanvas";
import type { ReportDocumentProperties } from "./reportModel";

export interface PageImageEncoding {
  readonly format: "JPEG" | "PNG";
  /** JPEG quality from 0 to 1; ignored for PNG. */
  readonly quality?: number;
}

/**
 * JPEG at 0.85, from measurements on a full 68-question report (5 pages, Chromium): 1.53 MB in about
 * 0.85 s, against 1.58 MB in about 2.9 s for PNG, which jsPDF decodes and re-deflates in JavaScript
 * while it copies JPEG bytes into the file as they are. 0.75 saves 18% (1.25 MB) but leaves a
 * visible halo around the coloured headings; 0.92 adds 22% (1.87 MB) for no difference one can see.
 */
export const DEFAULT_PAGE_IMAGE_ENCODING: PageImageEncoding = { format: "JPEG", quality: 0.85 };

const MIME_TYPES = { JPEG: "image/jpeg", PNG: "image/png" } as const;

async function encodeCanvas(
  canvas: HTMLCanvasElement,
  encoding: PageImageEncoding,
): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, MIME_TYPES[encoding.format], encoding.quality),
  );
  if (blob === null)
    throw new Error(`The browser could not encode a ${canvas.width}x${canvas.height} page image.`);
  return new Uint8Array(await blob.arrayBuffer());
}

function pageImage(source: HTMLCanvasElement, page: PdfPagePlan, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = source.width;
  canvas.height = Math.round(page.imageHeight * scale);
  const context = canvas.getContext("2d");
  if (context === null) throw new Error("No 2D canvas context is available for the page image.");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const sourceTop = Math.round(page.sourceTop * scale);
  const height = Math.min(
    Math.round(page.sourceHeight * scale),
    source.height - sourceTop,
    canvas.height,
  );
  if (height > 0) {
    const top = Math.round(page.imageTop * scale);
    context.drawImage(source, 0, sourceTop, source.width, height, 0, top, source.width, height);
  }
  return canvas;
}

function addTextLayer(pdf: jsPDF, texts: readonly PdfTextPlacement[]): void {
  pdf.setFont("helvetica", "normal");
  for (const placement of texts) {
    const text = toPdfStandardFontText(placement.text);
    pdf.setFontSize(placement.fontSizePt);
    // Stretch Helvetica to the width the line has on the page, so a selection or a search hit
    // covers the words a reader sees, whatever font the browser drew them in.
    const naturalWidth = pdf.getTextWidth(text);
    const horizontalScale =
      naturalWidth > 0 ? Math.min(2, Math.max(0.5, placement.widthMm / naturalWidth)) : 1;
    pdf.text(text, placement.xMm, placement.yMm, {
      baseline: "top",
      renderingMode: "invisible",
      horizontalScale,
    });
  }
}

/**
 * `source` is the whole report drawn at `source.width / layoutWidth` image px per CSS px; `pages`
 * say which band of it each page shows.
 */
export async function assemblePdf(
  source: HTMLCanvasElement,
  layoutWidth: number,
  pages: readonly PdfPagePlan[],
  properties: ReportDocumentProperties,
  encoding: PageImageEncoding = DEFAULT_PAGE_IMAGE_ENCODING,
): Promise<jsPDF> {
  const { jsPDF } = await import("jspdf");
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
  const scale = source.width / layoutWidth;

  for (const [index, page] of pages.entries()) {
    if (index > 0) pdf.addPage("a4", "portrait");
    const canvas = pageImage(source, page, scale);
    try {
      const bytes = await encodeCanvas(canvas, encoding);
      const heightMm = (PAGE_WIDTH_MM * canvas.height) / canvas.width;
      // A distinct alias per page spares jsPDF hashing every image's bytes to look for duplicates.
      pdf.addImage(
        bytes,
        encoding.format,
        0,
        0,
        PAGE_WIDTH_MM,
        heightMm,
        `page-${index + 1}`,
        "FAST",
      );
    } finally {
      releaseCanvas(canvas);
    }
    addTextLayer(pdf, page.texts);
  }

  pdf.setProperties({
    title: properties.title,
    subject: properties.subject,
    creator: properties.creator,
  });
  pdf.setLanguage(properties.language);
  // Viewers show the title rather than the file name in their title bar (PDF/UA asks for this).
  pdf.viewerPreferences({ DisplayDocTitle: true });
  return pdf;
}
