// A native modal <dialog>, shown as it mounts: the browser keeps focus inside it, Escape closes it,
// and the page behind is inert. The preview and Open's "Replace the checklist?" are both one.

import { Button, Flex, Heading, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { X } from "lucide";
import { useLayoutEffect, type RefObject } from "react";
import { Icon } from "../icons/Icon";

type ModalDialogProps = HTMLChakraProps<"dialog"> & {
  /** The caller's, to close the dialog (`close()`); closing fires `onClose`, as Escape does. */
  ref: RefObject<HTMLDialogElement | null>;
};

export function ModalDialog({ ref, onClose, ...props }: ModalDialogProps) {
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
      // React passes a dialog's close on to the dialogs around it in its tree, though the browser's
      // does not bubble: a dialog opened over another (the preview over the compare dialog) would
      // close both. Only this dialog's own closing is its caller's.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose?.(event);
      }}
      {...props}
    />
  );
}

/**
 * A dialog's title bar: its heading (`id`, which the dialog is labelled by) and a Close button,
 * which closes the dialog as Escape does.
 */
export function ModalDialogTitle({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Flex justify="space-between" align="center" gap="3">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      <Button variant="ghost" colorPalette="gray" size="sm" onClick={onClose}>
        <Icon icon={X} />
        {closeLabel}
      </Button>
    </Flex>
  );
}
