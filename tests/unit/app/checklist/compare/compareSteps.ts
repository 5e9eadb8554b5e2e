// The steps the compare dialog's tests take on the way to it, written once for both files.

import { screen } from "@testing-library/react";
import { textOf } from "../../jsdomTestSetup";
import { mainContent, type renderApp } from "../../renderApp";

export type User = ReturnType<typeof renderApp>["user"];

/** Ticks a question of Respect for Persons, opening the principle first if it is closed. */
export async function tick(user: User, id: string) {
  if (!screen.queryByRole("checkbox", { name: textOf(id) }))
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
  await user.click(screen.getByRole("checkbox", { name: textOf(id), hidden: true }));
}

/** Opens More, unless its actions (Phases among them) are showing already. */
export async function more(user: User) {
  if (!screen.queryByRole("button", { name: "Phases" }))
    await user.click(screen.getByRole("button", { name: "More" }));
}
