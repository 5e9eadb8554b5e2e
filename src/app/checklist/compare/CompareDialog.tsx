// "What changed", loaded on first use: choose two states of the assessment (a kept phase, the work
// now, or a file: a saved .json or an exported PDF, read as Open reads it), and see, per principle,
// only what changed between them, in words. A phase compared with the work now can be reported:
// the report of the work now, ending with "Changes since <phase>". Nothing here changes the work.

import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { isolated } from "../../../i18n";
import {
  compareAssessments,
  phaseDateInWords,
  type Comparison,
  type ComparisonSide,
  type RecordedPhase,
} from "../../../record";
import { notOurs } from "../../../data";
import { createInitialChecklist } from "../../../data/english";
import { messageWords, type HeldMessage } from "../../language/MessageWords";
import { useLaterMessages, useT, useTranslator } from "../../language/TranslatorContext";
import { ModalDialogTitle } from "../../layout/ModalDialog";
import { ResponsiveDialog } from "../../layout/ResponsiveDialog";
import { loadRecordActions } from "../record";
import { useChecklist } from "../../state/ChecklistContext";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";
import { CompareReport } from "./CompareReport";
import { ComparisonList } from "./ComparisonList";
import { phaseChoice, phaseOfChoice, sideInUse, sideOfFile, type SideChoice } from "./compareSides";

export interface CompareDialogProps {
  /** Called once the dialog has closed (Close or Escape). */
  onClose: () => void;
  /** What the first side starts as; the latest phase, or a file when none is kept, unless given. */
  before?: SideChoice;
}

type Outcome =
  | {
      kind: "compared";
      comparison: Comparison;
      before: string;
      after: string;
      /** Said before the changes: both sides the same choice, or the same file. */
      same: string | null;
      /** The phase the changes count from, when the other side is the work now. */
      since: RecordedPhase | null;
    }
  /** Held as messages: a file's name and its own words in them set apart as shown (MessageWords). */
  | { kind: "failed"; said: readonly HeldMessage[] };

