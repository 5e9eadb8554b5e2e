// Customising the checklist in every engine: add, reword and hide through the Customise mode, the
// checklist and the exported PDF then showing the checklist in use; the assessment saved on it and
// reopened on it; a question typed and not added, which Done asks about and applies; the checklist
// file saved and opened; the #checklist= link opened (asking first
// over work in progress, and gone from the address after); a checklist too long for a link; and
// untrusted checklists (markup, a newer format, a __proto__ key, too large), each giving a clear
// message and changing nothing.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  encodeChecklistFile,
  encodeChecklistLink,
  type ChecklistVariant,
} from "../../../src/variant";
import { fold, readPdf } from "../support/pdf";
import { expect, test, type App } from "./fixtures";
import type { Query } from "./harness/inPageHarness";
import { CHECKBOX, button, principleToggle } from "./queries";

const QUESTIONS = allQuestions(createInitialChecklist());
const textOf = (id: string) => QUESTIONS.find((q) => q.id === id)?.text ?? "";
const FILE_FIELD: Query = { css: 'input[type="file"]' };
const STATUS: Query = { css: 'section[aria-label="Your assessment file"] p[role="status"]' };
const ALERT: Query = { role: "alert" };
const DIALOG: Query = { role: "alertdialog", name: "Replace the checklist?", exact: true };
const BANNER: Query = { text: { pattern: "^Customised checklist: " } };
const PROGRESS: Query = { text: { pattern: "^\\d+ of \\d+ questions ticked$" } };
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

const FINISH: Query = { role: "alertdialog", name: "Apply what you typed?", exact: true };
const ADDED = "Are consent forms offered in Braille and in easy-read versions?";
const REWORDED = "Do participants understand what taking part involves?";
const REASON = "Our studies use public data only.";

const VARIANT: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board, Dept. of CS",
  changes: {
    addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: ADDED }],
    addedSubPrinciples: [],
    rewordedQuestions: [{ id: "ic-1", text: REWORDED }],
    hiddenQuestions: [{ id: "ic-2", reason: REASON }],
    nextNumber: 2,
  },
};

