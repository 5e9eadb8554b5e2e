// Asked when Done is chosen while the mode's forms hold text typed and not applied: each pending
// edit named in words, then "Apply and finish", "Discard and finish" or "Keep editing". A native
// modal <dialog> (ModalDialog), as "Replace the checklist?" is; Escape keeps editing. "Apply and
// finish" has the focus: it is what a person who typed the text most likely meant, and it loses
// nothing.

import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, useLayoutEffect, useRef } from "react";
import { ModalDialog } from "../../layout/ModalDialog";

export type FinishAnswer = "apply" | "discard" | "keep";

interface FinishDialogProps {
  /** Each pending edit in words: "Add the question “…” to Informed Consent". */
  edits: readonly string[];
  onAnswer: (answer: FinishAnswer) => void;
}

export function FinishDialog({ edits, onAnswer }: FinishDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const apply = useRef<HTMLButtonElement>(null);
  const answer = useRef<FinishAnswer>("keep");
  const headingId = useId();
  const textId = useId();

  // After the dialog's own layout effect (a child's runs first), which has shown it.
  useLayoutEffect(() => apply.current?.focus(), []);

  const close = (chosen: FinishAnswer) => {
    answer.current = chosen;
    dialog.current?.close();
  };

  return (
    <ModalDialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      // Escape closes it too: whatever closed it, it kept editing unless a button said otherwise.
      onClose={() => onAnswer(answer.current)}
      gap="4"
      w="calc(100% - 2rem)"
      maxW="lg"
      maxH="calc(100dvh - 2rem)"
      h="fit-content"
      p="6"
      rounded="lg"
      borderWidth="1px"
    >
      <Heading as="h2" id={headingId} size="lg">
        Apply what you typed?
      </Heading>
      <Text id={textId}>
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
      <Flex gap="3" justify="flex-end" wrap="wrap">
        <Button variant="outline" colorPalette="gray" onClick={() => close("keep")}>
          Keep editing
        </Button>
        <Button variant="outline" colorPalette="gray" onClick={() => close("discard")}>
          Discard and finish
        </Button>
        <Button ref={apply} colorPalette="teal" onClick={() => close("apply")}>
          Apply and finish
        </Button>
      </Flex>
    </ModalDialog>
  );
}
