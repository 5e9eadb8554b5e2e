// Asked before an opened file, a checklist link or the standard checklist replaces ticks, notes or
// a customised checklist. Cancel has the focus, and Escape cancels: replacing is the step that
// loses work, so it takes a deliberate choice.

import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { QuestionDialog } from "../../layout/QuestionDialog";
import { useLaterMessages, useT } from "../../language/TranslatorContext";

interface ReplaceDialogProps {
  /** What would be lost and what comes instead, whole: "The checklist holds 12 ticks …". */
  message: ReactNode;
  /** The button that replaces, in the language on screen: "Replace" unless said. */
  confirmLabel?: string;
  onAnswer: (replace: boolean) => void;
}

export function ReplaceDialog({ message, confirmLabel, onAnswer }: ReplaceDialogProps) {
  useLaterMessages();
  const t = useT();
  return (
    <QuestionDialog
      heading={t("open.replaceHeading")}
      answers={[
        { answer: false, label: t("open.cancel"), focused: true },
        { answer: true, label: confirmLabel ?? t("open.replace"), primary: true },
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
