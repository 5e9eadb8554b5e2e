// What an export says while and after it runs: a polite announcement of its start and result, and
// the spec's alert if it fails. Each export button carries its own, because a modal dialog hides
// everything outside it from screen readers, announcements included.

import { Box, Flex, Text, chakra } from "@chakra-ui/react";
import { CircleAlert, X } from "lucide-react";
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
        <Box
          role="alert"
          flexBasis="100%"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          rounded="md"
          p="3"
        >
          <Flex gap="3" align="flex-start">
            <CircleAlert aria-hidden="true" size={20} />
            <Text flex="1">{EXPORT_ERROR_MESSAGE}</Text>
            <chakra.button
              type="button"
              aria-label="Dismiss"
              onClick={onDismiss}
              display="inline-flex"
              p="1"
              rounded="sm"
              cursor="pointer"
              focusVisibleRing="outside"
            >
              <X aria-hidden="true" size={18} />
            </chakra.button>
          </Flex>
        </Box>
      )}
    </>
  );
}
