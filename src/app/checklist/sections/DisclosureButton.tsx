import { chakra } from "@chakra-ui/react";
import { ChevronRight } from "lucide";
import { Icon } from "../../icons/Icon";
import { memo, type ReactNode } from "react";

interface DisclosureButtonProps {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
  size: "principle" | "subPrinciple";
}

/** The toggle of a collapsible section: a real button, inside the section's heading (GOV.UK pattern). */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
  size,
}: DisclosureButtonProps) {
  const principle = size === "principle";
  return (
    <chakra.button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      minH="11"
      textAlign="start"
      px={principle ? "4" : "3"}
      py={principle ? "3" : "2"}
      rounded="md"
      fontSize={principle ? { base: "lg", md: "xl" } : "md"}
      fontWeight={principle ? "bold" : "semibold"}
      color="fg"
      cursor="pointer"
      _hover={{ bg: "bg.muted" }}
      focusVisibleRing="outside"
    >
      <Chevron expanded={expanded} size={principle ? 22 : 18} />
      {children}
    </chakra.button>
  );
}

/**
 * Memoised: a tick re-renders the toggles of its section and sub-section for their counts, and the
 * chevron, an SVG icon in a styled span, changes only when the section opens or closes.
 */
const Chevron = memo(function Chevron({ expanded, size }: { expanded: boolean; size: number }) {
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      flexShrink="0"
      transition="transform 0.15s"
      transform={expanded ? "rotate(90deg)" : undefined}
      // Right to left, a closed section's chevron points to the start, the left: turned half a
      // turn rather than mirrored (the shape is the same), so that opening turns it a quarter
      // back to point down, as it turns a quarter forward left to right.
      _rtl={{ transform: expanded ? "rotate(90deg)" : "rotate(180deg)" }}
      color="teal.fg"
    >
      <Icon icon={ChevronRight} size={size} strokeWidth={2.5} />
    </chakra.span>
  );
});
