// Phases on the checklist page, as a user meets them: the Phases button under More and its dialog (keep a
// phase: a name required, a date chosen; the list; delete with Undo), a phase viewed read only in
// the checklist's place and the way back, Save carrying the phases and Open bringing them back.

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateStamp } from "../../../../../src/data";
import { PHASES_MAX } from "../../../../../src/record";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";
import { readDocx } from "../../../../tools/docxReader";
import { sentence } from "../../sentence";
import { download, downloads } from "../../../support/downloads";

beforeAll(setUpJsdom);

type User = ReturnType<typeof renderApp>["user"];

function checkbox(id: string) {
  return screen.getByRole("checkbox", { name: textOf(id), hidden: true });
}

async function tick(user: User, id: string) {
  if (!screen.queryByRole("checkbox", { name: textOf(id) }))
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
  await user.click(checkbox(id));
}

/** Phases is under More: More opens it first, if it is not open. */
async function openPhases(user: User) {
  if (!screen.queryByRole("button", { name: "Phases" }))
    await user.click(screen.getByRole("button", { name: "More" }));
  await user.click(await screen.findByRole("button", { name: "Phases" }));
  return screen.findByRole("dialog", { name: "Phases of this assessment" });
}

async function keepPhase(user: User, name: string, date?: string) {
  const dialog = within(await openPhases(user));
  const nameField = dialog.getByRole("textbox", { name: "Name of the phase" });
  await user.clear(nameField);
  await user.type(nameField, name);
  if (date !== undefined)
    fireEvent.change(dialog.getByLabelText("Date of the phase"), { target: { value: date } });
  await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
  return dialog;
}

/** Ticks ic-1, keeps it as "Planning" (March 1, 2027), ticks ic-2 after, and views Planning. */
async function viewPlanningAfterMoreWork(user: User) {
  await tick(user, "ic-1");
  const dialog = await keepPhase(user, "Planning", "2027-03-01");
  await user.click(dialog.getByRole("button", { name: "Close" }));
  await tick(user, "ic-2");
  await openPhases(user);
  await user.click(await screen.findByRole("button", { name: "View Planning" }));
}

describe("the Phases dialog", () => {
  it("keeps a phase under a name and today's date, and lists it with its ticked count", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    const dialog = within(await openPhases(user));
    expect(dialog.getByText("No phase kept yet.")).toBeVisible();
    expect(dialog.getByLabelText("Date of the phase")).toHaveValue(localDateStamp(new Date()));
    await user.type(dialog.getByRole("textbox", { name: "Name of the phase" }), "Planning");
    await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(
      await dialog.findByText(sentence("Kept “Planning” as a phase: 1 tick and no notes.")),
    ).toBeVisible();
    expect(dialog.getByRole("heading", { name: "Kept phases (1)" })).toBeVisible();
    const item = within(dialog.getByRole("listitem"));
    expect(item.getByText("Planning")).toBeVisible();
    expect(item.getByText(/1 of 68 ticked/)).toBeVisible();
    expect(item.getByRole("button", { name: "View Planning" })).toBeVisible();
    expect(item.getByRole("button", { name: "Report of Planning (PDF)" })).toBeVisible();
    expect(item.getByRole("button", { name: "Delete Planning" })).toBeVisible();
  });

  it("asks for a name, and keeps nothing without one or with one too long", async () => {
    const { user } = renderApp();
    const dialog = within(await openPhases(user));
    await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Give the phase a name.");
    const nameField = dialog.getByRole("textbox", { name: "Name of the phase" });
    expect(nameField).toHaveAttribute("aria-invalid", "true");
    expect(nameField).toHaveFocus();
    fireEvent.change(nameField, { target: { value: "x".repeat(101) } });
    await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(dialog.getByRole("alert")).toHaveTextContent(
      "A phase’s name has at most 100 characters; this one has 101.",
    );
    fireEvent.change(nameField, { target: { value: "Planning" } });
    fireEvent.change(dialog.getByLabelText("Date of the phase"), { target: { value: "" } });
    await user.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Choose the phase’s date.");
    expect(dialog.getByText("No phase kept yet.")).toBeVisible();
  });

  it(`says so past ${PHASES_MAX} phases, and keeps no more`, async () => {
    const { user } = renderApp();
    // A file that keeps the most phases an assessment can: kept one by one, each would render the
    // list again.
    const full = {
      format: "computing-research-principles-assessment",
      formatVersion: 3,
      checklistVersion: "fnv1a64-0000000000000000",
      savedAt: "2027-03-14T16:40:00.000Z",
      questions: [],
      phases: Array.from({ length: PHASES_MAX }, (_, n) => ({
        name: `Review ${n + 1}`,
        date: "2027-03-01",
        questions: [],
      })),
    };
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(full)], "full.json")] } });
    expect(await screen.findByText(/It keeps 100 phases\.$/)).toBeVisible();
    const dialog = within(await openPhases(user));
    expect(dialog.getByRole("heading", { name: `Kept phases (${PHASES_MAX})` })).toBeVisible();
    fireEvent.change(dialog.getByRole("textbox", { name: "Name of the phase" }), {
      target: { value: "One more" },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Keep as a phase" }));
    expect(dialog.getByRole("alert")).toHaveTextContent(
      "This assessment already keeps 100 phases, the most it can. Delete one to keep another.",
    );
    expect(dialog.getByRole("heading", { name: `Kept phases (${PHASES_MAX})` })).toBeVisible();
  }, 60_000);

  it("deletes a phase, and Undo brings it back", async () => {
    const { user } = renderApp();
    const dialog = await keepPhase(user, "Planning", "2027-03-01");
    await user.click(dialog.getByRole("button", { name: "Delete Planning" }));
    expect(dialog.getByText(sentence("Deleted the phase “Planning”."))).toBeVisible();
    expect(dialog.getByText("No phase kept yet.")).toBeVisible();
    const undo = dialog.getByRole("button", { name: "Undo" });
    expect(undo).toHaveFocus();
    await user.click(undo);
    expect(dialog.getByRole("button", { name: "View Planning" })).toBeVisible();
    expect(dialog.getByText(/March 1, 2027/)).toBeVisible();
  });
});

