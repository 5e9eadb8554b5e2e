// Save and Open on the checklist page, as a user meets them: the buttons, Ctrl+S, a
// picked or dropped file, the question before replacing work, the status after, the alert and the
// unchanged checklist after a bad file, the page's question before it is left, and what was said
// put into the new language when the page's language changes.

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { allQuestions, dateInWords } from "../../../../../src/data";
import { createInitialChecklist } from "../../../../../src/data/english";
import { translatorFor } from "../../../../../src/i18n";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../../../src/record";
import { checklistWithNotes } from "../../../export/checklistFixtures";
import { setUpJsdom } from "../../jsdomTestSetup";
import { mainContent, renderApp } from "../../renderApp";
import { download, downloads } from "../../../support/downloads";

const QUESTIONS = allQuestions(createInitialChecklist());
const text = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? "";
const SAVED_AT = new Date("2026-11-20T09:30:00Z");

function savedFile(
  ticked: string[],
  notes: Record<string, string> = {},
  name = "my-assessment.json",
): File {
  const record = buildAssessmentRecord(checklistWithNotes(ticked, notes), SAVED_AT);
  return new File([encodeAssessmentRecord(record)], name, { type: "application/json" });
}

beforeAll(setUpJsdom);

/**
 * The status line or alert that says `words`, whole: a file's name in it is an element of its own
 * (a <bdi>), so the words are read from the line's text, not from one text node.
 */
function findSaid(words: string | RegExp): Promise<HTMLElement> {
  return screen.findByText((_, element) => {
    const role = element?.getAttribute("role");
    if (role !== "status" && role !== "alert") return false;
    const said = element?.textContent ?? "";
    return typeof words === "string" ? said === words : words.test(said);
  });
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
}

function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function checkbox(id: string) {
  return screen.getByRole("checkbox", { name: text(id), hidden: true });
}

/** What the checklist holds: ticked ids and the principles open, read from the page. */
function pageState() {
  return {
    ticked: QUESTIONS.filter((q) => {
      const box = screen.queryByRole("checkbox", { name: q.text, hidden: true });
      return box instanceof HTMLInputElement && box.checked;
    }).map((q) => q.id),
    open: screen
      .getAllByRole("button", { hidden: true })
      .filter((b) => b.closest("h2") && b.getAttribute("aria-expanded") === "true")
      .map((b) => b.textContent),
  };
}

