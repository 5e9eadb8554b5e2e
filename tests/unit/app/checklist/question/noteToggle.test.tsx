// The button under a question says what a press does: "Add a note" or "Edit note" while its field
// is closed, "Close note" while it is open (its aria-expanded says the same).

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";

describe("a note's button", { timeout: 60_000 }, () => {
  it("says Close note while the field is open, and Edit note once closed over a note", async () => {
    const { user } = renderApp();
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
    const button = screen.getByRole("button", { name: `Add a note on: ${textOf("ic-1")}` });
    expect(button).toHaveTextContent(/^Add a note$/);
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const field = await screen.findByRole(
      "textbox",
      { name: `Note on: ${textOf("ic-1")}` },
      { timeout: 15_000 },
    );
    expect(button).toHaveAccessibleName(`Close note on: ${textOf("ic-1")}`);
    expect(button).toHaveTextContent(/^Close note$/);
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.type(field, "Forms in two languages.");
    expect(button).toHaveAccessibleName(`Close note on: ${textOf("ic-1")}`);
    await user.click(button);
    expect(button).toHaveAccessibleName(`Edit note on: ${textOf("ic-1")}`);
    expect(button).toHaveTextContent(/^Edit note$/);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
