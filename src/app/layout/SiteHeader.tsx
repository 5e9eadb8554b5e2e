import { Box, Container, Flex, Text, chakra } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { pathInLanguage } from "../../i18n";
import { useTranslator } from "../language/TranslatorContext";
import { LanguageOffer } from "./LanguageOffer";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SiteNavigation } from "./SiteNavigation";

const HomeLink = chakra(Link);

export function SiteHeader() {
  const { language, t } = useTranslator();
  return (
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      className="site-header"
    >
      <Container maxW="5xl" px={{ base: "4", md: "6" }}>
        <Flex align="center" justify="space-between" gap="6" py={{ base: "3", md: "4" }}>
          <Box minW="0">
            {/* Not a heading: each page has its own h1, and this title repeats on every page. */}
            <HomeLink
              to={pathInLanguage(language, "/")}
              display="inline-block"
              fontSize={{ base: "lg", md: "xl" }}
              fontWeight="bold"
              lineHeight="short"
              color="fg"
              textDecoration="none"
              _hover={{ textDecoration: "underline" }}
              focusVisibleRing="outside"
              rounded="sm"
            >
              {t("product.title")}
            </HomeLink>
            <Text mt="1" fontSize={{ base: "sm", md: "md" }} color="fg.muted">
              {t("product.subtitle")}
            </Text>
          </Box>
          <Flex align="center" gap="2" flexShrink="0">
            <SiteNavigation label={t("nav.main")} variant="desktop" />
            <LanguageSwitcher />
          </Flex>
        </Flex>
      </Container>
      <SiteNavigation label={t("nav.mainMobile")} variant="mobile" />
      <LanguageOffer />
    </Box>
  );
}
