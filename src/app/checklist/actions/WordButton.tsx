// "Download as Word": the report as a .docx file, made by src/export/word (the docx library),
// loaded on demand. Busy while the library comes and the file is made; a failure is logged and
// alerted, as the PDF's is, and changes nothing in the checklist.

import { Button, Flex, Spinner } from "@chakra-ui/react";
import { FileType } from "lucide";
import { Icon } from "../../icons/Icon";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { LatestAssessment } from "../../state/ChecklistContext";
import { useReportFile } from "../report";
import { ReportFileMessages } from "../report/parts";

export function WordButton({ latest }: { latest: LatestAssessment }) {
  useLaterMessages();
  const t = useT();
  const report = useReportFile(latest);
  const busy = report.busy("word");
  return (
    <Flex direction="column" align="flex-end" gap="2">
      <Button
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        onClick={() => report.start("word")}
        onPointerEnter={() => report.prefetch("word")}
        onFocus={() => report.prefetch("word")}
        aria-busy={busy}
      >
        {/* Not Chakra's `loading`: that disables the button, and a disabled button drops keyboard focus. */}
        {busy ? <Spinner size="sm" aria-hidden="true" /> : <Icon icon={FileType} />}
        {t(busy ? "word.making" : "word.download")}
      </Button>
      <ReportFileMessages status={report.status} onDismiss={report.dismiss} />
    </Flex>
  );
}
