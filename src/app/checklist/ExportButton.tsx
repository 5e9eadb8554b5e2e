import { Box, Button, Flex, Spinner, Text, chakra } from "@chakra-ui/react";
import { CircleAlert, Download, X } from "lucide-react";
import { useRef, useState } from "react";
import type { ChecklistSnapshot } from "../../data";

/** Spec §8: the exact words of the export failure alert. */
export const EXPORT_ERROR_MESSAGE = "There was an error generating the PDF. Please try again.";

type ExportStatus =
  { kind: "idle" } | { kind: "running" } | { kind: "done"; fileName: string } | { kind: "failed" };

// Fetching the export chunk (html2canvas, jsPDF) early costs nothing the user would notice and
// saves its download time from the click. Repeated calls reuse the one module promise.
function loadExportModule() {
  return import("../../export");
}

export function ExportButton({ principles }: { principles: ChecklistSnapshot }) {
  const [status, setStatus] = useState<ExportStatus>({ kind: "idle" });
  // A ref, not state: two clicks inside one frame both see the state from before the first.
  const running = useRef(false);

  async function runExport() {
    if (running.current) return;
    running.current = true;
    setStatus({ kind: "running" });
    try {
      const { exportChecklistPdf } = await loadExportModule();
      const { fileName } = await exportChecklistPdf(principles, new Date());
      setStatus({ kind: "done", fileName });
    } catch (error) {
      console.error("PDF export failed", error);
      setStatus({ kind: "failed" });
    } finally {
      running.current = false;
    }
  }

  const busy = status.kind === "running";
  return (
    <>
      <Button
        colorPalette="teal"
        size="lg"
        onClick={runExport}
        onPointerEnter={() => void loadExportModule().catch(() => undefined)}
        onFocus={() => void loadExportModule().catch(() => undefined)}
        aria-busy={busy}
      >
        {/* Not Chakra's `loading`: that disables the button, and a disabled button drops keyboard focus. */}
        {busy ? <Spinner size="sm" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {busy ? "Exporting…" : "Export"}
      </Button>
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
              onClick={() => setStatus({ kind: "idle" })}
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
