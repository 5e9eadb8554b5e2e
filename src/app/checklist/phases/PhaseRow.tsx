// One phase in the Phases dialog: its name, date and ticked count, and what can be done with it:
// View (read only, in the checklist's place), Report (its PDF, through the export every report
// takes) and Delete.

import { Button, Flex, Stack, Text, chakra } from "@chakra-ui/react";
import { Download, Eye, Trash2 } from "lucide";
import { countQuestions, type ChecklistSnapshot } from "../../../data";
import { phaseDateInWords, phaseTickedCount, type RecordedPhase } from "../../../record";
import { Icon } from "../../icons/Icon";
import { useT, useTranslator } from "../../language/TranslatorContext";
import { useLatestAssessment } from "../../state/ChecklistContext";
import { useReportFile } from "../report";
import { ReportFileMessages } from "../report/parts";
import { usePhaseSource } from "./usePhaseSource";

interface PhaseRowProps {
  phase: RecordedPhase;
  /** The checklist in use: what the phase's ticks are counted against. */
  checklist: ChecklistSnapshot;
  onView: () => void;
  onDelete: () => void;
}

export function PhaseRow({ phase, checklist, onView, onDelete }: PhaseRowProps) {
  const t = useT();
  const { language } = useTranslator();
  const report = useReportFile(useLatestAssessment(), usePhaseSource(phase));
  const { name } = phase;
  return (
    <chakra.li borderWidth="1px" borderColor="border" rounded="md" p="3">
      <Stack gap="2">
        <Flex wrap="wrap" columnGap="3" align="baseline">
          <Text fontWeight="semibold" dir="auto" overflowWrap="anywhere">
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {phaseDateInWords(phase.date, language.intlLocale)}
            {" · "}
            {t("phases.ticked", {
              ticked: phaseTickedCount(checklist, phase),
              total: countQuestions([...checklist]).total,
            })}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="teal"
            aria-label={t("phases.viewPhase", { name })}
            onClick={onView}
          >
            <Icon icon={Eye} />
            {t("phases.view")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="teal"
            aria-label={t("phases.reportPhase", { name })}
            aria-busy={report.busy("pdf")}
            onClick={() => report.start("pdf")}
            onPointerEnter={() => report.prefetch("pdf")}
            onFocus={() => report.prefetch("pdf")}
          >
            <Icon icon={Download} />
            {t("phases.report")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t("phases.deletePhase", { name })}
            onClick={onDelete}
          >
            <Icon icon={Trash2} />
            {t("phases.delete")}
          </Button>
        </Flex>
        <ReportFileMessages status={report.status} onDismiss={report.dismiss} />
      </Stack>
    </chakra.li>
  );
}
