// The empty PDF the export fills: jsPDF, loaded on demand, A4 portrait in millimetres, and taught
// the page images' indexed format.

import type { jsPDF } from "jspdf";
import { registerIndexedImageFormat } from "./indexedImageFormat";

export async function openPdfDocument(): Promise<jsPDF> {
  const { jsPDF } = await import("jspdf");
  registerIndexedImageFormat(jsPDF);
  return new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
}