function onDisk(app: App, name: string, bytes: Buffer | string): string {
  const folder = `artifacts/engines/customise/${app.engine}-${test.info().testId}`;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${name}`;
  writeFileSync(path, bytes);
  return path;
}

const pick = (app: App, name: string, bytes: Buffer | string) =>
  app.setInputFiles(FILE_FIELD, onDisk(app, name, bytes));

/** Writes into the field that has the focus, as a paste does (its text replaced whole). */
function fillFocused(app: App, text: string): Promise<void> {
  return app.evaluate((value) => {
    const field = document.activeElement;
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement))
      throw new Error("no field has the focus");
    const proto = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
}

/** The checklist as the page shows it: banner, progress, every question shown and its tick. */
function checklistNow(app: App) {
  return app.evaluate(
    () => ({
      banner: document.querySelector("#customised-checklist-title")?.textContent ?? null,
      progress: document.querySelector("#checklist-progress-label")?.textContent,
      ticks: [...document.querySelectorAll<HTMLInputElement>("main input[type=checkbox]")].map(
        (box) => `${box.id}:${box.checked}`,
      ),
    }),
    null,
  );
}

const modePrinciple = (name: string): Query => ({
  role: "button",
  within: { role: "heading", level: 3, name: { pattern: `^${name}` } },
});

async function enterMode(app: App): Promise<void> {
  await app.click(button("Customise"));
  await app.expectFacts(
    { role: "heading", name: "Customise the checklist", exact: true },
    {
      focused: true,
    },
  );
}

async function leaveMode(app: App): Promise<void> {
  await app.click({ ...button("Done"), nth: 0 });
  await app.expectFacts(button("Customise"), { focused: true });
}

test("add, reword and hide in the Customise mode; the checklist, the PDF and a saved assessment carry them", async ({
  app,
}) => {
  test.setTimeout(180_000);
  await app.goto("/");
  await enterMode(app);
  await app.click(modePrinciple("Respect for Persons"));

  await app.click(button("Add a question to Informed Consent"));
  await app.expectFacts(
    { role: "textbox", name: "New question for Informed Consent" },
    {
      focused: true,
    },
  );
  await app.type(ADDED);
  await app.click(button("Add question"));
  await app.expectCount({ text: ADDED }, 1);

  await app.click(button(`Reword: ${textOf("ic-1")}`));
  await app.expectFacts({ role: "textbox", name: "New wording", exact: true }, { focused: true });
  await fillFocused(app, REWORDED);
  await app.click(button("Save wording"));
  await app.expectCount({ text: `Original wording: ${textOf("ic-1")}` }, 1);

  await app.click(button(`Hide: ${textOf("ic-2")}`));
  await fillFocused(app, REASON);
  await app.click(button("Hide question"));
  await app.expectFacts(button(`Restore: ${textOf("ic-2")}`), { focused: true });
  await app.expectCount({ text: `Hidden: ${REASON}` }, 1);
  expect(await app.axeViolations(), "axe, in the Customise mode").toEqual([]);
  await leaveMode(app);

  await app.expectFacts(BANNER, { text: "Customised checklist: Untitled checklist" });
  await app.click(principleToggle("Respect for Persons"));
  await app.expectCount({ role: "checkbox", name: textOf("ic-2"), exact: true }, 0);
  await app.click({ role: "checkbox", name: ADDED, exact: true });
  await app.click({ role: "checkbox", name: REWORDED, exact: true });
  await app.expectFacts(PROGRESS, { text: "2 of 68 questions ticked" });
  expect(await app.axeViolations(), "axe, the customised checklist").toEqual([]);

  // The PDF lists the ticked questions as the checklist in use words them.
  await app.click(button("Export"));
  const pdf = await app.download(0);
  const text = fold(readPdf(onDisk(app, pdf.name, pdf.bytes)).text);
  expect(text).toContain(fold(ADDED));
  expect(text).toContain(fold(REWORDED));

  // Saved on the customised checklist, and reopened on it after going back to the standard one.
  await app.click(button("Save"));
  const saved = await app.download(1);
  const record = JSON.parse(saved.bytes.toString("utf8")) as {
    formatVersion: number;
    checklist: { changes: ChecklistVariant["changes"] };
  };
  expect(record.formatVersion).toBe(2);
  expect(record.checklist.changes.addedQuestions.map((q) => q.text)).toEqual([ADDED]);
  const before = await checklistNow(app);

  await app.click(button("Use the standard checklist"));
  await app.expectCount(DIALOG, 1);
  await app.click({ ...button("Use the standard checklist"), within: DIALOG });
  await app.expectCount(BANNER, 0);
  // The reworded question's tick stays with it; the added question's went with the question.
  await app.expectFacts(PROGRESS, { text: "1 of 68 questions ticked" });

  // The built-in question's tick is still there: Open asks before replacing it.
  await pick(app, saved.name, saved.bytes);
  await app.expectCount(DIALOG, 1);
  await app.click(button("Replace"));
  await app.until(
    () => app.facts(STATUS),
    (facts) => facts.text.startsWith(`Opened ${saved.name}, saved `),
    "the assessment reopened",
  );
  expect(await checklistNow(app)).toEqual(before);
});

test("a question typed and not added: Done asks, Escape keeps editing, Apply and finish adds it", async ({
  app,
}) => {
  await app.goto("/");
  await enterMode(app);
  await app.click(modePrinciple("Respect for Persons"));
  await app.click(button("Add a question to Informed Consent"));
  await app.expectFacts(
    { role: "textbox", name: "New question for Informed Consent" },
    { focused: true },
  );
  await app.type(ADDED);

  const done = { ...button("Done"), nth: 0 };
  await app.click(done);
  await app.expectFacts({ ...button("Apply and finish"), within: FINISH }, { focused: true });
  expect((await app.facts(FINISH)).text).toContain(
    `Add the question \u201c${ADDED}\u201d to Informed Consent`,
  );
  expect(await app.axeViolations(), "axe, Done asking about typed text").toEqual([]);

  // Escape is Keep editing: the text stays, and the focus is back on Done.
  await app.press("Escape");
  await app.expectCount(FINISH, 0);
  await app.expectFacts(done, { focused: true });
  // The harness's facts give an input's value, not a textarea's: read from the field itself.
  const typed = await app.evaluate((label) => {
    const labels = [...document.querySelectorAll("label")];
    const field = labels.find((l) => l.textContent === label)?.control;
    return field instanceof HTMLTextAreaElement ? field.value : null;
  }, "New question for Informed Consent");
  expect(typed).toBe(ADDED);

  await app.click(done);
  await app.click({ ...button("Apply and finish"), within: FINISH });
  await app.expectFacts(button("Customise"), { focused: true });
  await app.expectFacts(BANNER, { text: "Customised checklist: Untitled checklist" });
  await app.expectFacts(PROGRESS, { text: "0 of 69 questions ticked" });
  await app.click(principleToggle("Respect for Persons"));
  await app.expectCount({ role: "checkbox", name: ADDED, exact: true }, 1);
});

test("a checklist file opened starts on it, and Save checklist file writes it back", async ({
  app,
}) => {
  await app.goto("/");
  await pick(app, "hci.json", encodeChecklistFile(VARIANT));
  await app.expectFacts(BANNER, { text: `Customised checklist: ${VARIANT.title}` });
  await app.expectFacts(STATUS, {
    text: `Opened the checklist \u201c${VARIANT.title}\u201d 1.0, published by ${VARIANT.publisher} from hci.json: a new assessment, with no ticks or notes.`,
  });
  await app.expectFacts(PROGRESS, { text: "0 of 68 questions ticked" });
  await enterMode(app);
  await app.click(button("Save checklist file"));
  const file = await app.download(0);
  expect(file.name).toBe("computing-research-checklist-checklist-for-hci-field-studies-1.0.json");
  expect(JSON.parse(file.bytes.toString("utf8"))).toEqual(JSON.parse(encodeChecklistFile(VARIANT)));
});

test("a checklist link opens the checklist, asks first over work, and leaves the address", async ({
  app,
}) => {
  const value = await encodeChecklistLink(VARIANT);
  await app.goto(`/#checklist=${value}`);
  await app.expectFacts(BANNER, { text: `Customised checklist: ${VARIANT.title}` });
  expect(await app.evaluate(() => location.hash, null)).toBe("");

  // Work in progress, then a link pasted into the address: it asks first.
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  const other = await encodeChecklistLink({ ...VARIANT, title: "Second checklist" });
  const navigate = (hash: string) =>
    app.evaluate((h) => {
      location.hash = h;
    }, hash);
  await navigate(`checklist=${other}`);
  await app.expectCount(DIALOG, 1);
  expect((await app.facts(DIALOG)).text).toContain(
    "Opening the link starts a new assessment on the checklist \u201cSecond checklist\u201d",
  );
  const before = await checklistNow(app);
  await app.click(button("Cancel"));
  await app.expectFacts(STATUS, { text: "The link was not opened; the checklist is unchanged." });
  expect(await checklistNow(app)).toEqual(before);
  expect(await app.evaluate(() => location.hash, null)).toBe("");

  await navigate(`checklist=${other}`);
  await app.expectCount(DIALOG, 1);
  await app.click(button("Replace"));
  await app.expectFacts(BANNER, { text: "Customised checklist: Second checklist" });
  await app.expectFacts(PROGRESS, { text: "0 of 68 questions ticked" });

  // A damaged link: a clear message, and nothing changed.
  const now = await checklistNow(app);
  await navigate("checklist=not-a-checklist");
  await app.expectFacts(ALERT, {
    text: "This checklist link could not be read: it is damaged or cut short. Ask for the checklist file instead. The link was not opened, and the checklist is unchanged.",
  });
  expect(await checklistNow(app)).toEqual(now);

  // Copy link gives this page's address with the checklist in it; too long a checklist says to
  // share the file.
  await enterMode(app);
  await app.click(button("Copy link"));
  const link = await app.until(
    () => app.facts({ role: "textbox", name: "Link to this checklist", exact: true }),
    (facts) => (facts.value ?? "").includes("#checklist="),
    "the link shown",
  );
  expect(
    link.value?.startsWith(await app.evaluate(() => `${location.origin}/#checklist=`, null)),
  ).toBe(true);
});

