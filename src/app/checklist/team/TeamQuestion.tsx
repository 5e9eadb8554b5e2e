// One question of the team's merged view: its wording, who ticked it, who set it aside as "does not
// apply" and with what reason, and who did neither, every note
// with its author (each kept unless the team leaves it out), and the team's answer as a labelled
// radio group named by its question. Text from the files is shown as text, laid out by its own direction.

import { Box, Stack, Text, chakra } from "@chakra-ui/react";
import { useId } from "react";
import { isolated } from "../../../i18n";
import { noteKey, type MergedQuestion } from "../../../record";
import { useT } from "../../language/TranslatorContext";

interface TeamQuestionProps {
  question: MergedQuestion;
  /** The team's answer so far; undefined while not chosen. */
  choice: boolean | undefined;
  /** The reason chosen with it, when the team set it aside. */
  chosenReason: string | undefined;
  notesLeftOut: ReadonlySet<string>;
  memberName: (number: number) => string;
  /** `reason`: set aside with it (`ticked` is then false). */
  onChoose: (id: string, ticked: boolean, reason?: string) => void;
  onKeepNote: (key: string, keep: boolean) => void;
}

export function TeamQuestion({
  question,
  choice,
  chosenReason,
  notesLeftOut,
  memberName,
  onChoose,
  onKeepNote,
}: TeamQuestionProps) {
  const t = useT();
  const textId = useId();
  const legendId = useId();
  // Each member's name as typed, set apart in its own direction (isolated): only strings go here.
  const named = (number: number) => isolated(memberName(number));
  const names = (numbers: readonly number[]) => numbers.map(named).join(", ");
  const radio = (ticked: boolean) => (
    <chakra.label display="inline-flex" gap="2" alignItems="center">
      <chakra.input
        type="radio"
        name={`team-${question.id}`}
        id={ticked ? `team-choice-${question.id}` : undefined}
        checked={choice === ticked && chosenReason === undefined}
        onChange={() => onChoose(question.id, ticked)}
        w="5"
        h="5"
        accentColor="teal.solid"
      />
      {t(ticked ? "team.ticked" : "team.notTicked")}
    </chakra.label>
  );
  // One answer for each reason given: the team may settle it as set aside with any of them.
  const reasons = [...new Set((question.setAsideBy ?? []).map((r) => r.reason))];
  const asideRadio = (reason: string) => (
    <chakra.label key={reason} display="inline-flex" gap="2" alignItems="center">
      <chakra.input
        type="radio"
        name={`team-${question.id}`}
        checked={choice === false && chosenReason === reason}
        onChange={() => onChoose(question.id, false, reason)}
        w="5"
        h="5"
        accentColor="teal.solid"
      />
      <chakra.span overflowWrap="anywhere">
        {t("team.setAsideChoice", { reason: isolated(reason.trim()) })}
      </chakra.span>
    </chakra.label>
  );
  return (
    <chakra.li
      borderWidth="1px"
      borderColor={question.disagreement ? "orange.emphasized" : "border"}
      rounded="md"
      p="3"
      data-team-question={question.id}
    >
      <Stack gap="2">
        <Text id={textId} fontWeight="medium" dir="auto">
          {question.text}
        </Text>
        <Text fontSize="sm">
          {question.tickedBy.length > 0
            ? t("team.tickedBy", { names: names(question.tickedBy) })
            : t("team.tickedByNone")}
        </Text>
        <Text fontSize="sm">
          {question.notTickedBy.length > 0
            ? t("team.notTickedBy", { names: names(question.notTickedBy) })
            : t("team.notTickedByNone")}
        </Text>
        {question.setAsideBy?.map((r) => (
          <Text key={r.member} fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-wrap">
            {t("team.setAsideBy", { name: named(r.member), reason: isolated(r.reason.trim()) })}
          </Text>
        ))}
        {question.missingFrom.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t("team.notOnChecklistOf", { names: names(question.missingFrom) })}
          </Text>
        )}
        {question.notes.length > 0 && (
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
            {question.notes.map((n) => {
              const key = noteKey(question.id, n.member);
              return (
                <li key={n.member}>
                  <Box borderStartWidth="3px" borderColor="teal.solid" ps="3">
                    <Text fontSize="sm" fontWeight="medium">
                      {t("team.noteBy", { name: named(n.member) })}
                    </Text>
                    <Text whiteSpace="pre-wrap" dir="auto" fontSize="sm">
                      {n.note}
                    </Text>
                    <chakra.label display="inline-flex" gap="2" alignItems="center" fontSize="sm">
                      <chakra.input
                        type="checkbox"
                        checked={!notesLeftOut.has(key)}
                        onChange={(event) => onKeepNote(key, event.target.checked)}
                        w="4"
                        h="4"
                        accentColor="teal.solid"
                      />
                      {t("team.keepNote", { name: named(n.member) })}
                    </chakra.label>
                  </Box>
                </li>
              );
            })}
          </chakra.ul>
        )}
        <chakra.fieldset
          borderWidth="0"
          m="0"
          p="0"
          // Named by its legend and its question, so that no two of the view's groups share a name
          // ("The team's answer: Are participants …?"): a list of groups is a list of questions.
          aria-labelledby={`${legendId} ${textId}`}
          display="flex"
          gap="4"
          flexWrap="wrap"
          alignItems="center"
        >
          <chakra.legend id={legendId} float="left" fontSize="sm" fontWeight="medium" me="2">
            {t("team.answer")}
          </chakra.legend>
          {radio(true)}
          {reasons.map(asideRadio)}
          {radio(false)}
        </chakra.fieldset>
      </Stack>
    </chakra.li>
  );
}
