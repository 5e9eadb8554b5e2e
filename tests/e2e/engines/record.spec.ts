// Save and reopen in every engine: Save, Reset, Open and Export, Reset, Open the PDF give
// back exactly the same ticks and notes; Ctrl+S; the question before work is replaced; a file
// dropped on the page; bad files one after another, each with an alert and nothing changed; what a
// file had to adapt, listed; and leaving the page asks only when there is unkept work.
//
// Files are picked with each driver's file upload (the operating system's chooser is out of any
// driver's reach); the Open button's part, opening that chooser, is checked on its own.

import { mkdirSync, writeFileSync } from "node:fs";
import { jsPDF } from "jspdf";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { fold, readPdf } from "../support/pdf";
import { checkLook, expect, test, type App, onDarkPhone } from "./fixtures";
import type { Query } from "./harness/inPageHarness";
import { CHECKBOX, button, localDate, principleToggle, writeNotes } from "./queries";

const CHECKLIST = createInitialChecklist();
const QUESTIONS = allQuestions(CHECKLIST);
const principleOf = (id: string) =>
  CHECKLIST.find((p) => allQuestions([p]).some((q) => q.id === id))?.name ?? "";
const FIRST = QUESTIONS[0];
const SECOND = QUESTIONS[1];
if (!FIRST || !SECOND) throw new Error("The checklist has fewer than two questions.");
const FILE_FIELD: Query = { css: 'input[type="file"]' };
const STATUS: Query = { css: 'section[aria-label="Your assessment file"] p[role="status"]' };
const ALERT: Query = { role: "alert" };
const DIALOG: Query = { role: "alertdialog", name: "Replace the checklist?", exact: true };
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const noteField = (question: string): Query => ({
  role: "textbox",
  name: `Note on: ${question}`,
  exact: true,
});

