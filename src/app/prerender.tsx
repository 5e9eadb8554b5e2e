// Build-time rendering (scripts/prerender.mjs): each route's markup, title and CSS, written into
// static pages so that content paints before any JavaScript has loaded; the browser then hydrates it.

import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import {
  LANGUAGES,
  MESSAGE_PARTS,
  loadMessages,
  pathInLanguage,
  splitLanguagePath,
  translatorFor,
} from "../i18n";
import { AppProviders, AppRoutes } from "./App";
import { loadPageCopy } from "./onDemand";

export { PRERENDERED_PATHS } from "./prerenderedPage";

export interface PrerenderedPage {
  /** The markup inside #root. */
  readonly html: string;
  /** The page's <title> text, for the document's head. */
  readonly title: string;
  /** The CSS the markup uses, Chakra's global styles included, rule by rule (Emotion's ids). */
  readonly rules: ReadonlyMap<string, string>;
  /** The route within its language: "/about" for /fr/about. */
  readonly route: string;
  /** The page's language (BCP 47) and direction, for <html lang dir>. */
  readonly lang: string;
  readonly dir: "ltr" | "rtl";
  /** The page's <meta name="description"> and <noscript> text, in its language. */
  readonly description: string;
  readonly noscript: string;
}

// renderToString cannot wait for messages, nor for the guidance pages' copy, so every language's
// messages and the copy are loaded before any page is rendered.
await Promise.all([
  ...LANGUAGES.flatMap((language) =>
    MESSAGE_PARTS.map((part) => loadMessages(language.code, part)),
  ),
  loadPageCopy(),
]);

/** The page at `path` in every language, and the one for a reader of none of them (English). */
export function alternatesOf(path: string): { hreflang: string; href: string }[] {
  const { path: route } = splitLanguagePath(path);
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language.code,
      href: pathInLanguage(language, route),
    })),
    { hreflang: "x-default", href: route },
  ];
}

export function prerenderPage(path: string): PrerenderedPage {
  const { language, path: route } = splitLanguagePath(path);
  // A cache of its own for each page. `compat` stops Emotion writing <style> elements into the
  // markup, which the Content-Security-Policy would refuse: the rules stay in the cache, and the
  // build writes them to a stylesheet.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders language={language.code}>
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
  const { t } = translatorFor(language.code);
  return {
    html,
    title: title[1] ?? "",
    rules,
    route,
    lang: language.code,
    dir: language.dir,
    description: t("meta.description"),
    noscript: t("meta.noscript"),
  };
}
