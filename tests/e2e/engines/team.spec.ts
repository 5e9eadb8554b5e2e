// A team's answers brought together, in every engine: three members' files (made here, one on a
// customised checklist) dropped on the page at once open the Team dialog; disagreements come first,
// "Show disagreements only" hides the agreements; the team settles each disagreement, accepts the
// agreements and uses the result as the assessment; Save writes the team review (format 4) and the
// exported PDF lists it, tagged to PDF/UA-1. The same file twice is refused, and nothing changes.
// The dialog is checked by axe and photographed light at 1280 px (in the flow) and dark at 390.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions, type TeamRecord } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../src/record";
import { EMPTY_CHANGES, resolveChecklist, type ChecklistVariant } from "../../../src/variant";
import { fold, readPdf, structureReading } from "../support/pdf";
import {
  DEFAULT_LOOK,
  checkLook,
  expect,
  test,
  type App,
  onDarkPhone,
  type Look,
} from "./fixtures";
import type { Query } from "./harness/inPageHarness";
import { CHECKBOX, PROGRESS, button } from "./queries";
import { expectTaggedPdfUa } from "./taggedPdf";

const STANDARD = createInitialChecklist();
const [FIRST, SECOND, THIRD] = allQuestions(STANDARD);
if (!FIRST || !SECOND || !THIRD) throw new Error("The checklist has fewer than three questions.");
const HIDDEN = allQuestions(STANDARD).find((q) => q.id.startsWith("pc-"));
if (!HIDDEN) throw new Error("No question to hide.");

const FIELD: ChecklistVariant = {
  title: "HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  language: "en",
  changes: {
    ...EMPTY_CHANGES,
    hiddenQuestions: [{ id: HIDDEN.id, reason: "Not in our studies." }],
  },
};

/** A member's saved file, as Save writes it. */
function memberFile(
  ticked: readonly string[],
  notes: Record<string, string>,
  team: TeamRecord | null,
  variant: ChecklistVariant | null = null,
): string {
  const checklist = variant ? resolveChecklist(STANDARD, variant.changes) : STANDARD;
  const copy = structuredClone(checklist);
  for (const question of allQuestions(copy)) {
    question.checked = ticked.includes(question.id);
    const note = notes[question.id];
    if (note !== undefined) question.note = note;
  }
  return encodeAssessmentRecord(
    buildAssessmentRecord(copy, new Date("2027-03-10T10:00:00Z"), variant, [], team),
  );
}

// Ana and Ben agree on FIRST; they disagree on SECOND (Ana ticked it) and THIRD (the third member,
// on the field's checklist, ticked it). Both Ana and Ben leave a note on SECOND.
const FILES: [string, string][] = [
  [
    "ana.json",
    memberFile([FIRST.id, SECOND.id], { [SECOND.id]: "Consent form v3." }, { member: "Ana" }),
  ],
  ["ben.json", memberFile([FIRST.id], { [SECOND.id]: "Not sure yet." }, { member: "Ben" })],
  ["field.json", memberFile([FIRST.id, THIRD.id], {}, null, FIELD)],
];

const DIALOG: Query = { role: "dialog", name: "Team review", exact: true };
const QUESTION_ITEMS: Query = { css: "li[data-team-question]" };
const ALERT_IN_DIALOG: Query = { css: 'dialog [role="alert"]' };

/** Drops `files` on the page at once, as a drag from the desktop does. */
function drop(app: App, files: readonly (readonly [string, string])[]): Promise<boolean> {
  return app.evaluate((list) => {
    const data = new DataTransfer();
    for (const [name, text] of list)
      data.items.add(new File([text], name, { type: "application/json" }));
    const target = document.querySelector("main h1") ?? document.body;
    const event = new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  }, files);
}

/** axe on the Team dialog as it opens, photographed with its questions scrolled into view. */
async function checkTeamDialog(app: App, { scheme, width }: Pick<Look, "scheme" | "width">) {
  await checkLook(app, "team", { scheme, width });
  // The questions, disagreements first, with their radio groups and notes.
  await app.evaluate(
    () => document.querySelector("li[data-team-question]")?.scrollIntoView(),
    null,
  );
  await app.screenshot(`artifacts/engines/${app.engine}-team-questions-${scheme}-${width}.png`);
}

async function bringTogether(app: App): Promise<void> {
  await app.goto("/");
  expect(await drop(app, FILES)).toBe(true);
  await app.expectCount(DIALOG, 1);
  await app.expectFacts(
    { role: "heading", name: "3 members, 2 disagreements", exact: true },
    { visible: true },
  );
}

