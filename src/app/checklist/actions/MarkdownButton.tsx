// "Download as Markdown": the report as a .md file, made by src/export/markdown, loaded on demand.

import { Button, Flex, chakra } from "@chakra-ui/react";
import { FileText } from "lucide";
import { useState } from "react";
import { Icon } from "../../icons/Icon";
import { reportWordsIn } from "../../language/reportWords";
import { useLaterMessages, useT, useTranslator } from "../../language/TranslatorContext";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { ErrorCallout } from "../../errors/ErrorCallout";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

export function MarkdownButton({ principles }: { principles: LatestChecklist }) {
  useLaterMessages();
  const t = useT();
  const { language } = useTranslator();
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
          const review = principles.team?.review ?? null;
          // In the language on screen, which the checklist's words are in.
          void Promise.all([import("../../../export/markdown"), reportWordsIn(language.code)])
            .then(([{ exportChecklistMarkdown }, words]) =>
              exportChecklistMarkdown(snapshot, new Date(), variant, words, null, null, review),
            )
            .then(({ fileName }) => setStatus(fileName))
            .catch((error: unknown) => {
              console.error("Markdown export failed", error);
              setStatus("failed");
            });
        }}
      >
        <Icon icon={FileText} />
        {t("markdown.download")}
      </Button>
      <chakra.p srOnly role="status">
        {status !== "idle" && status !== "failed" && (
          <MessageWithOwnWords
            id="markdown.ready"
            values={{ fileName: status }}
            own={["fileName"]}
          />
        )}
      </chakra.p>
      {status === "failed" && (
        <ErrorCallout message={t("markdown.failed")} onDismiss={() => setStatus("idle")} />
      )}
    </Flex>
  );
}
