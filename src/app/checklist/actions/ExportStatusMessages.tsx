// What an export says while and after it runs: a polite announcement of its start and result, and
// the spec's alert if it fails. Each export button carries its own, because a modal dialog hides
// everything outside it from screen readers, announcements included.

import { chakra } from "@chakra-ui/react";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { useT } from "../../language/TranslatorContext";
import { EXPORT_ERROR_MESSAGE, type ExportStatus } from "./useExportPdf";

interface ExportStatusMessagesProps {
  status: ExportStatus;
  onDismiss: () => void;
}

export function ExportStatusMessages({ status, onDismiss }: ExportStatusMessagesProps) {
  const t = useT();
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {status.kind === "running" && t("exportStatus.running")}
        {status.kind === "done" && t("exportStatus.done", { fileName: status.fileName })}
      </chakra.p>
      {status.kind === "failed" && (
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
