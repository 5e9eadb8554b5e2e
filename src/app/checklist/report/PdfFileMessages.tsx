// What the PDF's file says while and after it is made: a polite announcement of its start and of
// the file handed over, and the spec's alert (§8) if it fails. Apart from ReportFileMessages, which
// shows it for the PDF, so that the first load (Export) carries nothing of the other formats'.

import { chakra } from "@chakra-ui/react";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { useT } from "../../language/TranslatorContext";
import type { ReportFileStatus } from "./useReportFile";

/**
 * Spec §8: the exact words of the export failure alert. A literal, not a message: the spec fixes
 * them word for word, and the alert says them in English on every language's page.
 */
export const EXPORT_ERROR_MESSAGE = "There was an error generating the PDF. Please try again.";

interface PdfFileMessagesProps {
  /** The PDF's status (a status of another format says nothing here). */
  status: ReportFileStatus;
  onDismiss: () => void;
}

export function PdfFileMessages({ status, onDismiss }: PdfFileMessagesProps) {
  const t = useT();
  const pdf = status.kind !== "idle" && status.format === "pdf";
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {pdf && status.kind === "running" && t("exportStatus.running")}
        {pdf && status.kind === "done" && t("exportStatus.done", { fileName: status.fileName })}
      </chakra.p>
      {pdf && status.kind === "failed" && (
        // The spec's words, in English on every language's page: marked as English, so that a
        // screen reader reads them with an English voice.
        <ErrorCallout
          message={EXPORT_ERROR_MESSAGE}
          messageLang="en"
          onDismiss={onDismiss}
          flexBasis="100%"
        />
      )}
    </>
  );
}
