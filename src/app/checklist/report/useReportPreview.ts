// The preview's PDF: the report drawn by React-PDF, opened with PDF.js for the dialog to draw page by
// page. The "Open the PDF in a new tab" link opens the tagged export instead (useTaggedReportUrl).
// Both libraries are a large chunk of their own (src/export/preview), fetched only when a preview
// is wanted.

import { useEffect, useState } from "react";
import { allQuestions } from "../../../data";
import { useTranslator } from "../../language/TranslatorContext";
import { loadPreviewModule } from "../../onDemand";
import { reportRequest, type ReportSource } from "./reportSource";
import type { Assessment } from "./reportTypes";

export type PreviewPdfDocument = import("../../../export/preview").PreviewPdfDocument;

export type PreviewState =
  | { kind: "rendering" }
  | {
      kind: "ready";
      document: PreviewPdfDocument;
      /** Characters of the report the preview's embedded font lacks (shown as boxes there). */
      missing: string[];
    }
  | { kind: "failed" };

export interface PreviewPdf {
  readonly state: PreviewState;
  /** Draws the PDF again after a failure. */
  readonly retry: () => void;
}

/**
 * Draws the report once per mount (and once per retry). When the preview goes away the URL is
 * revoked and PDF.js's document destroyed (its worker's copy too), so a closed preview holds no
 * memory; a failure touches nothing but this state.
 */
export function useReportPreview(
  assessment: Assessment,
  source: ReportSource,
  generatedAt: Date,
): PreviewPdf {
  const [state, setState] = useState<PreviewState>({ kind: "rendering" });
  const [attempt, setAttempt] = useState(0);
  // The language on screen, which the checklist's words are in.
  const { code } = useTranslator().language;

  useEffect(() => {
    let current = true;
    let document: PreviewPdfDocument | null = null;
    void (async () => {
      try {
        const [
          {
            buildReportModel,
            charactersMissingFromReportFont,
            openPreviewDocument,
            renderReportDocument,
          },
          request,
        ] = await Promise.all([
          loadPreviewModule(),
          reportRequest(assessment, source, generatedAt, code),
        ]);
        const model = buildReportModel(request);
        const blob = await renderReportDocument(model);
        if (!current) return;
        const opened = await openPreviewDocument(blob);
        if (!current) {
          void opened.destroy();
          return;
        }
        document = opened;
        // Only what people wrote can hold such characters: the notes, and a customised checklist's
        // name and changes.
        const { checklist, variant } = assessment;
        const changes = variant?.changes;
        const written = [
          ...allQuestions(checklist).map((q) => q.note ?? ""),
          ...(variant === null ? [] : [variant.title, variant.version, variant.publisher]),
          ...(changes?.addedSubPrinciples.map((sub) => sub.name) ?? []),
          ...(changes?.addedQuestions.map((q) => q.text) ?? []),
          ...(changes?.rewordedQuestions.map((q) => q.text) ?? []),
          ...(changes?.hiddenQuestions.map((q) => q.reason) ?? []),
        ].join("");
        setState({
          kind: "ready",
          document,
          missing: charactersMissingFromReportFont(written),
        });
      } catch (error) {
        if (!current) return;
        console.error("PDF preview failed", error);
        setState({ kind: "failed" });
      }
    })();
    return () => {
      current = false;
      void document?.destroy();
    };
  }, [assessment, source, generatedAt, attempt, code]);

  return {
    state,
    retry: () => {
      setState({ kind: "rendering" });
      setAttempt((n) => n + 1);
    },
  };
}
