// Navigation in every engine, at 1280 px in light and at 390 px in dark: the links and what they
// mark do not change with the scheme. (Each page is photographed in all four looks, and checked
// by axe in them, by accessibility.spec.ts.)

import { expect, test } from "./fixtures";

const ROUTES = [
  { path: "/", label: "Home", heading: "Ethics checklist" },
  { path: "/about", label: "About", heading: "About" },
  { path: "/how-to-use", label: "How to Use", heading: "How to Use" },
] as const;

const LOOKS = [
  { scheme: "light", width: 1280, height: 800, nav: "Main" },
  { scheme: "dark", width: 390, height: 844, nav: "Main (mobile)" },
] as const;

for (const viewport of LOOKS) {
  const { scheme } = viewport;
  test.describe(scheme, () => {
    test.use({ scheme });
    test(`at ${viewport.width} px: every page by its link, marked current, focus on its heading`, async ({
      app,
    }) => {
      await app.setViewport(viewport.width, viewport.height);
      await app.goto("/");
      const width = await app.evaluate(() => window.innerWidth, null);
      // WebKitGTK's MiniBrowser window is at least 447 px wide (see engine.ts): the phone layout.
      if (viewport.width < 768) expect(width).toBeLessThan(768);
      else expect(width).toBe(viewport.width);
      await app.evaluate(() => ((window as unknown as { marker: string }).marker = "same"), null);

      // Exactly one navigation shows at each width.
      await app.expectCount({ role: "navigation" }, 1);
      const nav = { role: "navigation", name: viewport.nav, exact: true } as const;
      expect(await app.texts({ role: "link", within: nav })).toEqual([
        "Home",
        "About",
        "How to Use",
      ]);

      for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
        await app.click({ role: "link", name: route.label, exact: true, within: nav });
        await app.expectFacts(
          { role: "heading", level: 1 },
          { text: route.heading, focused: true },
        );
        expect(await app.evaluate(() => location.pathname, null)).toBe(route.path);
        for (const other of ROUTES) {
          const facts = await app.facts({
            role: "link",
            name: other.label,
            exact: true,
            within: nav,
          });
          expect(facts.current).toBe(other.path === route.path ? "page" : null);
        }
        expect(await app.evaluate(() => document.title, null)).toMatch(
          new RegExp(`^${route.heading} \\| Principles and Guidelines`),
        );
        const overflow = await app.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
          null,
        );
        expect(overflow, "horizontal scrolling").toBeLessThanOrEqual(0);
      }
      // Client-side navigation: the same document all along.
      expect(
        await app.evaluate(() => (window as unknown as { marker?: string }).marker, null),
      ).toBe("same");
    });
  });
}

test("a deep link to each route shows its page; an unknown path shows the not-found page", async ({
  app,
}) => {
  for (const route of ROUTES) {
    await app.goto(route.path);
    await app.expectFacts({ role: "heading", level: 1 }, { text: route.heading });
  }
  await app.goto("/no-such-page");
  await app.expectFacts({ role: "heading", level: 1 }, { text: "Page not found" });
  await app.click({ role: "link", name: "Go to the checklist" });
  await app.expectFacts({ role: "heading", level: 1 }, { text: "Ethics checklist" });
});

test("the skip link is the first tab stop and moves focus to the main content", async ({ app }) => {
  await app.goto("/about");
  await app.press("Tab");
  await app.expectFacts({ role: "link", name: "Skip to main content" }, { focused: true });
  await app.press("Enter");
  await app.expectFacts({ role: "main" }, { focused: true });
});
