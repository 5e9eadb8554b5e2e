// "Phases", under the checklist's More: opens the dialog that keeps a phase, lists them, and views,
// reports or deletes each. Loaded on first use, with More's other parts: the first load carries
// nothing of phases but the state's place for them.

import { Button } from "@chakra-ui/react";
import { GitCompareArrows, History } from "lucide";
import { memo, useState } from "react";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { CompareDialog } from "../compare/parts";
import { PhasesDialog } from "./PhasesDialog";

/** The button's id, where the focus goes back as its dialog closes. */
const PHASES_BUTTON_ID = "phases-button";
/** Compare's button beside it (What changed, issue #37), and where its dialog gives the focus back. */
const COMPARE_BUTTON_ID = "compare-button";

export const PhasesButton = memo(function PhasesButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Compare opens from its own button or from the Phases dialog, which closes first: the focus goes
  // back to the button the user started from.
  const [comparing, setComparing] = useState<
    null | typeof PHASES_BUTTON_ID | typeof COMPARE_BUTTON_ID
  >(null);
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
      <Button
        id={COMPARE_BUTTON_ID}
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        aria-haspopup="dialog"
        onClick={() => setComparing(COMPARE_BUTTON_ID)}
      >
        <Icon icon={GitCompareArrows} />
        {t("compare.button")}
      </Button>
      {comparing !== null && (
        <CompareDialog
          onClose={() => {
            const back = comparing;
            setComparing(null);
            document.getElementById(back)?.focus();
          }}
        />
      )}
      {open && (
        <PhasesDialog
          onCompare={() => setComparing(PHASES_BUTTON_ID)}
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
