// What a page shows in place of content that failed to render. The header, navigation and footer
// around it still work, and the checklist's ticks (held above the routes) are still there.

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PageHeading } from "../layout/PageHeading";
import { useChecklist } from "../state/ChecklistContext";

export function PageErrorFallback({ recover }: { recover: () => void }) {
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
      <PageHeading documentTitle="Something went wrong">Something went wrong</PageHeading>
      <Text>
        This page hit an unexpected error and could not be shown. Your answers so far are kept: try
        again to carry on where you were, or start over with an empty checklist.
      </Text>
      <Text color="fg.muted">Nothing was sent anywhere; the error stays in this browser tab.</Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="teal" onClick={recover}>
          Try again
        </Button>
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            dispatch({ type: "reset" });
            // Elsewhere, the new route clears the error; recovering first would render the
            // failing page once more while the navigation is pending.
            if (pathname === "/") recover();
            else navigate("/");
          }}
        >
          Start over
        </Button>
      </HStack>
    </Stack>
  );
}
