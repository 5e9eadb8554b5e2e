// One navigation list, drawn either as the desktop header nav or as the mobile nav row.

import { Box, chakra } from "@chakra-ui/react";
import { Link, useLocation } from "react-router-dom";
import { pathInLanguage } from "../../i18n";
import { Icon } from "../icons/Icon";
import { useTranslator } from "../language/TranslatorContext";
import { prefetchGuidanceCopy } from "../onDemand";
import { NAVIGATION_ENTRIES } from "./navigationEntries";

const NavAnchor = chakra(Link);

interface SiteNavigationProps {
  label: string;
  variant: "desktop" | "mobile";
}

export function SiteNavigation({ label, variant }: SiteNavigationProps) {
  const { language, t } = useTranslator();
  const mobile = variant === "mobile";
  // The current page's link, as react-router's NavLink with `end` marks it (its address's case
  // aside), which carried 0.4 KiB gzip of the first load for this comparison.
  const current = useLocation().pathname.toLowerCase();
  return (
    <Box
      as="nav"
      aria-label={label}
      display={mobile ? { base: "block", md: "none" } : { base: "none", md: "block" }}
      borderTopWidth={mobile ? "1px" : undefined}
      borderColor="border"
      className="no-print"
    >
      <chakra.ul
        display="flex"
        gap={mobile ? "0" : "1"}
        listStyle="none"
        m="0"
        p="0"
        justifyContent={mobile ? "space-around" : "flex-end"}
      >
        {NAVIGATION_ENTRIES.map(({ path, label: entryLabel, icon, copy }) => {
          const prefetch = copy && (() => prefetchGuidanceCopy(language.code, copy));
          const to = pathInLanguage(language, path);
          return (
            <chakra.li key={path} flex={mobile ? "1" : undefined}>
              <NavAnchor
                to={to}
                aria-current={to.toLowerCase() === current ? "page" : undefined}
                onPointerEnter={prefetch}
                onFocus={prefetch}
                display="flex"
                flexDirection={mobile ? "column" : "row"}
                alignItems="center"
                justifyContent="center"
                gap={mobile ? "0.5" : "2"}
                minH="11"
                px={mobile ? "2" : "3"}
                py={mobile ? "1.5" : "2"}
                rounded="md"
                fontSize={mobile ? "xs" : "sm"}
                fontWeight="medium"
                whiteSpace="nowrap"
                color="fg.muted"
                textDecoration="none"
                _hover={{ bg: "bg.muted", color: "fg" }}
                _currentPage={{ color: "teal.fg", bg: "teal.subtle", fontWeight: "semibold" }}
                focusVisibleRing="outside"
              >
                <Icon icon={icon} size={mobile ? 22 : 18} />
                {t(entryLabel)}
              </NavAnchor>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
