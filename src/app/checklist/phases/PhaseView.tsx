// A past phase, read only, in the checklist's place: said to be one at the top, every question with
// its tick as the phase kept it, its note and its reason if it was set aside, its report (PDF, Markdown or Word), and the way back to the
// work as it stands. Nothing here can change a tick or a note. Loaded on first use.

import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { ArrowLeft, Check, Download, FileText, FileType } from "lucide";
import { useLayoutEffect, useMemo, useRef, type Dispatch } from "react";
import { flushSync } from "react-dom";
import {
  countQuestions,
  noteOf,
  setAsideReasonOf,
  type ChecklistSnapshot,
  type Question,
  type SubPrinciple,
} from "../../../data";
import { checklistAtPhase, phaseDateInWords, type RecordedPhase } from "../../../record";
import { Icon } from "../../icons/Icon";
import { useLaterMessages, useT, useTranslator } from "../../language/TranslatorContext";
import { useLatestAssessment } from "../../state/ChecklistContext";
import type { ChecklistEvent } from "../../state/checklistState";
import { MORE_BUTTON_ID } from "../actions";
import { useReportFile } from "../report";
import { ReportFileMessages } from "../report/parts";
import { usePhaseSource } from "./usePhaseSource";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

export interface PhaseViewProps {
  phase: RecordedPhase;
  /** The checklist in use, whose words the phase is shown in. */
  checklist: ChecklistSnapshot;
  dispatch: Dispatch<ChecklistEvent>;
}

function PhaseQuestions({ questions }: { questions: readonly Question[] }) {
  const t = useT();
  return (
    <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
      {questions.map((question) => {
        const note = noteOf(question);
        const reason = question.checked ? "" : setAsideReasonOf(question);
        return (
          <chakra.li key={question.id} display="flex" gap="2" alignItems="flex-start">
            {/* A tick drawn or an empty box, and the word a screen reader says for it. */}
            <Box
              as="span"
              aria-hidden="true"
              flexShrink={0}
              mt="0.5"
              boxSize="5"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              borderWidth="2px"
              borderColor={question.checked ? "teal.solid" : "border.emphasized"}
              bg={question.checked ? "teal.solid" : "transparent"}
              color="teal.contrast"
              rounded="sm"
            >
              {question.checked && <Icon icon={Check} size={14} />}
            </Box>
            <Box minW="0">
              <Text dir="auto">
                <chakra.span srOnly>
                  {t(
                    question.checked
                      ? "phases.tickedMark"
                      : reason !== ""
                        ? "phases.setAsideMark"
                        : "phases.notTickedMark",
                  )}
                  :{" "}
                </chakra.span>
                {question.text}
              </Text>
              {reason !== "" && (
                <Text mt="1" ps="3" borderInlineStartWidth="3px" borderColor="border.emphasized">
                  <chakra.span fontWeight="medium">{t("setAside.stateLabel")}</chakra.span>{" "}
                  <chakra.span dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {reason}
                  </chakra.span>
                </Text>
              )}
              {note !== "" && (
                <Text
                  mt="1"
                  ps="3"
                  borderInlineStartWidth="3px"
                  borderColor="border.emphasized"
                  color="fg.muted"
                  whiteSpace="pre-wrap"
                  overflowWrap="anywhere"
                  dir="auto"
                >
                  <chakra.span fontWeight="medium" color="fg">
                    {t("phases.noteLabel")}:
                  </chakra.span>{" "}
                  {note}
                </Text>
              )}
            </Box>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

function PhaseSubPrinciple({ sub }: { sub: SubPrinciple }) {
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {sub.name}
      </Heading>
      <PhaseQuestions questions={sub.questions} />
      {sub.subItems?.map((item) => (
        <Stack key={item.id} gap="2" ps="4">
          <Heading as="h5" size="xs">
            {item.name}
          </Heading>
          <PhaseQuestions questions={item.questions} />
        </Stack>
      ))}
    </Stack>
  );
}

export function PhaseView({ phase, checklist, dispatch }: PhaseViewProps) {
  useLaterMessages();
  const t = useT();
  const { language } = useTranslator();
  const atPhase = useMemo(() => checklistAtPhase(checklist, phase), [checklist, phase]);
  const count = countQuestions(atPhase);
  const date = phaseDateInWords(phase.date, language.intlLocale);
  // The phase's PDF, Markdown and Word files: one at a time, each said as the others are.
  const report = useReportFile(useLatestAssessment(), usePhaseSource(phase));
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the checklist: the focus starts at what is now there, its heading.
  useLayoutEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="5" as="section" aria-labelledby="phase-view-heading">
      <Stack
        gap="3"
        borderWidth="1px"
        borderInlineStartWidth="6px"
        borderColor="teal.solid"
        bg="teal.subtle"
        rounded="md"
        p={{ base: "3", md: "4" }}
      >
        <Heading as="h2" size="lg" id="phase-view-heading" ref={heading} tabIndex={-1} dir="auto">
          {
            <MessageWithOwnWords
              id="phases.viewHeading"
              values={{ name: phase.name }}
              own={["name"]}
            />
          }
        </Heading>
        <Text>{t("phases.viewNotice", { date })}</Text>
        <Text fontWeight="medium">
          {t("phases.ticked", { ticked: count.checked, total: count.total })}
        </Text>
        {count.setAside > 0 && (
          <Text>{t("setAside.progress", { setAside: count.setAside, open: count.open })}</Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button
            colorPalette="teal"
            onClick={() => {
              // Rendered at once, so that the focus can go back to More, where Phases was chosen.
              flushSync(() => dispatch({ type: "phaseViewed", index: null }));
              document.getElementById(MORE_BUTTON_ID)?.focus();
            }}
          >
            {/* It points back: to the start of the line, so the other way in a right-to-left page. */}
            <chakra.span display="inline-flex" _rtl={{ transform: "scaleX(-1)" }}>
              <Icon icon={ArrowLeft} />
            </chakra.span>
            {t("phases.back")}
          </Button>
          <Button
            variant="outline"
            colorPalette="teal"
            aria-busy={report.busy("pdf")}
            onClick={() => report.start("pdf")}
            onPointerEnter={() => report.prefetch("pdf")}
            onFocus={() => report.prefetch("pdf")}
          >
            <Icon icon={Download} />
            {t("phases.exportPdf")}
          </Button>
          <Button
            variant="outline"
            colorPalette="teal"
            aria-busy={report.busy("markdown")}
            onClick={() => report.start("markdown")}
          >
            <Icon icon={FileText} />
            {t("phases.exportMarkdown")}
          </Button>
          <Button
            variant="outline"
            colorPalette="teal"
            aria-busy={report.busy("word")}
            onClick={() => report.start("word")}
            onPointerEnter={() => report.prefetch("word")}
            onFocus={() => report.prefetch("word")}
          >
            <Icon icon={FileType} />
            {t("phases.exportWord")}
          </Button>
        </Flex>
        <ReportFileMessages status={report.status} onDismiss={report.dismiss} />
      </Stack>

      {atPhase.map((principle) => (
        <Stack key={principle.id} gap="3">
          <Heading as="h3" size="md">
            {principle.name}
          </Heading>
          {principle.subprinciples.map((sub) => (
            <PhaseSubPrinciple key={sub.id} sub={sub} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
