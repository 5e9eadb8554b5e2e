// Words that are not a message's own, on the Arabic page, in the DOM: a file's name, a field's
// title, text a user typed, a phase's or a member's name. Where React draws the sentence, each is a
// <bdi> of its own (it runs in its own direction, the sentence keeps its punctuation), with `lang`
// where they are a field's words in another language than the page's; where only a string can go
// (an <option>, a live region, a sentence kept as a string), it is set apart by U+2068…U+2069.
// What a browser then draws is languages.spec's (tests/e2e/engines/).

import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { translatorFor } from "../../../src/i18n";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../src/record";
import { encodeChecklistFile, type ChecklistVariant } from "../../../src/variant";
import { checklistWithNotes } from "../export/checklistFixtures";
import { setUpJsdom } from "../app/jsdomTestSetup";
import { renderApp } from "../app/renderApp";
import { download, downloads } from "../support/downloads";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../src/app/parts/lazyParts");
  await import("../../../src/app/checklist/record/recordActions");
}, 60_000);

const { t } = translatorFor("ar");
// Parts loaded on first use come as fast as the host allows: waited for, never slept on.
const WAIT = { timeout: 15_000 };

/** A field's checklist written in English (it names no language: its words are English). */
const FIELD: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  changes: {
    addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: "Braille forms?" }],
    addedSubPrinciples: [],
    rewordedQuestions: [],
    hiddenQuestions: [],
    nextNumber: 2,
  },
};
const FIELD_FILE = "hci-field.json";

/** Each <bdi> under `element`: its words, and the language it says they are in ("" for none). */
const ownWords = (element: Element) =>
  [...element.querySelectorAll("bdi")].map(
    (bdi) => `${bdi.textContent ?? ""} [${bdi.getAttribute("lang") ?? ""}]`,
  );

/** The page's own status line, under Save and Open. */
function statusLine(): HTMLElement {
  const status = document.querySelector<HTMLElement>('#assessment-file [role="status"]');
  if (!status) throw new Error("no status line");
  return status;
}

function pick(...files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files } });
}

const fieldFile = () => new File([encodeChecklistFile(FIELD)], FIELD_FILE);

function assessmentFile(name: string, ticked: string[], member?: string): File {
  const record = buildAssessmentRecord(
    checklistWithNotes(ticked, {}),
    new Date("2026-11-20T09:30:00Z"),
    null,
    [],
    member === undefined ? undefined : { member },
  );
  return new File([encodeAssessmentRecord(record)], name, { type: "application/json" });
}

type User = ReturnType<typeof renderApp>["user"];

async function more(user: User, name: string) {
  if (!screen.queryByRole("button", { name }))
    await user.click(screen.getByRole("button", { name: t("actions.more") }));
  await user.click(await screen.findByRole("button", { name }, WAIT));
}

