import { chakra } from "@chakra-ui/react";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";

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
      <chakra.span
        aria-hidden="true"
        display="inline-flex"
        flexShrink="0"
        transition="transform 0.15s"
        transform={expanded ? "rotate(90deg)" : undefined}
        color="teal.fg"
      >
        <ChevronRight size={principle ? 22 : 18} strokeWidth={2.5} />
      </chakra.span>
      {children}
    </chakra.button>
  );
}
