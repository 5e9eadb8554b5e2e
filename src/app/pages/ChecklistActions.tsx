// The checklist's actions: Reset, Preview and Export in one row that fits a 320 px screen, and
// "More" for the rest (Phases, Team, the Markdown and Word files); under them, Reset's Undo while it is on offer (UndoReset).

import { Box, Button, Flex } from "@chakra-ui/react";
import { ChevronDown, ChevronUp } from "lucide";
import { memo, useCallback, useRef, useState, type Dispatch } from "react";
import { Icon } from "../icons/Icon";
import type { LatestAssessment } from "../state/ChecklistContext";
import type { ChecklistEvent, ChecklistState } from "../state/checklistState";
import { Deferred } from "../onDemand";
import { MarkdownButton, PhasesButton, TeamButton, UndoReset, WordButton } from "../parts";
import { useT } from "../language/TranslatorContext";
import { ExportButton, MORE_BUTTON_ID, ResetButton } from "../checklist/actions";
import { PreviewButton } from "../checklist/preview";

interface ChecklistActionsProps {
  /** Read when an action acts: a tick or a keystroke does not re-render the row. */
  latest: LatestAssessment;
  beforeReset: ChecklistState | null;
  dispatch: Dispatch<ChecklistEvent>;
}

export const ChecklistActions = memo(function ChecklistActions({
  latest,
  beforeReset,
  dispatch,
}: ChecklistActionsProps) {
  const t = useT();
  const [moreOpen, setMoreOpen] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  // The same function every render, so the memoised Reset button never re-renders.
  const reset = useCallback(() => dispatch({ type: "reset" }), [dispatch]);

  return (
    <Box className="no-print">
      {/* One row at 320 px: below Chakra's sm (480 px) the buttons are narrower and their icons
          are dropped, More's chevron too; every button keeps its word, which is its name. */}
      <Flex
        gap={{ base: "2", sm: "3" }}
        justify="flex-end"
        wrap="wrap"
        css={{ "& > button > svg": { hideBelow: "sm" } }}
      >
        <ResetButton ref={resetButton} onReset={reset} />
        <PreviewButton latest={latest} />
        <ExportButton latest={latest} />
        <Button
          variant="outline"
          colorPalette="gray"
          size={{ base: "md", sm: "lg" }}
          px={{ base: "2.5", sm: "4" }}
          id={MORE_BUTTON_ID}
          aria-expanded={moreOpen}
          aria-controls={moreOpen ? "checklist-more-actions" : undefined}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          {t("actions.more")}
          <Icon icon={moreOpen ? ChevronUp : ChevronDown} />
        </Button>
      </Flex>
      {moreOpen && (
        <Flex
          id="checklist-more-actions"
          justify="flex-end"
          align="flex-start"
          wrap="wrap"
          gap={{ base: "2", sm: "3" }}
          mt="2"
        >
          <Deferred>
            <PhasesButton />
            <TeamButton />
            <MarkdownButton latest={latest} />
            <WordButton latest={latest} />
          </Deferred>
        </Flex>
      )}
      {/* Always in the page, so that what appears in it is announced. */}
      <Flex role="status" justify="flex-end" align="center" gap="3" mt={beforeReset ? "2" : "0"}>
        {beforeReset && (
          <Deferred>
            <UndoReset dispatch={dispatch} onUndone={() => resetButton.current?.focus()} />
          </Deferred>
        )}
      </Flex>
    </Box>
  );
});
