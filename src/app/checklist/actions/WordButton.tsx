// "Download as Word": the report as a .docx file, made by src/export/word (the docx library),
// loaded on demand. Busy while the library comes and the file is made; a failure is logged and
// alerted, as the PDF's is, and changes nothing in the checklist.

import { Button, Flex, Spinner, chakra } from "@chakra-ui/react";
import { FileType } from "lucide";
import { useRef, useState } from "react";
import { Icon } from "../../icons/Icon";
import { reportWordsIn } from "../../language/reportWords";
import { useLaterMessages, useT, useTranslator } from "../../language/TranslatorContext";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { ErrorCallout } from "../../errors/ErrorCallout";
// Past onDemand's index, which the first load carries: only this button, itself loaded on first
// use, needs the loader, so it comes in the button's chunk.
import { loadWordModule, prefetchWordModule } from "../../onDemand/wordModule";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

type WordStatus =
  { kind: "idle" } | { kind: "running" } | { kind: "done"; fileName: string } | { kind: "failed" };

export function WordButton({ principles }: { principles: LatestChecklist }) {
  useLaterMessages();
  const t = useT();
  const { language } = useTranslator();
  const [status, setStatus] = useState<WordStatus>({ kind: "idle" });
  // A ref, not state: two clicks inside one frame both see the state from before the first.
  const running = useRef(false);
  const busy = status.kind === "running";
  const start = () => {
    if (running.current) return;
    running.current = true;
    const snapshot = principles.current;
    const variant = principles.variant ?? null;
    const review = principles.team?.review ?? null;
    setStatus({ kind: "running" });
    // In the language on screen, which the checklist's words are in.
    void Promise.all([loadWordModule(), reportWordsIn(language.code)])
      .then(([{ exportChecklistWord }, words]) =>
        exportChecklistWord(snapshot, new Date(), variant, words, null, review),
      )
      .then(({ fileName }) => setStatus({ kind: "done", fileName }))
      .catch((error: unknown) => {
        console.error("Word export failed", error);
        setStatus({ kind: "failed" });
      })
      .finally(() => {
        running.current = false;
      });
  };
  return (
    <Flex direction="column" align="flex-end" gap="2">
      <Button
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        onClick={start}
        onPointerEnter={prefetchWordModule}
        onFocus={prefetchWordModule}
        aria-busy={busy}
      >
        {/* Not Chakra's `loading`: that disables the button, and a disabled button drops keyboard focus. */}
        {busy ? <Spinner size="sm" aria-hidden="true" /> : <Icon icon={FileType} />}
        {t(busy ? "word.making" : "word.download")}
      </Button>
      <chakra.p srOnly role="status">
        {status.kind === "done" && (
          <MessageWithOwnWords
            id="word.ready"
            values={{ fileName: status.fileName }}
            own={["fileName"]}
          />
        )}
      </chakra.p>
      {status.kind === "failed" && (
        <ErrorCallout message={t("word.failed")} onDismiss={() => setStatus({ kind: "idle" })} />
      )}
    </Flex>
  );
}
