// The first seconds on a slow phone: the prerendered checklist shows its buttons long
// before the app responds, and a tap or key press in between must not be lost. Each test acts
// between the first paint and <html data-app-ready>, or right after it on a part React has not
// taken over yet. Every such moment is held by construction, whatever the host's speed: the app's
// main script held back on the network, the page's next frame held (the app takes the page over
// only after it), or React's later work held (support/slowPhone.ts, installHolds). Each action is
// then checked to have come at its moment, and to have taken effect once the app responded.
// Chromium is not slowed as a phone is: with the moments held, that changes nothing the tests
// check and made them take 2.5 times as long. How long a slow phone takes is `npm run bench`'s
// figure (bench/ready.mjs), with DevTools' slow-phone network and CPU.

import type { Page } from "@playwright/test";
import { FRAME_TAKEN_OVER_MARK } from "../../src/app/frameTakenOverMark";
import { SYSTEM_BUILT_MARK } from "../../src/app/theme/systemBuiltMark";
import { expect, test, waitForApp } from "./support/fixtures";
import {
  clicksSeen,
  holdMainScript,
  installHolds,
  onHolds,
  partEvents,
  recordClicks,
  type PartEvent,
  recordEventsOnParts,
  whenAppReady,
} from "./support/slowPhone";

const principle = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2 }).getByRole("button", { name: new RegExp(`^${name}`) });

/**
 * How long to wait for the prerendered checklist's first paint: on a loaded 2-core host it has come
 * after Playwright's default of 5 s.
 */
const FIRST_PAINT = { timeout: 15_000 };

test.beforeEach(async ({ page }) => {
  await recordClicks(page);
  await installHolds(page, FRAME_TAKEN_OVER_MARK);
});

test("taps at three moments before the app responds each open their principle", async ({
  page,
}) => {
  const mainScript = await holdMainScript(page);
  // The fixture's goto resolves once the app responds; the taps come before that.
  const navigation = page.goto("/", { waitUntil: "commit" });

  // 1. First paint: the principles show, and no script of the app's has arrived.
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);
  await principle(page, "Respect for Persons").click();

  // The next taps go straight to where the buttons are, as a finger does: Playwright's click
  // first waits for the page's animation frames, which are held below, and the tap would wait with
  // them. The page does not move as it starts (the layout is the prerendered one). The last of the
  // three is brought into view first, as a finger would scroll to it: below the checklist's
  // progress block, with its row per principle, it is under the fold at 720 px.
  await principle(page, "Respect for Democracy").scrollIntoViewIfNeeded();
  const communities = await centreOf(page, "Respect for Communities");
  const democracy = await centreOf(page, "Respect for Democracy");

  // From here the page's next frame is held: the app's script, once it has arrived and run, takes
  // the page over only after that frame (src/main.tsx), so the app cannot respond before the
  // frames are let go, however quick the host.
  await onHolds(page, "holdFrames");

  // 2. The script let go onto the slow network.
  mainScript.release();
  await page.mouse.click(communities.x, communities.y);

  // 3. The script has arrived and run (it has asked for the frame it takes the page over after):
  // the app is starting up.
  await expect.poll(() => onHolds(page, "framesAsked"), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.mouse.click(democracy.x, democracy.y);
  await onHolds(page, "releaseFrames");

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
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);
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
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);

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
  // The keyboard carries on from there, into the opened principle: its guidance, then its first
  // sub-principle.
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("button", { name: "Guidance: Respect for Communities", exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^Community Participation/ })).toBeFocused();
});

