// The preview's PDF: the report drawn by React-PDF into a blob: URL for the dialog's frame. React-PDF
// is a large chunk of its own (src/export/preview.ts), fetched only when a preview is wanted.

import { useEffect, useState } from "react";
import type { ChecklistSnapshot } from "../../data";

export type PreviewState =
  { kind: "rendering" } | { kind: "ready"; url: string } | { kind: "failed" };

type PreviewModule = typeof import("../../export/preview");

// One request however often it is asked for (hover, focus, open). A failure is not kept, so the
// next open fetches the chunk again: the network may be back.
let previewModule: Promise<PreviewModule> | null = null;

function loadPreviewModule(): Promise<PreviewModule> {
  previewModule ??= import("../../export/preview").catch((error: unknown) => {
    previewModule = null;
    throw error;
  });
  return previewModule;
}

/** Hovering or focusing Preview starts the download of React-PDF, to save that time from the click. */
export function prefetchPreviewModule(): void {
  // A failed prefetch is not the user's concern: opening the preview loads it again and reports then.
  void loadPreviewModule().catch(() => undefined);
}

export interface PreviewPdf {
  readonly state: PreviewState;
  /** Draws the PDF again after a failure. */
  readonly retry: () => void;
}

/**
 * Draws the report once per mount (and once per retry). The URL is revoked when the preview goes
 * away, so a closed preview holds no memory; a failure touches nothing but this state.
 */
export function usePreviewPdf(principles: ChecklistSnapshot, generatedAt: Date): PreviewPdf {
  const [state, setState] = useState<PreviewState>({ kind: "rendering" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let url: string | null = null;
    void (async () => {
      try {
        const { buildReportModel, renderReportDocument } = await loadPreviewModule();
        const blob = await renderReportDocument(buildReportModel(principles, generatedAt));
        if (!current) return;
        url = URL.createObjectURL(blob);
        setState({ kind: "ready", url });
      } catch (error) {
        if (!current) return;
        console.error("PDF preview failed", error);
        setState({ kind: "failed" });
      }
    })();
    return () => {
      current = false;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [principles, generatedAt, attempt]);

  return {
    state,
    retry: () => {
      setState({ kind: "rendering" });
      setAttempt((n) => n + 1);
    },
  };
}