function leavingIsAsked(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function tickFirst(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(mainContent().getByRole("button", { name: /^Respect for Persons,/ }));
  await user.click(checkbox("ic-1"));
}

describe("Save", () => {
  it("downloads the assessment as dated JSON, says what it holds, and leaving no longer asks", async () => {
    const { user } = renderApp();
    await tickFirst(user);
    expect(leavingIsAsked()).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const { blob, name } = download(0);
    expect(name).toMatch(/^computing-research-assessment-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(await blob.text()) as { questions: { id: string }[] };
    expect(saved.questions.map((q) => q.id)).toEqual(["ic-1"]);
    expect(await findSaid(`Saved ${name}: 1 tick and no notes.`)).toBeVisible();
    expect(leavingIsAsked()).toBe(false);
  });

  it("Ctrl+S and ⌘+S save instead of the browser's Save Page", async () => {
    renderApp();
    const ctrl = fireEvent.keyDown(document.body, { key: "s", code: "KeyS", ctrlKey: true });
    expect(ctrl, "default prevented").toBe(false);
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const meta = fireEvent.keyDown(document.body, { key: "S", code: "KeyS", metaKey: true });
    expect(meta).toBe(false);
    await waitFor(() => expect(downloads()).toHaveLength(2));
    // A layout without Latin letters: the key in the S place.
    fireEvent.keyDown(document.body, { key: "ы", code: "KeyS", ctrlKey: true });
    await waitFor(() => expect(downloads()).toHaveLength(3));
    // Not other shortcuts, nor a held key's repeats.
    expect(fireEvent.keyDown(document.body, { key: "s", ctrlKey: true, shiftKey: true })).toBe(
      true,
    );
    expect(fireEvent.keyDown(document.body, { key: "p", ctrlKey: true })).toBe(true);
    fireEvent.keyDown(document.body, { key: "s", ctrlKey: true, repeat: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(downloads()).toHaveLength(3);
  });
});

describe("Open", () => {
  it("the Open button opens the file picker", async () => {
    const { user } = renderApp();
    const click = vi.spyOn(fileInput(), "click");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(fileInput().accept).toContain(".json");
    expect(fileInput().accept).toContain(".pdf");
  });

  it("into an empty checklist: loads at once, says what came in, opens the principles that hold it", async () => {
    renderApp();
    pick(savedFile(["ic-1", "dp-1"], { "ic-2": "<b>not bold</b>" }));
    expect(
      await findSaid(
        /^Opened my-assessment\.json, saved November 20, 2026 at .+: 2 ticks and 1 note\.$/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(pageState().ticked).toEqual(["ic-1", "dp-1"]);
    expect(checkbox("ic-1")).toBeVisible();
    expect(leavingIsAsked()).toBe(false);
  });

  it("over ticks: asks first; Cancel changes nothing", async () => {
    const { user } = renderApp();
    await tickFirst(user);
    const before = pageState();
    pick(savedFile(["cr-1"]));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the checklist?" });
    expect(dialog).toHaveTextContent(
      "The checklist holds 1 tick and no notes. Opening my-assessment.json replaces them with what the file holds: 1 tick and no notes.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(
      await findSaid("my-assessment.json was not opened; the checklist is unchanged."),
    ).toBeVisible();
    expect(pageState()).toEqual(before);
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("over ticks: Replace loads the file", async () => {
    const { user } = renderApp();
    await tickFirst(user);
    pick(savedFile(["cr-1"], { "cr-1": "kept" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Replace" }));
    expect(await findSaid(/^Opened my-assessment\.json/)).toBeVisible();
    expect(pageState().ticked).toEqual(["cr-1"]);
  });

  it("lists what it had to adapt: ids it does not know, reworded questions", async () => {
    renderApp();
    const record = buildAssessmentRecord(checklistWithNotes(["ic-1"], {}), SAVED_AT);
    const edited = {
      ...record,
      questions: [
        { ...record.questions[0], text: "An older wording." },
        { id: "gone-1", ticked: true, note: "", text: "A question since removed." },
      ],
    };
    pick(new File([JSON.stringify(edited)], "old.json", { type: "application/json" }));
    const status = await findSaid(/^Opened old\.json/);
    expect(status).toHaveTextContent("1 question has changed wording since: review it below.");
    expect(status).toHaveTextContent(
      "1 question in the file is not in this checklist and was skipped.",
    );
    // A part of its own, shown once it has rendered: after the status, not with it.
    const review = await screen.findByRole("region", { name: "To review in the file you opened" });
    expect(review).toHaveTextContent(text("ic-1"));
    expect(review).toHaveTextContent("Saved as: An older wording.");
    expect(review).toHaveTextContent("gone-1");
    expect(pageState().ticked).toEqual(["ic-1"]);
  });

  it.each([
    ["neither JSON nor PDF", new File(["just some words"], "notes.txt"), /is neither/],
    ["malformed JSON", new File(['{"format": '], "cut.json"), /JSON/],
    ["JSON of another shape", new File(['{"a": 1}'], "other.json"), /not an assessment/],
  ])("a file that is %s: an alert, and nothing changed", async (_case, file, problem) => {
    const { user } = renderApp();
    await tickFirst(user);
    const before = pageState();
    pick(file);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveTextContent(`${file.name} was not opened, and the checklist is unchanged.`);
    expect(pageState()).toEqual(before);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a file over 10 MB is refused before it is read", async () => {
    renderApp();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.json");
    const read = vi.spyOn(big, "arrayBuffer");
    pick(big);
    expect(await screen.findByRole("alert")).toHaveTextContent(/10 MB/);
    expect(read).not.toHaveBeenCalled();
  });
});

describe("dropping a file on the page", () => {
  const drag = (type: "dragEnter" | "dragOver" | "dragLeave" | "drop", files: File[] = []) =>
    fireEvent[type](document.body, { dataTransfer: { types: ["Files"], files, dropEffect: "" } });

  it("shows a drop target while a file is over the page, and opens the file dropped", async () => {
    renderApp();
    expect(screen.queryByText(/Drop a saved assessment/)).toBeNull();
    drag("dragEnter");
    expect(drag("dragOver"), "dragover's default prevented: a drop is accepted").toBe(false);
    // The overlay loads with the deferred parts, on the first drag.
    expect(
      await screen.findByText(
        /Drop a saved assessment \(\.json\), a checklist file or an exported PDF/,
      ),
    ).toBeVisible();
    drag("dragLeave");
    expect(screen.queryByText(/Drop a saved assessment/)).toBeNull();
    drag("dragEnter");
    expect(
      drag("drop", [savedFile(["ic-1"], {}, "dropped.json")]),
      "not opened by the browser",
    ).toBe(false);
    expect(screen.queryByText(/Drop a saved assessment/)).toBeNull();
    expect(await findSaid(/^Opened dropped\.json/)).toBeVisible();
  });

  it("two files at once: a team's, brought together in the Team dialog, and nothing changed", async () => {
    renderApp();
    drag("dragEnter");
    drag("drop", [savedFile(["ic-1"]), savedFile(["cr-1"])]);
    expect(await screen.findByRole("dialog", { name: "Team review" })).toBeVisible();
    expect(pageState().ticked).toEqual([]);
  });

  it("ignores a drag that carries no files (text dragged within the page)", () => {
    renderApp();
    fireEvent.dragEnter(document.body, { dataTransfer: { types: ["text/plain"], files: [] } });
    expect(screen.queryByText(/Drop a saved assessment/)).toBeNull();
  });
});

describe("what Save and Open said, after a change of language", () => {
  /** The page's language changed with the header's switcher, as a user changes it. */
  async function switchTo(user: ReturnType<typeof renderApp>["user"], from: string, to: RegExp) {
    await user.click(screen.getByRole("button", { name: new RegExp(`${from}$`) }));
    await user.click(screen.getByRole("link", { name: to }));
  }
  const statusLine = () => document.querySelector('#assessment-file [role="status"]');

  it("the status after Open and after Save: in the new language, the file's date as it writes dates", async () => {
    const { user } = renderApp();
    pick(savedFile(["ic-1"]));
    expect(await findSaid(/^Opened my-assessment\.json, saved November 20, 2026/)).toBe(
      statusLine(),
    );

    await switchTo(user, "English", /^Français/);
    await waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    const fr = translatorFor("fr");
    const { date, time } = dateInWords(SAVED_AT, { locale: "fr" });
    expect(date).toBe("20 novembre 2026");
    const opened = fr.t("record.opened", {
      fileName: "my-assessment.json",
      date,
      time,
      ticks: 1,
      notes: 0,
    });
    await waitFor(() => expect(statusLine()?.textContent).toBe(opened));

    fireEvent.keyDown(document.body, { key: "s", code: "KeyS", ctrlKey: true });
    await waitFor(() => expect(downloads()).toHaveLength(1));
    const fileName = download(0).name;
    const saved = { fileName, ticks: 1, notes: 0 };
    await waitFor(() => expect(statusLine()?.textContent).toBe(fr.t("record.saved", saved)));

    await switchTo(user, "Français", /^العربية/);
    await waitFor(() => expect(document.documentElement.lang).toBe("ar"));
    expect(statusLine()?.textContent).toBe(translatorFor("ar").t("record.saved", saved));
  });

  it("an alert about a file: in the new language", async () => {
    const { user } = renderApp();
    const drop = (files: File[]) =>
      fireEvent.drop(document.body, { dataTransfer: { types: ["Files"], files, dropEffect: "" } });
    drop([new File(["Some notes"], "notes.txt", { type: "text/plain" })]);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This file is neither a saved assessment (.json) nor a PDF exported by this checklist.",
    );

    await switchTo(user, "English", /^Deutsch/);
    await waitFor(() => expect(document.documentElement.lang).toBe("de"));
    expect(screen.getByRole("alert")).toHaveTextContent(
      translatorFor("de").t("fileProblem.neither"),
    );
  });
});
