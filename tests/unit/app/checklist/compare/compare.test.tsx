// What changed, as a user meets it: Compare under More and in the Phases dialog; a phase compared
// with the work now lists exactly what changed, in words, per principle; the same side twice says
// nothing changed; a file that is not an assessment says why and changes nothing.

import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { renderApp } from "../../renderApp";
import { more, tick, type User } from "./compareSteps";

beforeAll(setUpJsdom);

// Parts loaded on first use come as fast as the host allows: waited for, never slept on.
const WAIT = { timeout: 15_000 };

async function keepPhase(user: User, name: string) {
  await more(user);
  await user.click(await screen.findByRole("button", { name: "Phases" }, WAIT));
  const dialog = within(
    await screen.findByRole("dialog", { name: "Phases of this assessment" }, WAIT),
  );
  await user.type(dialog.getByRole("textbox", { name: "Name of the phase" }), name);
  fireEvent.change(dialog.getByLabelText("Date of the phase"), { target: { value: "2027-03-01" } });
  await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
  return dialog;
}

describe("Compare", { timeout: 120_000 }, () => {
  it("compares a phase with the work now from the Phases dialog, listing only what changed", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    const phases = await keepPhase(user, "Planning");
    await user.click(phases.getByRole("button", { name: "Close" }));
    await tick(user, "ic-1");
    await tick(user, "ic-2");
    await more(user);
    await user.click(await screen.findByRole("button", { name: "Phases" }, WAIT));
    const again = within(
      await screen.findByRole("dialog", { name: "Phases of this assessment" }, WAIT),
    );
    await user.click(again.getByRole("button", { name: "Compare…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "What changed" }, WAIT));
    expect(dialog.getByRole("combobox", { name: "Before" })).toHaveDisplayValue(
      // The phase's name set apart in its own direction (U+2068…U+2069): an <option> holds a string.
      "Phase: \u2068Planning\u2069 (March 1, 2027)",
    );
    expect(dialog.getByRole("combobox", { name: "After" })).toHaveDisplayValue("The work now");
    await user.click(dialog.getByRole("button", { name: "Compare" }));
    expect(await dialog.findByRole("heading", { name: "The changes" }, WAIT)).toBeVisible();
    expect(dialog.getAllByRole("status")[0]).toHaveTextContent("2 changes.");
    expect(dialog.getByText("Newly ticked: 1")).toBeVisible();
    expect(dialog.getByText("No longer ticked: 1")).toBeVisible();
    expect(dialog.getByRole("heading", { level: 4, name: "Respect for Persons" })).toBeVisible();
    const newly = dialog.getByRole("heading", { level: 5, name: "Newly ticked" });
    expect(newly.nextElementSibling).toHaveTextContent(textOf("ic-2"));
    expect(dialog.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "Respect for Persons",
      "Report of the work now, ending with the changes since Planning",
    ]);
  });

  it("says nothing changed when both sides are the same", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    await more(user);
    await user.click(await screen.findByRole("button", { name: "Compare…" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "What changed" }, WAIT));
    await user.selectOptions(dialog.getByRole("combobox", { name: "Before" }), "The work now");
    await user.click(dialog.getByRole("button", { name: "Compare" }));
    expect(
      await dialog.findByText(
        "Both sides are the same: nothing changed. Nothing changed.",
        {},
        WAIT,
      ),
    ).toBeVisible();
  });

  it("says why a file cannot be compared, and changes nothing", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    await more(user);
    await user.click(await screen.findByRole("button", { name: "Compare…" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "What changed" }, WAIT));
    await user.click(dialog.getByRole("button", { name: "Compare" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Choose the file for “Before”.");
    const file = new File(['{"hello": "world"}'], "notes.json", { type: "application/json" });
    await user.upload(dialog.getByLabelText("File for “Before”"), file);
    await user.click(dialog.getByRole("button", { name: "Compare" }));
    // The sentence, whole, though the file's name in it is a <bdi> of its own.
    const alert = await dialog.findByText(
      (_, element) =>
        element?.tagName === "P" &&
        /notes\.json cannot be compared/.test(element.textContent ?? ""),
      {},
      WAIT,
    );
    expect(alert.parentElement).toHaveTextContent(/not an assessment/i);
    expect(alert.querySelector("bdi")?.textContent).toBe("notes.json");
    expect(screen.getByRole("checkbox", { name: textOf("ic-1"), hidden: true })).toBeChecked();
  });
});
