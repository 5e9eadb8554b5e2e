// The export (src/export: html2canvas, jsPDF), for the Export button, the preview's Download and
// the tagged file behind the preview's "Open the PDF in a new tab". Fetching it early costs nothing
// the user would notice and saves its download time from the click.

import { retryUntilLoaded } from "./retryUntilLoaded";

export type ExportModule = typeof import("../../export");

export const loadExportModule: () => Promise<ExportModule> = retryUntilLoaded(
  () => import("../../export"),
);

/** Hovering or focusing Export or Download fetches the export and readies its fonts. */
export function prefetchExportModule(): void {
  // A failed prefetch is not the user's concern: the click loads the chunk again and reports then.
  void loadExportModule()
    .then((module) => module.prepareExport())
    .catch(() => undefined);
}
