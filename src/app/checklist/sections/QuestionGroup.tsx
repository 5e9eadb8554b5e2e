import { chakra } from "@chakra-ui/react";
import { memo, type Dispatch } from "react";
import type { Question } from "../../../data";
import type { ChecklistEvent } from "../../state/checklistState";
import { QuestionCheckbox } from "../question";

interface QuestionGroupProps {
  questions: readonly Question[];
  /** The id of the heading that names this group for assistive technology. */
  labelledBy: string;
  dispatch: Dispatch<ChecklistEvent>;
  /** While the page is printed: each question then prints its note (usePrinting). */
  printing: boolean;
}

/**
 * Memoised: a tick re-renders its sub-principle, and the sub-principle's other groups (a sub-item's
 * questions) keep the same array from the reducer, so they can skip.
 */
export const QuestionGroup = memo(function QuestionGroup({
  questions,
  labelledBy,
  dispatch,
  printing,
}: QuestionGroupProps) {
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <chakra.ul m="0" p="0" display="grid" gap="0.5">
        {questions.map((question) => (
          <QuestionCheckbox
            key={question.id}
            question={question}
            dispatch={dispatch}
            printing={printing}
          />
        ))}
      </chakra.ul>
    </div>
  );
});
