// The preview's PDF: the report model drawn by React-PDF into a Blob the browser can show.

import { Font, pdf, type DocumentProps } from "@react-pdf/renderer";
import { createElement, type ReactElement } from "react";
import { ReportDocument } from "./ReportDocument";
import type { ReportFontFiles, ReportModel } from "../report";
import {
  REPORT_ARABIC_FONT_NAME,
  REPORT_FONT_FACES,
  REPORT_FONT_NAME,
  loadReportArabicPreviewFontFiles,
  loadReportFontFiles,
  reportNeedsArabicFont,
} from "../report";
import { memoizeGlyphLayout } from "./glyphLayoutMemo";

/**
 * The <ReportDocument> element, typed as React-PDF's renderers want it. They are typed to take the
 * <Document> element itself, but any component that renders one works the same: React-PDF reads the
 * document's properties from the <Document> it finds when the tree is drawn.
 */
export function reportDocumentElement(model: ReportModel): ReactElement<DocumentProps> {
  return createElement(ReportDocument, { model }) as ReactElement<DocumentProps>;
}

function base64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = "";
  // In slices: one spread of 200 kB of arguments would overflow the call stack.
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

const registered = new Map<string, Promise<void>>();

/**
 * Registers a face of the report's font with React-PDF as `family`, once. It is handed over as
 * data: URLs made from the bytes reportFont.ts already fetched, so React-PDF neither fetches the
 * file a second time nor needs a path; React-PDF decodes a data: URL itself, with no request (so
 * no CSP source either).
 */
function registerFamily(family: string, load: () => Promise<ReportFontFiles>): Promise<void> {
  let registering = registered.get(family);
  if (registering === undefined) {
    registering = load()
      .then(async (files) => {
        Font.register({
          family,
          fonts: REPORT_FONT_FACES.map(({ key, weight }) => ({
            src: `data:font/ttf;base64,${base64(files[key])}`,
            fontWeight: weight,
          })),
        });
        // Loaded now, not at the first layout, so that its shaping can be kept (glyphLayoutMemo.ts):
        // a warm preview's React-PDF file comes sooner (decision 0005).
        for (const { weight } of REPORT_FONT_FACES) {
          const descriptor = { fontFamily: family, fontWeight: weight };
          await Font.load(descriptor);
          const source = Font.getFont(descriptor) as { data?: { layout?: unknown } } | undefined;
          if (source?.data && typeof source.data.layout === "function")
            memoizeGlyphLayout(source.data as Parameters<typeof memoizeGlyphLayout>[0]);
        }
      })
      .catch((error: unknown) => {
        registered.delete(family);
        throw error;
      });
    registered.set(family, registering);
  }
  return registering;
}

/** Registers the report's font with React-PDF, once. */
export function registerReportDocumentFont(): Promise<void> {
  return registerFamily(REPORT_FONT_NAME, loadReportFontFiles);
}

/**
 * Registers the preview's Arabic face with React-PDF, once: for a report that holds Arabic. It is
 * not the face the export draws with but a copy in which each dotted letter in each form is one
 * glyph (loadReportArabicPreviewFontFiles): React-PDF's text layer names each glyph by one text,
 * and the face's own glyphs (a skeleton shared by ب ت ن ي, the dots apart) would copy as other
 * letters.
 */
export function registerReportArabicDocumentFont(): Promise<void> {
  return registerFamily(REPORT_ARABIC_FONT_NAME, loadReportArabicPreviewFontFiles);
}

/** Errors propagate: the preview shows its own message, and nothing else is touched. */
export async function renderReportDocument(model: ReportModel): Promise<Blob> {
  await registerReportDocumentFont();
  if (reportNeedsArabicFont(model)) await registerReportArabicDocumentFont();
  return pdf(reportDocumentElement(model)).toBlob();
}
