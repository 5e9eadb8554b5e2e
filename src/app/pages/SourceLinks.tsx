import { Text, chakra } from "@chakra-ui/react";
import type { SourceLink } from "../../data/pages";
import { useT } from "../language/TranslatorContext";

/**
 * The sources the questions draw on. Each opens in a new tab: the checklist's ticks and notes live
 * only in this page's memory, and following a link away in the same tab would put them at risk.
 * Their titles and publishers stay as the sources give them, in English, and say so (`lang`), so
 * that a screen reader on a page in another language reads them with an English voice.
 */
export function SourceLinks({ links }: { links: readonly SourceLink[] }) {
  const t = useT();
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
            <span lang="en">{link.title}</span>
            <chakra.span srOnly> {t("about.opensInNewTab")}</chakra.span>
          </chakra.a>
          <Text fontSize="sm" color="fg.muted" lang="en">
            {link.publisher}
          </Text>
        </li>
      ))}
    </chakra.ul>
  );
}
