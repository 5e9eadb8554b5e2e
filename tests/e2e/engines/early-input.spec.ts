// The early-input capture (src/app/earlyInput) in every engine. Only Chromium can slow a page down
// and hold its script back (tests/e2e/slow-phone.spec.ts); over WebDriver the page is ready before
// a test can act. So here the page's own capture, which ran as the page's inline <script> only if
// the Content-Security-Policy's hash admitted it in this engine, is found stopped on the ready
// checklist; the shipped script is then started again (from the test's driver, since Trusted Types
// refuse a script's text at every DOM sink), and the engine's own click and keys must be held back,
// exactly as before the app responds, and each must take effect when the held clicks are made again,
// as the app does once it responds.

import { EARLY_INPUT_SCRIPT } from "../../../src/app/earlyInput/earlyInputScript";
import { expect, test } from "./fixtures";
import { principleToggle } from "./queries";

test.beforeEach(async ({ app }) => {
  await app.goto("/");
});

test("taps and Enter or Space on toggles are held back, then each takes effect when replayed", async ({
  app,
}) => {
  // The page's own inline script ran: only if the policy's hash admits exactly its text. It is
  // forgotten, so only the script started again here can set it again.
  expect(
    await app.evaluate(() => {
      const ran = typeof window.__checklistEarlyInput?.stop === "function";
      window.__checklistEarlyInput = undefined;
      return ran;
    }, null),
  ).toBe(true);
  await app.page.run(EARLY_INPUT_SCRIPT);
  expect(
    await app.evaluate(() => typeof window.__checklistEarlyInput?.stop === "function", null),
  ).toBe(true);

  await app.click(principleToggle("Respect for Persons"));
  await app.focus(principleToggle("Respect for Communities"));
  await app.press("Enter");
  await app.focus(principleToggle("Respect for Democracy"));
  await app.press("Space");
  // Held: nothing has opened yet.
  for (const name of ["Respect for Persons", "Respect for Communities", "Respect for Democracy"])
    await app.expectFacts(principleToggle(name), { expanded: "false" });

  // What the app does once it responds (replayEarlyInput.ts): each held click, made again.
  const replayed = await app.evaluate(() => {
    const held = window.__checklistEarlyInput?.stop() ?? [];
    for (const element of held) (element as HTMLElement).click();
    return held.map((element) => element.getAttribute("aria-controls"));
  }, null);
  expect(replayed).toEqual([
    "principle-respect-for-persons-panel",
    "principle-respect-for-communities-panel",
    "principle-respect-for-democracy-panel",
  ]);
  for (const name of ["Respect for Persons", "Respect for Communities", "Respect for Democracy"])
    await app.expectFacts(principleToggle(name), { expanded: "true" });
  await app.expectFacts(principleToggle("Respect for Society"), { expanded: "false" });

  // And clicks go straight through again.
  await app.click(principleToggle("Respect for Persons"));
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "false" });
});
