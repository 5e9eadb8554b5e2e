import { chakra } from "@chakra-ui/react";
import { useT } from "../language/TranslatorContext";

/** Hidden until focused: lets keyboard users jump past the header and navigation. */
export function SkipLink() {
  const t = useT();
  return (
    <chakra.a
      href="#main-content"
      className="no-print"
      position="absolute"
      insetInlineStart="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      rounded="md"
      borderWidth="2px"
      borderColor="teal.solid"
      fontWeight="semibold"
      _focus={{ top: "2" }}
    >
      {t("nav.skipToContent")}
    </chakra.a>
  );
}
