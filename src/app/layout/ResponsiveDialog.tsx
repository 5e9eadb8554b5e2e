// The frame of the app's larger dialogs (Phases, Team, What changed, the preview): a ModalDialog
// edge to edge on a phone and a card with a margin round it from `md` up, scrolling inside itself
// when what it holds is taller than the window. It is as tall as what it holds: a <dialog> placed
// with `inset: 0` and `height: auto` would stretch to the whole window around a few lines (the
// browser's own `fit-content` is what keeps it to its content). The preview alone fills the window
// (`fill`): its pages scroll in a region of their own that takes the height left.

import type { RefObject } from "react";
import type { HTMLChakraProps } from "@chakra-ui/react";
import { ModalDialog } from "./ModalDialog";

type ResponsiveDialogProps = Omit<HTMLChakraProps<"dialog">, "maxW" | "w" | "h" | "maxH"> & {
  ref: RefObject<HTMLDialogElement | null>;
  /** Its widest, from `md` up (a Chakra size: "2xl", "3xl", "5xl"). */
  maxW: string;
  /** Fills the window (less a margin from `md` up) instead of fitting its content. */
  fill?: boolean;
};

export function ResponsiveDialog({ ref, maxW, fill = false, ...props }: ResponsiveDialogProps) {
  return (
    <ModalDialog
      ref={ref}
      gap={fill ? "3" : "4"}
      w={{ base: "100%", md: "calc(100% - 4rem)" }}
      maxW={{ base: "100%", md: maxW }}
      h={fill ? { base: "100%", md: "calc(100% - 4rem)" } : "fit-content"}
      maxH={{ base: "100%", md: "calc(100% - 4rem)" }}
      p={fill ? { base: "3", md: "5" } : { base: "4", md: "6" }}
      overflowY="auto"
      borderWidth={{ base: "0", md: "1px" }}
      rounded={{ base: "none", md: "lg" }}
      // Fitted to its content, a dialog taller than the window scrolls: its parts keep their height
      // rather than shrink into each other (a flex column would squeeze them to fit).
      css={fill ? undefined : { "& > *": { flexShrink: 0 } }}
      {...props}
    />
  );
}
