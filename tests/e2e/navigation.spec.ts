import { expect, test } from "./fixtures";

const ROUTES = [
  { path: "/", label: "Home", heading: "Ethics checklist" },
  { path: "/about", label: "About", heading: "About" },
  { path: "/how-to-use", label: "How to Use", heading: "How to Use" },
] as const;

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, nav: "Main" },
  { name: "mobile", width: 390, height: 844, nav: "Main (mobile)" },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`navigation at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`deep link to ${route.path} shows its page and marks ${route.label} current`, async ({
        page,
      }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);

        // Exactly one navigation is visible at each width, with all three entries and their icons.
        const navs = page.getByRole("navigation");
        await expect(navs).toHaveCount(1);
        const nav = page.getByRole("navigation", { name: viewport.nav, exact: true });
        await expect(nav).toBeVisible();
        const links = nav.getByRole("link");
        await expect(links).toHaveText(["Home", "About", "How to Use"]);
        for (const other of ROUTES) {
          const link = nav.getByRole("link", { name: other.label, exact: true });
          await expect(link).toHaveAttribute("href", other.path);
          await expect(link.locator("svg")).toBeVisible();
          if (other.path === route.path) await expect(link).toHaveAttribute("aria-current", "page");
          else await expect(link).not.toHaveAttribute("aria-current", /.*/);
        }

        await expect(page.getByRole("banner")).toContainText(
          "Principles and Guidelines for Computing Research",
        );
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
        await expect(page).toHaveTitle(
          new RegExp(`^${route.heading} \\| Principles and Guidelines`),
        );

        // No horizontal scrolling at this width.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    test("client-side navigation moves between pages without a reload and focuses the heading", async ({
      page,
    }) => {
      await page.goto("/");
      await page.evaluate(
        () => ((window as unknown as { marker: string }).marker = "same-document"),
      );
      const nav = page.getByRole("navigation", { name: viewport.nav, exact: true });

      await nav.getByRole("link", { name: "About", exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

      await nav.getByRole("link", { name: "How to Use", exact: true }).click();
      await expect(page).toHaveURL(/\/how-to-use$/);
      await expect(nav.getByRole("link", { name: "How to Use", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await nav.getByRole("link", { name: "Home", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ethics checklist");
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        "same-document",
      );
    });
  });
}

test("an unknown path shows the not-found page inside the layout, with a way home", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Go to the checklist" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ethics checklist");
});

test("the skip link is the first tab stop and moves focus to the main content", async ({
  page,
}) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
