// A report of 40 pages and more exports in every engine, with no canvas larger than one page and
// every line intact. The app's own reports are at most 5 pages until notes come; the export's test
// page (bench/export-page) makes a long one by saying each question's text several times over.

import { writeFileSync } from "node:fs";
import { EXPORT_PAGE_PORT } from "../../../playwright.config";
import { readPdf } from "../support/pdf";
import { expectTaggedPdfUa } from "./taggedPdf";
import { expect, test, type App } from "./fixtures";

interface LongReport {
  readonly pageCount: number;
  readonly pdfBase64: string;
  readonly questionTexts: string[];
  readonly canvases: {
    largest: { width: number; height: number };
    count: number;
    pixelReads: number;
    readsOfCanvasesNotMadeForReading: number;
  };
}

/** Exports the long report in the export's test page, which records every canvas's size as it is
 * set (html2canvas sizes its canvas after taking its context), and every reading of its pixels. */
async function exportLongReport(app: App): Promise<LongReport> {
  await app.goto(`http://127.0.0.1:${EXPORT_PAGE_PORT}/`);
  return app.evaluate(
    (repeat) =>
      (
        window as unknown as { exportLongReport: (repeat: number) => Promise<LongReport> }
      ).exportLongReport(repeat),
    20,
  );
}

// One export, both checks: a 40-page export is the longest step of this suite in every engine.
test("a 40-page report exports, page by page, no canvas larger than a page, every question's every line on one page", async ({
  app,
}) => {
  test.setTimeout(240_000);
  const result = await exportLongReport(app);
  expect(result.pageCount).toBeGreaterThanOrEqual(40);
  // One page image is 1600 px wide and at most 295 mm of 210 mm tall: 1600 x 2248.
  expect(result.canvases.largest.width).toBeLessThanOrEqual(1600);
  expect(result.canvases.largest.height).toBeLessThanOrEqual(Math.ceil((295 / 210) * 1600));
  expect(result.canvases.count).toBeGreaterThanOrEqual(result.pageCount);
  // Every page's pixels are read back from a canvas made for it: reading back one that is not took
  // 20–50 ms a page in WebKitGTK, against about 7.
  expect(result.canvases.pixelReads).toBeGreaterThanOrEqual(result.pageCount);
  expect(result.canvases.readsOfCanvasesNotMadeForReading).toBe(0);

  const path = `artifacts/engines/${app.engine}-long-report.pdf`;
  writeFileSync(path, Buffer.from(result.pdfBase64, "base64"));
  const pdf = readPdf(path);
  expect(pdf.pages).toBe(result.pageCount);
  expect(pdf.images).toHaveLength(pdf.pages);
  expectTaggedPdfUa(path);
  for (const image of pdf.images) expect(image.width).toBe(1600);

  // Every line of every question on one page of the text layer. WebKitGTK once jumbled a few lines
  // of the longest questions here: it gives a word that ends a line a second, empty box on the next
  // line, and that word's line took the next one in. The text layer now takes a word's box on the
  // line it is set on (measureReportLayout.ts). Compared without white space: a line that wraps
  // after a hyphen ("re-" / "identified") comes out of pdftotext with a space in it.
  const bare = (text: string) => text.replace(/\s+/g, "");
  const pages = pdf.pageTexts.map(bare);
  for (const text of result.questionTexts) {
    const onPages = pages.filter((page) => page.includes(bare(text)));
    expect(onPages.length, `a page holding all of "${text.slice(0, 40)}…"`).toBe(1);
  }
});
