// axe-core in every engine, on every page, at 1280 and 390 px, in light and dark (the checklist
// open and ticked, More and the Customise mode light at 1280 and dark at 390), and a walk of the
// checklist by keyboard alone.

import { mkdirSync } from "node:fs";
import { type App, DEFAULT_LOOK, expect, forEachLook, type Look, test } from "./fixtures";
import { CHECKBOX, PROGRESS, button, expandAll, principleToggle, tickEvery } from "./queries";

/** Every page, by its address, and the name its screenshot takes: the checklist last. */
const PAGES = [
  ["/about", "about"],
  ["/how-to-use", "how-to-use"],
  ["/missing", "not-found"],
  ["/", "checklist"],
] as const;

forEachLook((looks) => {
  // The checklist open and ticked, More and the Customise mode are parts of the checklist's page:
  // checked in each scheme and at each width once (light on the desktop, dark on the phone), as
  // dialogs are (onDarkPhone). The pages themselves, and their photographs, in all four looks.
  const wholeAt = looks.find(
    ({ scheme, width }) => (scheme === "light") === (width === DEFAULT_LOOK.width),
  )?.width;
  test(`axe finds no violations at ${looks.map((look) => look.width).join(" and ")} px on every page, and at ${wholeAt} px on the checklist open and ticked, More and the Customise mode`, async ({
    app,
  }) => {
    // Two looks' work, on a loaded 2-core host more than the default minute in Firefox.
    test.setTimeout(180_000);
    // The look with the checklist's own parts last: its work (a customisation, a file opened) makes
    // leaving the page ask, which would hold the next look's first page.
    const inTurn = [...looks].sort(
      (a, b) => Number(a.width === wholeAt) - Number(b.width === wholeAt),
    );
    for (const look of inTurn)
      await test.step(`${look.width} px`, () => checkEveryPage(app, look, look.width === wholeAt));
  });
});

/** axe on every page in `look`, photographed; with `whole`, the checklist's parts too. */
async function checkEveryPage(app: App, { scheme, width, height }: Look, whole: boolean) {
  await app.setViewport(width, height);
  expect(await app.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches, null)).toBe(
    scheme === "dark",
  );
  // The checklist last, so that it is opened and ticked where it was checked closed.
  mkdirSync("artifacts/engines", { recursive: true });
  for (const [path, slug] of PAGES) {
    await app.goto(path);
    expect(await app.axeViolations(), path).toEqual([]);
    // For a person to look at, in each engine and look (not compared by any test).
    await app.screenshot(`artifacts/engines/${app.engine}-${slug}-${width}-${scheme}.png`);
  }
  if (!whole) return;
  await expandAll(app);
  // Every fifth question ticked (ticking by hand is tested in checklist.spec.ts).
  await tickEvery(app, 5);
  await app.expectFacts(PROGRESS, { text: "14 of 68 questions ticked" });
  await app.focus({ ...CHECKBOX, nth: 0 });
  expect(await app.axeViolations(), "the checklist open and ticked").toEqual([]);
  // More open: the Markdown and Word downloads, the Word button focused.
  await app.click(button("More"));
  await app.expectCount(button("Download as Word"), 1);
  await app.focus(button("Download as Word"));
  expect(await app.axeViolations(), "More open, with Markdown and Word").toEqual([]);
  await app.screenshot(`artifacts/engines/${app.engine}-more-actions-${scheme}-${width}.png`);
  // The Customise mode, a principle open and a question's Reword form showing.
  await app.click(button("Customise"));
  await app.expectFacts(
    { role: "heading", name: "Customise the checklist", exact: true },
    { focused: true },
  );
  await app.click({
    role: "button",
    within: { role: "heading", level: 3, name: { pattern: "^Respect for Persons" } },
  });
  await app.click({ role: "button", name: { pattern: "^Reword: " }, nth: 0 });
  await app.expectFacts({ role: "textbox", name: "New wording", exact: true }, { focused: true });
  expect(await app.axeViolations(), "the Customise mode").toEqual([]);
  // For a person to look at, in each engine (not compared by any test).
  await app.screenshot(`artifacts/engines/${app.engine}-customise-${scheme}-${width}.png`);
  // The reworded question saved and the mode left: the checklist under its banner.
  await app.type(" (reworded)");
  await app.click(button("Save wording"));
  await app.click({ ...button("Done"), nth: 0 });
  await app.expectFacts(
    { text: { pattern: "^Customised checklist: " } },
    { text: "Customised checklist: Untitled checklist" },
  );
  expect(await app.axeViolations(), "the customised checklist under its banner").toEqual([]);
  await app.screenshot(`artifacts/engines/${app.engine}-customised-${scheme}-${width}.png`);
}

test("the checklist works by keyboard alone, with focus always visible", async ({ app }) => {
  await app.goto("/");
  const focusVisible = () =>
    app.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return false;
      const style = getComputedStyle(element);
      return (
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none"
      );
    }, null);

  // Tab from the top of the page to the first principle: skip link, navigation, the record bar,
  // Customise, the filter's words and list, then the toggle.
  let presses = 0;
  while (!(await app.facts(principleToggle("Respect for Persons"))).focused) {
    await app.press("Tab");
    presses += 1;
    expect(presses, "Tab presses to reach the first principle").toBeLessThan(14);
    expect(await focusVisible(), `focus visible after ${presses} Tab presses`).toBe(true);
  }
  await app.press("Enter");
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });
  // The principle's guidance, then its first sub-principle.
  await app.press("Tab");
  await app.expectFacts(
    { role: "button", name: "Guidance: Respect for Persons", exact: true },
    { focused: true },
  );
  expect(await focusVisible()).toBe(true);
  await app.press("Tab");
  const informed = {
    role: "button",
    within: { role: "heading", level: 3, name: "Informed Consent" },
  };
  await app.expectFacts(informed, { focused: true });
  expect(await focusVisible()).toBe(true);
  await app.press("Tab");
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { focused: true });
  expect(await focusVisible()).toBe(true);
  await app.press("Space");
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: true });

  // Reset is reached by keyboard too, and Enter on it clears the tick.
  await app.focus(button("Reset"));
  await app.press("Enter");
  await app.expectCount(CHECKBOX, 0);
});
