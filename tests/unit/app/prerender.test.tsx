// @vitest-environment node
// The build's prerendering (src/app/prerender.tsx), run as scripts/prerender.mjs runs it: in Node,
// with no DOM.

import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, prerenderPage } from "../../../src/app/prerender";
import { pathInLanguage, splitLanguagePath, translatorFor } from "../../../src/i18n";

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
