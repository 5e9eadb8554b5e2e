// The first seconds on a slow phone (issue 15): the prerendered checklist shows its buttons long
// before the app responds, and a tap or key press in between must not be lost. Each test slows
// Chromium as DevTools does (150 ms latency, 1.6 Mbps down, CPU 4× slower) and acts between the
// first paint and <html data-app-ready>; the app's main script is held back where a moment must be
// certain. Each action is then checked to have come before the app was ready, and to have taken
// effect once it was.

import type { Page } from "@playwright/test";
import { SYSTEM_BUILT_MARK } from "../../src/app/theme/systemBuiltMark";
import { expect, test, waitForApp } from "./fixtures";
import {
  clicksSeen,
  holdMainScript,
  recordClicks,
  SLOW_PHONE,
  throttleLikeASlowPhone,
} from "./slowPhone";

const principle = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2 }).getByRole("button", { name: new RegExp(`^${name}`) });

let slowCpuBy: (rate: number) => Promise<void>;

test.beforeEach(async ({ page }) => {
  await recordClicks(page);
  ({ slowCpuBy } = await throttleLikeASlowPhone(page));
});

test("taps at three moments before the app responds each open their principle", async ({
  page,
}) => {
  const mainScript = await holdMainScript(page);
  // The fixture's goto resolves once the app responds; the taps come before that.
  const navigation = page.goto("/", { waitUntil: "commit" });

  // 1. First paint: the principles show, and no script of the app's has arrived.
  await expect(principle(page, "Respect for Persons")).toBeVisible();
  await principle(page, "Respect for Persons").click();

  // The next taps go straight to where the buttons are, as a finger does: Playwright's click
  // first waits for the page's animation frames, which a starting app holds up, and the tap
  // would land late. The page does not move as it starts (the layout is the prerendered one). The
  // last of the three is brought into view first, as a finger would scroll to it: below the
  // checklist's progress block, with its row per principle, it is under the fold at 720 px.
  await principle(page, "Respect for Democracy").scrollIntoViewIfNeeded();
  const communities = await centreOf(page, "Respect for Communities");
  const democracy = await centreOf(page, "Respect for Democracy");

  // 2. The script on its way down the slow network.
  const scriptArrived = page.waitForEvent("requestfinished", (request) =>
    /\/assets\/index-[\w-]+\.js$/.test(request.url()),
  );
  mainScript.release();
  await page.mouse.click(communities.x, communities.y);

  // 3. The script arrived: the app starting up and taking the page over. At 4× its start-up takes
  // a few hundred milliseconds, and on a loaded machine the news of the script's arrival can reach
  // the test later than that (a CI run's third tap landed after the app was ready). For this moment
  // the CPU is made 50× slower: start-up then takes 8 s and more here, far beyond such a delay.
  await slowCpuBy(50);
  await scriptArrived;
  await page.mouse.click(democracy.x, democracy.y);
  await slowCpuBy(SLOW_PHONE.cpuSlowdown);

  await navigation;
  expect(await clicksSeen(page)).toEqual([
    { name: expect.stringMatching(/^Respect for Persons/), appReady: false },
    { name: expect.stringMatching(/^Respect for Communities/), appReady: false },
    { name: expect.stringMatching(/^Respect for Democracy/), appReady: false },
  ]);
  for (const name of ["Respect for Persons", "Respect for Communities", "Respect for Democracy"])
    await expect(principle(page, name)).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Respect for Society", "Respect for Environment", "Respect for Knowledge"])
    await expect(principle(page, name)).toHaveAttribute("aria-expanded", "false");
  // Opening a principle opened its sub-principles, as a tap after start-up does: 7 + 4 + 4.
  const subPrinciples = page.getByRole("heading", { level: 3 }).getByRole("button");
  await expect(subPrinciples).toHaveCount(15);
  for (const sub of await subPrinciples.all())
    await expect(sub).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("checkbox", { name: /fully informed/ })).toBeVisible();
});

test("Chakra's system is built once, from its own script, before the app's has arrived", async ({
  page,
}) => {
  const mainScript = await holdMainScript(page);
  const navigation = page.goto("/", { waitUntil: "commit" });
  const systemBuilt = () =>
    page.evaluate((mark) => performance.getEntriesByName(mark).length, SYSTEM_BUILT_MARK);
  // The page is painted and the app's script held back on the network: the system is built all
  // the same.
  await expect(principle(page, "Respect for Persons")).toBeVisible();
  await expect.poll(systemBuilt, { timeout: 30_000 }).toBe(1);
  await expect(page.locator("html[data-app-ready]")).toHaveCount(0);
  mainScript.release();
  await navigation;
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1, { timeout: 30_000 });
  // The app used the system already built: the module holding it ran once.
  expect(await systemBuilt()).toBe(1);
  await principle(page, "Respect for Persons").click();
  await expect(principle(page, "Respect for Persons")).toHaveAttribute("aria-expanded", "true");
});

async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await principle(page, name).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport || box.y < 0 || box.y + box.height > viewport.height)
    throw new Error(`${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test("a principle tapped twice before the app responds ends closed, as two taps after would", async ({
  page,
}) => {
  const mainScript = await holdMainScript(page);
  const navigation = page.goto("/", { waitUntil: "commit" });
  await principle(page, "Respect for Knowledge").click();
  await principle(page, "Respect for Knowledge").click();
  await principle(page, "Respect for Environment").click();
  mainScript.release();
  await navigation;
  expect((await clicksSeen(page)).every((click) => !click.appReady)).toBe(true);
  await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "false");
  await expect(principle(page, "Respect for Environment")).toHaveAttribute("aria-expanded", "true");
  // Then the app goes on as usual: a tap now opens it.
  await principle(page, "Respect for Knowledge").click();
  await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "true");
});

test("Enter and Space on a focused toggle before the app responds each open it, and focus stays", async ({
  page,
}) => {
  const mainScript = await holdMainScript(page);
  const navigation = page.goto("/", { waitUntil: "commit" });
  await expect(principle(page, "Respect for Persons")).toBeVisible();

  // From the top of the page, by keyboard alone, to the first principle's toggle.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  while (
    !(await principle(page, "Respect for Persons").evaluate((e) => e === document.activeElement))
  )
    await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(principle(page, "Respect for Communities")).toBeFocused();
  await page.keyboard.press("Space");

  mainScript.release();
  await navigation;
  expect(await clicksSeen(page)).toEqual([
    { name: expect.stringMatching(/^Respect for Persons/), appReady: false },
    { name: expect.stringMatching(/^Respect for Communities/), appReady: false },
  ]);
  await expect(principle(page, "Respect for Persons")).toHaveAttribute("aria-expanded", "true");
  await expect(principle(page, "Respect for Communities")).toHaveAttribute("aria-expanded", "true");
  await expect(principle(page, "Respect for Communities")).toBeFocused();
  // The keyboard carries on from there, into the opened principle's first sub-principle.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Community Participation/ })).toBeFocused();
});

test("a navigation link tapped before the app responds goes to its page", async ({ page }) => {
  const mainScript = await holdMainScript(page);
  void page.goto("/", { waitUntil: "commit" }).catch(() => undefined);
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  mainScript.release();
  await waitForApp(page);
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
});

test("Preview tapped before the app responds opens the preview once it does", async ({ page }) => {
  const mainScript = await holdMainScript(page);
  const navigation = page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Preview" }).click();
  mainScript.release();
  await navigation;
  expect(await clicksSeen(page)).toEqual([{ name: "Preview", appReady: false }]);
  await expect(page.getByRole("dialog")).toBeVisible();
});
