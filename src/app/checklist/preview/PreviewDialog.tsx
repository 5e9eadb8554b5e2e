// The report preview: a native modal <dialog>, which traps focus, closes on Escape and makes the page
// behind it inert without any script of ours. It shows the React-PDF rendering of the report, its
// pages drawn in the dialog by PDF.js (no PDF plug-in needed), and downloads the exported file
// through the same code as the Export button: the one made for a new tab when it is there already
// (the same bytes as the tab opens), else made on the click.

import { Box, Button, Flex, Spinner, Text, chakra } from "@chakra-ui/react";
import { Download, ExternalLink, RotateCcw } from "lucide";
import { Icon } from "../../icons/Icon";
import { ModalDialogTitle } from "../../layout/ModalDialog";
import { ResponsiveDialog } from "../../layout/ResponsiveDialog";
import { useId, useMemo, useRef, useState } from "react";
import { countQuestions, progressPercent, type Assessment } from "../../../data";
import { downloadBlob } from "../../../files/download";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import { PreviewPages } from "./PreviewPages";
import { THE_WORK, useReportFile, type ChangesSince } from "../report";
import { ReportFileMessages, useReportPreview, useTaggedReportUrl } from "../report/parts";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

// The characters the preview names when its font lacks some; the rest are left as " …".
const MISSING_SHOWN = 12;

interface PreviewDialogProps {
  /**
   * The assessment as it stood when the preview was opened: the report is of its work as it stands,
   * and the downloaded PDF's record carries all of it.
   */
  assessment: Assessment;
  /**
   * "Changes since <phase>", the report's last part (the compare dialog's preview): the phase's
   * name and date, and the comparison of it with the work; absent or null: no such part.
   */
  since?: ChangesSince | null;
  /** Called once the dialog has closed (Close button or Escape). */
  onClose: () => void;
}

export function PreviewDialog({ assessment, since = null, onClose }: PreviewDialogProps) {
  useLaterMessages();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const summaryId = useId();
  // One time for the preview and its download, so the file says what the preview showed.
  const [generatedAt] = useState(() => new Date());
  // The Download the preview stands for: the same part at the end, as the compare dialog's Export.
  const source = useMemo(() => (since === null ? THE_WORK : { since }), [since]);
  const { state, retry } = useReportPreview(assessment, source, generatedAt);
  const tagged = useTaggedReportUrl(assessment, source, generatedAt, state.kind === "ready");
  const download = useReportFile(
    useMemo(() => ({ current: assessment }), [assessment]),
    source,
  );
  // The same figures as the report's Summary: both count with src/data's countQuestions.
  const count = countQuestions(assessment.checklist);

  const close = () => dialog.current?.close();

  return (
    <ResponsiveDialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={summaryId}
      onClose={onClose}
      maxW="5xl"
      fill
    >
      <ModalDialogTitle
        id={headingId}
        title={t("preview.heading")}
        closeLabel={t("preview.close")}
        onClose={close}
      />

      <Text id={summaryId}>
        {t("preview.summary", {
          answered: count.checked,
          total: count.total,
          // The same whole percent as the report's: rounded first, then written as the language does.
          percent: progressPercent(count) / 100,
        })}
      </Text>

      {state.kind === "ready" && state.missing.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          <MessageWithOwnWords
            id={
              assessment.variant === null
                ? "preview.missingCharactersInNotes"
                : "preview.missingCharactersInNotesOrChecklist"
            }
            values={{
              characters: `${state.missing.slice(0, MISSING_SHOWN).join(" ")}${state.missing.length > MISSING_SHOWN ? " …" : ""}`,
            }}
            own={["characters"]}
          />
        </Text>
      )}

      <Flex gap="3" wrap="wrap" align="center">
        <Button
          colorPalette="teal"
          onClick={() =>
            download.start(
              "pdf",
              generatedAt,
              tagged.kind === "ready"
                ? {
                    fileName: tagged.fileName,
                    save: () => downloadBlob(tagged.blob, tagged.fileName),
                  }
                : undefined,
            )
          }
          onPointerEnter={() => download.prefetch("pdf")}
          onFocus={() => download.prefetch("pdf")}
          aria-busy={download.busy("pdf")}
        >
          {download.busy("pdf") ? (
            <Spinner size="sm" aria-hidden="true" />
          ) : (
            <Icon icon={Download} />
          )}
          {download.busy("pdf") ? t("preview.downloading") : t("preview.download")}
        </Button>
        {state.kind === "ready" &&
          // Phones' browsers rarely draw a PDF inside a page; their own viewer can. The file is
          // the tagged export, not the preview's untagged one (see useTaggedReportUrl).
          (tagged.kind === "ready" ? (
            <Button asChild variant="outline" colorPalette="teal">
              <a href={tagged.url} target="_blank" rel="noopener">
                <Icon icon={ExternalLink} />
                {t("preview.openInNewTab")}
              </a>
            </Button>
          ) : (
            tagged.kind === "waiting" && (
              <Button variant="outline" colorPalette="teal" disabled>
                <Spinner size="sm" aria-hidden="true" />
                {t("preview.preparingNewTab")}
              </Button>
            )
          ))}
        <ReportFileMessages status={download.status} onDismiss={download.dismiss} />
      </Flex>

      <Flex
        flex="1"
        minH="16rem"
        direction="column"
        align="center"
        justify={state.kind === "ready" ? "flex-start" : "center"}
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        bg="bg.muted"
        overflow="hidden"
        aria-busy={state.kind === "rendering"}
      >
        <Box role="status" aria-live="polite" textAlign="center">
          {state.kind === "rendering" && (
            <Flex gap="3" align="center" p="4">
              <Spinner size="md" color="teal.fg" aria-hidden="true" />
              <Text>{t("preview.preparing")}</Text>
            </Flex>
          )}
          {state.kind === "ready" && <chakra.span srOnly>{t("preview.ready")}</chakra.span>}
        </Box>
        {state.kind === "failed" && (
          <Flex direction="column" align="center" gap="3" p="4" maxW="xl">
            <ErrorCallout message={t("preview.failed")} />
            <Button variant="outline" colorPalette="gray" onClick={retry}>
              <Icon icon={RotateCcw} />
              {t("preview.tryAgain")}
            </Button>
          </Flex>
        )}
        {state.kind === "ready" && (
          // Scrolls on its own, so the buttons above stay in view; focusable, so a keyboard can
          // scroll it too.
          <Box
            role="region"
            aria-label={t("preview.pagesRegion", { pages: state.document.pageCount })}
            tabIndex={0}
            w="full"
            flex="1"
            minH="0"
            overflowY="auto"
            overflowX="hidden"
            // The scrollbar's room is kept from the start: its arrival would narrow the pages and
            // have every one drawn again.
            css={{ scrollbarGutter: "stable" }}
            p={{ base: "2", md: "4" }}
            focusVisibleRing="inside"
          >
            <PreviewPages document={state.document} />
          </Box>
        )}
      </Flex>
    </ResponsiveDialog>
  );
}
