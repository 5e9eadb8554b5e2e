// Build-time rendering (scripts/prerender.mjs): each route's markup, title and CSS, written into
// static pages so that content paints before any JavaScript has loaded; the browser then hydrates it.

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProviders, AppRoutes } from "./App";
import { aboutCopy, howToUseCopy } from "./onDemand";

export { PRERENDERED_PATHS } from "./prerenderedPage";

export interface PrerenderedPage {
  /** The markup inside #root. */
  readonly html: string;
  /** The page's <title> text, for the document's head. */
  readonly title: string;
  /** The CSS the markup uses, Chakra's global styles included, rule by rule (Emotion's ids). */
  readonly rules: ReadonlyMap<string, string>;
}

// renderToString cannot wait for the guidance pages' copy, so it is fetched before any page is rendered.
await Promise.all([aboutCopy.load(), howToUseCopy.load()]);

export function prerenderPage(path: string): PrerenderedPage {
  // A cache of its own for each page. `compat` stops Emotion writing <style> elements into the
  // markup, which the Content-Security-Policy would refuse: the rules stay in the cache, and the
  // build writes them to a stylesheet.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  // React 19 renders the page's <title> (PageHeading) ahead of the markup when it renders no
  // <head>; the build puts it in the head, where React finds it again when it hydrates.
  const title = /^<title>([^<]*)<\/title>/.exec(markup);
  if (!title) throw new Error(`The page at ${path} rendered no <title> first`);
  const html = markup.slice(title[0].length);
  const { ids } = createEmotionServer(cache).extractCritical(html);
  const rules = new Map(ids.map((id) => [id, String(cache.inserted[id])]));
  return { html, title: title[1] ?? "", rules };
}
