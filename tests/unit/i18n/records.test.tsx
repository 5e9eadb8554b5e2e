// Save and Open on the French page: the drop overlay, the status after Save and Open, the review
// of what was adapted, the "Replace the checklist?" dialog and the problems of a bad file, each in
// words (French, or English where French has no translation yet), never a message's id; the date a
// file was saved in French; text from a file shown as it is.

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "../../../src/i18n";
import { buildAssessmentRecord } from "../../../src/record";
import { checklistWithNotes } from "../export/checklistFixtures";
import { setUpJsdom } from "../app/jsdomTestSetup";
import { renderApp } from "../app/renderApp";

const { t } = translatorFor("fr");
const SAVED_AT = new Date("2026-11-20T09:30:00Z");
/** A message's id, alone: what a missing message shows. */
const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;
/** One of this area's ids, anywhere in a text. */
const OUR_ID = /\b(?:open|record|fileProblem)\.[A-Za-z]/;

beforeAll(setUpJsdom);

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

/** A saved assessment whose first question was worded otherwise, with an id this checklist lacks. */
function adaptedFile(name: string): File {
  const record = buildAssessmentRecord(checklistWithNotes(["ic-1"], {}), SAVED_AT);
  const edited = {
    ...record,
    questions: [
      { ...record.questions[0], text: "An older wording." },
      { id: "gone-1", ticked: true, note: "", text: "A question since removed." },
    ],
  };
  return new File([JSON.stringify(edited)], name, { type: "application/json" });
}

/** No message id shown, as a whole text or an accessible name, nor one of ours within a text. */
function expectNoMessageIds(): void {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    // A <bdi> holds words not ours (a file's name, which may look like an id): not a message.
    if (node.parentElement?.localName === "bdi") continue;
    expect(text).not.toMatch(MESSAGE_ID);
    expect(text).not.toMatch(OUR_ID);
  }
  for (const element of document.body.querySelectorAll("[aria-label]"))
    expect(element.getAttribute("aria-label")).not.toMatch(MESSAGE_ID);
  expect(document.body.textContent).not.toMatch(OUR_ID);
}

describe("Save and Open in French", () => {
  it("say everything in words, never a message's id", async () => {
    renderApp("/fr/");
    expect(document.documentElement.lang).toBe("fr");

    // Dragging a file over the page: the overlay.
    fireEvent.dragEnter(document.body, {
      dataTransfer: { types: ["Files"], files: [], dropEffect: "" },
    });
    expect(await screen.findByText(t("open.dropHere"))).toBeVisible();
    expectNoMessageIds();
    fireEvent.dragLeave(document.body, {
      dataTransfer: { types: ["Files"], files: [], dropEffect: "" },
    });

    // A file that had to be adapted: the status, with the date in French, and the review.
    pick(adaptedFile("ancien.json"));
    // The review comes with the parts loaded on first use: on a busy machine, in more than 1 s.
    const review = await screen.findByRole(
      "region",
      { name: t("open.reviewHeading") },
      { timeout: 15_000 },
    );
    // The file's name is a <bdi> of its own in the status line: the line is read whole.
    const status = document.querySelector<HTMLElement>('#assessment-file [role="status"]');
    expect(status).toHaveTextContent(/ancien\.json/);
    expect(status).toHaveTextContent("20 novembre 2026");
    expect(review).toHaveTextContent("An older wording.");
    expect(review).toHaveTextContent("gone-1");
    expectNoMessageIds();

    // Another file over the ticks it brought: the question first. Cancel keeps them.
    pick(adaptedFile("autre.json"));
    const dialog = await screen.findByRole("alertdialog", { name: t("open.replaceHeading") });
    expect(dialog).toHaveTextContent("autre.json");
    expect(within(dialog).getByRole("button", { name: t("open.replace") })).toBeVisible();
    expectNoMessageIds();
    fireEvent.click(within(dialog).getByRole("button", { name: t("open.cancel") }));
    // The file's name is a <bdi> of its own in the status line: the line is read whole.
    await waitFor(() => expect(status).toHaveTextContent(/autre\.json/));
    expectNoMessageIds();

    // A checklist file with problems, named with what an escape would look like: the name as it is.
    const name = "liste\\u0042.json";
    const checklist = {
      format: "computing-research-principles-checklist",
      formatVersion: 1,
      title: "",
      version: 7,
      publisher: "",
      changes: { nextNumber: 1, addedSubPrinciples: [], addedQuestions: [{}], hiddenQuestions: [] },
    };
    pick(new File([JSON.stringify(checklist)], name, { type: "application/json" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(name);
    expect(alert).toHaveTextContent(t("fileProblem.textEmpty", { field: "title" }));
    expect(alert).toHaveTextContent(
      t("fileProblem.textNotText", { field: "version", kind: "number" }),
    );
    expectNoMessageIds();

    // Save, with Ctrl+S: the status says what the file holds.
    fireEvent.keyDown(document.body, { key: "s", code: "KeyS", ctrlKey: true });
    await waitFor(() => expect(status).toHaveTextContent(/computing-research-assessment-.*\.json/));
    expectNoMessageIds();
  });
});
