// Notes in Chromium alone: a note on paper (print media and the browser's own PDF of the page), and
// the note field's chunk failing to load.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../src/data";
import { createInitialChecklist } from "../../src/data/english";
import { expect, test } from "./support/fixtures";
import { readPdf } from "./support/pdf";

const PRINCIPLES = createInitialChecklist();
const FIRST = allQuestions(PRINCIPLES)[0]?.text ?? "";
const SECOND = allQuestions(PRINCIPLES)[1]?.text ?? "";
const LAST_PRINCIPLE = PRINCIPLES.at(-1);
const IN_LAST = LAST_PRINCIPLE ? (allQuestions([LAST_PRINCIPLE])[0]?.text ?? "") : "";

test("each note prints as its text under its question, its field open or not, its section open or not", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = (name: string) =>
    page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) }).getByRole("button");
  const addNote = (question: string) =>
    page.getByRole("button", { name: `Add a note on: ${question}`, exact: true });
  const field = (question: string) =>
    page.getByRole("textbox", { name: `Note on: ${question}`, exact: true });
  // Not getByText, which also finds the text inside an open field.
  const paragraph = (text: string) => page.getByRole("paragraph").filter({ hasText: text });

  // The first question's field stays open; the second's is closed; the last principle's is closed
  // with its section.
  await toggle("Respect for Persons").click();
  await addNote(FIRST).click();
  await field(FIRST).fill("First line of the note\nSecond line, <b>not bold</b>");
  await addNote(SECOND).click();
  await field(SECOND).fill("A note whose field is closed");
  await page.getByRole("button", { name: `Close note on: ${SECOND}`, exact: true }).click();
  await toggle(LAST_PRINCIPLE?.name ?? "").click();
  await addNote(IN_LAST).click();
  await field(IN_LAST).fill("A note in a closed section");
  await toggle(LAST_PRINCIPLE?.name ?? "").click();
  await expect(field(IN_LAST)).toHaveCount(0);
  // On screen, nothing more than the open field.
  await expect(paragraph("A note whose field is closed")).toHaveCount(0);
  await expect(paragraph("A note in a closed section")).toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  const printed = paragraph("First line of the note");
  await expect(printed).toBeVisible();
  // Its line break kept, its markup text.
  expect(await printed.innerText()).toBe("First line of the note\nSecond line, <b>not bold</b>");
  await expect(paragraph("A note whose field is closed")).toBeVisible();
  await expect(paragraph("A note in a closed section")).toBeVisible();
  // The field itself does not print.
  await expect(field(FIRST)).toBeHidden();

  const pdf = await page.pdf({ format: "A4" });
  mkdirSync("artifacts", { recursive: true });
  writeFileSync("artifacts/notes-print.pdf", pdf);
  const lines = readPdf("artifacts/notes-print.pdf")
    .text.split("\n")
    .map((line) => line.trim());
  const at = (text: string) => lines.findIndex((line) => line.startsWith(text));
  expect(at("First line of the note")).toBeGreaterThan(0);
  expect(at("Second line, <b>not bold</b>")).toBe(at("First line of the note") + 1);
  // Under its question: the question's last words come just before it.
  expect(lines[at("First line of the note") - 1]).toMatch(/take part\?$/);
  expect(at("A note whose field is closed")).toBeGreaterThan(at("Second line"));
  expect(at("A note in a closed section")).toBeGreaterThan(at("A note whose field is closed"));

  await page.emulateMedia({ media: "screen" });
  await expect(paragraph("A note whose field is closed")).toHaveCount(0);
  await expect(field(FIRST)).toBeVisible();
});

test("a note field whose code cannot be fetched says so in its place, and ticking still works", async ({
  page,
  guards,
}) => {
  // What the browser and React log for the failed fetch and the caught error.
  guards.allowConsoleErrors("Failed to load resource");
  guards.allowConsoleErrors("Failed to fetch dynamically imported module");
  guards.allowConsoleErrors("The page failed to render");
  await page.route("**/assets/lazyParts-*.js", (route) => route.abort());
  await page.goto("/");
  await page
    .getByRole("heading", { level: 2, name: /^Respect for Persons/ })
    .getByRole("button")
    .click();
  await page.getByRole("button", { name: `Add a note on: ${FIRST}`, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("This could not be loaded.");

  const box = page.getByRole("checkbox", { name: FIRST, exact: true });
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByText("1 of 68 questions ticked")).toBeVisible();
  await page.getByRole("checkbox", { name: SECOND, exact: true }).check();
  await expect(page.getByText("2 of 68 questions ticked")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(1);
});
