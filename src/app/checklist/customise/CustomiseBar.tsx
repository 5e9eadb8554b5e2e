// In the first load, above the checklist: the Customise button, and on a customised checklist the
// banner that says so ("Customised checklist: <title>") with the way back to the standard checklist,
// which asks first when ticks or notes on added questions would be lost.

import { Box, Button, Flex, Text, chakra } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide";
import { lazy, memo, useLayoutEffect, useRef, useState, type Dispatch } from "react";
import type { Principle } from "../../../data";
// Not through the variant room's index: the first load carries this bar, and the index would bring
// the checklist file's parser and the link's codec into it (the bundler places a module by what
// imports it, not by what is used of it).
import { isCustomised } from "../../../variant/resolveChecklist";
import type { ChecklistVariant } from "../../../variant";
import { Deferred } from "../../errors/Deferred";
import { Icon } from "../../icons/Icon";
import type { LatestChecklist } from "../../state/ChecklistContext";
import { workLostBy, type ChecklistEvent } from "../../state/checklistState";

const ReplaceDialog = lazy(() =>
  import("../lazyParts").then((parts) => ({ default: parts.ReplaceDialog })),
);

/** Fetches the mode's code ahead of a click, as Export does for its own. */
const preloadMode = () => void import("./CustomiseMode").catch(() => undefined);

interface CustomiseBarProps {
  variant: ChecklistVariant | null;
  /** Read when "Use the standard checklist" is chosen: ticks and notes on added questions. */
  principles: LatestChecklist;
  dispatch: Dispatch<ChecklistEvent>;
  onCustomise: () => void;
  /** Whether the Customise button takes the focus as it appears (back from the mode). */
  focusCustomise: boolean;
}

const plural = (n: number, word: string) =>
  `${n === 0 ? "no" : n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/** What going back to the standard checklist would lose: work on added questions, in words. */
function lostWork(principles: LatestChecklist): string | null {
  // Read only: workLostBy takes the state's own (mutable) type, and changes nothing.
  const { ticks, notes } = workLostBy({ principles: principles.current as Principle[] }, null);
  return ticks + notes === 0 ? null : `${plural(ticks, "tick")} and ${plural(notes, "note")}`;
}

export const CustomiseBar = memo(function CustomiseBar({
  variant,
  principles,
  dispatch,
  onCustomise,
  focusCustomise,
}: CustomiseBarProps) {
  const customise = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  // Counts the times the Customise button is to take the focus: as the bar appears back from the
  // mode, and after the banner (which held the focus) goes. Once the page shows it: the button
  // moves out of the banner as it goes.
  const [refocus, setRefocus] = useState(focusCustomise ? 1 : 0);
  useLayoutEffect(() => {
    if (refocus > 0) customise.current?.focus();
  }, [refocus]);
  const customised = isCustomised(variant) ? variant : null;

  const restoreStandard = () => {
    dispatch({ type: "standardChecklistRestored" });
    setSaid("The standard checklist is in use.");
    setRefocus((n) => n + 1);
  };

  const button = (
    <Button
      ref={customise}
      variant="outline"
      colorPalette="teal"
      onClick={onCustomise}
      onPointerEnter={preloadMode}
      onFocus={preloadMode}
    >
      <Icon icon={SlidersHorizontal} />
      Customise
    </Button>
  );

  return (
    <Box className="no-print">
      {customised ? (
        <Box
          as="section"
          aria-labelledby="customised-checklist-title"
          borderWidth="1px"
          borderColor="border"
          borderInlineStartWidth="4px"
          borderInlineStartColor="teal.solid"
          bg="bg.subtle"
          rounded="md"
          p="4"
        >
          <Text
            id="customised-checklist-title"
            fontWeight="semibold"
            overflowWrap="anywhere"
            dir="auto"
          >
            Customised checklist: {customised.title}
          </Text>
          {(customised.version || customised.publisher) && (
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" dir="auto">
              {[
                customised.version && `Version ${customised.version}`,
                customised.publisher && `published by ${customised.publisher}`,
              ]
                .filter(Boolean)
                .join(", ")}
            </Text>
          )}
          <Flex gap="3" mt="3" wrap="wrap">
            {button}
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
        </Box>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          {button}
          <Text fontSize="sm" color="fg.muted" flex="1" minW="14rem">
            Adapt the checklist to your field: add, reword or hide questions, and share it as a file
            or a link.
          </Text>
        </Flex>
      )}
      <chakra.p role="status" srOnly>
        {said}
      </chakra.p>
      {asking !== null && customised && (
        <Deferred>
          <ReplaceDialog
            message={`The questions added in ${customised.title} hold ${asking}. The standard checklist does not have them, so these would be lost; ticks and notes on its own questions stay.`}
            confirmLabel="Use the standard checklist"
            onAnswer={(replace) => {
              setAsking(null);
              if (replace) restoreStandard();
              else customise.current?.focus();
            }}
          />
        </Deferred>
      )}
    </Box>
  );
});
