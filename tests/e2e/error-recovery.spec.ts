// A render error in the built app shows a recovery screen, not a blank page.

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

test("the app's frame failing to render shows a plain recovery screen; Start over reloads", async ({
  page,
  guards,
}) => {
  guards.allowConsoleErrors("injected: no calendar");
  guards.allowConsoleErrors("The page failed to render");
  // The footer's copyright year is the frame's only use of getFullYear at render time: with the
  // query parameter, make it throw, as any bug in the layout would.
  await page.addInitScript(() => {
    if (!new URLSearchParams(location.search).has("fault")) return;
    Date.prototype.getFullYear = () => {
      throw new Error("injected: no calendar");
    };
  });
  await page.goto("/about?fault");
  const heading = page.getByRole("heading", { level: 1, name: "Something went wrong" });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("main")).toContainText("Nothing you ticked was stored or sent");
  await expect(page).toHaveTitle(/^Something went wrong/);
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});
