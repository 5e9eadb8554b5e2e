// What changed, in every engine: keep a phase, change ticks and a note, compare the phase with the
// work now and see exactly those changes in words; export the report ending with "Changes since"
// and read it back (poppler, and the PDF/UA checks every export passes). Then the dialog, checked by
// axe and photographed at 1280 and 390 px, light and dark.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { fold, readPdf } from "../support/pdf";
import { expect, test, type App, forBothSchemes } from "./fixtures";
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
  await keepAndChange(app);
  await compareWithNow(app);
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
});

forBothSchemes(({ scheme, width, height }) => {
  test(`the compare dialog at ${width} px: axe finds nothing`, async ({ app }) => {
    await app.setViewport(width, height);
    await keepAndChange(app);
    await compareWithNow(app);
    expect(await app.axeViolations()).toEqual([]);
    await app.screenshot(`artifacts/engines/${app.engine}-compare-${scheme}-${width}.png`);
  });
});
