import { Button, Stack, Text } from "@chakra-ui/react";
import { Link, useLocation } from "react-router-dom";
import { pathInLanguage } from "../../i18n";
import { useTranslator } from "../language/TranslatorContext";
import { PageHeading } from "../layout/PageHeading";

// Stands for the path in the sentence, to find where its <code> goes: a private-use character, which
// no translation holds.
const PATH_MARK = "\uE000";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { language, t } = useTranslator();
  const [before, after] = t("notFound.text", { path: PATH_MARK }).split(PATH_MARK);
  return (
    <Stack gap="4" align="flex-start">
      <PageHeading documentTitle={t("notFound.title")}>{t("notFound.title")}</PageHeading>
      <Text color="fg.muted">
        {before}
        {after !== undefined && (
          <>
            {/* An address reads left to right on every page. */}
            <code dir="ltr">{pathname}</code>
            {after}
          </>
        )}
      </Text>
      <Button asChild colorPalette="teal">
        <Link to={pathInLanguage(language, "/")}>{t("notFound.home")}</Link>
      </Button>
    </Stack>
  );
}
