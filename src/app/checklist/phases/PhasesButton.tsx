// "Phases", among the checklist's actions: all the first load carries of phases. The dialog it opens
// (keeping a phase, the list, each one's view and report) loads on first use.

import { Button } from "@chakra-ui/react";
import { History } from "lucide";
import { memo, useState } from "react";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { Deferred, PhasesDialog, prefetchChecklistParts } from "../../onDemand";

/** The id the checklist page gives the focus back to when a phase's view closes. */
export const PHASES_BUTTON_ID = "phases-button";

export const PhasesButton = memo(function PhasesButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={PHASES_BUTTON_ID}
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        px={{ base: "2.5", sm: "4" }}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchChecklistParts}
        onFocus={prefetchChecklistParts}
      >
        <Icon icon={History} />
        {t("actions.phases")}
      </Button>
      {open && (
        <Deferred>
          <PhasesDialog
            onClose={() => {
              setOpen(false);
              // Back to the button, as the browser does for a dialog that closes but not for one
              // removed from the page (View closes it and shows the phase instead: no focus here).
              document.getElementById(PHASES_BUTTON_ID)?.focus();
            }}
          />
        </Deferred>
      )}
    </>
  );
});