test("a navigation link tapped before the app responds goes to its page", async ({ page }) => {
  const mainScript = await holdMainScript(page);
  void page.goto("/", { waitUntil: "commit" }).catch(() => undefined);
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  await expect(nav.getByRole("link", { name: "About" })).toBeVisible(FIRST_PAINT);
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

// The app responds once React has taken over the page's frame; the rest (the header, each
// principle, the progress block, the actions row, the footer) React takes over after, in the
// background (layout/HydratedApart.tsx). These tests begin an action on such a part right after the
// app responds and before React has reached it, and check that it is handled all the same: React
// takes that part over at once, then handles it. React's later work is held from the moment it
// has taken the frame over (installHolds), so no part is taken over when the app responds, and
// none is until the action begins; then React's work is let go. Each event is noted with whether
// React had taken its element over when it came.

/**
 * Loads the checklist with React's later work to be held, does `before` while the app's script is
 * still held back, and resolves once the app responds, every part of the page not yet taken over.
 */
async function readyWithPartsNotTakenOver(page: Page, before: () => Promise<void>) {
  const mainScript = await holdMainScript(page);
  // The fixture's goto also waits for the app, by polling; whenAppReady is told at once.
  void page.goto("/", { waitUntil: "commit" }).catch(() => undefined);
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);
  await before();
  await onHolds(page, "holdTasksFromFrameTakenOver");
  mainScript.release();
  await whenAppReady(page);
  expect(await onHolds(page, "tasksHeld")).toBe(true);
}

const lastPrincipleTakenOver = (page: Page) =>
  principle(page, "Respect for Knowledge").evaluate((element) =>
    (window as unknown as { __takenOver: (element: Element) => boolean }).__takenOver(element),
  );

/**
 * The action's first event (`first`) came on a part React had not taken over, after the app
 * responded; its one click came once React had (the pointer or key going down makes React take the
 * part over at once).
 */
function expectBegunOnAPartNotTakenOver(
  events: PartEvent[],
  first: "pointerover" | "keydown",
  name: RegExp,
) {
  // The page moves as sections open, and the pointer then comes over other elements, or the
  // same one again: the action's first event, and its one click.
  const clicks = events.filter((event) => event.type === "click");
  expect(clicks).toHaveLength(1);
  expect([events.find((event) => event.type === first), clicks[0]]).toEqual([
    { type: first, name: expect.stringMatching(name), appReady: true, takenOver: false },
    { type: "click", name: expect.stringMatching(name), appReady: true, takenOver: true },
  ]);
}

test("a tap right after the app responds, on a principle React has not taken over yet, opens it", async ({
  page,
}) => {
  await recordEventsOnParts(page);
  let knowledge = { x: 0, y: 0 };
  await readyWithPartsNotTakenOver(page, async () => {
    await principle(page, "Respect for Knowledge").scrollIntoViewIfNeeded();
    knowledge = await centreOf(page, "Respect for Knowledge");
  });
  expect(await lastPrincipleTakenOver(page)).toBe(false);
  // The tap begins (the pointer comes over the toggle) with React's later work held, and ends
  // with it let go, as on a phone where the app goes on starting up under the finger.
  await page.mouse.move(knowledge.x, knowledge.y);
  await onHolds(page, "releaseTasks");
  await page.mouse.down();
  await page.mouse.up();
  await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "true");
  // Handled as any tap is: its sub-principles open with it, and no other principle.
  await expect(page.getByRole("heading", { level: 3 }).getByRole("button")).toHaveCount(4);
  await expect(principle(page, "Respect for Persons")).toHaveAttribute("aria-expanded", "false");
  expectBegunOnAPartNotTakenOver(await partEvents(page), "pointerover", /^Respect for Knowledge/);
});

test("Space right after the app responds, on a toggle React has not taken over yet, opens it", async ({
  page,
}) => {
  await recordEventsOnParts(page);
  await readyWithPartsNotTakenOver(page, () => principle(page, "Respect for Knowledge").focus());
  expect(await lastPrincipleTakenOver(page)).toBe(false);
  // Space, not Enter: a button acts on Space when the key comes up, so the key goes down with
  // React's later work held and comes up with it let go. Enter acts as it goes down (tested
  // before the app responds, above).
  await page.keyboard.down(" ");
  await onHolds(page, "releaseTasks");
  await page.keyboard.up(" ");
  await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "true");
  await expect(principle(page, "Respect for Knowledge")).toBeFocused();
  expectBegunOnAPartNotTakenOver(await partEvents(page), "keydown", /^Respect for Knowledge/);
});

test("printing right after the app responds prints every section, those React has not taken over too", async ({
  page,
}) => {
  await recordEventsOnParts(page);
  await readyWithPartsNotTakenOver(page, async () => undefined);
  // The browser lays the page out for print as soon as beforeprint's listeners return: every
  // section's questions must be in the page by then, whether React had reached it or not.
  const printed = await page.evaluate(() => {
    const { __takenOver: takenOver } = window as unknown as {
      __takenOver: (element: Element | null) => boolean;
    };
    const last = [...document.querySelectorAll("h2 button")].at(-1) ?? null;
    const before = takenOver(last);
    dispatchEvent(new Event("beforeprint"));
    const questions = document.querySelectorAll("input[type=checkbox]").length;
    dispatchEvent(new Event("afterprint"));
    return { lastSectionTakenOverBefore: before, questions };
  });
  await onHolds(page, "releaseTasks");
  expect(printed).toEqual({ lastSectionTakenOverBefore: false, questions: 68 });
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});
