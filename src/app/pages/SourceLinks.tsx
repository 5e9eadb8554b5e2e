import { Text, chakra } from "@chakra-ui/react";
import type { SourceLink } from "../../data";

/**
 * The sources the questions draw on. Each opens in a new tab: the checklist's ticks and notes live
 * only in this page's memory, and following a link away in the same tab would put them at risk.
 */
export function SourceLinks({ links }: { links: readonly SourceLink[] }) {
  return (
    <chakra.ul display="grid" gap="3" mt="3" listStyle="none" p="0">
      {links.map((link) => (
        <li key={link.href}>
          <chakra.a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.fg"
            fontWeight="medium"
            textDecoration="underline"
            textUnderlineOffset="2px"
            _hover={{ textDecorationThickness: "2px" }}
            _focusVisible={{
              outline: "2px solid",
              outlineColor: "teal.solid",
              outlineOffset: "2px",
            }}
          >
            {link.title}
            <chakra.span srOnly> (opens in a new tab)</chakra.span>
          </chakra.a>
          <Text fontSize="sm" color="fg.muted">
            {link.publisher}
          </Text>
        </li>
      ))}
    </chakra.ul>
  );
}
