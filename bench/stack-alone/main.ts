// The ready benchmark's second floor (bench/ready.mjs): the design card's stack alone (React,
// react-dom, Chakra UI with Emotion, react-router) taking over the checklist's own prerendered
// page, started as src/main.tsx starts the app: after the first paint, hydrating it as a
// transition, in Emotion's cache that knows the page's rules, under Chakra's provider with the
// page's system, inside the router. The page's markup is the build's (its elements, text and
// Suspense boundaries, read from dist/index.html when the floor is built), so React hydrates
// exactly the app's DOM; none of the app's components, state, data or messages run. It says it
// responds as App does (data-app-ready, set from a task queued by an effect). The app's time
// above this floor is what its own code adds, and what a change to that code can move.

import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import {
  StrictMode,
  Suspense,
  createElement,
  startTransition,
  useEffect,
  type ReactNode,
} from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter, useLocation } from "react-router-dom";
import { createPageStyleCache } from "../../src/app/theme/pageStyleCache";
import { pageSystem } from "../../src/app/theme/system";
import { PRERENDERED_PAGE, type PageNode } from "virtual:prerendered-page";

function nodeOf(node: PageNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, ...children] = node;
  const content = children.map(nodeOf);
  return tag === "$"
    ? createElement(Suspense, { key }, ...content)
    : createElement(tag, { ...props, key }, ...content);
}

/** The page's markup, under the route as the app reads it. */
function Page() {
  useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      document.documentElement.dataset.appReady = "";
    });
    return () => clearTimeout(timer);
  }, []);
  return PRERENDERED_PAGE.map(nodeOf);
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
const root: HTMLElement = container;
requestAnimationFrame(() =>
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        root,
        createElement(
          StrictMode,
          null,
          createElement(
            CacheProvider,
            { value: createPageStyleCache(root) },
            createElement(ChakraProvider, {
              value: pageSystem,
              children: createElement(BrowserRouter, null, createElement(Page)),
            }),
          ),
        ),
      );
    });
  }),
);
