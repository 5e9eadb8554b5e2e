import { Button } from "@chakra-ui/react";
import { Eye } from "lucide";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { useRef, useState } from "react";
import type { Assessment } from "../../../data";
import type { LatestAssessment } from "../../state/ChecklistContext";
import { Deferred, prefetchPreviewModule } from "../../onDemand";
import { PreviewDialog } from "./partSlots";

/** Opens the report preview; focus comes back here when it closes. */
export function PreviewButton({ latest }: { latest: LatestAssessment }) {
  const t = useT();
  // The assessment as it stood when the preview was opened; the modal dialog keeps it from changing.
  const [shown, setShown] = useState<Assessment | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        px={{ base: "2.5", sm: "4" }}
        aria-haspopup="dialog"
        onClick={() => setShown(latest.current)}
        onPointerEnter={prefetchPreviewModule}
        onFocus={prefetchPreviewModule}
      >
        <Icon icon={Eye} />
        {t("actions.preview")}
      </Button>
      {shown && (
        <Deferred>
          <PreviewDialog
            assessment={shown}
            onClose={() => {
              setShown(null);
              // The browser returns focus on its own when a dialog closes, but not when it is
              // removed from the page; saying so here covers both.
              button.current?.focus();
            }}
          />
        </Deferred>
      )}
    </>
  );
}
