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

/** A `<link>` of a page's head that names an address of it: its canonical one, or a language's. */
export interface HeadLink {
  readonly rel: "canonical" | "alternate";
  /** An alternate's language (BCP 47), or "x-default" for a reader of none of them (English). */
  readonly hreflang?: string;
  /** Absolute: search engines take no other. */
  readonly href: string;
}

/**
 * The links that name the page at `path` by absolute address on the site at `origin` (the build's
 * PUBLIC_ORIGIN, scripts/publicOrigin.mjs; scheme and host, no trailing slash): its canonical
 * address, then the page in every language and, as x-default, in English. None without an origin:
 * a relative alternate is not one search engines take, and a guessed origin would be wrong.
 */
export function headLinksOf(path: string, origin: string | null): HeadLink[] {
  if (origin === null) return [];
  const { path: route } = splitLanguagePath(path);
  return [
    { rel: "canonical", href: `${origin}${path}` },
    ...LANGUAGES.map((language) => ({
      rel: "alternate" as const,
      hreflang: language.code,
      href: `${origin}${pathInLanguage(language, route)}`,
    })),
    { rel: "alternate", hreflang: "x-default", href: `${origin}${route}` },
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
