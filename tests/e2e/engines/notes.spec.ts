// Notes in every engine: written, edited and cleared by keyboard; carried by the exported PDF (its
// text layer and its page images) and by the Markdown file; markup in a note shown as text; the
// longest report, 68 notes of 2,000 characters, exported whole, a page at a time, no line cut at a
// page's edge; axe with notes open.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { fold, readPdf, structureReading } from "../support/pdf";
import { renderPdfPage, renderPdfPages } from "../support/tickImage";
import {
  DEFAULT_LOOK,
  checkLook,
  expect,
  test,
  type App,
  onDarkPhone,
  type Look,
} from "./fixtures";
import {
  CHECKBOX,
  button,
  expandAll,
  localDate,
  longNotes,
  tickAllByHand,
  principleToggle,
  writeNotes,
} from "./queries";
import { expectTaggedPdfUa } from "./taggedPdf";
import { canvasRecord, watchCanvases } from "./canvasWatch";

const QUESTIONS = allQuestions(createInitialChecklist());
const FIRST = QUESTIONS[0]?.text ?? "";
const MARKUP = "<img src=x onerror=alert(1)> </style><script>alert(2)</script>";
const noteButton = (action: string, question: string) => ({
  role: "button",
  name: `${action} on: ${question}`,
  exact: true,
});
/** A section's toggle by its whole accessible name: its name, its ticks and its notes (engines put
 * a space before each comma, or not). */
const header = (name: string) => ({
  role: "button",
  name: { pattern: `^${name.replace(/, /g, "\\s*, ")}$` },
});
const noteField = (question: string) => ({
  role: "textbox",
  name: `Note on: ${question}`,
  exact: true,
});

/** Saves a download where poppler, and a person, can read it (artifacts/engines). */
async function saved(
  app: App,
  index: number,
  file: string,
  timeoutMs?: number,
): Promise<{ name: string; path: string }> {
  const { name, bytes } = await app.download(index, timeoutMs);
  mkdirSync("artifacts/engines", { recursive: true });
  const path = `artifacts/engines/${app.engine}-${file}`;
  writeFileSync(path, bytes);
  return { name, path };
}

/** The first row, in CSS px of the report, holding dark ink (text, ticks), not the notes' pale rule. */
function firstDarkRow(raster: ReturnType<typeof renderPdfPages>[number], dpi = 150): number {
  const { width, height, pixels } = raster;
  const cssPx = ((210 / 25.4) * dpi) / 800;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if ((pixels[i] ?? 255) + (pixels[i + 1] ?? 255) + (pixels[i + 2] ?? 255) < 450)
        return y / cssPx;
    }
  return Infinity;
}

/** With the first question's note field open: a second note opened, and More; then axe. */
async function checkNotesOpen(app: App, look: Pick<Look, "scheme" | "width">): Promise<void> {
  await app.click(noteButton("Add a note", QUESTIONS[1]?.text ?? ""));
  await app.click(button("More"));
  await app.expectCount(button("Download as Markdown"), 1);
  // Photographed too: two notes open and the More menu, as a phone or a desktop shows them.
  await checkLook(app, "notes-open", look);
}