describe("a phase viewed", () => {
  it("shows the phase read only in the checklist's place, and Back returns to the work as it stands", async () => {
    const { user } = renderApp();
    await viewPlanningAfterMoreWork(user);

    const heading = await screen.findByRole("heading", { name: "Past phase: Planning" });
    expect(heading).toHaveFocus();
    const view = within(screen.getByRole("region", { name: "Past phase: Planning" }));
    expect(
      view.getByText(/Read only: the ticks and notes as they were kept for March 1, 2027/),
    ).toBeVisible();
    expect(view.getByText("1 of 68 ticked")).toBeVisible();
    // No control changes a tick: the checklist's boxes and Reset are gone while it shows.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reset" })).toBeNull();
    expect(view.getByText(textOf("ic-1")).textContent).toBe(`Ticked: ${textOf("ic-1")}`);
    expect(view.getByText(textOf("ic-2")).textContent).toBe(`Not ticked: ${textOf("ic-2")}`);

    await user.click(view.getByRole("button", { name: "Back to the current work" }));
    expect(checkbox("ic-1")).toBeChecked();
    expect(checkbox("ic-2")).toBeChecked();
    await waitFor(() => expect(screen.getByRole("button", { name: "More" })).toHaveFocus());
  });
});

describe("a phase with a question set aside", () => {
  it("keeps the question set aside with its reason, and its view shows them", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    await user.click(screen.getByRole("button", { name: `Does not apply: ${textOf("ic-2")}` }));
    await user.type(
      await screen.findByRole(
        "textbox",
        { name: `Why it does not apply: ${textOf("ic-2")}` },
        { timeout: 15_000 },
      ),
      "No one can withdraw: the data is public.",
    );
    await user.click(screen.getByRole("button", { name: `Set aside: ${textOf("ic-2")}` }));
    const dialog = await keepPhase(user, "Planning", "2027-03-01");
    await user.click(dialog.getByRole("button", { name: "Close" }));
    // Made to apply again after the phase was kept: the phase keeps it as it was.
    await user.click(screen.getByRole("button", { name: `Change reason: ${textOf("ic-2")}` }));
    await user.click(
      await screen.findByRole("button", { name: `Applies again: ${textOf("ic-2")}` }),
    );
    await openPhases(user);
    await user.click(await screen.findByRole("button", { name: "View Planning" }));

    const view = within(await screen.findByRole("region", { name: "Past phase: Planning" }));
    expect(view.getByText(textOf("ic-2")).textContent).toBe(`Set aside: ${textOf("ic-2")}`);
    expect(view.getByText("No one can withdraw: the data is public.")).toBeVisible();
    expect(view.getByText("1 set aside as not applying, 66 still open")).toBeVisible();
  });
});

describe("a phase's Word report", () => {
  it("names the phase and its date under the date, with the phase's ticks", async () => {
    const { user } = renderApp();
    await viewPlanningAfterMoreWork(user);
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Download this phase as Word" },
        { timeout: 15_000 },
      ),
    );
    await waitFor(() => expect(downloads()).toHaveLength(1), { timeout: 15_000 });
    const { blob, name: fileName } = download(0);
    expect(fileName).toMatch(/\.docx$/);
    const docx = readDocx(new Uint8Array(await blob.arrayBuffer()));
    const texts = docx.paragraphs.map((p) => p.text);
    const dateAt = texts.findIndex((text) => text.startsWith("Date: "));
    expect(texts[dateAt + 1]).toBe("Phase: Planning, March 1, 2027");
    expect(texts).toContain("Completed: 1");
    expect(await screen.findByText(sentence(`Word file ready: ${fileName}`))).toBeInTheDocument();
  });
});

describe("phases in the saved file", () => {
  it("Save writes them (format 3) and says so; Open brings them back", async () => {
    const { user, unmount } = renderApp();
    await tick(user, "ic-1");
    const dialog = await keepPhase(user, "Before data collection", "2027-01-15");
    await user.click(dialog.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const { blob, name: fileName } = download(0);
    const text = await blob.text();
    const saved = JSON.parse(text) as { formatVersion: number; phases: { name: string }[] };
    expect(saved.formatVersion).toBe(3);
    expect(saved.phases.map((p) => p.name)).toEqual(["Before data collection"]);
    expect(await screen.findByText(/: 1 tick and no notes\. It keeps 1 phase\.$/)).toBeVisible();
    unmount();

    renderApp();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    fireEvent.change(input, { target: { files: [new File([text], fileName)] } });
    expect(await screen.findByText(/It keeps 1 phase\.$/)).toBeVisible();
    const user2 = (await import("@testing-library/user-event")).default.setup();
    const reopened = within(await openPhases(user2));
    expect(reopened.getByRole("button", { name: "View Before data collection" })).toBeVisible();
  });
});
