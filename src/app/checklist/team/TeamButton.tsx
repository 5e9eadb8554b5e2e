// "Team", under the checklist's More: opens the Team dialog (the member's and project's names, and
// members' files brought together). Loaded on first use, with More's other parts.

import { Button } from "@chakra-ui/react";
import { Users } from "lucide";
import { memo, useState } from "react";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { TeamDialog } from "./TeamDialog";

/** The button's id, where the focus goes back as its dialog closes. */
const TEAM_BUTTON_ID = "team-button";

export const TeamButton = memo(function TeamButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={TEAM_BUTTON_ID}
        variant="outline"
        colorPalette="teal"
        size={{ base: "md", sm: "lg" }}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon icon={Users} />
        {t("team.button")}
      </Button>
      {open && (
        <TeamDialog
          onClose={() => {
            setOpen(false);
            document.getElementById(TEAM_BUTTON_ID)?.focus();
          }}
        />
      )}
    </>
  );
});
