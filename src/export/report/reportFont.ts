// The report's font (Noto Sans, subset at build time: build/reportFont.ts), for both renderers: the
// preview registers its bytes with React-PDF, the export adds them as FontFaces. Each file is fetched
// from our own origin once per page lifetime, and only when a preview or an export wants it, never
// on the first load. FontFace from bytes needs no font-src or style-src beyond 'self' (the fetch is
// connect-src 'self').

import { REPORT_FONT_URLS } from "virtual:report-font";

export const REPORT_FONT_NAME = "Report Noto Sans";

export interface ReportFontFiles {
  readonly regular: ArrayBuffer;
  readonly bold: ArrayBuffer;
}

export const REPORT_FONT_FACES = [
  { key: "regular", weight: 400 },
  { key: "bold", weight: 700 },
] as const satisfies readonly { key: keyof ReportFontFiles; weight: number }[];

let files: Promise<ReportFontFiles> | null = null;

async function fetchFile(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report font ${url} answered ${response.status}.`);
  return response.arrayBuffer();
}

/** The font's bytes, fetched once; a failure is not kept, so the next preview or export retries. */
export function loadReportFontFiles(): Promise<ReportFontFiles> {
  files ??= Promise.all([fetchFile(REPORT_FONT_URLS.regular), fetchFile(REPORT_FONT_URLS.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      files = null;
      throw error;
    });
  return files;
}

/** Where there is no server to fetch from (the Node unit tests), the bytes can be handed in. */
export function provideReportFontFiles(provided: ReportFontFiles): void {
  files = Promise.resolve(provided);
}

const documentsWithFont = new WeakSet<Document>();

/** Whether addReportFontFaces has given `target` the font: a document laid out without it is drawn without it. */
export function hasReportFont(target: Document): boolean {
  return documentsWithFont.has(target);
}

/**
 * Adds the font to each document's `document.fonts` and waits until it is ready. The export needs it
 * twice: in its frame, where the tree is laid out, and in the main document, whose canvas
 * html2canvas draws the text on with fillText.
 */
export async function addReportFontFaces(...documents: Document[]): Promise<void> {
  const missing = documents.filter((d) => !documentsWithFont.has(d));
  if (missing.length === 0) return;
  const loaded = await loadReportFontFiles();
  await Promise.all(
    missing.map(async (target) => {
      // The frame's own FontFace constructor: a face made by another window cannot join its fonts.
      const view = target.defaultView as (Window & typeof globalThis) | null;
      const FontFaceOfDocument = view?.FontFace ?? FontFace;
      const faces = REPORT_FONT_FACES.map(
        ({ key, weight }) =>
          new FontFaceOfDocument(REPORT_FONT_NAME, loaded[key], { weight: String(weight) }),
      );
      await Promise.all(faces.map((face) => face.load()));
      for (const face of faces) target.fonts.add(face);
      documentsWithFont.add(target);
    }),
  );
}
