import { chakra } from "@chakra-ui/react";
import { memo, type Dispatch } from "react";
import type { Question } from "../../data";
import type { ChecklistEvent } from "../state/checklistState";

interface QuestionCheckboxProps {
  question: Question;
  dispatch: Dispatch<ChecklistEvent>;
}

/** A native checkbox labelled by its question: the most robust control for every screen reader. */
export const QuestionCheckbox = memo(function QuestionCheckbox({
  question,
  dispatch,
}: QuestionCheckboxProps) {
  return (
    <chakra.li listStyle="none">
      <chakra.label
        display="flex"
        alignItems="flex-start"
        gap="3"
        py="2"
        px="2"
        mx="-2"
        rounded="md"
        cursor="pointer"
        _hover={{ bg: "bg.muted" }}
      >
        <chakra.input
          type="checkbox"
          checked={question.checked}
          onChange={() => dispatch({ type: "questionToggled", questionId: question.id })}
          flexShrink="0"
          w="5"
          h="5"
          mt="0.5"
          cursor="pointer"
          css={{ accentColor: "var(--chakra-colors-teal-solid)" }}
          focusVisibleRing="outside"
        />
        <chakra.span lineHeight="1.5">{question.text}</chakra.span>
      </chakra.label>
    </chakra.li>
  );
});
