// The Customise mode's small actions beside each question (Reword, Hide, Restore, Edit, Remove), drawn
// as the checklist's own "Add a note" is: underlined words, a 24 px target, a visible focus ring.
// The visible word comes first in the accessible name, then what it acts on.

import { chakra } from "@chakra-ui/react";
import { useT } from "../../language/TranslatorContext";

interface InlineActionProps {
  id?: string;
  /** The visible word: "Reword". */
  children: string;
  /** What it acts on, for assistive technology: "Reword: <the question>" (customise.actionOn). */
  target: string;
  onClick: () => void;
  expanded?: boolean;
}

export function InlineAction({ id, children, target, onClick, expanded }: InlineActionProps) {
  const t = useT();
  return (
    <chakra.button
      id={id}
      type="button"
      aria-label={t("customise.actionOn", { action: children, target })}
      aria-expanded={expanded}
      onClick={onClick}
      minH="6"
      fontSize="sm"
      color="teal.fg"
      textDecoration="underline"
      cursor="pointer"
      rounded="sm"
      focusVisibleRing="outside"
    >
      {children}
    </chakra.button>
  );
}
