// What the PDF's file says while and after it is made: a polite announcement of its start and of
// the file handed over, and the spec's alert (§8) if it fails. Apart from ReportFileMessages, which
// shows it for the PDF, so that the first load (Export) carries nothing of the other formats'.

import { chakra } from "@chakra-ui/react";
import { hasMessages } from "../../../i18n";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { useTranslator } from "../../language/TranslatorContext";
import type { ReportFileStatus } from "./useReportFile";

/**
 * Spec §8: the exact words of the export failure alert, English's `pdf.failed`. Said as they are
 * when the page's `later` messages, which hold the alert in every language, could not be fetched
 * (the failure may be the network's): English is then better than the message's id.
 */
export const EXPORT_ERROR_MESSAGE = "There was an error generating the PDF. Please try again.";

interface PdfFileMessagesProps {
  /** The PDF's status (a status of another format says nothing here). */
  status: ReportFileStatus;
  onDismiss: () => void;
}

export function PdfFileMessages({ status, onDismiss }: PdfFileMessagesProps) {
  const { t, language } = useTranslator();
  const pdf = status.kind !== "idle" && status.format === "pdf";
  // The alert's words are in the `later` part, kept out of the first load: a PDF asked for has
  // fetched it with the report's words (useReportFile waits for it before it says "failed").
  const translated = hasMessages(language.code, "later");
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {pdf && status.kind === "running" && t("exportStatus.running")}
        {pdf && status.kind === "done" && t("exportStatus.done", { fileName: status.fileName })}
      </chakra.p>
      {pdf && status.kind === "failed" && (
        <ErrorCallout
          message={translated ? t("pdf.failed") : EXPORT_ERROR_MESSAGE}
          // English on another language's page is marked so, for a screen reader's English voice.
          messageLang={translated || language.code === "en" ? undefined : "en"}
          onDismiss={onDismiss}
          flexBasis="100%"
        />
      )}
    </>
  );
}
