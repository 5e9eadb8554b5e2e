// Keyboard-only use, reflow, text zoom, target sizes, reduced motion and print.

import type { Page } from "@playwright/test";
import { SOURCES } from "../../src/data/pages/aboutCopy";
import { expandAll } from "./support/checklist";
import { expect, test } from "./support/fixtures";

/**
 * Tabs through the page and returns what took focus, in order, until focus leaves the page.
 * With `expand`, Enter opens each collapsed principle as the walk reaches it, as a keyboard user would.
 */
async function tabWalk(page: Page, { expand = false, limit = 400 } = {}) {
  const stops: {
    name: string;
    tag: string;
    type: string | null;
    visibleFocus: boolean;
    follows: boolean;
  }[] = [];
  await page.evaluate(
    () => ((window as unknown as { lastFocused: Element | null }).lastFocused = null),
  );
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      const w = window as unknown as { lastFocused: Element | null };
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const follows =
        !w.lastFocused ||
        Boolean(w.lastFocused.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
      w.lastFocused = el;
      return {
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60),
        tag: el.tagName.toLowerCase(),
        type: el.getAttribute("type"),
        visibleFocus:
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) ||
          style.boxShadow !== "none",
        follows,
      };
    });
    if (stop === null) break; // focus left the document: the walk went all the way round
    if (i > 0 && stops.length > 0 && !stop.follows) break; // wrapped to the top
    stops.push(stop);
    if (expand) {
      const collapsedPrinciple = await page.evaluate(
        () => document.activeElement?.matches("h2 > button[aria-expanded=false]") ?? false,
      );
      if (collapsedPrinciple) await page.keyboard.press("Enter");
    }
  }
  return stops;
}

test.describe("keyboard only", () => {
  test("every control on the expanded checklist is reached with Tab, in reading order, with visible focus", async ({
    page,
  }) => {
    await page.goto("/");
    const stops = await tabWalk(page, { expand: true });
    await expect(page.getByRole("checkbox")).toHaveCount(68);
    expect(stops[0]?.name).toBe("Skip to main content");
    const names = stops.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(["Home", "About", "How to Use", "Reset", "Export"]),
    );
    // The 68 checkboxes, and before them the filter above the checklist: its words, then its list.
    expect(stops.filter((s) => s.tag === "input" && s.type === "checkbox")).toHaveLength(68);
    const search = stops.findIndex((s) => s.tag === "input" && s.type === "search");
    expect(stops[search + 1]?.tag).toBe("select");
    expect(search).toBeLessThan(stops.findIndex((s) => /ticked$/.test(s.name)));
    expect(stops.filter((s) => s.tag === "input")).toHaveLength(69);
    // 6 principle and 26 sub-principle toggles.
    expect(stops.filter((s) => /ticked$/.test(s.name))).toHaveLength(32);
    for (const stop of stops) {
      expect(stop.follows, `${stop.name} comes after the previous stop`).toBe(true);
      expect(stop.visibleFocus, `${stop.name} shows focus`).toBe(true);
    }
    expect(names.indexOf("Reset")).toBeLessThan(names.indexOf("Export"));
  });

  test("Shift+Tab walks back; nothing traps focus", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const forward = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("Shift+Tab");
    const back = await page.evaluate(() => document.activeElement?.textContent);
    expect(back).not.toBe(forward);
    // From there, Tab runs through the rest of the page and out of it: no trap.
    const stops = await tabWalk(page);
    // The navigation and the language list's button, then Read more's links to the sources, in
    // reading order, each showing focus.
    expect(stops.map((s) => s.name)).toEqual([
      "Home",
      "About",
      "How to Use",
      "Language: English",
      ...SOURCES.map((source) => `${source.title} (opens in a new tab)`.slice(0, 60)),
    ]);
    for (const stop of stops) {
      expect(stop.follows, `${stop.name} comes after the previous stop`).toBe(true);
      expect(stop.visibleFocus, `${stop.name} shows focus`).toBe(true);
    }
  });

  test("links and buttons work with Enter and Space", async ({ page }) => {
    await page.goto("/");
    const toggle = page
      .getByRole("heading", { level: 2, name: /Respect for Democracy/ })
      .getByRole("button");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "About" })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test("the expanded checklist's accessibility tree stays as it is", async ({ page }) => {
  await page.goto("/");
  await expandAll(page);
  await page.getByRole("group", { name: "Informed Consent" }).getByRole("checkbox").first().check();
  for (const region of await page.getByRole("region").all()) {
    const name =
      (await region.getAttribute("aria-labelledby")) ??
      (await region.getAttribute("id")) ??
      "region";
    await expect(region).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
  }
});

const REFLOWED = ["/about", "/how-to-use", "/missing", "/"];
test(`${REFLOWED.join(", ")}: each reflows at 320 px and at 200% text size without horizontal scrolling`, async ({
  page,
}) => {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  for (const path of REFLOWED)
    await test.step(path, async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      if (path === "/") await expandAll(page);
      expect(await overflow()).toBeLessThanOrEqual(0);

      // 200% text at a 640 px window is the same reflow a 1280 px window zoomed to 200% gets.
      await page.setViewportSize({ width: 640, height: 800 });
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      expect(await overflow()).toBeLessThanOrEqual(0);
      const heading = page.getByRole("heading", { level: 1 });
      const size = await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(48);
      if (path === "/") {
        const box = page.getByRole("checkbox").last();
        await box.check();
        await expect(page.getByText("1 of 68 questions ticked")).toBeVisible();
      }
    });
});

test("every target is at least 24 by 24 CSS px", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expandAll(page);
    const small = await page.evaluate(() => {
      const targets = [...document.querySelectorAll("a, button, input[type=checkbox]")].filter(
        (el) =>
          (el as HTMLElement).offsetParent !== null &&
          !el.matches(".no-print[href='#main-content']"),
      );
      return targets
        .map((el) => {
          // A checkbox's target is its whole label: clicking the text ticks it.
          const target = el.matches("input") ? (el.closest("label") ?? el) : el;
          const { width, height } = target.getBoundingClientRect();
          return {
            what: (el.textContent || el.getAttribute("aria-label") || el.tagName).slice(0, 40),
            width,
            height,
          };
        })
        .filter((t) => t.width < 24 || t.height < 24);
    });
    expect(small, `targets under 24 px at ${width} px`).toEqual([]);
  }
});

test("reduced motion: no transitions when the system asks for less", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const chevron = page
    .getByRole("heading", { level: 2 })
    .first()
    .getByRole("button")
    .locator("span")
    .first();
  const duration = await chevron.evaluate((el) =>
    parseFloat(getComputedStyle(el).transitionDuration),
  );
  expect(duration).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const normal = await chevron.evaluate((el) =>
    parseFloat(getComputedStyle(el).transitionDuration),
  );
  expect(normal).toBeGreaterThan(0.05);
});

test("printing the checklist shows every principle expanded with its ticks, without navigation", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await page
    .getByRole("heading", { level: 2, name: /Respect for Persons/ })
    .getByRole("button")
    .click();
  await page.getByRole("checkbox").first().check();
  await page
    .getByRole("heading", { level: 2, name: /Respect for Persons/ })
    .getByRole("button")
    .click();
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await expect(page.getByRole("checkbox")).toHaveCount(68);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Reset" })).toBeHidden();
  // Paper is white: dark-mode colours are for screens only.
  const text = await page
    .getByRole("heading", { level: 1 })
    .evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (text.match(/\d+/g) ?? []).map(Number);
  expect(r + g + b).toBeLessThan(200);

  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});
