// @vitest-environment node
// The build's prerendering (src/app/prerender.tsx), run as scripts/prerender.mjs runs it: in Node,
// with no DOM.

import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, prerenderPage } from "../../../src/app/prerender";

/** The markup's text as a person reads it: without the comments React puts between text nodes. */
const readable = (html: string) => html.replaceAll("<!-- -->", "");

const HEADINGS: Record<string, string> = {
  "/": "Ethics checklist",
  "/about": "About",
  "/how-to-use": "How to Use",
};

describe.each(PRERENDERED_PATHS)("the prerendered page %s", (path) => {
  const page = prerenderPage(path);

  it("holds the page's content: its h1, the navigation with it marked current, the footer", () => {
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
    expect(page.html).toMatch(new RegExp(`<a aria-current="page"[^>]* href="${path}"`));
    expect(page.html).toContain("<footer");
    expect(readable(page.html)).toContain(`© ${__BUILD_YEAR__} Principles and Guidelines`);
  });

  it("names itself in a title for the head, not in the markup", () => {
    expect(page.title).toBe(`${HEADINGS[path]} | Principles and Guidelines for Computing Research`);
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
  // The six principles, and the actions' "More".
  expect(html.match(/aria-expanded="false"/g)).toHaveLength(7);
  expect(html).not.toContain('aria-expanded="true"');
  expect(readable(html)).toContain("0 of 68 questions answered");
});
