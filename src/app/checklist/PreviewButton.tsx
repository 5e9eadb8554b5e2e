import { Button } from "@chakra-ui/react";
import { Eye } from "lucide";
import { Icon } from "../icons/Icon";
import { useRef, useState } from "react";
import type { ChecklistSnapshot } from "../../data";
import { PreviewDialog } from "./PreviewDialog";
import { prefetchPreviewModule } from "./usePreviewPdf";

/** Opens the report preview; focus comes back here when it closes. */
export function PreviewButton({ principles }: { principles: ChecklistSnapshot }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        colorPalette="teal"
        size="lg"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchPreviewModule}
        onFocus={prefetchPreviewModule}
      >
        <Icon icon={Eye} />
        Preview
      </Button>
      {open && (
        <PreviewDialog
          principles={principles}
          onClose={() => {
            setOpen(false);
            // The browser returns focus on its own when a dialog closes, but not when it is
            // removed from the page; saying so here covers both.
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