test("a note is added, edited and cleared by keyboard, and counted in its section's header", async ({
  app,
}) => {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.focus({ ...CHECKBOX, nth: 0 });
  await app.press("Tab");
  await app.expectFacts(noteButton("Add a note", FIRST), { focused: true, expanded: "false" });
  await app.press("Enter");
  // Open, the button says what a press does now.
  await app.expectFacts(noteButton("Close note", FIRST), { expanded: "true" });
  // Focus goes into the field when it opens (its code loads on first use).
  await app.expectFacts(noteField(FIRST), { focused: true });
  await app.type("Forms in two languages");
  await app.expectFacts(noteField(FIRST), { text: "Forms in two languages" });
  await app.expectFacts(noteButton("Close note", FIRST), { expanded: "true" });
  await app.expectCount(header("Respect for Persons, 0 of 14 ticked, 1 note"), 1);
  await app.expectCount(header("Informed Consent, 0 of 2 ticked, 1 note"), 1);

  // (React keeps a text field's text content in step with its value: that is what the harness reads.)
  // Closed and opened again by keyboard, the note is there to edit. (Back from the field, Shift+Tab
  // passes the question's other buttons, its guidance's and its "does not apply", on the way.)
  await app.focus(noteButton("Close note", FIRST));
  await app.press("Enter");
  await app.expectFacts(noteButton("Edit note", FIRST), { expanded: "false" });
  await app.expectCount(noteField(FIRST), 0);
  await app.press("Enter");
  await app.expectFacts(noteField(FIRST), { focused: true });
  // The caret is at the note's end.
  await app.type(" edited");
  const edited = await app.until(
    () => app.facts(noteField(FIRST)),
    (facts) => facts.text.length === "Forms in two languages edited".length,
    "the edited note",
  );
  expect(edited.text).toBe("Forms in two languages edited");

  // Cleared: every character deleted, the note is gone, and so is its count.
  for (let i = 0; i < edited.text.length; i += 1) {
    await app.press("ArrowDown");
    await app.press("Backspace");
  }
  await app.expectFacts(noteField(FIRST), { text: "" });
  await app.expectFacts(noteButton("Close note", FIRST), { expanded: "true" });
  await app.expectCount(header("Respect for Persons, 0 of 14 ticked"), 1);
  await checkNotesOpen(app, DEFAULT_LOOK);
});

test("Reset clears ticks and notes; Undo brings them back, and is withdrawn after 10 seconds", async ({
  app,
}) => {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await writeNotes(app, { [FIRST]: "kept across Undo" });
  await app.click(button("Reset"));
  await app.expectCount(CHECKBOX, 0);
  // Undo's code loads on first use.
  await app.expectCount(button("Undo"), 1);
  await app.click(button("Undo"));
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: true });
  await app.expectFacts(button("Reset"), { focused: true });
  // The note is back (its field closed, as every section was, so its button says Edit note).
  await app.click(noteButton("Edit note", FIRST));
  await app.expectFacts(noteField(FIRST), { text: "kept across Undo" });
  await app.expectCount(button("Undo"), 0);

  // Reset again (the Undo ticked the first question again), and Undo left alone: offered for
  // UNDO_RESET_MS, in each engine's own timers and rendering. The page's own clock notes the moment
  // Reset is clicked (before the app hears it, so before Undo's timer starts) and the moment Undo
  // leaves the page: how long the test takes to look in between changes nothing. The exact
  // duration, to the millisecond, is the component test's (fake timers).
  const offeredMs = 10_000;
  await app.evaluate(() => {
    const times: { reset?: number; withdrawn?: number; offered?: boolean } = {};
    Object.defineProperty(window, "__undoTimes", { value: times });
    const undoShown = () =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Undo");
    addEventListener(
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (button?.textContent?.trim() === "Reset") times.reset ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (undoShown()) times.offered = true;
      else if (times.offered) times.withdrawn ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, null);
  await app.click(button("Reset"));
  await app.expectCount(button("Undo"), 1);
  await app.until(
    () => app.count(button("Undo")),
    (count) => count === 0,
    "Undo withdrawn",
    offeredMs + 20_000,
  );
  const { reset = NaN, withdrawn = NaN } = await app.evaluate(
    () =>
      (window as unknown as { __undoTimes: { reset?: number; withdrawn?: number } }).__undoTimes,
    null,
  );
  // A timer never fires early; the few milliseconds allowed are the engines' coarsened clocks.
  expect(withdrawn - reset, "Undo offered from Reset until withdrawn, in ms").toBeGreaterThan(
    offeredMs - 20,
  );
  await app.expectCount(button("Undo"), 0);
  // Withdrawn, not undone: the tick stays cleared.
  await app.click(principleToggle("Respect for Persons"));
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });
  await app.expectCount(header("Respect for Persons, 0 of 14 ticked"), 1);
});

