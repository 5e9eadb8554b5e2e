// The Phases and Team dialogs are as tall as what they hold (the browser's fit-content), within the
// window, at every width: never the whole window round a few lines. The preview alone fills it.
// (Their heights as drawn, at 1280 and 390 px, are the browser tests' and the screenshots'.)

import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpJsdom } from "../jsdomTestSetup";
import { renderApp } from "../renderApp";

beforeAll(setUpJsdom);

async function openFromMore(user: ReturnType<typeof renderApp>["user"], button: string) {
  await user.click(screen.getByRole("button", { name: "More" }));
  await user.click(await screen.findByRole("button", { name: button }, { timeout: 15_000 }));
}

describe("the larger dialogs' frame", { timeout: 60_000 }, () => {
  it.each([
    ["Phases", "Phases of this assessment"],
    ["Team", "Team review"],
  ])("%s: as tall as its content, within the window", async (button, name) => {
    const { user } = renderApp();
    await openFromMore(user, button);
    const dialog = await screen.findByRole("dialog", { name }, { timeout: 15_000 });
    // The base (phone) styles: jsdom applies no media query, so these are those of 390 px.
    const style = getComputedStyle(dialog);
    expect(style.height).toBe("fit-content");
    expect(style.maxHeight).toBe("100%");
    expect(style.overflowY).toBe("auto");
  });
});
