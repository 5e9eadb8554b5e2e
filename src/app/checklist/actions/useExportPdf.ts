// The Export work, shared by the Export button and the preview's Download button, so both make the
// same file with the same name through the same exportChecklistPdf; Download hands over the
// preview's file instead when it has one already made.

import { useCallback, useRef, useState } from "react";
import { reportWordsIn } from "../../language/reportWords";
import { useTranslator } from "../../language/TranslatorContext";
import { useMarkKept, type LatestChecklist } from "../../state/ChecklistContext";
import { loadExportModule, prefetchExportModule } from "../../onDemand";
import type { ChecklistSnapshot } from "../../../data";
import type { Comparison } from "../../../record";

/** "Changes since <phase>", a report's last part: the phase's name and date (YYYY-MM-DD), and its
 * comparison with the work the report is of (src/record's compareAssessments). */
export interface ChangesSince {
  readonly name: string;
  readonly date: string;
  readonly comparison: Comparison;
}

/**
 * A report other than of the work as it stands, alone: from the checklist as it stands, the
 * checklist the report is of, and what the export is told besides (its ReportPhases): a past phase
 * (the checklist as it stood then, the phase's name and date), or the work as it stands ending with
 * "Changes since <phase>". Made by the phase's or the comparison's own code, loaded on first use
 * (phases/usePhaseReport.ts, compare/CompareReport.tsx), so that the first load, which carries
 * Export, carries none of it.
 */
export type PhaseReport = (current: ChecklistSnapshot) => readonly [
  ChecklistSnapshot,
  {
    readonly phase?: { readonly name: string; readonly date: string };
    readonly since?: ChangesSince;
  },
];

/**
 * Spec §8: the exact words of the export failure alert. A literal, not a message: the spec fixes
 * them word for word, and the alert says them in English on every language's page.
 */
export const EXPORT_ERROR_MESSAGE = "There was an error generating the PDF. Please try again.";

export type ExportStatus =
  { kind: "idle" } | { kind: "running" } | { kind: "done"; fileName: string } | { kind: "failed" };

/** A file already made for this checklist and time, and how to hand it to the browser. */
export interface MadeChecklistPdf {
  readonly fileName: string;
  readonly save: () => void;
}

export interface ExportPdf {
  readonly status: ExportStatus;
  readonly busy: boolean;
  /**
   * Makes and downloads the PDF of the checklist as it is now; `generatedAt` defaults to now. With
   * `made`, that file is saved as it is, not made again. Ignored while one is running.
   */
  readonly start: (generatedAt?: Date, made?: MadeChecklistPdf) => void;
  readonly prefetch: () => void;
  readonly dismiss: () => void;
}

/**
 * `phase`: what the report is of (a past phase, viewed read only, or the work with the changes
 * since a phase); none: the work as it stands. Either way the PDF's record carries the whole
 * assessment, every phase included.
 */
export function useExportPdf(
  checklist: LatestChecklist,
  phase: PhaseReport | null = null,
): ExportPdf {
  const [status, setStatus] = useState<ExportStatus>({ kind: "idle" });
  // A ref, not state: two clicks inside one frame both see the state from before the first.
  const running = useRef(false);
  const markKept = useMarkKept();
  // The report's language: the one on screen, which the checklist's words are in.
  const { code } = useTranslator().language;

  const start = useCallback(
    (generatedAt: Date = new Date(), made?: MadeChecklistPdf) => {
      if (running.current) return;
      running.current = true;
      const principles = checklist.current;
      const variant = checklist.variant ?? null;
      const phases = checklist.phases ?? [];
      const team = checklist.team ?? null;
      const [snapshot, asked] = phase?.(principles) ?? [principles, null];
      setStatus({ kind: "running" });
      void (async () => {
        try {
          let fileName: string;
          if (made) {
            made.save();
            fileName = made.fileName;
          } else {
            const [{ exportChecklistPdf }, words] = await Promise.all([
              loadExportModule(),
              reportWordsIn(code),
            ]);
            ({ fileName } = await exportChecklistPdf(snapshot, generatedAt, variant, words, {
              phases,
              current: principles,
              team,
              ...asked,
            }));
          }
          setStatus({ kind: "done", fileName });
          // The PDF carries the assessment: what it holds is now kept.
          markKept(principles, phases, team);
        } catch (error) {
          console.error("PDF export failed", error);
          setStatus({ kind: "failed" });
        } finally {
          running.current = false;
        }
      })();
    },
    [checklist, markKept, code, phase],
  );

  const dismiss = useCallback(() => setStatus({ kind: "idle" }), []);

  return {
    status,
    busy: status.kind === "running",
    start,
    prefetch: prefetchExportModule,
    dismiss,
  };
}
