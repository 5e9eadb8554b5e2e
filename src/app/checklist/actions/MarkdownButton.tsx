// "Download as Markdown": the report as a .md file, made by src/export/markdown, loaded on demand.

import { Button, Flex, chakra } from "@chakra-ui/react";
import { FileText } from "lucide";
import { useState } from "react";
import { Icon } from "../../icons/Icon";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { ErrorCallout } from "../../errors/ErrorCallout";

export const MARKDOWN_ERROR_MESSAGE = "The Markdown file could not be made. Please try again.";

export function MarkdownButton({ principles }: { principles: LatestChecklist }) {
  const [status, setStatus] = useState<"idle" | "failed" | string>("idle");
  return (
    <Flex direction="column" align="flex-end" gap="2">
      <Button
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        onClick={() => {
          const snapshot = principles.current;
          const variant = principles.variant ?? null;
          void import("../../../export/markdown")
            .then(({ exportChecklistMarkdown }) =>
              // In the page's language, which the checklist's words are in.
              exportChecklistMarkdown(snapshot, new Date(), variant, document.documentElement.lang),
            )
            .then(({ fileName }) => setStatus(fileName))
            .catch((error: unknown) => {
              console.error("Markdown export failed", error);
              setStatus("failed");
            });
        }}
      >
        <Icon icon={FileText} />
        Download as Markdown
      </Button>
      <chakra.p srOnly role="status">
        {status !== "idle" && status !== "failed" && `Markdown file ready: ${status}`}
      </chakra.p>
      {status === "failed" && (
        <ErrorCallout message={MARKDOWN_ERROR_MESSAGE} onDismiss={() => setStatus("idle")} />
      )}
    </Flex>
  );
}
