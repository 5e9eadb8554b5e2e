// The Team dialog, by role and name: several files picked at once open it (Open's field); the
// merged view's disagreements come first, each with a labelled radio group; "Show disagreements
// only" hides the agreements; settled and used, the result is the work on screen, with its team
// review; in French, no message id shows; a bad file changes nothing.

import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { translatorFor } from "../../../../../src/i18n";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../../../src/record";
import { checklistWithNotes } from "../../../export/checklistFixtures";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";
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

/** A radio group of the merged view: "The team's answer:", then its question. */
const answerGroup = new RegExp(`^${translatorFor("en").t("team.answer")} `);

const ANA = () => memberFile("ana.json", "Ana", ["ic-1", "ic-2"], { "ic-2": "Form v3." });
const BEN = () => memberFile("ben.json", "Ben", ["ic-1"]);

describe("the Team dialog with a question set aside", () => {
  it("shows set aside by a member, with the reason, against ticked by another, and settles it as set aside", async () => {
    renderApp("/");
    const checklist = checklistWithNotes(["ic-1"], {});
    const ic2 = checklist
      .flatMap((p) => p.subprinciples)
      .flatMap((sub) => sub.questions)
      .find((q) => q.id === "ic-2");
    if (!ic2) throw new Error("no ic-2");
    ic2.setAside = "Data is public.";
    const ana = new File(
      [
        encodeAssessmentRecord(
          buildAssessmentRecord(checklist, new Date("2027-03-10T10:00:00Z"), null, [], {
            member: "Ana",
          }),
        ),
      ],
      "ana.json",
      { type: "application/json" },
    );
    pick([ana, memberFile("ben.json", "Ben", ["ic-1", "ic-2"])]);
    const { t } = translatorFor("en");
    const dialog = await screen.findByRole(
      "dialog",
      { name: t("team.title") },
      { timeout: 15_000 },
    );
    expect(
      await within(dialog).findByRole("heading", { name: "2 members, 1 disagreement" }),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        /^Set aside by \u2068Ana\u2069, with reason “\u2068Data is public\.\u2069”$/,
      ),
    ).toBeVisible();
    const [first] = within(dialog).getAllByRole("group", { name: answerGroup });
    if (!first) throw new Error("no group");
    fireEvent.click(
      within(first).getByRole("radio", {
        name: /^Set aside, with reason “\u2068?Data is public\.\u2069?”$/,
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept every agreement" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Use as the assessment" }));
    expect(await screen.findByText("1 set aside as not applying, 66 still open")).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(downloads()).not.toHaveLength(0), { timeout: 15_000 });
    const saved = JSON.parse(await download(-1).blob.text()) as Record<string, unknown>;
    expect(saved.formatVersion).toBe(5);
    expect(saved.teamReview).toMatchObject({
      settled: [
        { id: "ic-2", ticked: false, tickedBy: [2], setAside: "Data is public.", setAsideBy: [1] },
      ],
    });
  });
});

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
    const groups = within(dialog).getAllByRole("group", { name: answerGroup });
    // The disagreement on ic-2 first, then the agreement on ic-1.
    expect(groups).toHaveLength(2);
    const first = groups[0];
    if (!first) throw new Error("no group");
    expect(within(first).getByRole("radio", { name: "Ticked" })).not.toBeChecked();

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Show disagreements only" }));
    expect(within(dialog).getAllByRole("group", { name: answerGroup })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Show disagreements only" }));

    fireEvent.click(within(first).getByRole("radio", { name: "Not ticked" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Accept every agreement" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Use as the assessment" }));
    expect(screen.queryByRole("dialog", { name: t("team.title") })).toBeNull();
    expect(await screen.findByText("1 of 68 questions ticked")).toBeVisible();

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
    // The file's name a <bdi> of its own, as every file's words in a message (MessageWords.tsx).
    // toHaveTextContent reads the element's spaces as one plain space each, French's narrow no-break
    // space before a colon among them: the message is read the same way.
    expect(alert).toHaveTextContent(
      t("team.fileNotRead", { fileName: "cut.json" }).replace(/\s+/g, " "),
    );
    expect([...alert.querySelectorAll("bdi")].map((bdi) => bdi.textContent)).toEqual(["cut.json"]);
    expect(alert).toHaveTextContent(t("team.nothingChanged"));
    expect(alert.textContent).not.toMatch(/\b(?:team|fileProblem)\.[A-Za-z]/);
    expect(within(dialog).queryAllByRole("group")).toHaveLength(0);
  });
});

