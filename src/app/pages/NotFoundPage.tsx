import { Button, Stack, Text } from "@chakra-ui/react";
import { Link, useLocation } from "react-router-dom";
import { PageHeading } from "../layout/PageHeading";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="4" align="flex-start">
      <PageHeading documentTitle="Page not found">Page not found</PageHeading>
      <Text color="fg.muted">
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be
        mistyped.
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">Go to the checklist</Link>
      </Button>
    </Stack>
  );
}
