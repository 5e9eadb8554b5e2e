// The build prerenders each route (scripts/prerender.mjs): its content and styles arrive in the HTML,
// paint before any script runs, and React then hydrates that markup rather than replacing it.

import { readCatalog } from "../../build/messageCatalogs";
// @ts-expect-error: a plain ES module script with no declarations
import { publicOriginOf } from "../../scripts/publicOrigin.mjs";
import { LANGUAGES, pathInLanguage, splitLanguagePath } from "../../src/i18n";
import { expect, test } from "./support/fixtures";

const ROUTES = [
  { path: "/", heading: "Ethics checklist", title: "Ethics checklist" },
  { path: "/about", heading: "About", title: "About" },
  { path: "/how-to-use", heading: "How to Use", title: "How to Use" },
] as const;

const PRODUCT = "Principles and Guidelines for Computing Research";
/** The site's public origin the build was given, as the tests are (scripts/test.mjs gives both). */
const PUBLIC_ORIGIN: string | null = publicOriginOf(process.env);

test.describe("without JavaScript", () => {
  test(`${ROUTES.map((route) => route.path).join(", ")}: each shows its content, styled, with no script run`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ROUTES)
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page).toHaveTitle(`${route.title} | ${PRODUCT}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        const nav = page.getByRole("navigation", { name: "Main", exact: true });
        await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
        await expect(page.locator(`a[aria-current="page"]`).first()).toHaveAttribute(
          "href",
          route.path,
        );
        await expect(page.getByRole("contentinfo")).toContainText(`© `);
        // Styled by the prerendered stylesheet: Chakra's reset and the app's layout are in force.
        const styles = await page.evaluate(() => {
          const h1 = document.querySelector("h1");
          const link = document.querySelector("nav a");
          return {
            bodyMargin: getComputedStyle(document.body).margin,
            h1Weight: h1 ? getComputedStyle(h1).fontWeight : "",
            linkUnderline: link ? getComputedStyle(link).textDecorationLine : "",
            stylesheets: [...document.styleSheets].map((sheet) => sheet.href ?? "inline"),
          };
        });
        expect(styles.bodyMargin).toBe("0px");
        expect(Number(styles.h1Weight)).toBeGreaterThanOrEqual(600);
        expect(styles.linkUnderline).toBe("none");
        expect(styles.stylesheets).toEqual([
          expect.stringMatching(/\/assets\/prerendered-[\w-]+\.css$/),
        ]);
      });
    await context.close();
  });

  test("every page of every language is there in its language and direction, naming the others, and by absolute address for search engines when the build was given the site's origin", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const language of LANGUAGES) {
      const messages = readCatalog(language.code);
      const headings = {
        "/about": messages.get("about.title"),
        "/how-to-use": messages.get("howToUse.title"),
      };
      for (const path of ["/", "/about", "/how-to-use"] as const) {
        const address = pathInLanguage(language, path);
        await page.goto(address);
        const html = page.locator("html");
        await expect(html, address).toHaveAttribute("lang", language.code);
        await expect(html, address).toHaveAttribute("dir", language.dir);
        await expect(page).toHaveTitle(new RegExp(`\\| ${messages.get("product.title")}$`));
        if (path !== "/")
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path] ?? "-");
        // Its canonical address and languages, absolute on the origin the build was given; none
        // without one (docs/deploying.md).
        const links = await page
          .locator('link[rel="canonical"], link[rel="alternate"]')
          .evaluateAll((found) =>
            found.map((link) => [
              link.getAttribute("rel"),
              link.getAttribute("hreflang"),
              link.getAttribute("href"),
            ]),
          );
        expect(links, address).toEqual(
          PUBLIC_ORIGIN === null
            ? []
            : [
                ["canonical", null, `${PUBLIC_ORIGIN}${address}`],
                ...LANGUAGES.map((other) => [
                  "alternate",
                  other.code,
                  `${PUBLIC_ORIGIN}${pathInLanguage(other, path)}`,
                ]),
                ["alternate", "x-default", `${PUBLIC_ORIGIN}${path}`],
              ],
        );
        // The language list's links work with no script: each is this page in that language.
        const switcherLinks = await page
          .locator("header a[hreflang]")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(switcherLinks, address).toEqual(
          LANGUAGES.map((other) => pathInLanguage(other, path)),
        );
      }
    }
    await context.close();
  });

  test("the checklist's principles are there, closed, with the overall progress", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const principles = page.getByRole("heading", { level: 2 }).getByRole("button");
    await expect(principles).toHaveCount(6);
    for (const principle of await principles.all())
      await expect(principle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await context.close();
  });
});

test.describe("hydration", () => {
  const HYDRATED = ["/", "/about", "/how-to-use", "/about/", "/ar/about", "/fr/"];
  test(`${HYDRATED.join(", ")}: React takes over each one's prerendered markup, keeping its elements`, async ({
    page,
  }) => {
    // Before any script runs, note the h1 the HTML brought; after hydration it must be the same
    // element (a fresh render would have replaced it).
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 =
            document.querySelector("h1");
      });
    });
    for (const path of HYDRATED)
      await test.step(path, async () => {
        const { language } = splitLanguagePath(path);
        const howToUse = readCatalog(language.code).get("nav.howToUse") ?? "-";
        await page.goto(path);
        const kept = await page.evaluate(() => {
          const before = (window as unknown as { prerenderedH1: Element | null }).prerenderedH1;
          return before !== null && before === document.querySelector("h1") && before.isConnected;
        });
        expect(kept).toBe(true);
        // And it responds: the footer shows this year, and navigation works on the client.
        await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
        await page.getByRole("navigation").getByRole("link", { name: howToUse }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          readCatalog(language.code).get("howToUse.title") ?? "-",
        );
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      });
  });

  // The browser styles each element with the system it builds from the precomputed token dictionary
  // (build/chakraTokens.ts); the prerendering styled it with Chakra's own. Emotion writes a rule
  // for every style whose class the prerendered markup does not already have
  // (src/app/theme/pageStyleCache.ts), so any difference in a single style shows as a rule written.
  const STYLED = ["/about", "/how-to-use", "/ar/", "/"];
  test(`${STYLED.join(", ")}: hydrating writes no style rule: the browser styles each element as the prerendering did`, async ({
    page,
  }) => {
    const emotionRules = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].flatMap((style) =>
          [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
      );
    for (const path of STYLED)
      await test.step(path, async () => {
        await page.goto(path);
        // Only the order of Chakra's cascade layers, which the provider declares.
        expect(await emotionRules()).toEqual(["@layer reset, base, tokens, recipes;"]);
      });
    // What is not prerendered is styled in the browser, and its rules are what the probe sees.
    await page.getByRole("button", { name: /Respect for Persons/ }).click();
    await expect(page.getByRole("checkbox").first()).toBeVisible();
    expect((await emotionRules()).length).toBeGreaterThan(1);
  });

  test("a path with no page of its own gets the app's not-found page over the index.html fallback", async ({
    page,
  }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main")).toContainText("/no/such/page");
    await expect(page.locator("#root")).not.toContainText("Ethics checklist");
  });
});
