// The report's font (Noto Sans, subset at build time: build/reportFont.ts), for both renderers: the
// preview registers its bytes with React-PDF, the export adds them as FontFaces. Each file is fetched
// from our own origin once per page lifetime, and only when a preview or an export wants it, never
// on the first load. FontFace from bytes needs no font-src or style-src beyond 'self' (the fetch is
// connect-src 'self').

import { REPORT_FONT_URLS } from "virtual:report-font";

export const REPORT_FONT_NAME = "Report Noto Sans";
/** The Arabic face's family: after REPORT_FONT_NAME in every font list, for the letters it lacks. */
export const REPORT_ARABIC_FONT_NAME = "Report Noto Sans Arabic";

export interface ReportFontFiles {
  readonly regular: ArrayBuffer;
  readonly bold: ArrayBuffer;
}

export const REPORT_FONT_FACES = [
  { key: "regular", weight: 400 },
  { key: "bold", weight: 700 },
] as const satisfies readonly { key: keyof ReportFontFiles; weight: number }[];

/** The faces the report fetches, each as its regular and bold files' URLs. */
const FACES = {
  latin: [REPORT_FONT_URLS.regular, REPORT_FONT_URLS.bold],
  arabic: [REPORT_FONT_URLS.arabicRegular, REPORT_FONT_URLS.arabicBold],
  arabicPreview: [REPORT_FONT_URLS.arabicPreviewRegular, REPORT_FONT_URLS.arabicPreviewBold],
} as const;

const loaded = new Map<keyof typeof FACES, Promise<ReportFontFiles>>();

async function fetchFile(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report font ${url} answered ${response.status}.`);
  return response.arrayBuffer();
}

/** A face's bytes, fetched once; a failure is not kept, so the next preview or export retries. */
function loadFace(face: keyof typeof FACES): Promise<ReportFontFiles> {
  let files = loaded.get(face);
  if (files === undefined) {
    const [regularUrl, boldUrl] = FACES[face];
    files = Promise.all([fetchFile(regularUrl), fetchFile(boldUrl)])
      .then(([regular, bold]) => ({ regular, bold }))
      .catch((error: unknown) => {
        loaded.delete(face);
        throw error;
      });
    loaded.set(face, files);
  }
  return files;
}

/** The font's bytes, fetched once; a failure is not kept, so the next preview or export retries. */
export function loadReportFontFiles(): Promise<ReportFontFiles> {
  return loadFace("latin");
}

/**
 * The Arabic face's bytes, fetched once, for a report that holds Arabic (needsArabicFont); a
 * failure is not kept.
 */
export function loadReportArabicFontFiles(): Promise<ReportFontFiles> {
  return loadFace("arabic");
}

/**
 * The preview's Arabic face's bytes, fetched once, for a preview of a report that holds Arabic; a
 * failure is not kept. It is the Arabic face with each dotted letter in each form drawn by one glyph
 * of its own (build/fonts/), so that the text layer of React-PDF's file, which names each glyph by
 * one text, gives each letter back; the export draws with the Arabic face itself.
 */
export function loadReportArabicPreviewFontFiles(): Promise<ReportFontFiles> {
  return loadFace("arabicPreview");
}

/** Where there is no server to fetch from (the Node unit tests), the bytes can be handed in. */
export function provideReportFontFiles(
  provided: ReportFontFiles,
  arabic?: ReportFontFiles,
  arabicPreview?: ReportFontFiles,
): void {
  loaded.set("latin", Promise.resolve(provided));
  if (arabic !== undefined) loaded.set("arabic", Promise.resolve(arabic));
  if (arabicPreview !== undefined) loaded.set("arabicPreview", Promise.resolve(arabicPreview));
}

const documentsWithFont = new WeakSet<Document>();
const documentsWithArabicFont = new WeakSet<Document>();
// Set once a report has asked for the Arabic face: every document the export lays the report out
// in again (html2canvas's copies, drawReportPages's frame) gets it too.
let arabicWanted = false;

/** Whether addReportFontFaces has given `target` the font: a document laid out without it is drawn without it. */
export function hasReportFont(target: Document): boolean {
  return documentsWithFont.has(target);
}

async function addFaces(
  family: string,
  loaded: ReportFontFiles,
  documents: readonly Document[],
  done: WeakSet<Document>,
): Promise<void> {
  await Promise.all(
    documents.map(async (target) => {
      // The frame's own FontFace constructor: a face made by another window cannot join its fonts.
      const view = target.defaultView as (Window & typeof globalThis) | null;
      const FontFaceOfDocument = view?.FontFace ?? FontFace;
      const faces = REPORT_FONT_FACES.map(
        ({ key, weight }) =>
          new FontFaceOfDocument(family, loaded[key], { weight: String(weight) }),
      );
      await Promise.all(faces.map((face) => face.load()));
      for (const face of faces) target.fonts.add(face);
      done.add(target);
    }),
  );
}

/**
 * Adds the font to each document's `document.fonts` and waits until it is ready. The export needs it
 * twice: in its frame, where the tree is laid out, and in the main document, whose canvas
 * html2canvas draws the text on with fillText. Once a report has asked for the Arabic face
 * (addReportArabicFontFaces), it is added too.
 */
export async function addReportFontFaces(...documents: Document[]): Promise<void> {
  const missing = documents.filter((d) => !documentsWithFont.has(d));
  if (missing.length > 0)
    await addFaces(REPORT_FONT_NAME, await loadReportFontFiles(), missing, documentsWithFont);
  const missingArabic = documents.filter((d) => !documentsWithArabicFont.has(d));
  if (arabicWanted && missingArabic.length > 0)
    await addFaces(
      REPORT_ARABIC_FONT_NAME,
      await loadReportArabicFontFiles(),
      missingArabic,
      documentsWithArabicFont,
    );
}

/**
 * Adds the report's Arabic face to each document, as addReportFontFaces adds its face, and to every
 * document addReportFontFaces is given from now on (a report holding Arabic is laid out again in
 * copies of its frame).
 */
export async function addReportArabicFontFaces(...documents: Document[]): Promise<void> {
  const loaded = await loadReportArabicFontFiles();
  arabicWanted = true;
  const missing = documents.filter((d) => !documentsWithArabicFont.has(d));
  await addFaces(REPORT_ARABIC_FONT_NAME, loaded, missing, documentsWithArabicFont);
}
