// What Save and Open said describes the work as it was when said: a tick or a note leaves it, but
// once the work is replaced or the checklist changes (customised, a past phase shown in its
// place), the status line no longer speaks of a work that is not on screen.

import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../../../src/record";
import { checklistWithNotes } from "../../../export/checklistFixtures";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../../../src/app/parts/lazyParts");
}, 60_000);

type User = ReturnType<typeof renderApp>["user"];

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const status = () =>
  within(screen.getByRole("region", { name: "Your assessment file" })).getByRole("status");

/** Opens a file with a tick on ic-1 into the empty checklist, and waits for what Open says. */
async function opened() {
  const record = buildAssessmentRecord(
    checklistWithNotes(["ic-1"], {}),
    new Date("2026-11-20T09:30:00Z"),
  );
  pick(new File([encodeAssessmentRecord(record)], "field-study.pdf.json"));
  await waitFor(() => expect(status()).toHaveTextContent(/^Opened field-study\.pdf\.json, /), {
    timeout: 15_000,
  });
}

async function openPhases(user: User) {
  if (!screen.queryByRole("button", { name: "Phases" }))
    await user.click(screen.getByRole("button", { name: "More" }));
  await user.click(await screen.findByRole("button", { name: "Phases" }));
  return within(await screen.findByRole("dialog", { name: "Phases of this assessment" }));
}

describe("the record bar's status", { timeout: 60_000 }, () => {
  it("stays through a tick: it is true of the moment it was said", async () => {
    const { user } = renderApp();
    await opened();
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-2") }));
    expect(status()).toHaveTextContent(/^Opened field-study\.pdf\.json, /);
  });

  it("goes while a past phase is shown in the checklist's place, and does not come back", async () => {
    const { user } = renderApp();
    await opened();
    const dialog = await openPhases(user);
    await user.type(dialog.getByRole("textbox", { name: "Name of the phase" }), "Planning");
    await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(status()).toHaveTextContent(/^Opened /);
    await user.click(await dialog.findByRole("button", { name: "View Planning" }));
    await screen.findByRole("heading", { name: "Past phase: Planning" });
    expect(status()).toHaveTextContent(/^$/);
    await user.click(screen.getByRole("button", { name: "Back to the current work" }));
    expect(status()).toHaveTextContent(/^$/);
  });

  it("goes once the checklist is customised", async () => {
    const { user } = renderApp();
    await opened();
    await user.click(screen.getByRole("button", { name: "Customise" }));
    await screen.findByRole("heading", { name: "Customise the checklist" });
    await user.click(screen.getByRole("button", { name: /^Respect for Persons/, expanded: false }));
    await user.click(screen.getByRole("button", { name: "Add a question to Informed Consent" }));
    await user.paste("Are consent forms offered in Braille?");
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.click(screen.getAllByRole("button", { name: "Done" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole("button", { name: "Customise" })).toHaveFocus());
    expect(mainContent().getByText(/^Customised checklist/)).toBeVisible();
    expect(status()).toHaveTextContent(/^$/);
  });

  it("is replaced by what Open says of the next file, not cleared after it", async () => {
    const { user } = renderApp();
    await opened();
    const record = buildAssessmentRecord(checklistWithNotes(["ic-2"], {}), new Date());
    pick(new File([encodeAssessmentRecord(record)], "later.json"));
    const ask = await screen.findByRole("alertdialog", {}, { timeout: 15_000 });
    await user.click(within(ask).getByRole("button", { name: "Replace" }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Opened later\.json, /));
  });
});
