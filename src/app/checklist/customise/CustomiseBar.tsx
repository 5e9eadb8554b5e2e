// In the first load, above the checklist: the Customise button and what it is for. On a customised
// checklist the banner (CustomisedBanner, loaded with the deferred parts) takes the row's place, the
// same button in it.

import { Box, Button, Flex, Text, chakra } from "@chakra-ui/react";
import { SlidersHorizontal } from "lucide";
import { memo, useCallback, useRef, useState, type Dispatch } from "react";
import { isCustomised, type ChecklistVariant } from "../../../variant";
import { Deferred, prefetchLazyParts } from "../../onDemand";
import { CustomisedBanner } from "./partSlots";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import type { LatestAssessment } from "../../state/ChecklistContext";
import type { ChecklistEvent } from "../../state/checklistState";

interface CustomiseBarProps {
  variant: ChecklistVariant | null;
  /** Read when "Use the standard checklist" is chosen: ticks and notes on added questions. */
  latest: LatestAssessment;
  dispatch: Dispatch<ChecklistEvent>;
  onCustomise: () => void;
  /** Whether the Customise button takes the focus as it appears (back from the mode). */
  focusCustomise: boolean;
}

export const CustomiseBar = memo(function CustomiseBar({
  variant,
  latest,
  dispatch,
  onCustomise,
  focusCustomise,
}: CustomiseBarProps) {
  // In the first load: its messages are the `app` part's (customiseBar.*), not the mode's.
  const t = useT();
  const customise = useRef<HTMLButtonElement | null>(null);
  const [said, setSaid] = useState("");
  // Whether the Customise button is to take the focus as it appears: back from the mode, and after
  // the banner (which held the focus) goes. Taken as the button mounts, not as the bar does: on a
  // customised checklist the button is inside the banner, which comes later (loaded on first use).
  const focusPending = useRef(focusCustomise);
  const customiseButton = useCallback((button: HTMLButtonElement | null) => {
    customise.current = button;
    if (button && focusPending.current) {
      focusPending.current = false;
      button.focus();
    }
  }, []);
  const customised = isCustomised(variant) ? variant : null;

  const button = (
    <Button
      ref={customiseButton}
      variant="outline"
      colorPalette="teal"
      onClick={onCustomise}
      onPointerEnter={prefetchLazyParts}
      onFocus={prefetchLazyParts}
    >
      <Icon icon={SlidersHorizontal} />
      {t("customiseBar.button")}
    </Button>
  );

  return (
    <Box className="no-print">
      {customised ? (
        <Deferred>
          <CustomisedBanner
            variant={customised}
            latest={latest}
            dispatch={dispatch}
            customiseButton={button}
            onStandardRestored={() => {
              focusPending.current = true;
              setSaid(t("customiseBar.standardRestored"));
            }}
            onDeclined={() => customise.current?.focus()}
          />
        </Deferred>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          {button}
          <Text fontSize="sm" color="fg.muted" flex="1" minW="14rem">
            {t("customiseBar.intro")}
          </Text>
        </Flex>
      )}
      <chakra.p role="status" srOnly>
        {said}
      </chakra.p>
    </Box>
  );
});
