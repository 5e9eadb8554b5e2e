// "Download as Markdown": the report as a .md file, made by src/export/markdown, loaded on demand.

import { Button, Flex } from "@chakra-ui/react";
import { FileText } from "lucide";
import { Icon } from "../../icons/Icon";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { LatestAssessment } from "../../state/ChecklistContext";
import { useReportFile } from "../report";
import { ReportFileMessages } from "../report/parts";

export function MarkdownButton({ latest }: { latest: LatestAssessment }) {
  useLaterMessages();
  const t = useT();
  const report = useReportFile(latest);
  return (
    <Flex direction="column" align="flex-end" gap="2">
      <Button
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        onClick={() => report.start("markdown")}
        aria-busy={report.busy("markdown")}
      >
        <Icon icon={FileText} />
        {t("markdown.download")}
      </Button>
      <ReportFileMessages status={report.status} onDismiss={report.dismiss} />
    </Flex>
  );
}
