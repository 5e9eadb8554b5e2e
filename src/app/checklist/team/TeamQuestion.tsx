// One question of the team's merged view: its wording, who ticked it and who did not, every note
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
  notesLeftOut: ReadonlySet<string>;
  memberName: (number: number) => string;
  onChoose: (id: string, ticked: boolean) => void;
  onKeepNote: (key: string, keep: boolean) => void;
}

export function TeamQuestion({
  question,
  choice,
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
        checked={choice === ticked}
        onChange={() => onChoose(question.id, ticked)}
        w="5"
        h="5"
        accentColor="teal.solid"
      />
      {t(ticked ? "team.ticked" : "team.notTicked")}
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
          {radio(false)}
        </chakra.fieldset>
      </Stack>
    </chakra.li>
  );
}
