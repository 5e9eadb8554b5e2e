// Asked when Done is chosen while the mode's forms hold text typed and not applied: each pending
// edit named in words, then "Apply and finish", "Discard and finish" or "Keep editing"; Escape
// keeps editing. "Apply and finish" has the focus: it is what a person who typed the text most
// likely meant, and it loses nothing.

import { Box, Text } from "@chakra-ui/react";
import { QuestionDialog } from "../../layout/QuestionDialog";

export type FinishAnswer = "apply" | "discard" | "keep";

interface FinishDialogProps {
  /** Each pending edit in words: "Add the question “…” to Informed Consent". */
  edits: readonly string[];
  onAnswer: (answer: FinishAnswer) => void;
}

export function FinishDialog({ edits, onAnswer }: FinishDialogProps) {
  return (
    <QuestionDialog<FinishAnswer>
      heading="Apply what you typed?"
      answers={[
        { answer: "keep", label: "Keep editing" },
        { answer: "discard", label: "Discard and finish" },
        { answer: "apply", label: "Apply and finish", primary: true, focused: true },
      ]}
      dismissed="keep"
      onAnswer={onAnswer}
      maxW="lg"
      maxH="calc(100dvh - 2rem)"
    >
      {(describedBy) => (
        <>
          <Text id={describedBy}>
            {edits.length === 1
              ? "This change is typed but not applied yet:"
              : `These ${edits.length} changes are typed but not applied yet:`}
          </Text>
          <Box as="ul" ps="5" overflowY="auto" minH="0" flexShrink="1">
            {edits.map((words, index) => (
              <Box as="li" key={index} overflowWrap="anywhere" dir="auto" mb="1">
                {words}
              </Box>
            ))}
          </Box>
        </>
      )}
    </QuestionDialog>
  );
}
