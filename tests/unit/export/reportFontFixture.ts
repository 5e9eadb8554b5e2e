// The report font's two subsets, made here from the installed Noto Sans as the build makes them, and
// handed to the app's font module as bytes: the tests draw with the font the app serves, fetching
// nothing.

import { subsetReportFont } from "../../../build/reportFont";
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
