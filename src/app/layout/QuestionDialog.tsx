// A question the app must have answered before it goes on ("Replace the checklist?", "Apply what
// you typed?"): a native modal <dialog> (ModalDialog: focus kept inside, the page behind inert) as an
// alertdialog, its heading and text naming it, one button for each answer. Escape closes it as the
// `dismissed` answer; a button's answer only if that button said so. The button marked `focused`
// takes the focus as the dialog opens: after the dialog's own layout effect (a child's runs first),
// which has shown it, so a key pressed at once goes to that button, not to the page behind.

import { Button, Flex, Heading } from "@chakra-ui/react";
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { ModalDialog } from "./ModalDialog";

export interface QuestionAnswer<A> {
  readonly answer: A;
  readonly label: string;
  /** The answer the dialog stands for (filled teal); the others are outlined. */
  readonly primary?: boolean;
  /** Takes the focus as the dialog opens. */
  readonly focused?: boolean;
}

interface QuestionDialogProps<A> {
  heading: string;
  /** What the question is about; its element must carry `describedBy` as its id. */
  children: (describedBy: string) => ReactNode;
  answers: readonly QuestionAnswer<A>[];
  /** The answer when the dialog is closed by Escape. */
  dismissed: A;
  onAnswer: (answer: A) => void;
  maxW: string;
  maxH?: string;
}

export function QuestionDialog<A>({
  heading,
  children,
  answers,
  dismissed,
  onAnswer,
  maxW,
  maxH,
}: QuestionDialogProps<A>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const focused = useRef<HTMLButtonElement>(null);
  const answer = useRef<A>(dismissed);
  const headingId = useId();
  const textId = useId();

  useLayoutEffect(() => focused.current?.focus(), []);

  const close = (chosen: A) => {
    answer.current = chosen;
    dialog.current?.close();
  };

  return (
    <ModalDialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={() => onAnswer(answer.current)}
      gap="4"
      w="calc(100% - 2rem)"
      maxW={maxW}
      maxH={maxH}
      h="fit-content"
      p="6"
      rounded="lg"
      borderWidth="1px"
    >
      <Heading as="h2" id={headingId} size="lg">
        {heading}
      </Heading>
      {children(textId)}
      <Flex gap="3" justify="flex-end" wrap="wrap">
        {answers.map((choice) => (
          <Button
            key={choice.label}
            ref={choice.focused ? focused : undefined}
            variant={choice.primary ? "solid" : "outline"}
            colorPalette={choice.primary ? "teal" : "gray"}
            onClick={() => close(choice.answer)}
          >
            {choice.label}
          </Button>
        ))}
      </Flex>
    </ModalDialog>
  );
}
