// The ready benchmark's peer (bench/ready.mjs): React and nothing else, on the checklist's own
// prerendered page. It starts the way src/main.tsx does (after the first paint, as a transition)
// and says it responds the way App does (data-app-ready, set from a task queued by an effect), with
// no component, style system or data in between. On a given host, no React app on this page, started
// this way, can respond sooner: the floor the app's own time is read against.

import { createElement, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";

function Responds() {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.documentElement.dataset.appReady = "";
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}

// Beside the prerendered content, which it leaves as it is: there is nothing of it to take over.
const host = document.createElement("div");
document.body.append(host);
requestAnimationFrame(() =>
  setTimeout(() => {
    startTransition(() => {
      createRoot(host).render(createElement(Responds));
    });
  }),
);
