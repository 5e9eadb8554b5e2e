// A phase compared with the work now: the report of the work now, ending with "Changes since
// <phase>", as a PDF (the export every report takes, its record the whole assessment), a Markdown
// or a Word file, or shown first in the preview (the one preview dialog, handed the part). The
// export loads on use, as every report's does.

import { Button, Flex, Heading, Stack, chakra } from "@chakra-ui/react";
import { Download, Eye, FileText } from "lucide";
import { useRef, useState } from "react";
import type { ChecklistSnapshot } from "../../../data";
import { isolated } from "../../../i18n";
import type { Comparison, RecordedPhase, TeamRecord } from "../../../record";
import type { ChecklistVariant } from "../../../variant";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { Icon } from "../../icons/Icon";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { reportWordsIn } from "../../language/reportWords";
import { useT, useTranslator } from "../../language/TranslatorContext";
import { loadExportModule, prefetchExportModule, prefetchPreviewModule } from "../../onDemand";
import { loadWordModule } from "../../onDemand/wordModule";
import { useLatestChecklist, useMarkKept } from "../../state/ChecklistContext";
import { EXPORT_ERROR_MESSAGE, type ChangesSince } from "../actions";
// In the chunk this dialog comes in (onDemand/lazyParts.ts), so imported as it is.
import { PreviewDialog } from "../preview/parts";

type Made = "idle" | "running" | "failed" | { fileName: string; ready: string };

/** What the preview shows: the work as it stood when Preview was chosen, and the part. */
interface Previewed {
  readonly principles: ChecklistSnapshot;
  readonly variant: ChecklistVariant | null;
  readonly phases: readonly RecordedPhase[];
  readonly team: TeamRecord | null;
  readonly since: ChangesSince;
}

export function CompareReport({
  since,
  comparison,
}: {
  since: RecordedPhase;
  comparison: Comparison;
}) {
  const t = useT();
  const { language } = useTranslator();
  const latest = useLatestChecklist();
  const markKept = useMarkKept();
  const [made, setMade] = useState<Made>("idle");
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  const input: ChangesSince = { name: since.name, date: since.date, comparison };

  const make = (kind: "pdf" | "markdown" | "word") => {
    if (made === "running") return;
    setMade("running");
    const principles = latest.current;
    const variant = latest.variant ?? null;
    const phases = latest.phases ?? [];
    // The report is of the work as it stands: its team review, if any, is listed and carried too.
    const team = latest.team ?? null;
    const generatedAt = new Date();
    void (async () => {
      const words = await reportWordsIn(language.code);
      if (kind === "pdf") {
        const { exportChecklistPdf } = await loadExportModule();
        const { fileName } = await exportChecklistPdf(principles, generatedAt, variant, words, {
          phases,
          team,
          since: input,
        });
        // The PDF carries the assessment: what it holds is now kept.
        markKept(principles, phases, team);
        return { fileName, ready: t("exportStatus.done", { fileName: isolated(fileName) }) };
      }
      if (kind === "markdown") {
        const { exportChecklistMarkdown } = await import("../../../export/markdown");
        const { fileName } = exportChecklistMarkdown(
          principles,
          generatedAt,
          variant,
          words,
          null,
          input,
          team?.review ?? null,
        );
        return { fileName, ready: t("markdown.ready", { fileName: isolated(fileName) }) };
      }
      const { exportChecklistWord } = await loadWordModule();
      const { fileName } = await exportChecklistWord(
        principles,
        generatedAt,
        variant,
        words,
        input,
        team?.review ?? null,
      );
      return { fileName, ready: t("word.ready", { fileName: isolated(fileName) }) };
    })()
      .then(setMade)
      .catch((error: unknown) => {
        console.error("The report with the changes failed", error);
        setMade("failed");
      });
  };

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
          aria-busy={made === "running"}
          onClick={() => make("pdf")}
          onPointerEnter={prefetchExportModule}
          onFocus={prefetchExportModule}
        >
          <Icon icon={Download} />
          {t("actions.export")}
        </Button>
        <Button
          ref={previewButton}
          colorPalette="teal"
          variant="outline"
          aria-haspopup="dialog"
          onClick={() =>
            setPreviewed({
              principles: latest.current,
              variant: latest.variant ?? null,
              phases: latest.phases ?? [],
              team: latest.team ?? null,
              since: input,
            })
          }
          onPointerEnter={prefetchPreviewModule}
          onFocus={prefetchPreviewModule}
        >
          <Icon icon={Eye} />
          {t("actions.preview")}
        </Button>
        <Button colorPalette="teal" variant="outline" onClick={() => make("markdown")}>
          <Icon icon={FileText} />
          {t("markdown.download")}
        </Button>
        <Button colorPalette="teal" variant="outline" onClick={() => make("word")}>
          <Icon icon={FileText} />
          {t("word.download")}
        </Button>
      </Flex>
      <chakra.p srOnly role="status">
        {typeof made === "object" && made.ready}
      </chakra.p>
      {made === "failed" && (
        <ErrorCallout message={EXPORT_ERROR_MESSAGE} onDismiss={() => setMade("idle")} />
      )}
      {previewed && (
        // Over the compare dialog, which it leaves as it was: closed, the focus is back on Preview.
        <PreviewDialog
          principles={previewed.principles}
          variant={previewed.variant}
          phases={previewed.phases}
          team={previewed.team}
          since={previewed.since}
          onClose={() => {
            setPreviewed(null);
            previewButton.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
