import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

// The first render is a transition: React then builds the checklist's ~1,700 components in slices of
// a few milliseconds, yielding between them, rather than in one task that blocks the main thread
// (and any tap) for most of a second on a slow phone. The page still appears all at once.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
