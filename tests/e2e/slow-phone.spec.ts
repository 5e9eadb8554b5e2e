// The first seconds on a slow phone: the prerendered checklist shows its buttons long
// before the app responds, and a tap or key press in between must not be lost. Each test slows
// Chromium as DevTools does (150 ms latency, 1.6 Mbps down, CPU 4× slower) and acts between the
// first paint and <html data-app-ready>; the app's main script is held back where a moment must be
// certain. Each action is then checked to have come before the app was ready, and to have taken
// effect once it was.

import type { Page } from "@playwright/test";
import { SYSTEM_BUILT_MARK } from "../../src/app/theme/systemBuiltMark";
import { expect, test, waitForApp } from "./support/fixtures";
import {
  clicksSeen,
  holdMainScript,
  partEvents,
  recordClicks,
  type PartEvent,
  recordEventsOnParts,
  SLOW_PHONE,
  throttleLikeASlowPhone,
  whenAppReady,
} from "./support/slowPhone";

const principle = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2 }).getByRole("button", { name: new RegExp(`^${name}`) });

/**
 * How long to wait for the prerendered checklist's first paint over the slowed network and CPU: on a
 * loaded 2-core host it has come after Playwright's default of 5 s.
 */
const FIRST_PAINT = { timeout: 15_000 };

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
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);
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
  // the test later than that (a third tap can land after the app is ready). For this moment
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
  // The keyboard carries on from there, into the opened principle's first sub-principle.
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

// The app responds once React has hydrated the page's frame; the rest (the header, each principle,
// the progress block, the actions row, the footer) React takes over after, in the background
// (layout/HydratedApart.tsx). These tests begin an action on such a part right after the app
// responds and before React has reached it, and check that it is handled all the same: React takes
// that part over at once, then handles it. For the moment to be near certain, the CPU is made 50×
// slower before the app's script (held back until then) arrives: taking the frame over then takes
// seconds, and each part hundreds of milliseconds more, and the part acted on, the last principle,
// comes late in that order. Once the action has begun (the pointer has come over the element, or
// the key has gone down), the CPU goes back to 4×, so that the test does not crawl through the rest.
// Each event is noted with whether React had taken its element over when it came. On a loaded
// machine the action can still come after React has reached the part: such a load proves nothing,
// so it is made again, three times at most, and every load's action must be handled.

/** Loads the checklist, slows the CPU 50× before the app's script comes, and waits for the app. */
async function respondingSlowly(page: Page, before: () => Promise<void>) {
  // Held until the CPU is slowed: news of its arrival can reach the test after the app responds.
  const mainScript = await holdMainScript(page);
  // The fixture's goto also waits for the app, by polling; whenAppReady is told at once.
  void page.goto("/", { waitUntil: "commit" }).catch(() => undefined);
  await expect(principle(page, "Respect for Persons")).toBeVisible(FIRST_PAINT);
  await before();
  await slowCpuBy(50);
  mainScript.release();
  await whenAppReady(page);
}

/**
 * Runs `load` until `caught` says its action came at the moment the test is about, three times at
 * most, and returns the last load's result. A load where React reached the part first proves
 * nothing, and on a loaded host the news that the app responded can reach the test that late.
 */
async function atMostThreeLoads<T>(
  load: () => Promise<T>,
  caught: (result: T) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await load();
    if (caught(result) || attempt === 3) return result;
  }
}

/**
 * Runs `load` (which loads the page and acts on the toggle named `name`) until its action began on a
 * part React had not taken over, three times at most. The last action must have begun so (its
 * `first` event), and become one click on the toggle, by then taken over.
 */
async function onAPartNotTakenOver(
  page: Page,
  first: "pointerover" | "keydown",
  name: string | RegExp,
  load: () => Promise<void>,
): Promise<void> {
  await recordEventsOnParts(page);
  const named = typeof name === "string" ? name : expect.stringMatching(name);
  const firstEvent = (events: PartEvent[]) => events.find((event) => event.type === first);
  const clicksIn = (events: PartEvent[]) => events.filter((event) => event.type === "click");
  const events = await atMostThreeLoads(
    async () => {
      await page.evaluate(() =>
        (window as unknown as { __partEvents?: unknown[] }).__partEvents?.splice(0),
      );
      await load();
      const events = await partEvents(page);
      // The page moves as sections open, and the pointer then comes over other elements, or the
      // same one again: the action's first event, and its one click.
      expect(clicksIn(events)).toHaveLength(1);
      return events;
    },
    (events) => firstEvent(events)?.takenOver === false,
  );
  expect([firstEvent(events), clicksIn(events)[0]]).toEqual([
    { type: first, name: named, appReady: true, takenOver: false },
    { type: "click", name: named, appReady: true, takenOver: true },
  ]);
}

test("a tap right after the app responds, on a principle React has not taken over yet, opens it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onAPartNotTakenOver(page, "pointerover", /^Respect for Knowledge/, async () => {
    let knowledge = { x: 0, y: 0 };
    await respondingSlowly(page, async () => {
      await principle(page, "Respect for Knowledge").scrollIntoViewIfNeeded();
      knowledge = await centreOf(page, "Respect for Knowledge");
    });
    // The tap begins at 50× (the pointer comes over the toggle) and ends at the usual 4×.
    await page.mouse.move(knowledge.x, knowledge.y);
    await slowCpuBy(SLOW_PHONE.cpuSlowdown);
    await page.mouse.down();
    await page.mouse.up();
    await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "true");
    // Handled as any tap is: its sub-principles open with it, and no other principle.
    await expect(page.getByRole("heading", { level: 3 }).getByRole("button")).toHaveCount(4);
    await expect(principle(page, "Respect for Persons")).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(0, 0);
  });
});

test("Space right after the app responds, on a toggle React has not taken over yet, opens it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onAPartNotTakenOver(page, "keydown", /^Respect for Knowledge/, async () => {
    await respondingSlowly(page, () => principle(page, "Respect for Knowledge").focus());
    // Space, not Enter: a button acts on Space when the key comes up, so the key can go down at
    // 50× and come up at 4×. Enter acts as it goes down (tested before the app responds, above).
    await page.keyboard.down(" ");
    await slowCpuBy(SLOW_PHONE.cpuSlowdown);
    await page.keyboard.up(" ");
    await expect(principle(page, "Respect for Knowledge")).toHaveAttribute("aria-expanded", "true");
    await expect(principle(page, "Respect for Knowledge")).toBeFocused();
  });
});

test("printing right after the app responds prints every section, those React has not taken over too", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await recordEventsOnParts(page);
  const printed = await atMostThreeLoads(
    async () => {
      await respondingSlowly(page, async () => undefined);
      // Rendering every question for print at 50× would take minutes; at 10× the last section is
      // still reached a second or more after the app responds.
      await slowCpuBy(10);
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
      await slowCpuBy(SLOW_PHONE.cpuSlowdown);
      return printed;
    },
    (printed) => !printed.lastSectionTakenOverBefore,
  );
  expect(printed).toEqual({ lastSectionTakenOverBefore: false, questions: 68 });
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});
