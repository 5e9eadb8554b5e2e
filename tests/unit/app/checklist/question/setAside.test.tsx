// "Does not apply": a question set aside with a reason, by role and name as a user finds it. The
// reason's field and the dialog asked before a tick load on first use.

import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";

const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../../../src/app/parts/lazyParts");
}, 60_000);

async function openRespectForPersons() {
  const app = renderApp();
  await app.user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
  return app;
}

function setAsideButton() {
  return screen.getByRole("button", { name: `Does not apply: ${textOf("ic-1")}` });
}

async function reasonField() {
  return screen.findByRole("textbox", { name: `Why it does not apply: ${textOf("ic-1")}` }, LOAD);
}

describe("setting a question aside", { timeout: 60_000 }, () => {
  it("opens a required reason field in place, refuses a blank reason, and sets aside with one", async () => {
    const { user } = await openRespectForPersons();
    const button = setAsideButton();
    expect(button).toHaveTextContent(/^Does not apply$/);
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const field = await reasonField();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(field).toHaveFocus();
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription("0 of 500 characters");

    await user.click(screen.getByRole("button", { name: `Set aside: ${textOf("ic-1")}` }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      "Write a reason: a question is set aside only with one. 0 of 500 characters",
    );
    expect(screen.queryByText("Does not apply:")).toBeNull();

    await user.type(field, "We recruit no participants.");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: `Set aside: ${textOf("ic-1")}` }));

    const box = screen.getByRole("checkbox", { name: textOf("ic-1") });
    expect(box).not.toBeChecked();
    // The words come with the lazy parts, already loaded by the field: at once, or nearly.
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription("Does not apply: We recruit no participants."),
    );
    const changed = screen.getByRole("button", { name: `Change reason: ${textOf("ic-1")}` });
    expect(changed).toHaveFocus();
    expect(changed).toHaveAttribute("aria-expanded", "false");
    expect(await screen.findByText("1 set aside as not applying, 67 still open")).toBeVisible();
    expect(
      mainContent().getByRole("button", { name: /^Respect for Persons, 0 of 14 ticked/ }),
    ).toHaveTextContent(/1 set aside, 13 open/);
  });

  it("changes the reason, or makes the question apply again", async () => {
    const { user } = await openRespectForPersons();
    await user.click(setAsideButton());
    await user.type(await reasonField(), "First reason");
    await user.keyboard("{Tab}{Enter}");
    const box = screen.getByRole("checkbox", { name: textOf("ic-1") });
    expect(box).toHaveAccessibleDescription("Does not apply: First reason");

    await user.click(screen.getByRole("button", { name: `Change reason: ${textOf("ic-1")}` }));
    const field = await reasonField();
    expect(field).toHaveValue("First reason");
    await user.clear(field);
    await user.type(field, "Second reason");
    await user.click(screen.getByRole("button", { name: `Save reason: ${textOf("ic-1")}` }));
    expect(box).toHaveAccessibleDescription("Does not apply: Second reason");

    await user.click(screen.getByRole("button", { name: `Change reason: ${textOf("ic-1")}` }));
    await reasonField();
    await user.click(screen.getByRole("button", { name: `Applies again: ${textOf("ic-1")}` }));
    expect(box).not.toHaveAccessibleDescription();
    expect(setAsideButton()).toHaveFocus();
    expect(screen.queryByText(/set aside as not applying/)).toBeNull();
  });

  it("cancel changes nothing", async () => {
    const { user } = await openRespectForPersons();
    await user.click(setAsideButton());
    await user.type(await reasonField(), "Not sure yet");
    await user.click(screen.getByRole("button", { name: `Cancel: ${textOf("ic-1")}` }));
    expect(screen.queryByRole("textbox", { name: /Why it does not apply/ })).toBeNull();
    expect(setAsideButton()).toHaveFocus();
    // Nothing typed is held: ticking now asks nothing.
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-1") }));
    expect(screen.getByRole("checkbox", { name: textOf("ic-1") })).toBeChecked();
  });
});

describe("ticking a question set aside", { timeout: 60_000 }, () => {
  async function setAside(reason: string) {
    const app = await openRespectForPersons();
    await app.user.click(setAsideButton());
    await app.user.type(await reasonField(), reason);
    await app.user.click(screen.getByRole("button", { name: `Set aside: ${textOf("ic-1")}` }));
    return app;
  }

  it("asks first, quoting the reason; keeping it changes nothing", async () => {
    const { user } = await setAside("No data is collected.");
    const box = screen.getByRole("checkbox", { name: textOf("ic-1") });
    await user.click(box);
    const dialog = await screen.findByRole("alertdialog", { name: "Tick this question?" }, LOAD);
    expect(dialog).toHaveAccessibleDescription(
      `“${textOf("ic-1")}” is set aside as not applying, with the reason “No data is collected.”. Ticking it drops that reason.`,
    );
    const keep = within(dialog).getByRole("button", { name: "Keep the reason" });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription("Does not apply: No data is collected.");
  });

  it("ticks and drops the reason when told to", async () => {
    const { user } = await setAside("No data is collected.");
    const box = screen.getByRole("checkbox", { name: textOf("ic-1") });
    await user.click(box);
    const dialog = await screen.findByRole("alertdialog", { name: "Tick this question?" }, LOAD);
    await user.click(within(dialog).getByRole("button", { name: "Tick and drop the reason" }));
    expect(box).toBeChecked();
    expect(box).not.toHaveAccessibleDescription();
    expect(setAsideButton()).toBeInTheDocument();
  });

  it("asks before a tick drops a reason typed and not yet kept", async () => {
    const { user } = await openRespectForPersons();
    await user.click(setAsideButton());
    await user.type(await reasonField(), "Half a thought");
    const box = screen.getByRole("checkbox", { name: textOf("ic-1") });
    await user.click(box);
    const dialog = await screen.findByRole("alertdialog", { name: "Tick this question?" }, LOAD);
    expect(dialog).toHaveAccessibleDescription(
      `You have typed why “${textOf("ic-1")}” does not apply: “Half a thought”. It is not kept yet, and ticking the question drops it.`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep the reason" }));
    expect(box).not.toBeChecked();
    expect(await reasonField()).toHaveValue("Half a thought");
  });
});

describe("a reason typed and not kept", { timeout: 60_000 }, () => {
  it("is still there, its field open, after its section is closed and opened again", async () => {
    const { user } = await openRespectForPersons();
    await user.click(setAsideButton());
    await user.type(await reasonField(), "Kept across a closed section");
    const section = mainContent().getByRole("button", { name: /^Respect for Persons,/ });
    await user.click(section);
    expect(screen.queryByRole("textbox", { name: /Why it does not apply/ })).toBeNull();
    await user.click(section);
    expect(await reasonField()).toHaveValue("Kept across a closed section");
    // Cancelled, it is gone for good.
    await user.click(screen.getByRole("button", { name: `Cancel: ${textOf("ic-1")}` }));
    await user.click(section);
    await user.click(section);
    expect(screen.queryByRole("textbox", { name: /Why it does not apply/ })).toBeNull();
  });
});
