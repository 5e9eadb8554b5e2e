// Over the whole page while a file is dragged over it: where to let go, and what may be dropped. Loaded
// with the deferred parts, on the first drag: drawn only then.

import { Flex, Text } from "@chakra-ui/react";
import { useLaterMessages, useT } from "../../language/TranslatorContext";

export function DropOverlay() {
  useLaterMessages();
  const t = useT();
  return (
    <Flex
      aria-hidden="true"
      position="fixed"
      inset="2"
      zIndex="overlay"
      pointerEvents="none"
      align="center"
      justify="center"
      p="6"
      rounded="xl"
      borderWidth="4px"
      borderStyle="dashed"
      borderColor="teal.solid"
      bg="bg.subtle"
      opacity="0.95"
    >
      <Text fontSize="xl" fontWeight="semibold" textAlign="center">
        {t("open.dropHere")}
      </Text>
    </Flex>
  );
}
