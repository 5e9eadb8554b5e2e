import { Button, chakra } from "@chakra-ui/react";
import { useEffect, type Dispatch } from "react";
import { useLaterMessages, useT } from "../../language/TranslatorContext";
import type { ChecklistEvent } from "../../state/checklistState";

/** How long Reset's Undo is offered. */
export const UNDO_RESET_MS = 10_000;

/** What Reset did, and Undo, for UNDO_RESET_MS; shown inside the checklist actions' status. */
export function UndoReset({
  dispatch,
  onUndone,
}: {
  dispatch: Dispatch<ChecklistEvent>;
  onUndone: () => void;
}) {
  useLaterMessages();
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: "resetUndoExpired" }), UNDO_RESET_MS);
    return () => clearTimeout(timer);
  }, [dispatch]);
  return (
    <>
      <chakra.span>{t("undo.cleared")}</chakra.span>
      <Button
        variant="outline"
        colorPalette="teal"
        size="sm"
        onClick={() => {
          dispatch({ type: "resetUndone" });
          onUndone();
        }}
      >
        {t("undo.undo")}
      </Button>
    </>
  );
}
