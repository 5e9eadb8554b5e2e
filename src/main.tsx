import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, holdGuidanceCopyUntilReady, isPrerenderedFor } from "./app";
import { createPageStyleCache } from "./app/theme/pageStyleCache";
import { loadMessages, splitLanguagePath } from "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to mount the app in.");
const container: HTMLElement = root;

// The page's language is its address's; its messages were preloaded beside this script
// (scripts/prerender.mjs), so they have usually come by now. Not a top-level await: the chunks
// loaded on demand import the first load's modules from this one, which they could not while it
// waited, and the bundler would split the first load into many chunks to avoid that.
const { language } = splitLanguagePath(location.pathname);
void loadMessages(language.code).then(start);

function start() {
  const app = (
    <StrictMode>
      {/* Knows the rules the prerendered stylesheet already holds, so it does not write them again. */}
      <CacheProvider value={createPageStyleCache(container)}>
        <App language={language.code} />
      </CacheProvider>
    </StrictMode>
  );

  if (isPrerenderedFor(container.dataset.prerendered, location.pathname)) {
    // The build rendered this page (scripts/prerender.mjs): its content is in the HTML, and React takes
    // it over. Not before the browser has painted it: where the script arrives quickly, hydrating at
    // once would hold the first paint back behind it. As a transition, hydration then runs in slices
    // of a few milliseconds, yielding to the browser (and any tap) between them.
    // A guidance page's words are on screen already: they are fetched once the app is ready.
    holdGuidanceCopyUntilReady();
    afterNextPaint(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
  } else {
    // Markup rendered for another path (a host answering every path with index.html), or none: render
    // afresh; React replaces whatever is there when it commits, so nothing goes blank meanwhile. The
    // first render is a transition: React then builds the page in slices of a few milliseconds,
    // yielding between them, rather than in one task that blocks the main thread (and any tap) on a
    // slow phone. The page still appears all at once.
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

/**
 * Runs `run` once the browser has painted the page. A tab opened in the background paints, and so
 * hydrates, when it is first shown; nobody can use it before then.
 */
function afterNextPaint(run: () => void): void {
  // A task queued from an animation frame runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(run));
}
