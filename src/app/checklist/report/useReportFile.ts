// Every report file the app hands over (the PDF, Markdown and Word, of the work as it stands, of a
// phase, or with the changes since one), made and handed over one way: the renderer and its words
// loaded, a second click ignored while one runs, the status (announced by ReportFileMessages), a
// failure logged and alerted, and, for the PDF, which carries the assessment, the work marked kept.

import { useCallback, useRef, useState } from "react";
import { loadMessages, type LanguageCode } from "../../../i18n";
import { useTranslator } from "../../language/TranslatorContext";
import { loadExportModule, prefetchExportModule } from "../../onDemand";
import { useMarkKept } from "../../state/ChecklistContext";
import { reportRequest, THE_WORK, type ReportSource } from "./reportSource";
import type { Assessment, ReportRequest } from "./reportTypes";

export type ReportFormat = "pdf" | "markdown" | "word";

/** Where a report file is, for a format: not asked for, being made, handed over, or failed. */
export type ReportFileStatus =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly format: ReportFormat }
  | { readonly kind: "done"; readonly format: ReportFormat; readonly fileName: string }
  | { readonly kind: "failed"; readonly format: ReportFormat };

/** A file already made for this assessment and time, and how to hand it to the browser. */
export interface MadeReportFile {
  readonly fileName: string;
  readonly save: () => void;
}

export interface ReportFile {
  readonly status: ReportFileStatus;
  /** Whether `format`'s file is being made (its button says so). */
  readonly busy: (format: ReportFormat) => boolean;
  /**
   * Makes and hands over the file of the assessment as it stands now; `generatedAt` defaults to
   * now. With `made`, that file is handed over as it is, not made again. Ignored while one runs.
   */
  readonly start: (format: ReportFormat, generatedAt?: Date, made?: MadeReportFile) => void;
  /** Fetches `format`'s renderer ahead of a click (pointing at or focusing its button). */
  readonly prefetch: (format: ReportFormat) => void;
  /** Back to idle: the failure alert dismissed. */
  readonly dismiss: () => void;
}

/** Each format's name in the log of its failure ("PDF export failed"). */
const LOGGED_AS: Readonly<Record<ReportFormat, string>> = {
  pdf: "PDF",
  markdown: "Markdown",
  word: "Word",
};

// One loader for both uses: each import() site of a built page carries its own preload list.
const documents = () => import("./handOverDocument");

/**
 * Makes `request`'s file in `format` and hands it to the browser; its file's name. Markdown's and
 * Word's renderers are reached through a module of their own, so that the first load (Export and
 * this hook) carries neither loader.
 */
async function handOver(format: ReportFormat, request: Promise<ReportRequest>): Promise<string> {
  if (format === "pdf") {
    const [{ exportChecklistPdf }, asked] = await Promise.all([loadExportModule(), request]);
    return (await exportChecklistPdf(asked)).fileName;
  }
  return (await documents()).handOverDocument(format, request);
}

function prefetch(format: ReportFormat): void {
  if (format === "pdf") prefetchExportModule();
  else
    void documents().then(
      ({ prefetchDocument }) => prefetchDocument(format),
      // A failed prefetch is not the user's concern: the click loads it again and reports then.
      () => undefined,
    );
}

/** How long a failure's alert waits for its words before it shows (then in English). */
const ALERT_WORDS_WAIT_MS = 2000;

/**
 * Waits, briefly, for the `later` part of `code`'s messages, which hold the failure alerts: a
 * renderer that failed to load may have failed before the report's words had come. Settles either
 * way: a part that cannot be fetched leaves the alert in the spec's English (PdfFileMessages).
 */
function alertWords(code: LanguageCode): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ALERT_WORDS_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    loadMessages(code, "later").then(settle, settle);
  });
}

/**
 * `latest`: the assessment, read when a file is asked for (`current`); `source`: what the report is
 * of and how it ends (the work as it stands by default). Either way a PDF's record carries the whole
 * assessment, every phase included.
 */
export function useReportFile(
  latest: { readonly current: Assessment },
  source: ReportSource = THE_WORK,
): ReportFile {
  const [status, setStatus] = useState<ReportFileStatus>({ kind: "idle" });
  // A ref, not state: two clicks inside one frame both see the state from before the first.
  const running = useRef(false);
  const markKept = useMarkKept();
  // The report's language: the one on screen, which the checklist's words are in.
  const { code } = useTranslator().language;

  const start = useCallback(
    (format: ReportFormat, generatedAt: Date = new Date(), made?: MadeReportFile) => {
      if (running.current) return;
      running.current = true;
      const assessment = latest.current;
      setStatus({ kind: "running", format });
      void (async () => {
        try {
          let fileName: string;
          if (made) {
            made.save();
            fileName = made.fileName;
          } else {
            fileName = await handOver(format, reportRequest(assessment, source, generatedAt, code));
          }
          setStatus({ kind: "done", format, fileName });
          // The PDF carries the assessment: what it holds is now kept.
          if (format === "pdf") markKept(assessment);
        } catch (error) {
          console.error(`${LOGGED_AS[format]} export failed`, error);
          await alertWords(code);
          setStatus({ kind: "failed", format });
        } finally {
          running.current = false;
        }
      })();
    },
    [latest, source, markKept, code],
  );

  const dismiss = useCallback(() => setStatus({ kind: "idle" }), []);

  return {
    status,
    busy: (format) => status.kind === "running" && status.format === format,
    start,
    prefetch,
    dismiss,
  };
}