describe("words not the message's own, on the Arabic page", { timeout: 120_000 }, () => {
  it("a field's checklist opened: the status line, the banner, and Use the standard checklist's question", async () => {
    const { user } = renderApp("/ar/");
    pick(fieldFile());
    const banner = await screen.findByRole(
      "region",
      { name: t("customise.bannerTitle", { title: FIELD.title }) },
      WAIT,
    );
    // "Opened the checklist “…” 1.0, published by … from <file>": the title and publisher English,
    // the version and the file's name runs of their own with no language said.
    expect(ownWords(statusLine())).toEqual([
      `${FIELD.title} [en]`,
      "1.0 []",
      "Ethics board [en]",
      `${FIELD_FILE} []`,
    ]);
    expect(ownWords(banner)).toEqual([`${FIELD.title} [en]`, "1.0 []", "Ethics board [en]"]);

    // A tick on the question the field added: going back to the standard checklist asks first,
    // naming the field's checklist in its words.
    await user.click(
      screen.getByRole("button", {
        name: new RegExp(`^${t("checklist.name.respect-for-persons")}`),
      }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Braille forms?" }));
    await user.click(within(banner).getByRole("button", { name: t("customise.useStandard") }));
    const dialog = await screen.findByRole("alertdialog", { name: t("open.replaceHeading") });
    expect(ownWords(dialog)).toEqual([`${FIELD.title} [en]`]);
  });

  it("Done's pending edits: the words typed, in the field's language, and the group's name", async () => {
    const { user } = renderApp("/ar/");
    pick(fieldFile());
    await screen.findByRole(
      "region",
      { name: t("customise.bannerTitle", { title: FIELD.title }) },
      WAIT,
    );
    await user.click(screen.getByRole("button", { name: t("customiseBar.button") }));
    await screen.findByRole("heading", { name: t("customise.heading") }, WAIT);
    const principle = t("checklist.name.respect-for-persons");
    await user.click(
      screen.getByRole("button", { name: new RegExp(`^${principle}`), expanded: false }),
    );
    const group = t("checklist.name.informed-consent");
    await user.click(screen.getByRole("button", { name: t("customise.addQuestionTo", { group }) }));
    await user.type(
      screen.getByRole("textbox", { name: t("customise.newQuestionField", { group }) }),
      "Large-print forms?",
    );
    await user.click(
      screen.getAllByRole("button", { name: t("customise.done") })[0] as HTMLElement,
    );
    const dialog = screen.getByRole("alertdialog", { name: t("customise.finishHeading") });
    // The question typed on this field's English checklist is English; the group's name is the
    // page's own (Arabic), so it says no other.
    expect(ownWords(dialog)).toEqual(["Large-print forms? [en]", `${group} []`]);
  });

  it("an assessment opened over work: the Replace dialog, the status after Open and after Save", async () => {
    const { user } = renderApp("/ar/");
    await user.click(
      screen.getByRole("button", {
        name: new RegExp(`^${t("checklist.name.respect-for-persons")}`),
      }),
    );
    await user.click(screen.getAllByRole("checkbox")[0] as HTMLElement);
    pick(assessmentFile("old-assessment.json", ["ic-1", "ic-2"]));
    const dialog = await screen.findByRole("alertdialog", { name: t("open.replaceHeading") }, WAIT);
    expect(ownWords(dialog)).toEqual(["old-assessment.json []"]);
    await user.click(within(dialog).getByRole("button", { name: t("open.replace") }));
    await vi.waitFor(() => expect(ownWords(statusLine())).toEqual(["old-assessment.json []"]));

    fireEvent.keyDown(document.body, { key: "s", code: "KeyS", ctrlKey: true });
    await vi.waitFor(() => expect(downloads()).not.toHaveLength(0));
    const saved = download(-1).name;
    expect(saved).toMatch(/^computing-research-assessment-.*\.json$/);
    await vi.waitFor(() => expect(ownWords(statusLine())).toEqual([`${saved} []`]));
  });

  it("Compare: a phase's name and a file's set apart in the strings it shows", async () => {
    const { user } = renderApp("/ar/");
    await more(user, t("phases.button"));
    const phases = within(await screen.findByRole("dialog", { name: t("phases.title") }, WAIT));
    await user.type(phases.getByRole("textbox", { name: t("phases.name") }), "Planning");
    await user.click(phases.getByRole("button", { name: t("phases.keep") }));
    await user.click(phases.getByRole("button", { name: t("compare.button") }));
    const dialog = within(await screen.findByRole("dialog", { name: t("compare.title") }, WAIT));
    // An <option> holds a string: the phase's name between U+2068 and U+2069.
    const before = dialog.getByRole("combobox", { name: t("compare.before") });
    expect((before as HTMLSelectElement).selectedOptions[0]?.textContent).toContain(
      "\u2068Planning\u2069",
    );
    await user.click(dialog.getByRole("button", { name: t("compare.run") }));
    const heading = await dialog.findByRole("heading", { name: t("compare.resultHeading") }, WAIT);
    expect(heading.parentElement?.textContent).toContain("\u2068Planning\u2069");
    // The report's heading names the phase in a <bdi>.
    expect(ownWords(heading.parentElement as HTMLElement)).toEqual(["Planning []"]);

    // A file that is not an assessment: its name set apart in the alert, a <bdi> of its own.
    await user.selectOptions(before, "file");
    const field = dialog.getByLabelText(t("compare.fileBefore"));
    fireEvent.change(field, { target: { files: [new File(["{"], "notes.json")] } });
    await user.click(dialog.getByRole("button", { name: t("compare.run") }));
    const alert = await dialog.findByRole("alert", {}, WAIT);
    expect(alert).toHaveTextContent(t("compare.notCompared", { fileName: "notes.json" }));
    expect(ownWords(alert)).toEqual(["notes.json []"]);
  });

  it("Compare: a file's own words in its problem set apart, as the record bar sets them", async () => {
    const { user } = renderApp("/ar/");
    await more(user, t("compare.button"));
    const dialog = within(await screen.findByRole("dialog", { name: t("compare.title") }, WAIT));
    await user.selectOptions(dialog.getByRole("combobox", { name: t("compare.before") }), "file");
    // A saved assessment that lists a question twice: the problem names the id the file holds.
    const record = JSON.parse(
      encodeAssessmentRecord(
        buildAssessmentRecord(checklistWithNotes(["ic-1"], {}), new Date("2026-11-20T09:30:00Z")),
      ),
    ) as { questions: unknown[] };
    record.questions.push(record.questions[0]);
    const twice = new File([JSON.stringify(record)], "twice.json", { type: "application/json" });
    fireEvent.change(dialog.getByLabelText(t("compare.fileBefore")), {
      target: { files: [twice] },
    });
    await user.click(dialog.getByRole("button", { name: t("compare.run") }));
    const alert = await dialog.findByRole("alert", {}, WAIT);
    expect(alert).toHaveTextContent(t("fileProblem.assessmentQuestionTwice", { id: "ic-1" }));
    expect(ownWords(alert)).toEqual(["ic-1 []", "twice.json []"]);
  });

  it("Team: a file's name and the members' names set apart in the strings it shows", async () => {
    renderApp("/ar/");
    pick(assessmentFile("ana.json", ["ic-1"], "Ana"), assessmentFile("ben.json", [], "Ben"));
    const element = await screen.findByRole("dialog", { name: t("team.title") }, WAIT);
    const dialog = within(element);
    expect(
      await dialog.findByText(t("team.tickedBy", { names: "\u2068Ana\u2069" }), {}, WAIT),
    ).toBeVisible();
    expect(dialog.getByText(t("team.notTickedBy", { names: "\u2068Ben\u2069" }))).toBeVisible();
    // Who each member is, and from which file: each name a <bdi>.
    const members = dialog.getByRole("heading", { name: t("team.membersHeading") });
    expect(ownWords(members.nextElementSibling as HTMLElement)).toEqual([
      "Ana []",
      "ana.json []",
      "Ben []",
      "ben.json []",
    ]);

    // Files chosen again, one of them not an assessment: its name set apart in the alert.
    const input = element.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input in the dialog");
    fireEvent.change(input, {
      target: { files: [assessmentFile("ana.json", ["ic-1"], "Ana"), new File(["{"], "cut.json")] },
    });
    const alert = await dialog.findByRole("alert", {}, WAIT);
    expect(alert).toHaveTextContent(t("team.fileNotRead", { fileName: "cut.json" }));
    expect(ownWords(alert)).toEqual(["cut.json []"]);
  });
});
