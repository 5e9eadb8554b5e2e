// React-PDF and PDF.js (src/export/preview), apart from the hook that draws with them: the Preview
// button, in the first load, prefetches on hover and focus, and the first load has no room for the
// hook (checklist/report/useReportPreview.ts), which comes with the dialog.

import { retryUntilLoaded } from "./retryUntilLoaded";

export type PreviewModule = typeof import("../../export/preview");

export const loadPreviewModule: () => Promise<PreviewModule> = retryUntilLoaded(
  () => import("../../export/preview"),
);

/** Hovering or focusing Preview starts the download of React-PDF, to save that time from the click. */
export function prefetchPreviewModule(): void {
  // A failed prefetch is not the user's concern: opening the preview loads it again and reports then.
  void loadPreviewModule().catch(() => undefined);
}
