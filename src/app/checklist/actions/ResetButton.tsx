import { Button } from "@chakra-ui/react";
import { RotateCcw } from "lucide";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { memo, type Ref } from "react";

/** Memoised: the checklist page re-renders on every tick, and this button never changes with it. */
export const ResetButton = memo(function ResetButton({
  onReset,
  ref,
}: {
  onReset: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return (
    <Button
      ref={ref}
      variant="outline"
      colorPalette="gray"
      size={{ base: "md", sm: "lg" }}
      px={{ base: "2.5", sm: "4" }}
      onClick={onReset}
    >
      <Icon icon={RotateCcw} />
      {t("actions.reset")}
    </Button>
  );
});
