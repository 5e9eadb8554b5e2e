// react-router's link prefetching, which only its framework mode does, left out of the build.
//
// A <Link> (and so a <NavLink>) renders <PrefetchPageLinks> beside its <a> when it should prefetch
// the page it points to, and that element reaches the data routers' route matching, the route
// manifest's module and stylesheet links and React Server Components' variant of the same: code
// the bundler keeps, for every Link, because it cannot tell the branch is never taken. It is never
// taken here. Link asks usePrefetchBehavior, which answers "prefetch" only inside framework mode's
// context (FrameworkContext: HydratedRouter, ServerRouter, the RSC routers) and only for a
// `prefetch` prop other than its default "none". This app is in declarative mode (BrowserRouter in
// the browser, StaticRouter when prerendering) and passes no `prefetch`: a Link here always
// renders its <a> alone. Measured: 1.4 KiB gzip of the first load (131,051 to 129,570 bytes).
//
// The change is to react-router's own module, as text, so it is checked: if an upgrade writes
// Link differently, the build fails here. Should a Link ever come to prefetch (the app moved to
// framework mode), it throws rather than quietly not prefetching.

import type { Plugin } from "vite";

/** The module that defines Link: react-router's one chunk of everything, whatever its name. */
const LINK = "function LinkWithRef({";
const PREFETCHING =
  "return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;";
const NOT_PREFETCHING =
  'if (shouldPrefetch && !isAbsolute) throw new Error("This build leaves out <Link prefetch> (build/reactRouterPrefetch.ts)");\n    return link;';

/** react-router's module with Link rendering its <a> alone, or the module as it is if it has no Link. */
export function withoutLinkPrefetching(source: string): string {
  if (!source.includes(LINK)) return source;
  if (source.split(PREFETCHING).length !== 2)
    throw new Error(
      "react-router's Link no longer renders its prefetch links as build/reactRouterPrefetch.ts expects",
    );
  return source.replace(PREFETCHING, NOT_PREFETCHING);
}

export function reactRouterLinkPrefetchLeftOut(): Plugin {
  return {
    name: "react-router-link-prefetch-left-out",
    apply: "build",
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const leftOut = withoutLinkPrefetching(code);
        return leftOut === code ? undefined : { code: leftOut, map: null };
      },
    },
  };
}
