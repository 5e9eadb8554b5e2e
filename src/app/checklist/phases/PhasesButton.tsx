// "Phases", under the checklist's More: opens the dialog that keeps a phase, lists them, and views,
// reports or deletes each. Loaded on first use, with More's other parts: the first load carries
// nothing of phases but the state's place for them.

import { Button } from "@chakra-ui/react";
import { History } from "lucide";
import { memo, useState } from "react";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { PhasesDialog } from "./PhasesDialog";

/** The button's id, where the focus goes back as its dialog closes. */
const PHASES_BUTTON_ID = "phases-button";

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
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon icon={History} />
        {t("phases.button")}
      </Button>
      {open && (
        <PhasesDialog
          onClose={() => {
            setOpen(false);
            // Back to the button, as the browser does for a dialog that closes but not for one
            // removed from the page (View closes it and shows the phase instead: no focus here).
            document.getElementById(PHASES_BUTTON_ID)?.focus();
          }}
        />
      )}
    </>
  );
});
