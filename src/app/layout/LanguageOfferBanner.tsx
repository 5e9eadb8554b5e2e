// The offer of the browser's preferred language, as it shows under the header (LanguageOffer.tsx
// decides whether to make it): in the offered language, a link to this page in it and a way to
// decline. Loaded only when there is an offer to make.

import { Box, Button, Container, Flex, Text, chakra } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { translatorFor, type Language } from "../../i18n";
import { isPlainClick, useAddressIn, useSwitchLanguage } from "./useSwitchLanguage";

export function LanguageOfferBanner({
  offer,
  onClose,
}: {
  offer: Language;
  /** The offer is taken or declined: it shows no more. */
  onClose: () => void;
}) {
  const addressIn = useAddressIn();
  const switchTo = useSwitchLanguage();
  const { t } = translatorFor(offer.code);
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    void switchTo(offer);
  };
  return (
    <Box
      as="aside"
      aria-label={t("languageOffer.label")}
      lang={offer.code}
      dir={offer.dir}
      bg="teal.subtle"
      borderBottomWidth="1px"
      borderColor="border"
      className="no-print"
    >
      <Container maxW="5xl" px={{ base: "4", md: "6" }} py="2">
        <Flex align="center" gap="3" wrap="wrap">
          <Text flex="1" minW="48">
            {t("languageOffer.offer")}
          </Text>
          <chakra.a
            href={addressIn(offer)}
            hrefLang={offer.code}
            onClick={accept}
            fontWeight="semibold"
            color="teal.fg"
            textDecoration="underline"
            textUnderlineOffset="2px"
            minH="11"
            display="inline-flex"
            alignItems="center"
            focusVisibleRing="outside"
            rounded="sm"
          >
            {t("languageOffer.accept")}
          </chakra.a>
          <Button size="sm" variant="ghost" minH="11" onClick={onClose}>
            {t("languageOffer.decline")}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