test("untrusted checklists: markup shown as text, newer formats, __proto__ keys and oversize files", async ({
  app,
}) => {
  await app.goto("/");
  await pick(app, "markup.json", encodeChecklistFile({ ...VARIANT, title: MARKUP }));
  await app.expectFacts(BANNER, { text: `Customised checklist: ${MARKUP}` });
  expect(
    await app.evaluate(
      () => ({
        images: document.querySelectorAll('img[src="x"]').length,
        pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
      }),
      null,
    ),
  ).toEqual({ images: 0, pwned: null });

  const file = encodeChecklistFile(VARIANT);
  const proto = file.replace(
    '"format":',
    '"__proto__": { "polluted": true },\n  "constructor": { "prototype": { "polluted": true } },\n  "format":',
  );
  await pick(app, "proto.json", proto);
  await app.expectCount(DIALOG, 1);
  await app.click(button("Replace"));
  await app.expectFacts(BANNER, { text: `Customised checklist: ${VARIANT.title}` });
  expect(
    await app.evaluate(() => ({ polluted: ({} as { polluted?: boolean }).polluted ?? null }), null),
  ).toEqual({ polluted: null });

  const bad: [string, string, string][] = [
    [
      "future.json",
      file.replace('"formatVersion": 1', '"formatVersion": 3'),
      "This checklist file was made by a newer version of this tool (checklist format 3); this version reads format 1.",
    ],
    [
      "huge.json",
      file.replace('"title":', `"padding": "${"x".repeat(600 * 1024)}",\n  "title":`),
      "This file is 601 KB; a checklist file is never larger than 512 KB, so it was not read.",
    ],
  ];
  for (const [name, bytes, problem] of bad) {
    const before = await checklistNow(app);
    await pick(app, name, bytes);
    await app.expectFacts(ALERT, {
      text: `${problem} ${name} was not opened, and the checklist is unchanged.`,
    });
    expect(await checklistNow(app)).toEqual(before);
    await app.expectCount(DIALOG, 0);
  }
});
