// Asked before an opened file, a checklist link or the standard checklist replaces ticks, notes or
// a customised checklist: a native modal <dialog> (focus kept inside, Escape cancels, the page
// behind inert), as the preview's. Cancel has the focus: replacing is the step that loses work, so it
// takes a deliberate choice.

import { Button, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, useLayoutEffect, useRef } from "react";
import { ModalDialog } from "../../layout/ModalDialog";

interface ReplaceDialogProps {
  /** What would be lost and what comes instead, whole: "The checklist holds 12 ticks …". */
  message: string;
  /** The button that replaces: "Replace" unless said. */
  confirmLabel?: string;
  onAnswer: (replace: boolean) => void;
}

export function ReplaceDialog({ message, confirmLabel = "Replace", onAnswer }: ReplaceDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const answer = useRef(false);
  const headingId = useId();
  const textId = useId();

  // After the dialog's own layout effect (a child's runs first), which has shown it; as it commits,
  // so that a key pressed at once goes to Cancel, not to the page behind.
  useLayoutEffect(() => cancel.current?.focus(), []);

  const close = (replace: boolean) => {
    answer.current = replace;
    dialog.current?.close();
  };

  return (
    <ModalDialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      // Escape closes it too: whatever closed it, it was a Replace only if Replace said so.
      onClose={() => onAnswer(answer.current)}
      gap="4"
      w="calc(100% - 2rem)"
      maxW="md"
      h="fit-content"
      p="6"
      rounded="lg"
      borderWidth="1px"
    >
      <Heading as="h2" id={headingId} size="lg">
        Replace the checklist?
      </Heading>
      <Text id={textId} overflowWrap="anywhere">
        {message}
      </Text>
      <Flex gap="3" justify="flex-end" wrap="wrap">
        <Button ref={cancel} variant="outline" colorPalette="gray" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button colorPalette="teal" onClick={() => close(true)}>
          {confirmLabel}
        </Button>
      </Flex>
    </ModalDialog>
  );
}
