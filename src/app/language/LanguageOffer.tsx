// A visit to an English page from a browser that prefers another of the app's languages is offered
// that language, in it, under the header: a link to the same page in it (which keeps the work, as
// the switcher does) and a way to decline. Not a redirect: the page the visitor asked for stays, and
// whatever they have ticked. Nothing is stored, so a new visit asks again; within a visit, once.

import { Box, Button, Container, Flex, Text, chakra } from "@chakra-ui/react";
import { useEffect, useState, type MouseEvent } from "react";
import {
  loadMessages,
  preferredLanguage,
  translatorFor,
  type Language,
} from "../../i18n";
import { useTranslator } from "./TranslatorContext";
import { isPlainClick, useAddressIn, useSwitchLanguage } from "./useSwitchLanguage";

/** Whether this visit has been offered a language already (the app's memory, not the browser's). */
let offered = false;

export function LanguageOffer() {
  const { language } = useTranslator();
  const [offer, setOffer] = useState<Language | null>(null);
  const addressIn = useAddressIn();
  const switchTo = useSwitchLanguage();

  // Once, as the app first shows a page: the browser's preference is not the prerendered page's to
  // know, and a page the visitor has since moved to English by hand is not offered anything.
  useEffect(() => {
    if (offered || language.code !== "en") return;
    offered = true;
    const wanted = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (!wanted || wanted.code === "en") return;
    let live = true;
    loadMessages(wanted.code).then(
      () => live && setOffer(wanted),
      // No offer is better than a broken one; the switcher is still there.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Only on arrival: its language then is what is compared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offer || language.code === offer.code) return null;
  const { t } = translatorFor(offer.code);
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOffer(null);
    void switchTo(offer);
  };
  return (
    <Box
      as="aside"
      aria-label={t("language.offerLabel")}
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
            {t("language.offer")}
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
            {t("language.offerAccept")}
          </chakra.a>
          <Button size="sm" variant="ghost" minH="11" onClick={() => setOffer(null)}>
            {t("language.offerDecline")}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

/** Lets a test begin a new visit. */
export function forgetLanguageOffer(): void {
  offered = false;
}
