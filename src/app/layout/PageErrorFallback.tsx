// What a page shows in place of content that failed to render. The header, navigation and footer
// around it still work, and the checklist's ticks (held above the routes) are still there.

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { pathInLanguage, splitLanguagePath } from "../../i18n";
import { useTranslator } from "../language/TranslatorContext";
import { PageHeading } from "./PageHeading";
import { useChecklist } from "../state/ChecklistContext";

export function PageErrorFallback({ recover }: { recover: () => void }) {
  const { language, t } = useTranslator();
  const { dispatch } = useChecklist();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  // Where focus was (a checkbox, a button) is gone: a screen reader starts at the message.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("h1")?.focus();
  }, []);

  return (
    <Stack ref={ref} gap="4" align="flex-start">
      <PageHeading documentTitle={t("error.title")}>{t("error.title")}</PageHeading>
      <Text>{t("error.pageFailed")}</Text>
      <Text color="fg.muted">{t("error.nothingSent")}</Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="teal" onClick={recover}>
          {t("error.tryAgain")}
        </Button>
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            dispatch({ type: "reset" });
            // Elsewhere, the new route clears the error; recovering first would render the
            // failing page once more while the navigation is pending.
            if (splitLanguagePath(pathname).path === "/") recover();
            else void navigate(pathInLanguage(language, "/"));
          }}
        >
          {t("error.startOver")}
        </Button>
      </HStack>
    </Stack>
  );
}