/** Writes `bytes` where the driver can pick it, under the name the app will show. */
function onDisk(app: App, name: string, bytes: Buffer | string): string {
  const folder = `artifacts/engines/open/${app.engine}-${test.info().testId}`;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${name}`;
  writeFileSync(path, bytes);
  return path;
}

async function pick(app: App, name: string, bytes: Buffer | string): Promise<void> {
  await app.setInputFiles(FILE_FIELD, onDisk(app, name, bytes));
}

/** Everything a bad file must leave as it was: ticks, open sections, open notes, notes' counts. */
function checklistNow(app: App) {
  return app.evaluate(() => {
    const toggles = [...document.querySelectorAll("main h2 button, main h3 button")];
    return {
      ticks: [...document.querySelectorAll<HTMLInputElement>("main input[type=checkbox]")].map(
        (box) => `${box.id}:${box.checked}`,
      ),
      sections: toggles.map((b) => `${b.textContent}:${b.getAttribute("aria-expanded")}`),
      notes: [...document.querySelectorAll("main textarea")].map(
        (t) => (t as HTMLTextAreaElement).value,
      ),
      progress: document.querySelector("#checklist-progress-label")?.textContent,
    };
  }, null);
}

/** A checklist holding work: a principle open, two ticks, a note. */
async function someWork(app: App): Promise<void> {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ ...CHECKBOX, nth: 1 });
  await writeNotes(app, { [FIRST.text]: "Consent forms in two languages." });
  await app.expectFacts(noteField(FIRST.text), { text: "Consent forms in two languages." });
}

/** A saved file as this app writes it, made in the page by saving. */
async function savedRecord(app: App, index = 0): Promise<Record<string, unknown>> {
  const { bytes } = await app.download(index);
  return JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
}

/** What leaving the page would do now: ask (true) or not. The browser's own prompt is tested in
 * Chromium (../record-leave.spec.ts); this is the app's answer to it, in every engine. */
function leavingAsks(app: App): Promise<boolean> {
  return app.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, null);
}

/** The alert where the eye can see it: it is drawn with the file's buttons, above the checklist. */
function showAlert(app: App): Promise<void> {
  return app.evaluate(() => {
    document.querySelector('[role="alert"]')?.scrollIntoView({ block: "center" });
  }, null);
}

const withoutSavedAt = (record: Record<string, unknown>) => ({ ...record, savedAt: undefined });

test("Save, Reset, Open: the same ticks and notes come back; leaving asks only with unkept work", async ({
  app,
}) => {
  await app.goto("/");
  expect(await leavingAsks(app), "an untouched checklist").toBe(false);
  await someWork(app);
  await writeNotes(app, { [QUESTIONS[5]?.text ?? ""]: "Not ticked: no recordings made." });
  expect(await leavingAsks(app), "after ticks and notes").toBe(true);

  await app.click(button("Save"));
  const first = await app.download(0);
  expect(first.name).toBe(`computing-research-assessment-${localDate()}.json`);
  const saved = JSON.parse(first.bytes.toString("utf8")) as {
    questions: { id: string; ticked: boolean; note: string }[];
  };
  expect(saved.questions.map(({ id, ticked, note }) => [id, ticked, note])).toEqual([
    [FIRST.id, true, "Consent forms in two languages."],
    [SECOND.id, true, ""],
    [QUESTIONS[5]?.id, false, "Not ticked: no recordings made."],
  ]);
  await app.expectFacts(STATUS, { text: `Saved ${first.name}: 2 ticks and 2 notes.` });
  expect(await leavingAsks(app), "after Save").toBe(false);

  const before = await checklistNow(app);
  await app.click(button("Reset"));
  await app.expectCount(CHECKBOX, 0);
  expect(await leavingAsks(app), "after Reset: the checklist differs from the file").toBe(true);

  await pick(app, first.name, first.bytes);
  await app.expectFacts(STATUS, {
    text: `Opened ${first.name}, saved ${await app.evaluate(
      (iso) =>
        `${new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(iso))} at ${new Intl.DateTimeFormat("en", { timeStyle: "short" }).format(new Date(iso))}`,
      (saved as unknown as { savedAt: string }).savedAt,
    )}: 2 ticks and 2 notes.`,
  });
  // The principle that holds them is open again, with the same ticks.
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });
  const after = await checklistNow(app);
  expect(after.ticks).toEqual(before.ticks);
  expect(after.progress).toBe(before.progress);
  await app.click({ role: "button", name: `Edit note on: ${FIRST.text}`, exact: true });
  await app.expectFacts(noteField(FIRST.text), { text: "Consent forms in two languages." });
  expect(await leavingAsks(app), "after Open").toBe(false);

  // Saved again with Ctrl+S: the same file, but for when it was saved.
  await app.press("Control+S");
  const again = await savedRecord(app, 1);
  expect(withoutSavedAt(again)).toEqual(
    withoutSavedAt(saved as unknown as Record<string, unknown>),
  );
  expect(await app.downloads()).toHaveLength(2);
});

test("Export, Reset, Open the PDF: the same ticks and notes come back", async ({ app }) => {
  test.setTimeout(120_000);
  await someWork(app);
  await app.click(button("Save"));
  const saved = await savedRecord(app, 0);
  await app.click(button("Export"));
  const pdf = await app.download(1);
  expect(pdf.name).toBe(`computing-research-principles-checklist-${localDate()}.pdf`);
  const path = onDisk(app, pdf.name, pdf.bytes);
  // The record is not a visible part of the report.
  expect(fold(readPdf(path).text)).not.toContain("computing-research-principles-assessment");
  await app.expectCount({ text: { pattern: "^PDF ready: " } }, 1);
  expect(await leavingAsks(app), "after Export").toBe(false);
  await app.click(button("Reset"));
  await app.expectCount(CHECKBOX, 0);

  await app.setInputFiles(FILE_FIELD, path);
  await app.until(
    () => app.facts(STATUS),
    (facts) => facts.text.startsWith(`Opened ${pdf.name}, saved `),
    "the PDF opened",
    30_000,
  );
  await app.press("Control+S");
  const reopened = await savedRecord(app, 2);
  expect(withoutSavedAt(reopened)).toEqual(withoutSavedAt(saved));
});

test("Open asks before replacing work: Cancel and Escape change nothing, Replace loads the file", async ({
  app,
}) => {
  await someWork(app);
  const before = await checklistNow(app);
  const file = JSON.stringify({
    format: "computing-research-principles-assessment",
    formatVersion: 1,
    checklistVersion: "fnv1a64-0000000000000000",
    savedAt: "2026-11-20T09:30:00.000Z",
    questions: [{ id: QUESTIONS[20]?.id, ticked: true, note: "", text: QUESTIONS[20]?.text }],
  });

  await pick(app, "other.json", file);
  await app.expectCount(DIALOG, 1);
  const dialog = await app.facts(DIALOG);
  expect(dialog.text).toContain(
    "The checklist holds 2 ticks and 1 note. Opening other.json replaces them with what the file holds: 1 tick and no notes.",
  );
  await app.expectFacts(button("Cancel"), { focused: true });
  await checkLook(app, "record-dialog");
  await app.click(button("Cancel"));
  await app.expectCount(DIALOG, 0);
  await app.expectFacts(STATUS, { text: "other.json was not opened; the checklist is unchanged." });
  await app.expectFacts(button("Open"), { focused: true });
  expect(await checklistNow(app)).toEqual(before);

  // Escape is Cancel.
  await pick(app, "other.json", file);
  await app.expectFacts(button("Cancel"), { focused: true });
  await app.press("Escape");
  await app.expectCount(DIALOG, 0);
  // As Cancel does, it says so and gives the focus back. The dialog is gone from the page as Escape
  // closes it, but the app hears of it only with the dialog's close event, a task or more later,
  // and until then a file picked is ignored (one file at a time): the next pick waits for what a
  // person sees. (A full run once picked in that moment, and the dialog never came.)
  await app.expectFacts(STATUS, { text: "other.json was not opened; the checklist is unchanged." });
  await app.expectFacts(button("Open"), { focused: true });
  expect(await checklistNow(app)).toEqual(before);

  // Replace, by keyboard.
  await pick(app, "other.json", file);
  await app.expectFacts(button("Cancel"), { focused: true });
  await app.press("Tab");
  await app.expectFacts(button("Replace"), { focused: true });
  await app.press("Enter");
  await app.expectCount(DIALOG, 0);
  await app.until(
    () => app.facts(STATUS),
    (facts) => facts.text.startsWith("Opened other.json, saved November 20, 2026 at "),
    "the file opened",
  );
  await app.expectFacts(principleToggle(principleOf(QUESTIONS[20]?.id ?? "")), {
    expanded: "true",
  });
  expect((await checklistNow(app)).progress).toBe("1 of 68 questions ticked");
  await app.expectFacts(
    { role: "checkbox", name: QUESTIONS[20]?.text ?? "", exact: true },
    { checked: true },
  );
});

test("the Open button opens the browser's file chooser, for .json and .pdf files", async ({
  app,
}) => {
  await app.goto("/");
  // The chooser is the operating system's; what the page does is ask its file field to show it.
  await app.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!field) throw new Error("no file field");
    (window as unknown as { chooserShown: number }).chooserShown = 0;
    field.click = () => {
      (window as unknown as { chooserShown: number }).chooserShown += 1;
    };
  }, null);
  await app.click(button("Open"));
  expect(
    await app.evaluate(() => (window as unknown as { chooserShown: number }).chooserShown, null),
  ).toBe(1);
  const field = await app.facts(FILE_FIELD);
  expect(field.attributes.accept).toBe(".json,application/json,.pdf,application/pdf");
});

test("a file dragged over the page shows the drop target, and a dropped file opens", async ({
  app,
}) => {
  await someWork(app);
  await app.click(button("Save"));
  const { bytes } = await app.download(0);
  await app.click(button("Reset"));
  await app.expectCount(CHECKBOX, 0);
  const drag = (type: string, text: string | null) =>
    app.evaluate(
      ([eventType, contents]) => {
        const data = new DataTransfer();
        if (contents !== null)
          data.items.add(new File([contents], "dropped.json", { type: "application/json" }));
        else data.items.add(new File(["x"], "placeholder.json"));
        const target = document.querySelector("main h1") ?? document.body;
        const event = new DragEvent(eventType ?? "", {
          bubbles: true,
          cancelable: true,
          dataTransfer: data,
        });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      },
      [type, text] as const,
    );
  expect(await drag("dragenter", null)).toBe(true);
  expect(await drag("dragover", null), "dragover accepts the drop").toBe(true);
  const target = {
    text: "Drop a saved assessment (.json), a checklist file or an exported PDF to open it",
  };
  await app.expectFacts(target, { visible: true });
  await app.screenshot(`artifacts/engines/${app.engine}-drop-target.png`);
  expect(await drag("drop", bytes.toString("utf8")), "the browser does not open it").toBe(true);
  await app.expectCount(target, 0);
  await app.until(
    () => app.facts(STATUS),
    (facts) => facts.text.startsWith("Opened dropped.json, saved "),
    "the dropped file opened",
  );
  expect((await checklistNow(app)).progress).toBe("2 of 68 questions ticked");
});

// Each bad file: a clear message in an alert, and every tick, note and open section as it was.
const sample = () =>
  JSON.stringify(
    {
      format: "computing-research-principles-assessment",
      formatVersion: 1,
      checklistVersion: "fnv1a64-0000000000000000",
      savedAt: "2026-11-20T09:30:00.000Z",
      questions: [{ id: FIRST.id, ticked: true, note: "", text: FIRST.text }],
    },
    null,
    2,
  );

function otherAppsPdf(): Buffer {
  const doc = new jsPDF();
  doc.text("Minutes of the ethics board, printed from another app.", 10, 10);
  return Buffer.from(doc.output("arraybuffer"));
}

const BAD_FILES: [string, string, () => Buffer | string, string][] = [
  [
    "neither JSON nor PDF",
    "minutes.txt",
    () => "Minutes of the meeting: consent forms approved.",
    "This file is neither a saved assessment (.json) nor a PDF exported by this checklist.",
  ],
  [
    "a PDF without our record",
    "printed.pdf",
    otherAppsPdf,
    "This PDF was not exported by this checklist: it carries no saved assessment.",
  ],
  [
    "truncated JSON",
    "cut-short.json",
    () => sample().slice(0, 120),
    "This file could not be read as a saved assessment: its JSON is malformed or cut short.",
  ],
  [
    "JSON of another shape",
    "package.json",
    () => JSON.stringify({ name: "some-project", version: "1.0.0", questions: [] }),
    "This file is not an assessment saved by this checklist.",
  ],
  [
    "a newer format version",
    "from-the-future.json",
    () => sample().replace('"formatVersion": 1', '"formatVersion": 7'),
    "This file was saved by a newer version of this checklist (file format 7); this version reads format 5.",
  ],
  [
    "over 10 MB",
    "huge.json",
    () => Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    "This file is 10.1 MB; a saved assessment is never larger than 10 MB, so it was not read.",
  ],
];

// One page for all of them: each file picked in turn over the same work, which each leaves as it was.
test("each bad file: an alert naming it, and nothing changed", async ({ app }) => {
  await someWork(app);
  const before = await checklistNow(app);
  for (const [what, name, bytes, problem] of BAD_FILES) {
    await pick(app, name, bytes());
    await app.expectFacts(ALERT, {
      text: `${problem} ${name} was not opened, and the checklist is unchanged.`,
    });
    expect(await checklistNow(app), what).toEqual(before);
    await app.expectCount(DIALOG, 0);
    expect(await leavingAsks(app), `${what}: the work is still unkept`).toBe(true);
    if (name === "minutes.txt") {
      await showAlert(app);
      await checkLook(app, "record-alert");
    }
  }
});

/** Waits for the status to say `name` opened, ending as `ending` says when given. */
function opened(app: App, name: string, ending?: string) {
  return app.until(
    () => app.facts(STATUS),
    (facts) =>
      facts.text.startsWith(`Opened ${name}, saved `) &&
      (ending === undefined || facts.text.endsWith(ending)),
    `${name} opened${ending ? ` (${ending})` : ""}`,
  );
}

const REVIEW: Query = { role: "region", name: "To review in the file you opened", exact: true };

/** The review list's text, once its code has loaded. */
async function reviewText(app: App): Promise<string> {
  await app.expectCount(REVIEW, 1);
  return (await app.facts(REVIEW)).text;
}

/** Answers Open's question, once asked, with Replace. */
async function replace(app: App): Promise<void> {
  await app.expectCount(DIALOG, 1);
  await app.click(button("Replace"));
}

// One page for all of them: each file opened in turn, replacing what the one before brought.
test("files opened with something set right: markup in a note as plain text, __proto__ keys ignored, ids not in this checklist skipped, questions reworded since and notes over 2,000 characters listed", async ({
  app,
}) => {
  await app.goto("/");

  await test.step("markup in a note is loaded as plain text", async () => {
    await pick(
      app,
      "markup.json",
      sample().replace('"note": ""', `"note": ${JSON.stringify(MARKUP)}`),
    );
    await opened(app, "markup.json");
    await app.click({ role: "button", name: `Edit note on: ${FIRST.text}`, exact: true });
    await app.expectFacts(noteField(FIRST.text), { text: MARKUP });
    expect(
      await app.evaluate(
        () => ({
          images: document.querySelectorAll('main img[src="x"]').length,
          pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
        }),
        null,
      ),
    ).toEqual({ images: 0, pwned: null });
  });

  await test.step("keys such as __proto__ and constructor are ignored, with no prototype pollution", async () => {
    const file = sample().replace(
      '"format":',
      '"__proto__": { "polluted": true, "questions": [] },\n  "constructor": { "prototype": { "polluted": true } },\n  "format":',
    );
    await pick(app, "proto.json", file);
    await replace(app);
    await opened(app, "proto.json", ": 1 tick and no notes.");
    expect(
      await app.evaluate(
        () => ({
          object: ({} as Record<string, unknown>).polluted ?? null,
          array: ([] as unknown as Record<string, unknown>).polluted ?? null,
        }),
        null,
      ),
    ).toEqual({ object: null, array: null });
  });

  await test.step("ids this checklist does not have: the rest is loaded, and what was skipped is listed", async () => {
    const record = JSON.parse(sample()) as { questions: Record<string, unknown>[] };
    record.questions.push({
      id: "retired-question-9",
      ticked: true,
      note: "Kept?",
      text: "A question since removed.",
    });
    await pick(app, "older.json", JSON.stringify(record));
    await replace(app);
    await opened(
      app,
      "older.json",
      ": 1 tick and no notes. 1 question in the file is not in this checklist and was skipped.",
    );
    expect(await reviewText(app)).toContain("retired-question-9");
    expect((await checklistNow(app)).progress).toBe("1 of 68 questions ticked");
    await checkLook(app, "record-review");
  });

  await test.step("questions worded differently when saved: loaded, and listed for review", async () => {
    const record = JSON.parse(sample()) as { questions: Record<string, unknown>[] };
    record.questions = [
      {
        id: FIRST.id,
        ticked: true,
        note: "Checked in May.",
        text: "An older wording of the question.",
      },
    ];
    await pick(app, "reworded.json", JSON.stringify(record));
    await replace(app);
    await opened(
      app,
      "reworded.json",
      ": 1 tick and 1 note. 1 question has changed wording since: review it below.",
    );
    const text = await reviewText(app);
    expect(text).toContain(FIRST.text);
    expect(text).toContain("Saved as: An older wording of the question.");
    expect(text).not.toContain("retired-question-9");
    await app.expectFacts({ role: "checkbox", name: FIRST.text, exact: true }, { checked: true });
  });

  await test.step("notes over 2,000 characters: cut to fit, and said so", async () => {
    const record = JSON.parse(sample()) as { questions: Record<string, unknown>[] };
    record.questions = [
      { id: SECOND.id, ticked: false, note: "é".repeat(2100), text: SECOND.text },
    ];
    await pick(app, "long-note.json", JSON.stringify(record));
    await replace(app);
    await opened(
      app,
      "long-note.json",
      ": no ticks and 1 note. 1 note was longer than 2,000 characters and was cut to fit.",
    );
    expect(await reviewText(app)).toContain(SECOND.text);
    await app.click({ role: "button", name: `Edit note on: ${SECOND.text}`, exact: true });
    await app.expectFacts(noteField(SECOND.text), { text: "é".repeat(2000) });
  });
});

onDarkPhone(({ scheme, width, height }) => {
  test(`axe finds no violations in Save and Open's messages and dialog at ${width} px`, async ({
    app,
  }) => {
    await app.setViewport(width, height);
    await someWork(app);
    await pick(app, "minutes.txt", "not an assessment");
    await app.expectCount(ALERT, 1);
    await showAlert(app);
    await checkLook(app, "record-alert", { scheme, width });
    const record = JSON.parse(sample()) as { questions: Record<string, unknown>[] };
    record.questions.push({ id: "retired-question-9", ticked: true, note: "", text: "Gone." });
    await pick(app, "older.json", JSON.stringify(record));
    await app.expectCount(DIALOG, 1);
    await app.expectFacts(button("Cancel"), { focused: true });
    await checkLook(app, "record-dialog", { scheme, width });
    await app.click(button("Replace"));
    await app.expectCount({ role: "region", name: "To review in the file you opened" }, 1);
    await checkLook(app, "record-review", { scheme, width });
  });
});
