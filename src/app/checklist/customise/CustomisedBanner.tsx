// On a customised checklist, in place of the Customise button's row: "Customised checklist:
// <title>", its version and publisher, the Customise button and the way back to the standard
// checklist, which asks first when ticks or notes on added questions would be lost. Loaded with the
// deferred parts: only a customised checklist shows it, and the first load has no room for it.

import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useState, type Dispatch, type ReactNode } from "react";
import type { Principle } from "../../../data";
import type { ChecklistVariant } from "../../../variant";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { NOTICE_STYLE } from "../../theme/noticeStyle";
import { workLostBy, type ChecklistEvent } from "../../state/checklistState";
import { ReplaceDialog } from "../record/ReplaceDialog";
import { tally } from "../record/tally";

interface CustomisedBannerProps {
  variant: ChecklistVariant;
  /** Read when "Use the standard checklist" is chosen: ticks and notes on added questions. */
  principles: LatestChecklist;
  dispatch: Dispatch<ChecklistEvent>;
  /** The Customise button, drawn by the bar (which keeps its focus through the banner's going). */
  customiseButton: ReactNode;
  /** After the standard checklist is back, or after the question about it was declined. */
  onStandardRestored: () => void;
  onDeclined: () => void;
}

/** What going back to the standard checklist would lose: work on added questions, in words. */
function lostWork(principles: LatestChecklist): string | null {
  // Read only: workLostBy takes the state's own (mutable) type, and changes nothing.
  const { ticks, notes } = workLostBy({ principles: principles.current as Principle[] }, null);
  return ticks + notes === 0 ? null : tally(ticks, notes);
}

export function CustomisedBanner({
  variant,
  principles,
  dispatch,
  customiseButton,
  onStandardRestored,
  onDeclined,
}: CustomisedBannerProps) {
  const [asking, setAsking] = useState<string | null>(null);
  const restoreStandard = () => {
    dispatch({ type: "standardChecklistRestored" });
    onStandardRestored();
  };

  return (
    <Box as="section" aria-labelledby="customised-checklist-title" {...NOTICE_STYLE}>
      <Text
        id="customised-checklist-title"
        fontWeight="semibold"
        overflowWrap="anywhere"
        dir="auto"
      >
        Customised checklist: {variant.title}
      </Text>
      {(variant.version || variant.publisher) && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" dir="auto">
          {[
            variant.version && `Version ${variant.version}`,
            variant.publisher && `published by ${variant.publisher}`,
          ]
            .filter(Boolean)
            .join(", ")}
        </Text>
      )}
      <Flex gap="3" mt="3" wrap="wrap">
        {customiseButton}
        <Button
          variant="outline"
          colorPalette="gray"
          onClick={() => {
            const lost = lostWork(principles);
            if (lost === null) restoreStandard();
            else setAsking(lost);
          }}
        >
          Use the standard checklist
        </Button>
      </Flex>
      {asking !== null && (
        <ReplaceDialog
          message={`The questions added in ${variant.title} hold ${asking}. The standard checklist does not have them, so these would be lost; ticks and notes on its own questions stay.`}
          confirmLabel="Use the standard checklist"
          onAnswer={(replace) => {
            setAsking(null);
            if (replace) restoreStandard();
            else onDeclined();
          }}
        />
      )}
    </Box>
  );
}