/** Two picks of one file: the same name, size and time of change. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export function CompareDialog({ onClose, before: initialBefore }: CompareDialogProps) {
  useLaterMessages();
  const t = useT();
  const translator = useTranslator();
  const { language } = translator;
  const { state } = useChecklist();
  const { checklist, variant, phases } = state.assessment;
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const introId = useId();
  const ids = { before: useId(), after: useId(), beforeFile: useId(), afterFile: useId() };
  const problemId = useId();
  const fileFields = {
    before: useRef<HTMLInputElement>(null),
    after: useRef<HTMLInputElement>(null),
  };
  const lastPhase = phases.length > 0 ? phaseChoice(phases.length - 1) : "file";
  const [choice, setChoice] = useState<{ before: SideChoice; after: SideChoice }>({
    before: initialBefore ?? lastPhase,
    after: "now",
  });
  const [files, setFiles] = useState<{ before: File | null; after: File | null }>({
    before: null,
    after: null,
  });
  const [problem, setProblem] = useState<{ side: "before" | "after"; message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const close = () => dialog.current?.close();

  const label = (side: "before" | "after"): string => {
    const chosen = choice[side];
    if (chosen === "now") return t("compare.workNow");
    if (chosen === "file") return isolated(files[side]?.name ?? "");
    const ofPhase = phaseOfChoice(chosen, phases);
    return ofPhase === null
      ? ""
      : t("compare.phaseOption", {
          name: isolated(ofPhase.phase.name),
          date: phaseDateInWords(ofPhase.phase.date, language.intlLocale),
        });
  };

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    for (const side of ["before", "after"] as const)
      if (choice[side] === "file" && files[side] === null) {
        setProblem({
          side,
          message: t(side === "before" ? "compare.chooseFileBefore" : "compare.chooseFileAfter"),
        });
        fileFields[side].current?.focus();
        return;
      }
    setProblem(null);
    setBusy(true);
    try {
      const sides: Partial<Record<"before" | "after", ComparisonSide>> = {};
      for (const side of ["before", "after"] as const) {
        const file = files[side];
        if (choice[side] !== "file" || file === null) {
          const inUse = sideInUse(choice[side], checklist, variant, phases);
          if (inUse !== null) sides[side] = inUse;
          continue;
        }
        const { readAssessmentFile } = await loadRecordActions();
        const read = await readAssessmentFile(file, createInitialChecklist());
        if (!read.ok) {
          setOutcome({
            kind: "failed",
            said: [
              ...read.problems,
              { id: "compare.notCompared", values: { fileName: notOurs(file.name) } },
            ],
          });
          return;
        }
        sides[side] = sideOfFile(read.assessment, state.text);
      }
      if (sides.before === undefined || sides.after === undefined) return;
      const { before: fileBefore, after: fileAfter } = files;
      const same =
        choice.before === "file" && choice.after === "file" && fileBefore && fileAfter
          ? sameFile(fileBefore, fileAfter)
            ? t("compare.sameFile", { fileName: isolated(fileBefore.name) })
            : null
          : choice.before === choice.after
            ? t("compare.sameChoice")
            : null;
      const since = choice.after === "now" ? phaseOfChoice(choice.before, phases) : null;
      setOutcome({
        kind: "compared",
        comparison: compareAssessments(sides.before, sides.after),
        before: label("before"),
        after: label("after"),
        same,
        since: since?.phase ?? null,
      });
      // The changes replace what was there: the focus goes to their heading.
      requestAnimationFrame(() => resultHeading.current?.focus());
    } catch (error) {
      console.error("Comparing failed", error);
      const file = files.before ?? files.after;
      setOutcome({
        kind: "failed",
        said: [
          { id: "fileProblem.fileUnreadable" },
          { id: "compare.notCompared", values: { fileName: notOurs(file?.name ?? "") } },
        ],
      });
    } finally {
      setBusy(false);
    }
  };

  const sideFields = (side: "before" | "after") => {
    const fileId = side === "before" ? ids.beforeFile : ids.afterFile;
    const invalid = problem?.side === side;
    return (
      <Stack gap="2" flex="1" minW="min(100%, 14rem)">
        <Box>
          <chakra.label htmlFor={ids[side]} {...FIELD_LABEL_STYLE}>
            {t(side === "before" ? "compare.before" : "compare.after")}
          </chakra.label>
          <chakra.select
            id={ids[side]}
            value={choice[side]}
            onChange={(event) => {
              setChoice({ ...choice, [side]: event.target.value as SideChoice });
              setOutcome(null);
            }}
            {...FIELD_STYLE}
          >
            {phases.map((phase, index) => (
              <option key={`${index}\u0000${phase.name}`} value={phaseChoice(index)}>
                {t("compare.phaseOption", {
                  name: isolated(phase.name),
                  date: phaseDateInWords(phase.date, language.intlLocale),
                })}
              </option>
            ))}
            <option value="now">{t("compare.workNow")}</option>
            <option value="file">{t("compare.fileOption")}</option>
          </chakra.select>
        </Box>
        {choice[side] === "file" && (
          <Box>
            <chakra.label htmlFor={fileId} {...FIELD_LABEL_STYLE}>
              {t(side === "before" ? "compare.fileBefore" : "compare.fileAfter")}
            </chakra.label>
            <chakra.input
              ref={fileFields[side]}
              id={fileId}
              type="file"
              accept=".json,application/json,.pdf,application/pdf"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? problemId : undefined}
              onChange={(event) => {
                setFiles({ ...files, [side]: event.target.files?.[0] ?? null });
                setOutcome(null);
              }}
              {...FIELD_STYLE}
              h="auto"
              py="2"
            />
          </Box>
        )}
      </Stack>
    );
  };

  return (
    <ResponsiveDialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={onClose}
      maxW="3xl"
    >
      <ModalDialogTitle
        id={headingId}
        title={t("compare.title")}
        closeLabel={t("preview.close")}
        onClose={close}
      />
      <Text id={introId}>{t("compare.intro")}</Text>

      <chakra.form onSubmit={(event) => void compare(event)} noValidate>
        <Stack gap="3">
          <Flex gap="4" wrap="wrap">
            {sideFields("before")}
            {sideFields("after")}
          </Flex>
          {problem !== null && (
            <Text id={problemId} role="alert" color="fg.error" fontSize="sm">
              {problem.message}
            </Text>
          )}
          <Flex>
            <Button type="submit" colorPalette="teal" aria-busy={busy}>
              {t("compare.run")}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>

      {/* Always in the page, so that what appears in it is announced. */}
      <Box role="status">
        {busy && <Text>{t("compare.reading")}</Text>}
        {outcome?.kind === "compared" && (
          <Text fontWeight="semibold">
            {outcome.same !== null ? `${outcome.same} ` : ""}
            {t("report.changeCount", { count: outcome.comparison.total })}
          </Text>
        )}
      </Box>
      {outcome?.kind === "failed" && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
          {outcome.said.map((sentence, index) => (
            <Text key={index}>{messageWords(translator, [sentence])}</Text>
          ))}
        </Box>
      )}

      {outcome?.kind === "compared" && (
        <Stack gap="4" as="section" aria-labelledby={`${headingId}-result`}>
          <Heading as="h3" size="md" id={`${headingId}-result`} ref={resultHeading} tabIndex={-1}>
            {t("compare.resultHeading")}
          </Heading>
          <Text dir="auto">
            {t("compare.sides", { before: outcome.before, after: outcome.after })}
          </Text>
          <ComparisonList comparison={outcome.comparison} />
          {outcome.since !== null && (
            <CompareReport since={outcome.since} comparison={outcome.comparison} />
          )}
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
