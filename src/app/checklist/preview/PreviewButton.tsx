import { Button } from "@chakra-ui/react";
import { Eye } from "lucide";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { useRef, useState } from "react";
import type { ChecklistSnapshot } from "../../../data";
import type { ChecklistVariant } from "../../../variant";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { Deferred, prefetchPreviewModule } from "../../onDemand";
import { PreviewDialog } from "./partSlots";

/** Opens the report preview; focus comes back here when it closes. */
export function PreviewButton({ principles }: { principles: LatestChecklist }) {
  const t = useT();
  // What the checklist held when the preview was opened; the modal dialog keeps it from changing.
  const [shown, setShown] = useState<{
    principles: ChecklistSnapshot;
    variant: ChecklistVariant | null;
  } | null>(null);
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
        onClick={() =>
          setShown({ principles: principles.current, variant: principles.variant ?? null })
        }
        onPointerEnter={prefetchPreviewModule}
        onFocus={prefetchPreviewModule}
      >
        <Icon icon={Eye} />
        {t("actions.preview")}
      </Button>
      {shown && (
        <Deferred>
          <PreviewDialog
            principles={shown.principles}
            variant={shown.variant}
            // Read as the dialog opens (nothing changes the phases while it is open).
            phases={principles.phases}
            team={principles.team}
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