test("the PDF and the Markdown file carry the notes, as plain text, ticked and not", async ({
  app,
}) => {
  test.setTimeout(120_000);
  await app.goto("/");
  await expandAll(app);
  await app.click({ ...CHECKBOX, nth: 0 });
  const unticked = QUESTIONS[5]?.text ?? "";
  const greek = "Accents é ü, Ελληνικά, Кириллица, עברית";
  const emoji = "Emoji 😀 too";
  await writeNotes(app, {
    [FIRST]: `First line of the note\nSecond line ${MARKUP}\n${greek}\n${emoji}`,
    [unticked]: "Does not apply: no participants under 18.",
  });
  await app.click(button("Export"));
  const { name, path } = await saved(app, 0, "notes.pdf");
  expect(name).toBe(`computing-research-principles-checklist-${localDate()}.pdf`);
  const pdf = readPdf(path);
  const text = fold(pdf.text);
  expect(text).toContain("Note: First line of the note Second line");
  expect(text).toContain(MARKUP);
  expect(text).toContain("Notes on questions not ticked");
  expect(text.indexOf("Does not apply: no participants under 18.")).toBeGreaterThan(
    text.indexOf("Notes on questions not ticked"),
  );
  expect(text.indexOf("Notes on questions not ticked")).toBeGreaterThan(text.indexOf(MARKUP));
  // The text layer carries the accents, Greek, Cyrillic and Hebrew as written. The emoji, which
  // jsPDF cannot encode in any font, is a "?" among its glyphs, and its line's tags give the line
  // as written (ActualText), which poppler reads.
  // (poppler wraps a right-to-left run in embedding marks, U+202B ... U+202C.)
  for (const word of ["Accents é ü", "Ελληνικά", "Кириллица", "עברית"])
    expect(text).toContain(word);
  expect(text.replace(/[\u202a-\u202e]/g, "")).toContain(greek);
  expect(text).toContain(emoji);
  // Tagged: a screen reader reads the tick, the question, then its note inside the same item, and
  // after them the section of notes on questions not ticked, each announced as not ticked.
  const tags = expectTaggedPdfUa(path);
  writeFileSync(`artifacts/engines/${app.engine}-notes-struct-text.txt`, tags.structText);
  const reading = structureReading(tags.structText).replace(/[\u202a-\u202e]/g, "");
  const order = [
    "Principles and Guidelines for Computing Research",
    "Summary",
    "Respect for Persons",
    `Ticked ${fold(FIRST)}`,
    "Note: First line of the note Second line",
    "Notes on questions not ticked",
    `Not ticked ${fold(unticked)}`,
    "Note: Does not apply: no participants under 18.",
  ];
  let from = 0;
  for (const words of order) {
    const at = reading.indexOf(words, from);
    expect(at, `"${words.slice(0, 50)}" after what comes before it`).toBeGreaterThanOrEqual(0);
    from = at + words.length;
  }
  expect(tags.structText).toMatch(/LI \(block\)\n\s+Lbl \(block\)\n\s+"Ticked"\n\s+LBody/);

  // The page image, for a person to look at (accents, Greek, Cyrillic, Hebrew, emoji as drawn).
  const raster = renderPdfPage(path, 1);
  expect(raster.width).toBeGreaterThan(0);
  writeFileSync(
    `artifacts/engines/${app.engine}-notes-page-1.ppm`,
    Buffer.concat([
      Buffer.from(`P6\n${raster.width} ${raster.height}\n255\n`),
      Buffer.from(raster.pixels),
    ]),
  );

  // The Markdown file, from "More".
  await app.click(button("More"));
  await app.expectCount(button("Download as Markdown"), 1);
  await app.click(button("Download as Markdown"));
  const markdown = await saved(app, 1, "notes.md");
  expect(markdown.name).toBe(`computing-research-principles-checklist-${localDate()}.md`);
  const md = (await app.download(1)).bytes.toString("utf8");
  expect(md).toContain("- [x] ");
  expect(md).toContain("> **Note:** First line of the note\\");
  expect(md).toContain("\\<img src=x onerror=alert(1)\\>");
  expect(md).toContain(greek);
  expect(md).toContain(emoji);
  expect(md).toContain("## Notes on questions not ticked");
  await app.expectFacts(
    { text: `Markdown file ready: ${markdown.name}` },
    { text: `Markdown file ready: ${markdown.name}` },
  );
});

