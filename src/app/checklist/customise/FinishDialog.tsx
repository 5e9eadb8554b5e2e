// Asked when Done is chosen while the mode's forms hold text typed and not applied: each pending
// edit named in words, then "Apply and finish", "Discard and finish" or "Keep editing"; Escape
// keeps editing. "Apply and finish" has the focus: it is what a person who typed the text most
// likely meant, and it loses nothing.

import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../../language/TranslatorContext";
import { QuestionDialog } from "../../layout/QuestionDialog";

export type FinishAnswer = "apply" | "discard" | "keep";

interface FinishDialogProps {
  /** Each pending edit in words: "Add the question “…” to Informed Consent", its typed words marked. */
  edits: readonly ReactNode[];
  onAnswer: (answer: FinishAnswer) => void;
}

export function FinishDialog({ edits, onAnswer }: FinishDialogProps) {
  const t = useT();
  return (
    <QuestionDialog<FinishAnswer>
      heading={t("customise.finishHeading")}
      answers={[
        { answer: "keep", label: t("customise.keepEditing") },
        { answer: "discard", label: t("customise.discardAndFinish") },
        {
          answer: "apply",
          label: t("customise.applyAndFinish"),
          primary: true,
          focused: true,
        },
      ]}
      dismissed="keep"
      onAnswer={onAnswer}
      maxW="lg"
      maxH="calc(100dvh - 2rem)"
    >
      {(describedBy) => (
        <>
          <Text id={describedBy}>{t("customise.finishPending", { count: edits.length })}</Text>
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
