// What an export says while and after it runs: a polite announcement of its start and result, and
// the spec's alert if it fails. Each export button carries its own, because a modal dialog hides
// everything outside it from screen readers, announcements included.

import { chakra } from "@chakra-ui/react";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { EXPORT_ERROR_MESSAGE, type ExportStatus } from "./useExportPdf";

interface ExportStatusMessagesProps {
  status: ExportStatus;
  onDismiss: () => void;
}

export function ExportStatusMessages({ status, onDismiss }: ExportStatusMessagesProps) {
  return (
    <>
      <chakra.p srOnly role="status" aria-live="polite">
        {status.kind === "running" && "Generating the PDF…"}
        {status.kind === "done" && `PDF ready: ${status.fileName}`}
      </chakra.p>
      {status.kind === "failed" && (
        <ErrorCallout message={EXPORT_ERROR_MESSAGE} onDismiss={onDismiss} flexBasis="100%" />
      )}
    </>
  );
}