// The longest report the app makes: every question ticked, each with a note of 2,000 characters.
// One test for both: ticking all 68 by hand and exporting a 25-page report are each among the
// longest steps of this suite in every engine.
test("all 68 questions ticked by hand, each with a 2,000-character note, export whole, page by page: no canvas larger than a page, no line cut at a page's edge", async ({
  app,
}) => {
  test.setTimeout(300_000);
  await app.goto("/");
  // Every question ticked by a real click, each box where a person would click it.
  await tickAllByHand(app);
  expect((await app.facts({ role: "progressbar" })).attributes["aria-valuenow"]).toBe("100");
  // Each note its question's number, then words to 2,000 characters, so every note is told apart.
  const notes = longNotes();
  for (const text of Object.values(notes)) expect(text).toHaveLength(2000);
  await writeNotes(app, notes);
  await watchCanvases(app);
  await app.click(button("Export"));
  // WebKitGTK drew the 29 pages in 21 s on a quiet 2-core host and took over a minute on a loaded
  // one: the wait ends when the file comes, within the test's own time.
  const { path } = await saved(app, 0, "68-notes.pdf", 200_000);
  // Tagged whole: notes that break across pages are each one element, marked on both pages.
  expectTaggedPdfUa(path);
  const pdf = readPdf(path);
  expect(pdf.pages).toBeGreaterThanOrEqual(25);
  expect(pdf.images).toHaveLength(pdf.pages);
  for (const image of pdf.images) expect(image.width).toBe(1600);

  // Drawn a page at a time: one page image is 1600 px wide and at most 295 mm of 210 mm tall.
  const canvases = await canvasRecord(app);
  expect(canvases.largest.width).toBeLessThanOrEqual(1600);
  expect(canvases.largest.height).toBeLessThanOrEqual(Math.ceil((295 / 210) * 1600));
  expect(canvases.sizings).toBeGreaterThanOrEqual(pdf.pages);
  // Every page's pixels are read back from a canvas made for reading.
  expect(canvases.pixelReads).toBeGreaterThanOrEqual(pdf.pages);
  expect(canvases.readsOfCanvasesNotMadeForReading).toBe(0);

  // Compared without white space: a line that wraps after a hyphen ("re-" / "identified") comes out
  // of pdftotext with a space in it.
  const bare = (text: string) => text.replace(/\s+/g, "");
  const whole = bare(pdf.text);
  for (const [i, text] of Object.values(notes).entries()) {
    expect(whole, `note ${i + 1}`).toContain(bare(text));
  }
  // Every line of every question on one page of the text layer. WebKitGTK once jumbled a few lines
  // of long questions: it gives a word that ends a line a second, empty box on the next line, and
  // that word's line took the next one in. The text layer now takes a word's box on the line it is
  // set on (measureReportLayout.ts).
  const pages = pdf.pageTexts.map(bare);
  for (const question of QUESTIONS) {
    const onPages = pages.filter((page) => page.includes(bare(question.text)));
    expect(onPages.length, `a page holding all of "${question.text.slice(0, 40)}…"`).toBe(1);
  }
  // A line cut at the foot of a page would leave its lower half at the very top of the next page's
  // band (40 px down). Every page's first text starts below that, with its line's own leading.
  const dpi = 150;
  const tops = renderPdfPages(path, 2, pdf.pages, dpi, Math.ceil(((120 * 210) / 800 / 25.4) * dpi));
  expect(tops).toHaveLength(pdf.pages - 1);
  for (const [i, top] of tops.entries()) {
    expect(firstDarkRow(top, dpi), `top of page ${i + 2}`).toBeGreaterThan(41);
  }
});

onDarkPhone(({ scheme, width, height }) => {
  test(`axe finds no violations with notes open at ${width} px`, async ({ app }) => {
    await app.setViewport(width, height);
    await app.goto("/");
    await app.click(principleToggle("Respect for Persons"));
    await app.click(noteButton("Add a note", FIRST));
    await app.expectFacts(noteField(FIRST), { focused: true });
    await app.type("A note");
    await checkNotesOpen(app, { scheme, width });
  });
});
