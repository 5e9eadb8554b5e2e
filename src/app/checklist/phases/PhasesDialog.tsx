// The Phases dialog, loaded on first use: keep the ticks and notes as they stand as a phase (a name,
// required, and a date, today unless chosen), and the list of phases kept, each with its View, its
// Report and its Delete (with Undo until the next change or the dialog closes).

import { Box, Button, Flex, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { allQuestions, countNotes, localDateStamp, noteLength } from "../../../data";
import {
  PHASES_MAX,
  PHASE_NAME_MAX_LENGTH,
  canKeepPhase,
  cleanPhaseName,
  isPhaseDate,
  phaseNameProblem,
  phaseOf,
  withPhaseKept,
  withPhaseRestored,
  withoutPhase,
  type RecordedPhase,
} from "../../../record";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import { ModalDialogTitle } from "../../layout/ModalDialog";
import { ResponsiveDialog } from "../../layout/ResponsiveDialog";
import { useChecklist, useLatestAssessment } from "../../state/ChecklistContext";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";
import { PhaseRow } from "./PhaseRow";
import { isolated } from "../../../i18n";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

interface PhasesDialogProps {
  /** Called once the dialog has closed (Close, Escape, or View, which shows the phase instead). */
  onClose: () => void;
  /** Compare… (What changed): the dialog closes and the compare dialog opens in its place. */
  onCompare?: () => void;
}

type FormProblem =
  | { field: "name"; message: string }
  | { field: "date"; message: string }
  | { field: "form"; message: string };

export function PhasesDialog({ onClose, onCompare }: PhasesDialogProps) {
  useLaterMessages();
  const t = useT();
  const { state, dispatch } = useChecklist();
  const latest = useLatestAssessment();
  const dialog = useRef<HTMLDialogElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const introId = useId();
  const nameId = useId();
  const nameHintId = useId();
  const dateId = useId();
  const problemId = useId();
  const [name, setName] = useState("");
  const [date, setDate] = useState(() => localDateStamp(new Date()));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [said, setSaid] = useState("");
  const [deleted, setDeleted] = useState<{ index: number; phase: RecordedPhase } | null>(null);
  const { phases } = state.assessment;
  const full = !canKeepPhase(phases);

  const close = () => dialog.current?.close();
  // The row deleted took its buttons with it: the focus goes to Undo, beside what was said.
  const undoButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (deleted !== null) undoButton.current?.focus();
  }, [deleted]);

  const keep = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    if (full) {
      setProblem({ field: "form", message: t("phases.tooMany", { max: PHASES_MAX }) });
      return;
    }
    const cleaned = cleanPhaseName(name);
    const nameProblem = phaseNameProblem(cleaned);
    if (nameProblem !== null) {
      setProblem({
        field: "name",
        message:
          nameProblem === "empty"
            ? t("phases.nameRequired")
            : t("phases.nameTooLong", { max: PHASE_NAME_MAX_LENGTH, length: noteLength(cleaned) }),
      });
      nameField.current?.focus();
      return;
    }
    if (!isPhaseDate(date)) {
      setProblem({ field: "date", message: t("phases.dateRequired") });
      dateField.current?.focus();
      return;
    }
    const questions = allQuestions([...latest.current.checklist]);
    dispatch({
      type: "phasesChanged",
      phases: withPhaseKept(phases, phaseOf(latest.current.checklist, cleaned, date)),
    });
    setProblem(null);
    setDeleted(null);
    setName("");
    setSaid(
      t("phases.kept", {
        name: isolated(cleaned),
        ticks: questions.filter((q) => q.checked).length,
        notes: countNotes(questions),
      }),
    );
  };

  const invalid = (field: FormProblem["field"]) => problem?.field === field;

  return (
    <ResponsiveDialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={onClose}
      maxW="2xl"
    >
      <ModalDialogTitle
        id={headingId}
        title={t("phases.title")}
        closeLabel={t("preview.close")}
        onClose={close}
      />
      <Text id={introId}>{t("phases.intro")}</Text>

      <chakra.form onSubmit={keep} noValidate>
        <Stack gap="3">
          <Box>
            <chakra.label htmlFor={nameId} {...FIELD_LABEL_STYLE}>
              {t("phases.name")}
            </chakra.label>
            <chakra.input
              ref={nameField}
              id={nameId}
              type="text"
              value={name}
              autoComplete="off"
              aria-invalid={invalid("name") || undefined}
              aria-describedby={invalid("name") ? `${problemId} ${nameHintId}` : nameHintId}
              onChange={(event) => setName(event.target.value)}
              {...FIELD_STYLE}
            />
            <Text id={nameHintId} fontSize="sm" color="fg.muted" mt="1">
              {t("phases.nameHint", { max: PHASE_NAME_MAX_LENGTH })}
            </Text>
          </Box>
          <Box>
            <chakra.label htmlFor={dateId} {...FIELD_LABEL_STYLE}>
              {t("phases.date")}
            </chakra.label>
            <chakra.input
              ref={dateField}
              id={dateId}
              type="date"
              value={date}
              required
              aria-invalid={invalid("date") || undefined}
              aria-describedby={invalid("date") ? problemId : undefined}
              onChange={(event) => setDate(event.target.value)}
              {...FIELD_STYLE}
              w="auto"
              maxW="full"
            />
          </Box>
          {problem !== null && (
            <Text id={problemId} role="alert" color="fg.error" fontSize="sm">
              {problem.message}
            </Text>
          )}
          <Flex>
            <Button type="submit" colorPalette="teal">
              {t("phases.keep")}
            </Button>
          </Flex>
        </Stack>
      </chakra.form>

      {/* Always in the page, so that what appears in it is announced. */}
      <Flex role="status" gap="3" align="center" wrap="wrap" minH="0">
        {said !== "" && <Text>{said}</Text>}
        {deleted !== null && (
          <>
            <Text>
              {
                <MessageWithOwnWords
                  id="phases.deleted"
                  values={{ name: deleted.phase.name }}
                  own={["name"]}
                />
              }
            </Text>
            <Button
              ref={undoButton}
              variant="outline"
              colorPalette="teal"
              size="sm"
              onClick={() => {
                dispatch({
                  type: "phasesChanged",
                  phases: withPhaseRestored(phases, deleted.index, deleted.phase),
                });
                setDeleted(null);
                // Undo goes as it acts: the focus to the list the phase is back in.
                listHeading.current?.focus();
              }}
            >
              {t("undo.undo")}
            </Button>
          </>
        )}
      </Flex>

      <Stack gap="2">
        <Heading as="h3" size="md" ref={listHeading} tabIndex={-1}>
          {t("phases.listHeading", { count: phases.length })}
        </Heading>
        {phases.length === 0 ? (
          <Text color="fg.muted">{t("phases.none")}</Text>
        ) : (
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
            {phases.map((phase, index) => (
              <PhaseRow
                // A phase is kept whole and never edited: its place and name tell it apart.
                key={`${index}\u0000${phase.name}\u0000${phase.date}`}
                phase={phase}
                checklist={state.assessment.checklist}
                onView={() => {
                  dispatch({ type: "phaseViewed", index });
                  close();
                }}
                onDelete={() => {
                  dispatch({ type: "phasesChanged", phases: withoutPhase(phases, index) });
                  setSaid("");
                  setDeleted({ index, phase });
                }}
              />
            ))}
          </chakra.ul>
        )}
      </Stack>
      {onCompare !== undefined && phases.length > 0 && (
        <Flex>
          <Button
            variant="outline"
            colorPalette="teal"
            aria-haspopup="dialog"
            onClick={() => {
              close();
              onCompare();
            }}
          >
            {t("compare.button")}
          </Button>
        </Flex>
      )}
    </ResponsiveDialog>
  );
}
