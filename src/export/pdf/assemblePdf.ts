// Fills the PDF: one image per page (each page drawn on its own, see raster/drawReportPages.ts)
// under an invisible text layer, so the file can be searched, copied from and read aloud; every
// image drawn as an artifact and every text run as content of its structure element, through the
// document's tagging (tagPdf.ts), so a screen reader finds its headings, lists and ticks.

import type { jsPDF } from "jspdf";
import { PAGE_WIDTH_MM } from "../layout";
import type { PdfPagePlan, PdfTextPlacement } from "../layout";
import { loadReportFontFiles } from "../report";
import type { ReportDocumentProperties } from "../report";
import type { EncodedPage } from "./encodePageImages";
import { isLayoutControl } from "./pdfStandardFontText";
import { AS_SEEN, seenOrder } from "./seenOrder";
import type { PdfTagging } from "./tagPdf";
import { needsTextLayerFont, textLayerFonts, writeLettersAsWritten } from "./textLayerFont";
import type { TextLayerFonts } from "./textLayerFont";

/** `text` with what the text layer never writes as such: spaces made plain, direction marks left out. */
function carried(text: string): string {
  let result = "";
  for (const char of text) {
    if (isLayoutControl(char)) continue;
    result += /\s/u.test(char) ? " " : char;
  }
  return result;
}

/** A line of the text layer as its font carries it, in the order it is seen, and its exact words if those differ. */
interface LayerLine {
  readonly placement: PdfTextPlacement;
  readonly font: string;
  readonly text: string;
  readonly actualText: string | undefined;
}

/** What jsPDF's TrueType fonts can say of a string (TTFFont, jsPDF 4.x). */
interface FontMetrics {
  widthOfString(text: string, size: number, charSpace: number): number;
}

/**
 * `text`'s width in the current font and size, in mm, as it is written. jsPDF's getTextWidth puts
 * Arabic letters into their contextual forms before it measures (its Arabic plugin, whatever the
 * document's events), which the text layer does not write (writeLettersAsWritten): an embedded
 * font's own metrics measure what is written.
 */
function textWidth(pdf: jsPDF, text: string): number {
  const metrics = (pdf.getFont() as { metadata?: Partial<FontMetrics> } | undefined)?.metadata;
  if (typeof metrics?.widthOfString !== "function") return pdf.getTextWidth(text);
  const size = pdf.getFontSize();
  return metrics.widthOfString(text, size, 0) / pdf.internal.scaleFactor;
}

/**
 * `spaceAfter`: the line is followed by another of the same run of marked content, which readers
 * of the tags join to it as they are (poppler's did: "risksand"), so it ends with the space the
 * line break stood for. Not after a word cut at its hyphen ("re-" / "identified"). A right-to-left
 * line is written as it is seen (seenOrder.ts), so its end, and that space, is on its left.
 */
function drawLine(pdf: jsPDF, { placement, font, text }: LayerLine, spaceAfter: boolean): void {
  pdf.setFont(font, "normal");
  pdf.setFontSize(placement.fontSizePt);
  // Stretch the line to the width it has on the page, so a selection or a search hit covers the
  // words a reader sees, whatever font the browser drew them in.
  const naturalWidth = textWidth(pdf, text);
  const horizontalScale =
    naturalWidth > 0 ? Math.min(2, Math.max(0.5, placement.widthMm / naturalWidth)) : 1;
  const rtl = placement.direction === "rtl";
  const written = !spaceAfter ? text : rtl ? ` ${text}` : text.endsWith("-") ? text : `${text} `;
  pdf.text(written, placement.xMm, placement.yMm, {
    baseline: "top",
    renderingMode: "invisible",
    horizontalScale,
    // Already in the order it is seen: jsPDF's own reordering is told to leave it so.
    ...AS_SEEN,
  });
}

