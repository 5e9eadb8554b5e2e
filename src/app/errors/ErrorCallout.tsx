// A failure message, announced at once (role="alert"), in the error colours of both schemes: the
// export's and the preview's failures look and sound alike.

import { Flex, Text, chakra, type FlexProps } from "@chakra-ui/react";
import { CircleAlert, X } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "../icons/Icon";
import { useT } from "../language/TranslatorContext";

interface ErrorCalloutProps extends Omit<FlexProps, "children"> {
  /** Its words; a value not the message's own set apart in a `<bdi>` (MessageWords.tsx). */
  message: ReactNode;
  /** The message's language, when it is not the page's (the export's alert in the spec's English,
   * when the page's own words for it could not be fetched). */
  messageLang?: string;
  /** Offers a Dismiss button when given. */
  onDismiss?: () => void;
}

export function ErrorCallout({ message, messageLang, onDismiss, ...layout }: ErrorCalloutProps) {
  const t = useT();
  return (
    <Flex
      role="alert"
      gap="3"
      align="flex-start"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      color="fg.error"
      rounded="md"
      p="3"
      {...layout}
    >
      <Icon icon={CircleAlert} size={20} />
      {/* The text a shade darker than the icon and border in light: Chakra's fg.error (red.500) on
          bg.error gives 3.4:1, short of the 4.5:1 text needs (found by axe with an alert shown). */}
      <Text flex="1" color={{ base: "red.700", _dark: "fg.error" }} lang={messageLang}>
        {message}
      </Text>
      {onDismiss && (
        <chakra.button
          type="button"
          aria-label={t("error.dismiss")}
          onClick={onDismiss}
          display="inline-flex"
          p="1"
          rounded="sm"
          cursor="pointer"
          focusVisibleRing="outside"
        >
          <Icon icon={X} size={18} />
        </chakra.button>
      )}
    </Flex>
  );
}
