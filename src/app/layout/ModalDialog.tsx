// A native modal <dialog>, shown as it mounts: the browser keeps focus inside it, Escape closes it,
// and the page behind is inert. The preview and Open's "Replace the checklist?" are both one.

import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useLayoutEffect, type RefObject } from "react";

type ModalDialogProps = HTMLChakraProps<"dialog"> & {
  /** The caller's, to close the dialog (`close()`); closing fires `onClose`, as Escape does. */
  ref: RefObject<HTMLDialogElement | null>;
};

export function ModalDialog({ ref, ...props }: ModalDialogProps) {
  // As it commits, not after paint: the dialog is never painted closed, and whatever the caller
  // focuses in its own layout effect (a child's runs first) is focused inside the open dialog.
  useLayoutEffect(() => {
    const element = ref.current;
    // StrictMode mounts twice in development; a second showModal on an open dialog would throw.
    if (element && !element.open) element.showModal();
  }, [ref]);

  return (
    <chakra.dialog
      ref={ref}
      // Closed, a <dialog> is display: none in the browser's own styles; ours only apply when open.
      display="none"
      _open={{ display: "flex" }}
      flexDirection="column"
      position="fixed"
      inset="0"
      m="auto"
      bg="bg.panel"
      color="fg"
      borderColor="border"
      shadow="lg"
      _backdrop={{ bg: "blackAlpha.700" }}
      {...props}
    />
  );
}
