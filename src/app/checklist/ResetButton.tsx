import { Button } from "@chakra-ui/react";
import { RotateCcw } from "lucide-react";

export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="outline" colorPalette="gray" size="lg" onClick={onReset}>
      <RotateCcw aria-hidden="true" />
      Reset
    </Button>
  );
}