function addTextLayer(
  pdf: jsPDF,
  texts: readonly PdfTextPlacement[],
  fonts: TextLayerFonts,
  tagging: PdfTagging,
): void {
  const lines: LayerLine[] = texts.map((placement) => {
    const { font, text } = fonts.fontFor(placement.text);
    // The line as it is seen, left to right, which PDF text is (seenOrder.ts): each character is
    // carried as it is in reading order, so the two differ in order alone.
    const seen = fonts.fontFor(seenOrder(placement.text, placement.direction)).text;
    const exact = placement.text.normalize("NFC");
    // A line its font could not carry whole (an emoji, a letter Helvetica lacks) is tagged with its
    // exact words, which a screen reader and a text extractor take instead. Not a line it carries
    // whole in a right-to-left script: its glyphs are in visual order, as PDF text is, and readers
    // put them back in logical order themselves (poppler reverses an ActualText a second time). A
    // space written plain (a narrow no-break space) or a direction mark left out loses nothing.
    return { placement, font, text: seen, actualText: text === carried(exact) ? undefined : exact };
  });
  // The lines of one element that follow each other on a page are one run of marked content: one
  // MCID, not one a line (fewer bytes in the content, the tree and the parent tree).
  let index = 0;
  while (index < lines.length) {
    const first = lines[index];
    if (first === undefined) break;
    let end = index + 1;
    if (first.actualText === undefined)
      while (
        lines[end] !== undefined &&
        lines[end]?.actualText === undefined &&
        lines[end]?.placement.structureId === first.placement.structureId
      )
        end += 1;
    const run = lines.slice(index, end);
    tagging.content(
      first.placement.structureId,
      () =>
        run.forEach((line, at) =>
          drawLine(pdf, line, at < run.length - 1 || line.placement.spaceAfter === true),
        ),
      first.actualText,
    );
    index = end;
  }
}

/**
 * The report font's regular face as jsPDF takes a font file, if some line of the text layer needs it.
 * Its bytes were fetched for the drawing already (reportFont.ts keeps them); if they could not be,
 * the text layer stays in Helvetica rather than fail the export.
 */
async function textLayerFontFile(lines: readonly string[]): Promise<Uint8Array | null> {
  if (!lines.some(needsTextLayerFont)) return null;
  try {
    const { regular } = await loadReportFontFiles();
    return new Uint8Array(regular);
  } catch (error) {
    console.warn("The text layer is in Helvetica: the report font could not be loaded.", error);
    return null;
  }
}

/**
 * Puts `pages` into `pdf` (openPdfDocument.ts), whose images arrive in `images`, one a page, in
 * order: pages go in as their images arrive, so the first pages are built while the last is still
 * drawn. `tagging` (tagPdf.ts) marks what is drawn; then the document's properties are set.
 */
export async function assemblePdf(
  pdf: jsPDF,
  pages: readonly PdfPagePlan[],
  images: readonly Promise<EncodedPage>[],
  properties: Omit<ReportDocumentProperties, "attachmentDescription">,
  tagging: PdfTagging,
): Promise<void> {
  const { jsPDF } = await import("jspdf");
  writeLettersAsWritten(jsPDF, pdf);
  const lines = pages.flatMap((page) => page.texts.map((placement) => placement.text));
  const fonts = textLayerFonts(jsPDF, pdf, await textLayerFontFile(lines), lines);
  for (const [index, page] of pages.entries()) {
    const image = await images[index];
    if (image === undefined) throw new Error(`Page ${index + 1} has no image.`);
    if (index > 0) pdf.addPage("a4", "portrait");
    const heightMm = (PAGE_WIDTH_MM * image.height) / image.width;
    // A distinct alias per page spares jsPDF hashing every image's bytes to look for duplicates.
    // The image shows the words the text layer carries: as content it would be said twice.
    tagging.artifact(() =>
      pdf.addImage(image.bytes, image.format, 0, 0, PAGE_WIDTH_MM, heightMm, image.alias, "FAST"),
    );
    addTextLayer(pdf, page.texts, fonts, tagging);
  }

  pdf.setProperties({
    title: properties.title,
    subject: properties.subject,
    creator: properties.creator,
  });
  pdf.setLanguage(properties.language);
  // Viewers show the title rather than the file name in their title bar (PDF/UA asks for this).
  pdf.viewerPreferences({ DisplayDocTitle: true });
}
