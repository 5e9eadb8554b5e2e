// What changed, in every engine: keep a phase, change ticks and a note, compare the phase with the
// work now and see exactly those changes in words; export the report ending with "Changes since"
// and read it back (poppler, and the PDF/UA checks every export passes), and see the preview draw
// it; then pick two files, one a side, and see exactly what changed between them. The dialog is
// checked by axe and photographed light at 1280 px (in the flow) and dark at 390, with the
// preview's "Changes since" in Chromium.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { fold, readPdf } from "../support/pdf";
import { DEFAULT_LOOK, checkLook, expect, test, type App, onDarkPhone } from "./fixtures";
import type { Query } from "./harness/inPageHarness";
import { CHECKBOX, button, principleToggle } from "./queries";
import { expectTaggedPdfUa } from "./taggedPdf";

const QUESTIONS = allQuestions(createInitialChecklist());
const [FIRST, SECOND] = QUESTIONS;
if (!FIRST || !SECOND) throw new Error("The checklist has fewer than two questions.");
const PHASES: Query = { role: "dialog", name: "Phases of this assessment", exact: true };
const COMPARE: Query = { role: "dialog", name: "What changed", exact: true };
const NAME_FIELD: Query = { role: "textbox", name: "Name of the phase", exact: true };
const NOTE_BUTTON: Query = { role: "button", name: `Add a note on: ${SECOND.text}`, exact: true };
const NOTE_FIELD: Query = { role: "textbox", name: `Note on: ${SECOND.text}`, exact: true };
const PREVIEW: Query = { role: "dialog", name: "Report preview", exact: true };
const PREVIEW_BUTTON: Query = { ...button("Preview"), within: COMPARE };
const SIDE = (name: "Before" | "After"): Query => ({
  role: "combobox",
  name,
  exact: true,
  within: COMPARE,
});
const FILE_OPTION = "A file (.json or PDF)";
const [IC_2, PC_1] = ["ic-2", "pc-1"].map((id) => QUESTIONS.find((q) => q.id === id)?.text ?? id);

/** The words of the preview's drawn pages (their text layers), white space taken out. */
const previewText = (app: App) =>
  app
    .texts({ css: "dialog ol[data-page-count] .report-text-layer" })
    .then((layers) => layers.join("").replace(/\s+/g, ""));
const squash = (text: string) => text.replace(/\s+/g, "");

/**
 * Opens the preview from the compare dialog and waits until its pages' text, from "Changes since
 * Planning (" on, holds each of `words` (each page's text is written as it comes).
 */
async function previewChanges(app: App, words: readonly string[] = []): Promise<void> {
  await app.click(PREVIEW_BUTTON);
  await app.expectFacts(PREVIEW, { visible: true });
  const heading = squash("Changes since Planning (");
  await app.until(
    () => previewText(app),
    (text) =>
      text.includes(heading) &&
      words.every((said) => text.slice(text.indexOf(heading)).includes(squash(said))),
    `the preview's pages say the changes since Planning: ${words.join(" / ")}`,
    60_000,
  );
}

/** Brings the preview's page that holds "Changes since" into view, and waits until it is drawn. */
async function showChangesPage(app: App): Promise<void> {
  await app.evaluate(() => {
    const pages = [...document.querySelectorAll("dialog ol[data-page-count] > li")];
    const page = pages.find((li) =>
      (li.querySelector(".report-text-layer")?.textContent ?? "").includes("Changes since"),
    );
    if (!page) throw new Error("No page says the changes.");
    page.setAttribute("data-changes-page", "");
    // The heading itself brought to the top: on a wide page it is far down the first page.
    const says = (element: Element) => (element.textContent ?? "").includes("Changes since");
    const words = [...page.querySelectorAll(".report-text-layer *")].filter(
      (element) => says(element) && ![...element.children].some(says),
    );
    (words[0] ?? page).scrollIntoView({ block: "start" });
  }, null);
  await app.until(
    () => app.facts({ css: "li[data-changes-page]" }),
    (facts) => facts.attributes["data-state"] === "drawn",
    "the page with the changes drawn",
  );
}

async function openPhases(app: App): Promise<void> {
  if ((await app.count(button("Phases"))) === 0) await app.click(button("More"));
  await app.expectCount(button("Phases"), 1);
  await app.click(button("Phases"));
  await app.expectCount(PHASES, 1);
}

/** Ticks the first question, keeps "Planning", then unticks it, ticks the second and notes it. */
async function keepAndChange(app: App): Promise<void> {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await openPhases(app);
  await app.focus(NAME_FIELD);
  await app.type("Planning");
  await app.click(button("Keep as a phase"));
  await app.expectFacts({ text: { pattern: "^Kept “Planning” as a phase: " } }, { visible: true });
  await app.click(button("Close"));
  await app.expectCount(PHASES, 0);
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ ...CHECKBOX, nth: 1 });
  await app.click(NOTE_BUTTON);
  await app.expectFacts(NOTE_FIELD, { focused: true });
  await app.type("Consent forms signed.");
  await app.expectFacts(NOTE_FIELD, { text: "Consent forms signed." });
}

async function compareWithNow(app: App): Promise<void> {
  await openPhases(app);
  await app.click({ ...button("Compare…"), within: PHASES });
  await app.expectCount(COMPARE, 1);
  await app.click({ ...button("Compare"), within: COMPARE });
  await app.expectFacts({ role: "heading", name: "The changes", exact: true }, { visible: true });
}

