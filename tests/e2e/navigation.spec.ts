import { expect, test, waitForApp } from "./support/fixtures";

const ROUTES = [
  { path: "/", label: "Home", heading: "Ethics checklist" },
  { path: "/about", label: "About", heading: "About" },
  { path: "/how-to-use", label: "How to Use", heading: "How to Use" },
] as const;

const VIEWPORTS = [
  { width: 1280, height: 800, nav: "Main" },
  { width: 390, height: 844, nav: "Main (mobile)" },
] as const;

// Moving between pages by their links (focus on the heading, the link marked current, the same
// document), the not-found page and the skip link are the engines suite's navigation tests, in
// Chromium too. Here, each page reached by its address, with what those do not check: the links'
// targets and icons, the landmarks.
test("at 1280 and at 390 px, a deep link to each page shows it and marks its link current", async ({
  page,
}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const route of ROUTES) {
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
      await expect(page).toHaveTitle(new RegExp(`^${route.heading} \\| Principles and Guidelines`));

      // No horizontal scrolling at this width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route.path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  }
});

// The guidance pages' copy is a chunk of its own, fetched once the app is ready and the browser
// idle: a first visit by the link then shows the page's words at once. Every change to the main
// area after the click is checked as it happens (a MutationObserver runs before the browser can
// paint the change), so a frame of empty page would be seen, however short.
test("once the app is ready and idle, About's link shows its words with no empty page between", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const copyFetched = page.waitForResponse((response) =>
    /\/assets\/_messages-en-about-[\w-]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto("/");
  await waitForApp(page);
  await (await copyFetched).finished();

  await page.evaluate(() => {
    const main = document.getElementById("main-content");
    const emptyMain: string[] = [];
    Object.defineProperty(window, "__emptyMain", { value: emptyMain });
    new MutationObserver(() => {
      if (!main?.querySelector("h1")) emptyMain.push(main?.textContent ?? "");
    }).observe(main ?? document, { childList: true, subtree: true, characterData: true });
  });
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "About" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");

  const shown = await page.evaluate(() => ({
    firstCard: document.querySelector("#main-content li h2")?.textContent,
    emptyMain: (window as unknown as { __emptyMain: string[] }).__emptyMain,
  }));
  expect(shown).toEqual({ firstCard: "Goals", emptyMain: [] });
});