describe("the Team dialog, as a user meets it", () => {
  async function brought(path = "/") {
    const { user } = renderApp(path);
    pick([ANA(), BEN()]);
    const dialog = await screen.findByRole("dialog", { name: "Team review" }, { timeout: 15_000 });
    await within(dialog).findByRole("heading", { name: "2 members, 1 disagreement" });
    return { user, dialog: within(dialog) };
  }

  it("names each answer's radio group by its question, no two alike", async () => {
    const { dialog } = await brought();
    const names = dialog
      .getAllByRole("group", { name: answerGroup })
      .map((group) => group.getAttribute("aria-labelledby") ?? "")
      .map((ids) =>
        ids
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    expect(names).toEqual([
      `The team's answer: ${textOf("ic-2")}`,
      `The team's answer: ${textOf("ic-1")}`,
    ]);
    expect(
      dialog.getByRole("group", { name: `The team's answer: ${textOf("ic-2")}` }),
    ).toBeVisible();
  });

  it("says which checklist the result is on in one sentence that reads right", async () => {
    const { dialog } = await brought();
    expect(
      dialog.getByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent ===
            "The result is on the standard checklist: 2 of the 2 files were made on it.",
      ),
    ).toBeVisible();
  });

  it("says beside Use as the assessment, and with the focus, that questions are still unsettled", async () => {
    const { user, dialog } = await brought();
    const use = dialog.getByRole("button", { name: "Use as the assessment" });
    await user.click(use);
    const said =
      "2 questions still need the team's answer: settle each disagreement, and accept the agreements.";
    const message = dialog.getByText(said);
    expect(message).toHaveFocus();
    // Next to the button (the same part of the dialog, right after it), and the button says so.
    expect(use.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(use.closest("section")).toBe(message.closest("section"));
    expect(use).toHaveAccessibleDescription(said);
    // Not in the status line at the top of the dialog, out of sight.
    expect(dialog.getByRole("status")).not.toHaveTextContent(said);
    // Said again on a second try: the focus goes back to it.
    use.focus();
    await user.click(use);
    expect(dialog.getByText(said)).toHaveFocus();
    // Settled, it goes.
    await user.click(dialog.getByRole("button", { name: "Accept every agreement" }));
    expect(dialog.queryByText(said)).toBeNull();
  });

  it("a result used replaces what Save said before, and leaving asks: it is in no file yet", async () => {
    const { user } = renderApp("/");
    await user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-1") }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const status = () =>
      within(screen.getByRole("region", { name: "Your assessment file" })).getByRole("status");
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^Saved .+\.json: 1 tick/));
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(await screen.findByRole("button", { name: "Team" }));
    const dialog = await screen.findByRole("dialog", { name: "Team review" }, { timeout: 15_000 });
    fireEvent.change(within(dialog).getByTestId("team-files"), {
      target: { files: [ANA(), BEN()] },
    });
    await within(dialog).findByRole("heading", { name: "2 members, 1 disagreement" });
    const disagreement = within(dialog).getByRole("group", {
      name: `The team's answer: ${textOf("ic-2")}`,
    });
    await user.click(within(disagreement).getByRole("radio", { name: "Ticked" }));
    await user.click(within(dialog).getByRole("button", { name: "Accept every agreement" }));
    await user.click(within(dialog).getByRole("button", { name: "Use as the assessment" }));
    await user.click(await within(dialog).findByRole("button", { name: "Replace" }));
    expect(screen.queryByRole("dialog", { name: "Team review" })).toBeNull();
    expect(status()).toHaveTextContent(/^$/);
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
