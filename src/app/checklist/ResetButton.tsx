import { Button } from "@chakra-ui/react";
import { RotateCcw } from "lucide-react";
import { memo } from "react";

/** Memoised: the checklist page re-renders on every tick, and this button never changes with it. */
export const ResetButton = memo(function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="outline" colorPalette="gray" size="lg" onClick={onReset}>
      <RotateCcw aria-hidden="true" />
      Reset
    </Button>
  );
});
