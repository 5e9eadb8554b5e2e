// The report font's two subsets, made here from the installed Noto Sans as the build makes them, and
// handed to the app's font module as bytes: the tests draw with the font the app serves, fetching
// nothing. For a report in Arabic, the Arabic faces too: the export's and the preview's.

import { subsetReportFont, type ReportFontFile } from "../../../build/reportFont";
import { provideReportFontFiles } from "../../../src/export/report/reportFont";

export async function provideBuiltReportFont(): Promise<{ regular: Buffer; bold: Buffer }> {
  const [regular, bold] = await Promise.all([
    subsetReportFont("regular"),
    subsetReportFont("bold"),
  ]);
  const copy = (b: Buffer) =>
    b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  provideReportFontFiles({ regular: copy(regular), bold: copy(bold) });
  return { regular, bold };
}

/** Every face the build serves, each as it serves it, handed over as bytes. */
export async function provideBuiltReportFonts(): Promise<Record<ReportFontFile, Buffer>> {
  const files = [
    "regular",
    "bold",
    "arabicRegular",
    "arabicBold",
    "arabicPreviewRegular",
    "arabicPreviewBold",
  ] as const;
  const built = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await subsetReportFont(file)] as const)),
  ) as Record<ReportFontFile, Buffer>;
  const copy = (b: Buffer) =>
    b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  provideReportFontFiles(
    { regular: copy(built.regular), bold: copy(built.bold) },
    { regular: copy(built.arabicRegular), bold: copy(built.arabicBold) },
    { regular: copy(built.arabicPreviewRegular), bold: copy(built.arabicPreviewBold) },
  );
  return built;
}
