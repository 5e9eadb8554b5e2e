import { Button, Spinner } from "@chakra-ui/react";
import { Download } from "lucide";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import type { LatestAssessment } from "../../state/ChecklistContext";
import { PdfFileMessages, useReportFile } from "../report";

export function ExportButton({ latest }: { latest: LatestAssessment }) {
  const t = useT();
  const report = useReportFile(latest);
  const busy = report.busy("pdf");
  return (
    <>
      <Button
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        px={{ base: "2.5", sm: "4" }}
        onClick={() => report.start("pdf")}
        onPointerEnter={() => report.prefetch("pdf")}
        onFocus={() => report.prefetch("pdf")}
        aria-busy={busy}
      >
        {/* Not Chakra's `loading`: that disables the button, and a disabled button drops keyboard focus. */}
        {busy ? <Spinner size="sm" aria-hidden="true" /> : <Icon icon={Download} />}
        {t(busy ? "actions.exporting" : "actions.export")}
      </Button>
      <PdfFileMessages status={report.status} onDismiss={report.dismiss} />
    </>
  );
}
