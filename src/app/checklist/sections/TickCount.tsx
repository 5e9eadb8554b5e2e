import { chakra } from "@chakra-ui/react";
import { useT } from "../../language/TranslatorContext";
import { Deferred } from "../../onDemand";
import { SetAsideWords } from "../question";

interface TickCountProps {
  checked: number;
  total: number;
  /** Set aside as not applying, and open: said only when the section holds a question set aside. */
  setAside: number;
  open: number;
  /** Notes in the section: shown beside the ticks, so a collapsed section still says it holds some. */
  notes: number;
}

/**
 * "3/14" to the eye, "3 of 14 ticked" to a screen reader; then "2 set aside, 9 open" when any is
 * set aside (a section with none shows what the spec shows), and "2 notes" when there are any.
 */
export function TickCount({ checked, total, setAside, open, notes }: TickCountProps) {
  const t = useT();
  const complete = checked === total;
  return (
    <chakra.span
      // With the set-aside words it may wrap, rather than push the heading past a 320 px screen.
      flexShrink={setAside > 0 ? 1 : 0}
      textAlign="end"
      fontSize="sm"
      fontWeight="medium"
      fontVariantNumeric="tabular-nums"
      px="2"
      py="0.5"
      rounded="full"
      bg={complete ? "teal.subtle" : checked > 0 ? "bg.emphasized" : "bg.muted"}
      color={complete ? "teal.fg" : "fg.muted"}
    >
      <span aria-hidden="true">{t("section.tickFraction", { checked, total })}</span>
      <chakra.span srOnly>{t("section.ticked", { checked, total })}</chakra.span>
      {setAside > 0 && (
        <Deferred>
          <SetAsideWords form="section" setAside={setAside} open={open} />
        </Deferred>
      )}
      {notes > 0 && t("section.notes", { notes })}
    </chakra.span>
  );
}
