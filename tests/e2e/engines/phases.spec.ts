// Phases in every engine: keep a phase, change a tick, view the phase read only and come back to
// the work as it stands, save, open the file in a fresh page, and the phases are back. The Phases
// dialog and a phase's view are checked by axe and photographed light at 1280 px (in the flow) and
// dark at 390.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { checkLook, expect, test, type App, onDarkPhone } from "./fixtures";
import type { Query } from "./harness/inPageHarness";
import { CHECKBOX, button, localDate, principleToggle } from "./queries";

const QUESTIONS = allQuestions(createInitialChecklist());
const FIRST = QUESTIONS[0];
const SECOND = QUESTIONS[1];
if (!FIRST || !SECOND) throw new Error("The checklist has fewer than two questions.");
const FILE_FIELD: Query = { css: 'input[type="file"]' };
const RECORD_STATUS: Query = {
  css: 'section[aria-label="Your assessment file"] p[role="status"]',
};
const DIALOG: Query = { role: "dialog", name: "Phases of this assessment", exact: true };
const NAME_FIELD: Query = { role: "textbox", name: "Name of the phase", exact: true };
const VIEW_HEADING = (name: string): Query => ({
  role: "heading",
  level: 2,
  name: `Past phase: ${name}`,
  exact: true,
});

async function pick(app: App, name: string, bytes: string): Promise<void> {
  const folder = `artifacts/engines/open/${app.engine}-${test.info().testId}`;
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/${name}`, bytes);
  await app.setInputFiles(FILE_FIELD, `${folder}/${name}`);
}

/** Opens Phases, under More (More first, unless it is open already). */
async function openPhases(app: App): Promise<void> {
  if ((await app.count(button("Phases"))) === 0) await app.click(button("More"));
  await app.expectCount(button("Phases"), 1);
  await app.click(button("Phases"));
}

/** Opens the Phases dialog and keeps the checklist as it stands as a phase named `name`, today. */
async function keepPhase(app: App, name: string): Promise<void> {
  await openPhases(app);
  await app.expectCount(DIALOG, 1);
  await app.focus(NAME_FIELD);
  await app.type(name);
  await app.expectFacts(NAME_FIELD, { value: name });
  await app.click(button("Keep as a phase"));
  await app.expectFacts({ text: { pattern: `^Kept “${name}” as a phase: ` } }, { visible: true });
}

test("keep a phase, change a tick, view the phase read only, save, open in a fresh page: the phases are back", async ({
  app,
}) => {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await keepPhase(app, "Planning");
  await app.expectFacts(
    { role: "heading", name: "Kept phases (1)", exact: true },
    { visible: true },
  );
  await checkLook(app, "phases-dialog");
  await app.click(button("Close"));
  await app.expectCount(DIALOG, 0);

  // The work goes on: the phase keeps what it kept.
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ ...CHECKBOX, nth: 1 });
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });

  await openPhases(app);
  await app.expectCount(button("View Planning"), 1);
  await app.click(button("View Planning"));
  await app.expectFacts(VIEW_HEADING("Planning"), { visible: true, focused: true });
  // Read only: no checkbox, no Reset, while the phase shows; the first question ticked as it was.
  await app.expectCount(CHECKBOX, 0);
  await app.expectCount(button("Reset"), 0);
  await app.expectFacts({ text: "1 of 68 ticked" }, { visible: true });
  await app.expectFacts({ text: FIRST.text }, { text: `Ticked: ${FIRST.text}` });
  await app.expectFacts({ text: SECOND.text }, { text: `Not ticked: ${SECOND.text}` });
  await checkLook(app, "phases-view");

  await app.click(button("Back to the current work"));
  await app.expectFacts(button("More"), { focused: true });
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });
  await app.expectFacts({ ...CHECKBOX, nth: 1 }, { checked: true });

  await app.click(button("Save"));
  const { name, bytes } = await app.download(0);
  const saved = JSON.parse(bytes.toString("utf8")) as {
    formatVersion: number;
    questions: { id: string; ticked: boolean }[];
    phases: { name: string; date: string; questions: { id: string; ticked: boolean }[] }[];
  };
  expect(saved.formatVersion).toBe(3);
  expect(saved.questions.map(({ id, ticked }) => [id, ticked])).toEqual([[SECOND.id, true]]);
  expect(saved.phases).toEqual([
    { name: "Planning", date: localDate(), questions: [{ id: FIRST.id, ticked: true, note: "" }] },
  ]);
  await app.expectFacts(RECORD_STATUS, {
    text: `Saved ${name}: 1 tick and no notes. It keeps 1 phase.`,
  });

  // A fresh page: nothing of the work is left in memory.
  await app.goto("/");
  await app.expectCount(CHECKBOX, 0);
  await pick(app, name, bytes.toString("utf8"));
  await app.expectFacts(
    { text: { pattern: "^Opened .* It keeps 1 phase\\.$" } },
    { visible: true },
  );
  // Open opens the principles that hold work.
  await app.expectFacts({ ...CHECKBOX, nth: 1 }, { checked: true });
  await openPhases(app);
  await app.expectCount(button("View Planning"), 1);
  await app.click(button("View Planning"));
  await app.expectFacts(VIEW_HEADING("Planning"), { visible: true });
  await app.expectFacts({ text: FIRST.text }, { text: `Ticked: ${FIRST.text}` });
});

onDarkPhone(({ scheme, width, height }) => {
  test(`the Phases dialog and a phase's view at ${width} px: axe finds nothing`, async ({
    app,
  }) => {
    await app.setViewport(width, height);
    await app.goto("/");
    await app.click(principleToggle("Respect for Persons"));
    await app.click({ ...CHECKBOX, nth: 0 });
    await app.click({ ...CHECKBOX, nth: 2 });
    await keepPhase(app, "Before data collection");
    await app.focus(NAME_FIELD);
    await app.type("Review 2027-03");
    await app.click(button("Keep as a phase"));
    await app.expectFacts(
      { role: "heading", name: "Kept phases (2)", exact: true },
      { visible: true },
    );
    await checkLook(app, "phases-dialog", { scheme, width });
    await app.click(button("View Before data collection"));
    await app.expectFacts(VIEW_HEADING("Before data collection"), { visible: true });
    await checkLook(app, "phases-view", { scheme, width });
  });
});
