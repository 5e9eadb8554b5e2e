// Mounts the whole app (theme, checklist state, routes) at a given path, as the browser would.

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes, ChecklistProvider, loadPageCopy, system } from "../../../src/app";
import { splitLanguagePath, translatorFor } from "../../../src/i18n";

// The guidance pages' copy is fetched with their words in the app; here, before any test, as their
// words are (setup.ts). So is the code the app fetches on first use that most tests meet: the lazy
// parts' chunk (dialogs, Open's review, the drop target, Phases, Team…) and Save and Open's work.
// Vitest compiles a module on its first import, and a big graph compiled while a findBy… waits made
// the compile time, which grows with the host's load and the number of workers, a condition of the
// test: with seven workers on two cores the first Open's dialog took over ten seconds to appear.
// Imported here, the app's own import() of them finds them compiled.
await Promise.all([
  loadPageCopy(),
  import("../../../src/app/parts/lazyParts"),
  import("../../../src/app/checklist/record/recordActions"),
]);

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