test("a phase compared with the work now lists exactly what changed, and its report ends with the changes since it", async ({
  app,
}) => {
  // Two comparisons, an export read back, Markdown and the preview drawn: on a loaded 2-core host
  // Firefox took more than the default minute.
  test.setTimeout(150_000);
  await keepAndChange(app);
  await compareWithNow(app);
  await checkLook(app, "compare");
  await app.expectFacts({ text: "3 changes." }, { visible: true });
  expect(await app.texts({ role: "heading", level: 5, within: COMPARE })).toEqual([
    "Newly ticked",
    "No longer ticked",
    "Notes added",
  ]);
  await app.expectFacts({ text: "Newly ticked: 1" }, { visible: true });
  await app.expectFacts({ text: "No longer ticked: 1" }, { visible: true });
  await app.expectFacts({ text: "Notes added: 1" }, { visible: true });
  const items = await app.texts({ role: "listitem", within: COMPARE });
  expect(items.filter((item) => item.includes("Consent forms signed."))).toHaveLength(1);

  await app.click({ ...button("Export"), within: COMPARE });
  const { bytes } = await app.download(0);
  mkdirSync("artifacts/engines", { recursive: true });
  const path = `artifacts/engines/${app.engine}-changes-since.pdf`;
  writeFileSync(path, bytes);
  const text = fold(readPdf(path).text);
  const part = text.slice(text.indexOf("Changes since Planning ("));
  expect(part).toContain("3 changes.");
  expect(part).toContain(`Newly ticked ${fold(SECOND.text)}`);
  expect(part).toContain(`No longer ticked ${fold(FIRST.text)}`);
  expect(part).toContain("Notes added");
  expect(part).toContain("Note: Consent forms signed.");
  expectTaggedPdfUa(path);

  await app.click({ ...button("Download as Markdown"), within: COMPARE });
  const markdown = (await app.download(1)).bytes.toString("utf8");
  expect(markdown).toContain("## Changes since Planning (");
  expect(markdown).toContain("#### No longer ticked");

  // The preview, handed the same part: its drawn pages say it, and closing it leaves the compare
  // dialog as it was, the focus back on Preview.
  await previewChanges(app, [
    "3 changes.",
    `Newly ticked ${SECOND.text}`,
    `No longer ticked ${FIRST.text}`,
    "Notes added",
    "Note: Consent forms signed.",
  ]);
  await showChangesPage(app);
  await app.screenshot(
    `artifacts/engines/${app.engine}-changes-since-preview-${DEFAULT_LOOK.scheme}-${DEFAULT_LOOK.width}.png`,
  );
  await app.press("Escape");
  await app.expectCount(PREVIEW, 0);
  await app.expectFacts(COMPARE, { visible: true });
  await app.expectFacts(PREVIEW_BUTTON, { focused: true });

  // Two files, one picked a side: exactly what changed between them, and no report of the work.
  await app.selectOption(SIDE("Before"), FILE_OPTION);
  await app.setInputFiles(
    { css: 'dialog input[type="file"]' },
    "tests/fixtures/compare-before.json",
  );
  await app.selectOption(SIDE("After"), FILE_OPTION);
  await app.setInputFiles(
    { css: 'dialog input[type="file"]', nth: 1 },
    "tests/fixtures/compare-after.json",
  );
  await app.click({ ...button("Compare"), within: COMPARE });
  await app.expectFacts(
    { text: "Before: compare-before.json. After: compare-after.json." },
    { visible: true },
  );
  await app.expectFacts({ text: "3 changes." }, { visible: true });
  expect(await app.texts({ role: "heading", level: 4, within: COMPARE })).toEqual([
    "Respect for Persons",
  ]);
  expect(await app.texts({ role: "heading", level: 5, within: COMPARE })).toEqual([
    "Newly ticked",
    "No longer ticked",
    "Notes changed",
  ]);
  expect(await app.texts({ role: "listitem", within: COMPARE })).toEqual([
    "Newly ticked: 1",
    "No longer ticked: 1",
    "Notes changed: 1",
    // Each item's text as its elements hold it: the wording, where it sits, the notes before and now.
    `${PC_1}Privacy and Confidentiality`,
    `${IC_2}Informed Consent`,
    `${IC_2}Informed ConsentBefore: Consent form reviewed in May.Now: Consent form reviewed again in June.`,
  ]);
  expect(await app.count(PREVIEW_BUTTON)).toBe(0);
});

onDarkPhone(({ scheme, width, height }) => {
  test(`the compare dialog at ${width} px: axe finds nothing`, async ({ app }) => {
    await app.setViewport(width, height);
    await keepAndChange(app);
    await compareWithNow(app);
    await checkLook(app, "compare", { scheme, width });
    // The preview's "Changes since", to be looked at in this look too: in one engine, since the
    // preview itself is photographed in every engine by its own test, and this part by the flow
    // above in the desktop's light look.
    if (app.engine !== "chromium") return;
    await previewChanges(app);
    await showChangesPage(app);
    await app.screenshot(
      `artifacts/engines/${app.engine}-changes-since-preview-${scheme}-${width}.png`,
    );
  });
});
