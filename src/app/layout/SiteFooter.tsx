import { Box, Container, Text } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { useTranslator } from "../language/TranslatorContext";

const subscribeToNothing = () => () => undefined;
const currentYear = () => new Date().getFullYear();
// The year the build's prerendered pages show. A page hydrates with it, so the markup matches; React
// then renders the current year, should the clock have passed a New Year since the build.
const prerenderedYear = () => __BUILD_YEAR__;

export function SiteFooter() {
  // Read at render time, so the line stays right on New Year's Day without a rebuild.
  const year = useSyncExternalStore(subscribeToNothing, currentYear, prerenderedYear);
  const { language, t } = useTranslator();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="12">
      <Container maxW="5xl" px={{ base: "4", md: "6" }} py="6">
        <Text fontSize="sm" color="fg.muted">
          {t("footer.copyright", { year: String(year), product: t("product.title") })}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t("footer.privacy")}
        </Text>
        {language.draft && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t("language.draftNotice")}
          </Text>
        )}
      </Container>
    </Box>
  );
}
