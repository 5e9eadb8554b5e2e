// A phase compared with the work now: the report of the work now, ending with "Changes since
// <phase>", as a PDF (the export every report takes, its record the whole assessment), a Markdown
// or a Word file, or shown first in the preview (the one preview dialog, handed the part). The
// export loads on use, as every report's does.

import { Button, Flex, Heading, Stack } from "@chakra-ui/react";
import { Download, Eye, FileText } from "lucide";
import { useMemo, useRef, useState } from "react";
import type { Assessment } from "../../../data";
import type { Comparison, RecordedPhase } from "../../../record";
import { Icon } from "../../icons/Icon";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import { prefetchPreviewModule } from "../../onDemand";
import { useLatestAssessment } from "../../state/ChecklistContext";
import { useReportFile, type ChangesSince } from "../report";
import { ReportFileMessages } from "../report/parts";
// In the chunk this dialog comes in (onDemand/lazyParts.ts), so imported as it is.
import { PreviewDialog } from "../preview/parts";

export function CompareReport({
  since,
  comparison,
}: {
  since: RecordedPhase;
  comparison: Comparison;
}) {
  const t = useT();
  const latest = useLatestAssessment();
  const changes = useMemo<ChangesSince>(
    () => ({ name: since.name, date: since.date, comparison }),
    [since, comparison],
  );
  // The report is of the work as it stands: its team review, if any, is listed and carried too.
  const report = useReportFile(
    latest,
    useMemo(() => ({ since: changes }), [changes]),
  );
  // What the preview shows: the assessment as it stood when Preview was chosen.
  const [previewed, setPreviewed] = useState<Assessment | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="4">
      <Heading as="h4" size="sm" dir="auto">
        <MessageWithOwnWords
          id="compare.reportHeading"
          values={{ name: since.name }}
          own={["name"]}
        />
      </Heading>
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette="teal"
          variant="outline"
          aria-busy={report.busy("pdf")}
          onClick={() => report.start("pdf")}
          onPointerEnter={() => report.prefetch("pdf")}
          onFocus={() => report.prefetch("pdf")}
        >
          <Icon icon={Download} />
          {t("actions.export")}
        </Button>
        <Button
          ref={previewButton}
          colorPalette="teal"
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => setPreviewed(latest.current)}
          onPointerEnter={prefetchPreviewModule}
          onFocus={prefetchPreviewModule}
        >
          <Icon icon={Eye} />
          {t("actions.preview")}
        </Button>
        <Button
          colorPalette="teal"
          variant="outline"
          aria-busy={report.busy("markdown")}
          onClick={() => report.start("markdown")}
        >
          <Icon icon={FileText} />
          {t("markdown.download")}
        </Button>
        <Button
          colorPalette="teal"
          variant="outline"
          aria-busy={report.busy("word")}
          onClick={() => report.start("word")}
          onPointerEnter={() => report.prefetch("word")}
          onFocus={() => report.prefetch("word")}
        >
          <Icon icon={FileText} />
          {t("word.download")}
        </Button>
      </Flex>
      <ReportFileMessages status={report.status} onDismiss={report.dismiss} />
      {previewed && (
        // Over the compare dialog, which it leaves as it was: closed, the focus is back on Preview.
        <PreviewDialog
          assessment={previewed}
          since={changes}
          onClose={() => {
            setPreviewed(null);
            previewButton.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
