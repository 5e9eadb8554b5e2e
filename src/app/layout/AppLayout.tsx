// The shared layout around every route (spec §2): header with navigation, main content, footer.

import { Box, Container, Flex } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { splitLanguagePath } from "../../i18n";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { PageErrorFallback } from "./PageErrorFallback";
import { HydratedApart } from "./HydratedApart";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";

/** Around `children`, the page at the address (AppRoutes). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The page within its language: a change of language alone is the same page, and focus stays
  // on the switcher.
  const { path } = splitLanguagePath(pathname);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(path);

  // After client-side navigation a screen reader would otherwise stay on the clicked link:
  // move focus to the new page's heading, as a full page load would start at the top.
  // A guidance page waits for its copy (its own chunk) the first time it is shown: its heading
  // comes a moment later, and takes focus then.
  useEffect(() => {
    if (previousPath.current === path) return;
    previousPath.current = path;
    const main = mainRef.current;
    if (main === null) return;
    const heading = () => main.querySelector<HTMLElement>("h1");
    if (heading() !== null) {
      heading()?.focus();
      return;
    }
    const observer = new MutationObserver(() => {
      if (heading() === null) return;
      observer.disconnect();
      heading()?.focus();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [path]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg" color="fg">
      <SkipLink />
      <HydratedApart>
        <SiteHeader />
      </HydratedApart>
      <Box as="main" id="main-content" ref={mainRef} tabIndex={-1} flex="1" outline="none">
        <Container maxW="5xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
          {/* A page that fails to render leaves the layout working; another route clears it. */}
          <ErrorBoundary
            resetKey={path}
            fallback={(recover) => <PageErrorFallback recover={recover} />}
          >
            {children}
          </ErrorBoundary>
        </Container>
      </Box>
      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
    </Flex>
  );
}
