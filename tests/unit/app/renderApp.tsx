// Mounts the whole app (theme, checklist state, routes) at a given path, as the browser would.

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes, ChecklistProvider, loadPageCopy, system } from "../../../src/app";
import { splitLanguagePath, translatorFor } from "../../../src/i18n";

// The guidance pages' copy is fetched with their words in the app; here, before any test, as their
// words are (setup.ts).
await loadPageCopy();

/** The app at `path` (its language's messages loaded: setup.ts loads every language's). */
export function renderApp(path = "/") {
  const user = userEvent.setup({ delay: null });
  const { language } = splitLanguagePath(path);
  const result = render(
    <ChakraProvider value={system}>
      <ChecklistProvider text={translatorFor(language.code).t}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ChecklistProvider>
    </ChakraProvider>,
  );
  return { user, ...result };
}

/** The main landmark: page content, without the header and footer. */
export function mainContent() {
  return within(screen.getByRole("main"));
}