test("three members' files dropped at once: disagreements first, settled, used, saved and reported", async ({
  app,
}) => {
  await bringTogether(app);
  await checkTeamDialog(app, DEFAULT_LOOK);
  // Disagreements first: SECOND and THIRD, then the agreement on FIRST.
  const items = await app.texts(QUESTION_ITEMS);
  expect(items.map((text) => text.slice(0, 40))).toEqual(
    [SECOND.text, THIRD.text, FIRST.text].map((text) => text.slice(0, 40)),
  );
  const second = items[0] ?? "";
  expect(second).toContain("Ticked by: Ana");
  expect(second).toContain("Not ticked by: Ben, Member 3");
  expect(second).toContain("Note by Ana:Consent form v3.");
  expect(second).toContain("Note by Ben:Not sure yet.");
  // The field's checklist hides a question: named, not merged silently.
  const lines = await app.texts({ css: "dialog li" });
  expect(lines.some((line) => line.startsWith("Not on the checklist of Member 3:"))).toBe(true);

  await app.click({ role: "checkbox", name: "Show disagreements only", exact: true });
  await app.expectCount(QUESTION_ITEMS, 2);
  await app.expectCount({ text: { pattern: "^Agreements \\(" } }, 0);

  // Too early: said beside the button, where the user is, with the focus, how many still need an
  // answer.
  await app.click(button("Use as the assessment"));
  await app.expectFacts(
    {
      text: "3 questions still need the team's answer: settle each disagreement, and accept the agreements.",
    },
    { focused: true, visible: true },
  );

  await app.click({ css: `#team-choice-${SECOND.id}` });
  await app.click({ css: `input[name="team-${THIRD.id}"]:not([id])` });
  // Ben's note is left out of the result.
  await app.click({ role: "checkbox", name: "Keep Ben's note", exact: true });
  await app.click({ role: "checkbox", name: "Show disagreements only", exact: true });
  await app.expectCount(QUESTION_ITEMS, 3);
  await app.click(button("Accept every agreement"));
  await app.expectFacts(
    { role: "heading", name: "Agreements (1 of 1 accepted)", exact: true },
    { visible: true },
  );
  expect(await app.axeViolations()).toEqual([]);
  await app.click(button("Use as the assessment"));
  await app.expectCount(DIALOG, 0);

  // The result is the work on screen: FIRST and SECOND ticked, THIRD not.
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: true });
  await app.expectFacts({ ...CHECKBOX, nth: 1 }, { checked: true });
  await app.expectFacts({ ...CHECKBOX, nth: 2 }, { checked: false });
  await app.expectFacts(PROGRESS, { text: "2 of 68 questions ticked" });

  await app.click(button("Save"));
  const { bytes } = await app.download(0);
  const saved = JSON.parse(bytes.toString("utf8")) as {
    formatVersion: number;
    questions: { id: string; ticked: boolean; note: string }[];
    teamReview: { members: string[]; settled: unknown[] };
  };
  expect(saved.formatVersion).toBe(4);
  expect(saved.teamReview.members).toEqual(["Ana", "Ben", ""]);
  expect(saved.teamReview.settled).toEqual([
    { id: SECOND.id, ticked: true, tickedBy: [1] },
    { id: THIRD.id, ticked: false, tickedBy: [3] },
  ]);
  expect(saved.questions.find((q) => q.id === SECOND.id)?.note).toBe("Ana: Consent form v3.");

  await app.click(button("Export"));
  const pdfDownload = await app.download(1);
  mkdirSync("artifacts/engines", { recursive: true });
  const path = `artifacts/engines/${app.engine}-team-review.pdf`;
  writeFileSync(path, pdfDownload.bytes);
  const text = fold(readPdf(path).text);
  for (const words of [
    "Team review",
    "Who took part",
    "Member 3",
    "What the team chose",
    "Chosen: Ticked",
    "Chosen: Not ticked",
    "Ticked by: Ana",
    "Not ticked by: Ben, Member 3",
  ])
    expect(text).toContain(words);
  const tags = expectTaggedPdfUa(path);
  const reading = structureReading(tags.structText);
  const review = reading.indexOf("Team review");
  expect(review).toBeGreaterThan(0);
  expect(reading.indexOf("Chosen: Not ticked", review)).toBeGreaterThan(review);
});

test("the same file twice is refused with a message naming it, and nothing changes", async ({
  app,
}) => {
  await app.goto("/");
  const [ana, ben] = FILES;
  if (!ana || !ben) throw new Error("no files");
  expect(await drop(app, [ana, ben, ["ana (copy).json", ana[1]]])).toBe(true);
  await app.expectCount(DIALOG, 1);
  await app.expectFacts(ALERT_IN_DIALOG, {
    text: "“ana.json” and “ana (copy).json” are the same file: choose each member's file once. Nothing was brought together, and the checklist is unchanged.",
  });
  await app.expectCount(QUESTION_ITEMS, 0);
  await app.click(button("Close"));
  await app.expectCount(DIALOG, 0);
  await app.expectFacts(PROGRESS, { text: "0 of 68 questions ticked" });
});

onDarkPhone(({ scheme, width, height }) => {
  test(`the Team dialog at ${width} px: axe finds nothing`, async ({ app }) => {
    await app.setViewport(width, height);
    await bringTogether(app);
    await checkTeamDialog(app, { scheme, width });
  });
});
