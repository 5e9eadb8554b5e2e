import { Button, Spinner } from "@chakra-ui/react";
import { Download } from "lucide";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { ExportStatusMessages } from "./ExportStatusMessages";
import { useExportPdf } from "./useExportPdf";

export { EXPORT_ERROR_MESSAGE } from "./useExportPdf";

export function ExportButton({ principles }: { principles: LatestChecklist }) {
  const t = useT();
  const { status, busy, start, prefetch, dismiss } = useExportPdf(principles);
  return (
    <>
      <Button
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        px={{ base: "2.5", sm: "4" }}
        onClick={() => start()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-busy={busy}
      >
        {/* Not Chakra's `loading`: that disables the button, and a disabled button drops keyboard focus. */}
        {busy ? <Spinner size="sm" aria-hidden="true" /> : <Icon icon={Download} />}
        {t(busy ? "actions.exporting" : "actions.export")}
      </Button>
      <ExportStatusMessages status={status} onDismiss={dismiss} />
    </>
  );
}
