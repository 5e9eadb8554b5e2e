// Publishing a customised checklist: Save checklist file writes the variant (details and
// changes, never a tick or a note), which Open then starts a new assessment on; Copy link gives the
// page's address with the variant in its fragment, or says to share the file when it is too long.

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CHECKLIST_LINK_MAX_CHARS,
  decodeChecklistLink,
  encodeChecklistFile,
  parseChecklistFile,
  type ChecklistVariant,
} from "../../../../../src/variant";
import { renderApp } from "../../renderApp";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { sentence } from "../../sentence";
import { download, downloads } from "../../../support/downloads";

beforeAll(async () => {
  setUpJsdom();
  await import("../../../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../../../src/app/parts/lazyParts");
  await import("../../../../../src/app/checklist/record/recordActions");
}, 60_000);

type User = ReturnType<typeof renderApp>["user"];

const VARIANT: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  changes: {
    addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: "Braille forms?" }],
    addedSubPrinciples: [],
    rewordedQuestions: [{ id: "ic-1", text: "Do participants understand the study?" }],
    hiddenQuestions: [{ id: "ic-2", reason: "Not for public data." }],
    nextNumber: 2,
  },
};

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

async function openVariant(variant: ChecklistVariant, name = "hci.json") {
  pick(new File([encodeChecklistFile(variant)], name, { type: "application/json" }));
  await screen.findByText(sentence(/^Customised checklist: /));
}

async function enterMode(user: User) {
  await user.click(screen.getByRole("button", { name: "Customise" }));
  await screen.findByRole("heading", { name: "Customise the checklist" });
}

describe("publishing a customised checklist", { timeout: 90_000 }, () => {
  it("opening a checklist file starts on it; Save checklist file writes it back, without ticks or notes", async () => {
    const { user } = renderApp();
    await openVariant(VARIANT);
    expect(
      screen.getByText(sentence("Customised checklist: Checklist for HCI field studies")),
    ).toBeVisible();
    expect(screen.getByText(/^0 of 68 questions ticked$/)).toBeVisible();
    expect(
      screen.getByText(
        sentence(
          "Opened the checklist \u201cChecklist for HCI field studies\u201d 1.0, published by Ethics board from hci.json: a new assessment, with no ticks or notes.",
        ),
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    await user.click(screen.getByRole("checkbox", { name: "Braille forms?" }));

    await enterMode(user);
    await user.click(screen.getByRole("button", { name: "Save checklist file" }));
    expect(downloads()).toHaveLength(1);
    const { blob, name } = download(0);
    expect(name).toBe("computing-research-checklist-checklist-for-hci-field-studies-1.0.json");
    const text = await blob.text();
    expect(text).not.toMatch(/ticked|checked|note"/);
    const parsed = parseChecklistFile(text);
    expect(parsed).toEqual({ ok: true, variant: VARIANT });
    expect(
      screen.getByText(
        sentence(`Saved ${name}: the checklist's changes and details, without ticks or notes.`),
      ),
    ).toBeVisible();
  });

  it("a checklist file opened over work asks first, and Cancel changes nothing", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-1") }));
    pick(new File([encodeChecklistFile(VARIANT)], "hci.json"));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the checklist?" });
    expect(dialog).toHaveTextContent(
      "The checklist holds 1 tick and no notes. Opening hci.json starts a new assessment on the checklist \u201cChecklist for HCI field studies\u201d 1.0, published by Ethics board, with no ticks or notes.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(
      await screen.findByText(sentence("hci.json was not opened; the checklist is unchanged.")),
    ).toBeVisible();
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
    expect(screen.getByRole("checkbox", { name: textOf("ic-1") })).toBeChecked();
  });

  it("a bad checklist file says why and changes nothing", async () => {
    renderApp();
    const future = encodeChecklistFile(VARIANT).replace('"formatVersion": 1', '"formatVersion": 9');
    pick(new File([future], "future.json"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This checklist file was made by a newer version of this tool (checklist format 9); this version reads format 1. future.json was not opened, and the checklist is unchanged.",
    );
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
  });

  it("Copy link gives the page's address with the checklist in its fragment", async () => {
    const { user } = renderApp();
    await openVariant(VARIANT);
    await enterMode(user);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const field = await screen.findByRole("textbox", { name: "Link to this checklist" });
    const link = (field as HTMLInputElement).value;
    expect(link.startsWith(`${location.origin}${location.pathname}#checklist=`)).toBe(true);
    expect(link.length).toBeLessThanOrEqual(CHECKLIST_LINK_MAX_CHARS);
    const decoded = await decodeChecklistLink(link.slice(link.indexOf("=") + 1));
    expect(decoded).toEqual({ ok: true, variant: VARIANT });
  });

  it("Copy link on a checklist too long for a link says to share the file instead", async () => {
    const { user } = renderApp();
    // Text that does not compress: a different word for each number.
    const word = (n: number) => (n * 2654435761).toString(36);
    const long: ChecklistVariant = {
      ...VARIANT,
      changes: {
        ...VARIANT.changes,
        addedQuestions: Array.from({ length: 20 }, (_, i) => ({
          id: `custom-q-${i + 1}`,
          parentId: "informed-consent",
          text: Array.from({ length: 120 }, (_, j) => word(i * 1000 + j))
            .join(" ")
            .slice(0, 900),
        })),
        nextNumber: 21,
      },
    };
    await openVariant(long);
    await enterMode(user);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(screen.getByText(/^This checklist is too long for a link \(/)).toBeVisible(),
    );
    expect(
      screen.getByText(/Share the checklist file instead: Save checklist file\.$/),
    ).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Link to this checklist" })).toBeNull();
  });
});
