// The Team dialog, by role and name: several files picked at once open it (Open's field); the
// merged view's disagreements come first, each with a labelled radio group; "Show disagreements
// only" hides the agreements; settled and used, the result is the work on screen, with its team
// review; in French, no message id shows; a bad file changes nothing.

import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { translatorFor } from "../../../../../src/i18n";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../../../src/record";
import { checklistWithNotes } from "../../../export/checklistFixtures";
import { setUpJsdom } from "../../jsdomTestSetup";
import { renderApp } from "../../renderApp";
import { download, downloads } from "../../../support/downloads";

beforeAll(setUpJsdom);

function memberFile(name: string, member: string, ticked: string[], notes = {}): File {
  const record = buildAssessmentRecord(
    checklistWithNotes(ticked, notes),
    new Date("2027-03-10T10:00:00Z"),
    null,
    [],
    { member },
  );
  return new File([encodeAssessmentRecord(record)], name, { type: "application/json" });
}

function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files } });
}

const ANA = () => memberFile("ana.json", "Ana", ["ic-1", "ic-2"], { "ic-2": "Form v3." });
const BEN = () => memberFile("ben.json", "Ben", ["ic-1"]);

describe("the Team dialog", () => {
  it("brings several files picked at once together, disagreements first, and uses the result", async () => {
    renderApp("/");
    pick([ANA(), BEN()]);
    const { t } = translatorFor("en");
    const dialog = await screen.findByRole(
      "dialog",
      { name: t("team.title") },
      { timeout: 15_000 },
    );
    expect(
      await within(dialog).findByRole("heading", { name: "2 members, 1 disagreement" }),
    ).toBeVisible();
    const groups = within(dialog).getAllByRole("group", { name: t("team.answer") });
    // The disagreement on ic-2 first, then the agreement on ic-1.
    expect(groups).toHaveLength(2);
    const first = groups[0];
    if (!first) throw new Error("no group");
    expect(within(first).getByRole("radio", { name: "Ticked" })).not.toBeChecked();

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Show disagreements only" }));
    expect(within(dialog).getAllByRole("group", { name: t("team.answer") })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Show disagreements only" }));

    fireEvent.click(within(first).getByRole("radio", { name: "Not ticked" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept every agreement" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Use as the assessment" }));
    expect(screen.queryByRole("dialog", { name: t("team.title") })).toBeNull();
    expect(await screen.findByText("1 of 68 questions answered")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(downloads()).not.toHaveLength(0), { timeout: 15_000 });
    const saved = JSON.parse(await download(-1).blob.text()) as Record<string, unknown>;
    expect(saved.formatVersion).toBe(4);
    expect(saved.teamReview).toMatchObject({
      members: ["Ana", "Ben"],
      settled: [{ id: "ic-2", ticked: false, tickedBy: [1] }],
    });
  });

  it("names the file that cannot be read, in French, and changes nothing", async () => {
    renderApp("/fr/");
    const { t } = translatorFor("fr");
    pick([
      ANA(),
      new File(['{"format": "computing-research-principles-assessment", '], "cut.json"),
    ]);
    const dialog = await screen.findByRole(
      "dialog",
      { name: t("team.title") },
      { timeout: 15_000 },
    );
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(t("team.fileNotRead", { fileName: "\u2068cut.json\u2069" }));
    expect(alert).toHaveTextContent(t("team.nothingChanged"));
    expect(alert.textContent).not.toMatch(/\b(?:team|fileProblem)\.[A-Za-z]/);
    expect(within(dialog).queryAllByRole("group")).toHaveLength(0);
  });
});
