// What a report file says while and after it is made, whatever its format: the PDF's as
// PdfFileMessages says it; for Markdown and Word, a polite announcement of the file handed over and
// their own alert if it fails. Each place that offers reports carries its own, because a modal
// dialog hides everything outside it from screen readers, announcements included.

import { chakra } from "@chakra-ui/react";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import { PdfFileMessages } from "./PdfFileMessages";
import type { ReportFileStatus } from "./useReportFile";

interface ReportFileMessagesProps {
  status: ReportFileStatus;
  onDismiss: () => void;
}

export function ReportFileMessages({ status, onDismiss }: ReportFileMessagesProps) {
  const t = useT();
  if (status.kind === "idle" || status.format === "pdf")
    return <PdfFileMessages status={status} onDismiss={onDismiss} />;
  const { format } = status;
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {status.kind === "done" && (
          <MessageWithOwnWords
            id={format === "markdown" ? "markdown.ready" : "word.ready"}
            values={{ fileName: status.fileName }}
            own={["fileName"]}
          />
        )}
      </chakra.p>
      {status.kind === "failed" && (
        <ErrorCallout
          message={t(format === "markdown" ? "markdown.failed" : "word.failed")}
          onDismiss={onDismiss}
        />
      )}
    </>
  );
}
