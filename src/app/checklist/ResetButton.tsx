import { Button } from "@chakra-ui/react";
import { RotateCcw } from "lucide";
import { Icon } from "../icons/Icon";
import { memo } from "react";

/** Memoised: the checklist page re-renders on every tick, and this button never changes with it. */
export const ResetButton = memo(function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="outline" colorPalette="gray" size="lg" onClick={onReset}>
      <Icon icon={RotateCcw} />
      Reset
    </Button>
  );
});
