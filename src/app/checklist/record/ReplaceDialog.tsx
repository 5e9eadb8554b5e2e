// Asked before an opened file, a checklist link or the standard checklist replaces ticks, notes or
// a customised checklist. Cancel has the focus, and Escape cancels: replacing is the step that
// loses work, so it takes a deliberate choice.

import { Text } from "@chakra-ui/react";
import { QuestionDialog } from "../../layout/QuestionDialog";

interface ReplaceDialogProps {
  /** What would be lost and what comes instead, whole: "The checklist holds 12 ticks …". */
  message: string;
  /** The button that replaces: "Replace" unless said. */
  confirmLabel?: string;
  onAnswer: (replace: boolean) => void;
}

export function ReplaceDialog({ message, confirmLabel = "Replace", onAnswer }: ReplaceDialogProps) {
  return (
    <QuestionDialog
      heading="Replace the checklist?"
      answers={[
        { answer: false, label: "Cancel", focused: true },
        { answer: true, label: confirmLabel, primary: true },
      ]}
      dismissed={false}
      onAnswer={onAnswer}
      maxW="md"
    >
      {(describedBy) => (
        <Text id={describedBy} overflowWrap="anywhere">
          {message}
        </Text>
      )}
    </QuestionDialog>
  );
}
