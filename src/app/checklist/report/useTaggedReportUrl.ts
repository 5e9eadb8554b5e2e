// The file behind the preview's "Open the PDF in a new tab": the tagged export, made in the
// background once the preview is shown and kept as a blob: URL; Download saves this same file once
// it is made. The
// preview's own file is React-PDF's, which carries no structure (docs/tagged-pdf.md); a link to a
// URL made beforehand opens on the click itself, which no engine's pop-up blocker stops.

import { useEffect, useState } from "react";
import { useTranslator } from "../../language/TranslatorContext";
import { loadExportModule } from "../../onDemand";
import { reportRequest, type ReportSource } from "./reportSource";
import type { Assessment } from "./reportTypes";

export type TaggedPdfUrl =
  | { kind: "waiting" }
  | { kind: "ready"; url: string; blob: Blob; fileName: string }
  | { kind: "failed" };

/**
 * Starts making the file when `start` is true (the preview's pages are drawn, so the two do not
 * compete for the first seconds); the URL is revoked when the dialog closes.
 */
export function useTaggedReportUrl(
  assessment: Assessment,
  source: ReportSource,
  generatedAt: Date,
  start: boolean,
): TaggedPdfUrl {
  const [state, setState] = useState<TaggedPdfUrl>({ kind: "waiting" });
  // In the language on screen, which the checklist's words are in.
  const { code } = useTranslator().language;

  useEffect(() => {
    if (!start) return;
    let cancelled = false;
    let url: string | null = null;
    void (async () => {
      try {
        const [{ makeChecklistPdf }, request] = await Promise.all([
          loadExportModule(),
          reportRequest(assessment, source, generatedAt, code),
        ]);
        const { blob, fileName } = await makeChecklistPdf(request);
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ kind: "ready", url, blob, fileName });
      } catch (error) {
        console.error("The tagged PDF for a new tab could not be made", error);
        if (!cancelled) setState({ kind: "failed" });
      }
    })();
    return () => {
      cancelled = true;
      if (url !== null) URL.revokeObjectURL(url);
      setState({ kind: "waiting" });
    };
  }, [assessment, source, generatedAt, start, code]);

  return state;
}
