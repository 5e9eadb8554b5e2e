// What a report file says while and after it is made: a polite announcement of its start (the PDF's)
// and of the file handed over, and an alert if it fails: for the PDF the spec's words (§8), for
// Markdown and Word their own. Each place that offers reports carries its own, because a modal
// dialog hides everything outside it from screen readers, announcements included.

import { chakra } from "@chakra-ui/react";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import type { ReportFileStatus, ReportFormat } from "./useReportFile";

/**
 * Spec §8: the exact words of the export failure alert. A literal, not a message: the spec fixes
 * them word for word, and the alert says them in English on every language's page.
 */
export const EXPORT_ERROR_MESSAGE = "There was an error generating the PDF. Please try again.";

const READY: Readonly<Record<ReportFormat, string>> = {
  pdf: "exportStatus.done",
  markdown: "markdown.ready",
  word: "word.ready",
};

interface ReportFileMessagesProps {
  status: ReportFileStatus;
  onDismiss: () => void;
}

export function ReportFileMessages({ status, onDismiss }: ReportFileMessagesProps) {
  const t = useT();
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {status.kind === "running" && status.format === "pdf" && t("exportStatus.running")}
        {status.kind === "done" && status.format === "pdf" && (
          // As the PDF's status has always said it, in one text.
          <>{t(READY.pdf, { fileName: status.fileName })}</>
        )}
        {status.kind === "done" && status.format !== "pdf" && (
          <MessageWithOwnWords
            id={READY[status.format]}
            values={{ fileName: status.fileName }}
            own={["fileName"]}
          />
        )}
      </chakra.p>
      {status.kind === "failed" &&
        (status.format === "pdf" ? (
          // The spec's words, in English on every language's page: marked as English, so that a
          // screen reader reads them with an English voice.
          <ErrorCallout
            message={EXPORT_ERROR_MESSAGE}
            messageLang="en"
            onDismiss={onDismiss}
            flexBasis="100%"
          />
        ) : (
          <ErrorCallout
            message={t(status.format === "markdown" ? "markdown.failed" : "word.failed")}
            onDismiss={onDismiss}
          />
        ))}
    </>
  );
}
