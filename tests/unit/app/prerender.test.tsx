// @vitest-environment node
// The build's prerendering (src/app/prerender.tsx), run as scripts/prerender.mjs runs it: in Node,
// with no DOM.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script with no declarations
import { fillPage } from "../../../scripts/pageHtml.mjs";
import { PRERENDERED_PATHS, headLinksOf, prerenderPage } from "../../../src/app/prerender";
import { LANGUAGES, pathInLanguage, splitLanguagePath, translatorFor } from "../../../src/i18n";

/** The markup's text as a person reads it: without the comments React puts between text nodes. */
const readable = (html: string) => html.replaceAll("<!-- -->", "");

const HEADINGS: Record<string, string> = {
  "/": "checklistPage.title",
  "/about": "about.title",
  "/how-to-use": "howToUse.title",
};

/** React escapes an apostrophe in text it renders. */
const asRendered = (text: string) => text.replaceAll("'", "&#x27;");

describe.each(PRERENDERED_PATHS)("the prerendered page %s", (path) => {
  const page = prerenderPage(path);
  const { language, path: route } = splitLanguagePath(path);
  const { t } = translatorFor(language.code);
  const heading = t(HEADINGS[route] ?? "-");

  it("holds the page's content in its language: its h1, the navigation with it marked current, the footer", () => {
    expect(page.lang).toBe(language.code);
    expect(page.dir).toBe(language.dir);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${asRendered(heading)}</h1>`));
    expect(page.html).toMatch(
      new RegExp(`<a aria-current="page"[^>]* href="${pathInLanguage(language, route)}"`),
    );
    expect(page.html).toContain("<footer");
    expect(readable(page.html)).toContain(
      asRendered(
        t("footer.copyright", { year: String(__BUILD_YEAR__), product: t("product.title") }),
      ),
    );
  });

  it("names itself in a title for the head, not in the markup", () => {
    expect(page.title).toBe(asRendered(`${heading} | ${t("product.title")}`));
    expect(page.html).not.toContain("<title");
  });

  it("has nothing the Content-Security-Policy would refuse: no <style>, style attribute or script", () => {
    expect(page.html).not.toMatch(/<style|\sstyle="|<script|\son[a-z]+="/);
  });

  it("comes with a rule for every Emotion class it uses, and Chakra's global styles", () => {
    const classes = new Set([...page.html.matchAll(/\bcss-([\w-]+)/g)].map(([, id]) => id));
    expect(classes.size).toBeGreaterThan(10);
    for (const id of classes) expect(page.rules.has(id ?? ""), `css-${id}`).toBe(true);
    const css = [...page.rules.values()].join("");
    expect(css).toContain("@layer reset,base,tokens,recipes;");
    expect(css).toContain("--chakra-colors-teal-700");
    expect(css).toContain("prefers-color-scheme: dark");
  });
});

it("renders the checklist with every principle closed, as the app starts", () => {
  const { html } = prerenderPage("/");
  // The six principles, the actions' "More" and the language list.
  expect(html.match(/aria-expanded="false"/g)).toHaveLength(8);
  expect(html).not.toContain('aria-expanded="true"');
  expect(readable(html)).toContain("0 of 68 questions ticked");
});

describe("the head's links: a page's canonical address and its languages", () => {
  const ORIGIN = "https://checklist.example.org";

  it("are none without the site's public origin: no relative or guessed address", () => {
    for (const path of PRERENDERED_PATHS) expect(headLinksOf(path, null), path).toEqual([]);
  });

  it("name with it the page itself as canonical, then every language's version and English as x-default, all absolute", () => {
    expect(headLinksOf("/fr/about", ORIGIN)).toEqual([
      { rel: "canonical", href: `${ORIGIN}/fr/about` },
      { rel: "alternate", hreflang: "en", href: `${ORIGIN}/about` },
      { rel: "alternate", hreflang: "fr", href: `${ORIGIN}/fr/about` },
      { rel: "alternate", hreflang: "es", href: `${ORIGIN}/es/about` },
      { rel: "alternate", hreflang: "de", href: `${ORIGIN}/de/about` },
      { rel: "alternate", hreflang: "pt-BR", href: `${ORIGIN}/pt-br/about` },
      { rel: "alternate", hreflang: "ar", href: `${ORIGIN}/ar/about` },
      { rel: "alternate", hreflang: "x-default", href: `${ORIGIN}/about` },
    ]);
    expect(headLinksOf("/", ORIGIN).slice(0, 3)).toEqual([
      { rel: "canonical", href: `${ORIGIN}/` },
      { rel: "alternate", hreflang: "en", href: `${ORIGIN}/` },
      { rel: "alternate", hreflang: "fr", href: `${ORIGIN}/fr` },
    ]);
  });

  it.each(PRERENDERED_PATHS)(
    "on %s: each address a page the build writes, and each page's set the same (search engines want them to name one another)",
    (path) => {
      const links = headLinksOf(path, ORIGIN);
      const alternates = links.filter((link) => link.rel === "alternate");
      expect(alternates).toHaveLength(LANGUAGES.length + 1);
      for (const { href } of links) {
        expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
        expect(PRERENDERED_PATHS, href).toContain(href.slice(ORIGIN.length));
      }
      expect(links[0]).toEqual({ rel: "canonical", href: `${ORIGIN}${path}` });
      const { path: route } = splitLanguagePath(path);
      expect(alternates).toEqual(headLinksOf(route, ORIGIN).filter((l) => l.rel === "alternate"));
    },
  );

  it("are written into every built page's head as the build fills it, and none without the origin", () => {
    // index.html as Vite's build writes it: its module script moved into the head.
    const source = readFileSync("index.html", "utf8");
    const script = /<script type="module"[^>]*><\/script>/.exec(source)?.[0] ?? "";
    const template = source.replace(script, "").replace("</head>", `  ${script}\n  </head>`);
    for (const path of PRERENDERED_PATHS) {
      const page = prerenderPage(path);
      const head = (origin: string | null) => {
        const html: string = fillPage(
          template,
          { ...page, path, links: headLinksOf(path, origin) },
          "/assets/prerendered.css",
          [],
        );
        return html.slice(0, html.indexOf("</head>"));
      };
      const tags = (html: string) =>
        [
          ...html.matchAll(
            /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g,
          ),
        ].map(([, rel, hreflang, href]) => [rel, hreflang ?? null, href]);
      expect(tags(head(ORIGIN)), path).toEqual(
        headLinksOf(path, ORIGIN).map(({ rel, hreflang, href }) => [rel, hreflang ?? null, href]),
      );
      expect(head(ORIGIN).match(/<link rel="(canonical|alternate)"/g)).toHaveLength(
        LANGUAGES.length + 2,
      );
      expect(head(null), path).not.toMatch(/rel="(canonical|alternate)"|hreflang/);
    }
  });
});
