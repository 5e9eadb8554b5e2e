// The app's root: theme, checklist state (held above the routes so ticks survive navigation), routes.

import { ChakraProvider } from "@chakra-ui/react";
import { useEffect, type ReactNode } from "react";
import { BrowserRouter, useLocation } from "react-router-dom";
import { ChecklistPage } from "./pages/ChecklistPage";
import { replayEarlyInput } from "./earlyInput/replayEarlyInput";
import { AppCrashScreen } from "./errors/AppCrashScreen";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { FRAME_TAKEN_OVER_MARK } from "./frameTakenOverMark";
import { prefetchGuidanceCopyWhenIdle, releaseGuidanceCopy } from "./onDemand";
import { splitLanguagePath, translatorFor, type LanguageCode } from "../i18n";
import { InLanguage } from "./language/InLanguage";
import { AppLayout } from "./layout/AppLayout";
import { HydratedApart } from "./layout/HydratedApart";
import { AboutPage } from "./pages/AboutPage";
import { HowToUsePage } from "./pages/HowToUsePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ChecklistProvider } from "./state/ChecklistContext";
// Registers how the lazy parts' chunk is loaded, before any part is shown.
import "./parts";
import { pageSystem } from "./theme/system";

/** The app, starting in `language`, whose messages have been loaded (loadMessages). */
export function App({ language }: { language: LanguageCode }) {
  // Says the page now responds: a prerendered page shows its content before its JavaScript has run,
  // and its buttons do nothing until React has hydrated it. The e2e tests wait for this, as a
  // person waits for the page to settle. Taps made before then were held back by the page's inline
  // script, and take effect now, in order (earlyInput/).
  //
  // Once the frame is hydrated, that is: the page's other parts may still be taken over in the
  // background, and a tap in one makes React hydrate it first (layout/HydratedApart.tsx). In a task
  // of its own, not in this effect: while React is still running effects, it cannot hydrate a part
  // at once, and drops a click made on one.
  //
  // Then the words of a guidance page being taken over (its words on screen already, from the
  // build), and, once the browser is idle, both pages' words, so a first visit to either shows them
  // at once rather than an empty page while they come.
  useEffect(() => {
    performance.mark(FRAME_TAKEN_OVER_MARK);
    let cancelPrefetch: () => void = () => undefined;
    const timer = setTimeout(() => {
      replayEarlyInput();
      document.documentElement.dataset.appReady = "";
      releaseGuidanceCopy();
      cancelPrefetch = prefetchGuidanceCopyWhenIdle(language);
    });
    return () => {
      clearTimeout(timer);
      cancelPrefetch();
    };
  }, [language]);
  return (
    <AppProviders language={language}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Everything around the router: the browser app and the build's prerendering share it. The
 * checklist starts in `language`; a change of language is the route's (InLanguage).
 */
export function AppProviders({
  language,
  children,
}: {
  language: LanguageCode;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary fallback={() => <AppCrashScreen />}>
      <ChakraProvider value={pageSystem}>
        <ChecklistProvider text={translatorFor(language).t}>{children}</ChecklistProvider>
      </ChakraProvider>
    </ErrorBoundary>
  );
}

const apart = (page: ReactNode) => <HydratedApart>{page}</HydratedApart>;

/**
 * The routes alone, so tests can mount them inside a MemoryRouter: the same pages in every
 * language, English at /, each other language under its own segment (/fr/about). The same
 * elements in the same places, so a change of language keeps every part of the page as it was.
 *
 * Matched here rather than by react-router's <Routes>, whose route ranking, matching and error
 * handling for data routers were 3 KiB gzip of the first load for four paths: as <Routes> matched
 * them, a path's case and trailing slashes do not matter, and an unknown first segment is a page
 * of English's (decision 0020).
 */
export function AppRoutes() {
  const { path } = splitLanguagePath(useLocation().pathname);
  return (
    <InLanguage>
      <AppLayout>{pageAt(path.replace(/\/+$/, "").toLowerCase())}</AppLayout>
    </InLanguage>
  );
}

function pageAt(path: string): ReactNode {
  // The checklist page makes its own parts apart: its Save bar stays in the frame.
  if (path === "") return <ChecklistPage />;
  if (path === "/about") return apart(<AboutPage />);
  if (path === "/how-to-use") return apart(<HowToUsePage />);
  return apart(<NotFoundPage />);
}
