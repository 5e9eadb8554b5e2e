// Asked before a tick drops a question's reason it does not apply, or a reason typed and not yet
// kept: it quotes the reason, so that nothing is lost unseen. "Keep it" has the focus, and Escape
// keeps it: dropping the reason is the step that loses words.

import { Text } from "@chakra-ui/react";
import { QuestionDialog } from "../../layout/QuestionDialog";
import { useLaterMessages, useT } from "../../language/TranslatorContext";

interface SetAsideTickDialogProps {
  question: string;
  /** The reason that would be dropped: the kept one, or what is typed in the field. */
  reason: string;
  /** Whether `reason` is typed and not yet kept (no reason kept yet). */
  typed: boolean;
  onAnswer: (tick: boolean) => void;
}

export function SetAsideTickDialog({ question, reason, typed, onAnswer }: SetAsideTickDialogProps) {
  useLaterMessages();
  const t = useT();
  return (
    <QuestionDialog
      heading={t("setAside.tickHeading")}
      answers={[
        { answer: false, label: t("setAside.tickKeep"), focused: true },
        { answer: true, label: t("setAside.tickConfirm"), primary: true },
      ]}
      dismissed={false}
      onAnswer={onAnswer}
      maxW="md"
    >
      {(describedBy) => (
        <Text id={describedBy} overflowWrap="anywhere" whiteSpace="pre-wrap">
          {t(typed ? "setAside.tickDropsTyped" : "setAside.tickDropsReason", {
            question,
            reason: reason.trim(),
          })}
        </Text>
      )}
    </QuestionDialog>
  );
}
