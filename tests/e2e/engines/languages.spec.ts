// Every researcher's language, in every engine: the switcher changes the page's language in place,
// keeping the work, Arabic lays out right to left, and axe finds nothing on the Arabic pages in light
// and dark at 1280 and 390 px, and the status line Save left is put into the new language.
// Screenshots of each language (artifacts/engines/) for a person to look at. The words themselves are the unit tests' (tests/unit/i18n); here, what only a browser
// shows: direction, layout, focus.

import { mkdirSync, writeFileSync } from "node:fs";
import { readCatalog } from "../../../build/messageCatalogs";
import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  loadMessages,
  pathInLanguage,
  translatorFor,
} from "../../../src/i18n";
import { parseAssessmentBytes } from "../../../src/record";
import { encodeChecklistLink, type ChecklistVariant } from "../../../src/variant";
import { attachedFiles, fold, readPdf, structureReading, structureSpans } from "../support/pdf";
import {
  DEFAULT_LOOK,
  expect,
  forEachLook,
  onDarkPhone,
  test,
  type App,
  type Look,
} from "./fixtures";
import { CHECKBOX, principleToggle } from "./queries";
import { expectTaggedPdfUa } from "./taggedPdf";

const SHOTS = "artifacts/engines";
const words = (code: string) => {
  const messages = readCatalog(code);
  return (id: string) => messages.get(id) ?? `(no ${id})`;
};

test("the switcher changes the language in place, keeping the work; Arabic reads right to left", async ({
  app,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await app.setViewport(1280, 800);
  await app.goto("/");
  const english = words("en");
  await app.click(principleToggle(english("checklist.name.respect-for-persons")));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.evaluate(() => ((window as unknown as { marker: string }).marker = "same"), null);

  for (const language of [...LANGUAGES.slice(1), SOURCE_LANGUAGE]) {
    const t = words(language.code);
    await app.click({
      role: "button",
      name: { pattern: "^(Language|Langue|Idioma|Sprache|اللغة)" },
    });
    await app.click({
      role: "link",
      name: { pattern: `^${language.name.replace(/[()]/g, "\\$&")}` },
    });
    await app.until(
      () => app.evaluate(() => [document.documentElement.lang, location.pathname], null),
      ([lang]) => lang === language.code,
      `the page in ${language.code}`,
    );
    expect(await app.evaluate(() => location.pathname, null)).toBe(pathInLanguage(language, "/"));
    expect(await app.evaluate(() => document.documentElement.dir, null)).toBe(language.dir);
    // The same page: no reload, the principle still open, its first question still ticked.
    expect(await app.evaluate(() => (window as unknown as { marker?: string }).marker, null)).toBe(
      "same",
    );
    await app.expectFacts(principleToggle(t("checklist.name.respect-for-persons")), {
      expanded: "true",
    });
    await app.expectFacts(
      { role: "checkbox", name: t("checklist.question.ic-1"), exact: true },
      {
        checked: true,
      },
    );
    // Focus stays on the switcher, now named in the new language.
    const focused = await app.activeElement();
    expect(focused?.name ?? "").toContain(language.name);
    // The header's title starts where the language starts: on the left, or on the right in Arabic.
    const sides = await app.evaluate(() => {
      const title = document.querySelector("header a")?.getBoundingClientRect();
      return { left: title?.left ?? NaN, right: window.innerWidth - (title?.right ?? NaN) };
    }, null);
    if (language.dir === "rtl") expect(sides.right).toBeLessThan(sides.left);
    else expect(sides.left).toBeLessThan(sides.right);
    await app.screenshot(`${SHOTS}/${app.engine}-language-${language.code}-1280.png`);
  }
});

forEachLook((looks) => {
  // A file opened on the Arabic checklist: its names' runs change with the width, its colours with
  // the scheme, so it is checked in each once (light on the desktop, dark on the phone), as the
  // checklist's own states are (accessibility.spec.ts). The pages, and their photographs, in all four.
  const openedAt = looks.find(
    ({ scheme, width }) => (scheme === "light") === (width === DEFAULT_LOOK.width),
  )?.width;
  test(`axe finds no violations on the Arabic pages at ${looks.map((look) => look.width).join(" and ")} px, nor scrolling sideways; at ${openedAt} px, a Latin file name and English title read whole in the Arabic lines`, async ({
    app,
  }) => {
    // Two looks' work, on a loaded 2-core host more than the default minute in Firefox.
    test.setTimeout(180_000);
    // The look with the checklist's own parts last: its work (a customisation, a file opened) makes
    // leaving the page ask, which would hold the next look's first page.
    const inTurn = [...looks].sort(
      (a, b) => Number(a.width === openedAt) - Number(b.width === openedAt),
    );
    for (const look of inTurn)
      await test.step(`${look.width} px`, () =>
        checkArabicPages(app, look, look.width === openedAt));
  });
});

/** axe on the Arabic pages in `look`; with `opened`, a Latin-named file opened on them too. */
async function checkArabicPages(app: App, { scheme, width, height }: Look, opened: boolean) {
  await app.setViewport(width, height);
  const t = words("ar");
  for (const path of ["/ar/about", "/ar/how-to-use", "/ar/"]) {
    await app.goto(path);
    expect(await app.axeViolations(), path).toEqual([]);
    const overflow = await app.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
      null,
    );
    expect(overflow, `${path}: horizontal scrolling`).toBeLessThanOrEqual(0);
  }
  if (!opened) {
    await app.screenshot(`${SHOTS}/${app.engine}-language-ar-${width}-${scheme}.png`);
    return;
  }
  // A saved assessment with a Latin name, on a field's checklist written in English: the status
  // line and the banner mix directions. Each name runs whole, left to right: one box on each line
  // it takes (a run cut by the bidi algorithm would be several side by side), and where the
  // Arabic sentence puts it: the words before it on its right.
  await app.setInputFiles({ css: 'input[type="file"]' }, "tests/fixtures/assessment-v2.json");
  const title = "Checklist for HCI field studies";
  await app.expectFacts({ text: title, exact: true }, { text: title });
  const runs = await app.evaluate(
    (names) =>
      [...document.querySelectorAll("bdi")]
        .filter((bdi) => names.includes(bdi.textContent ?? ""))
        .map((bdi) => {
          const boxes = [...bdi.getClientRects()].filter((each) => each.width > 0);
          const whole = boxes.every((each, i) => i === 0 || each.top > (boxes[i - 1]?.top ?? 0));
          const box = boxes[0] ?? bdi.getBoundingClientRect();
          // The sentence's last letter before the name, where the line holds both.
          const before = bdi.previousSibling;
          const words = before?.textContent?.trimEnd() ?? "";
          let onItsRight = true;
          if (before !== null && words.length > 0) {
            const range = document.createRange();
            range.setStart(before, words.length - 1);
            range.setEnd(before, words.length);
            const letter = range.getBoundingClientRect();
            const sameLine = letter.top < box.bottom && letter.bottom > box.top;
            onItsRight = !sameLine || letter.left >= box.right - 1;
          }
          const lang = bdi.getAttribute("lang") ?? "";
          return `${bdi.textContent} [${lang}]: ${whole ? "whole" : `${boxes.length} boxes`}, ${onItsRight ? "after" : "out of order"}`;
        }),
    [title, "assessment-v2.json"],
  );
  expect(runs.sort()).toEqual([
    `${title} [en]: whole, after`,
    "assessment-v2.json []: whole, after",
  ]);
  await app.screenshot(`${SHOTS}/${app.engine}-language-ar-${width}-${scheme}-opened.png`);
  // The file's ticks open the principles that hold them; the progress bars fill from the right.
  await app.expectFacts(principleToggle(t("checklist.name.respect-for-persons")), {
    expanded: "true",
  });
  await app.until(
    () => app.count(CHECKBOX),
    (n) => n > 0,
    "the questions shown",
  );
  expect(await app.axeViolations(), "/ar/ a file opened, open and ticked").toEqual([]);
  await app.screenshot(`${SHOTS}/${app.engine}-language-ar-${width}-${scheme}.png`);
}

test("a report in Arabic: the PDF is in Arabic, its text layer gives the words, its record opens anywhere", async ({
  app,
}) => {
  const t = words("ar");
  await app.goto("/ar/");
  await app.click(principleToggle(t("checklist.name.respect-for-persons")));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ role: "button", name: t("actions.export"), exact: true });
  const { bytes } = await app.download(0);
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${app.engine}-report-ar.pdf`;
  writeFileSync(path, bytes);
  const pdf = readPdf(path);
  expect(pdf.language).toBe("ar");
  expect(pdf.title).toBe(t("product.title"));
  // pdftotext reads the text layer: the principle's name and the summary's heading, as written.
  const text = pdf.text.replace(/\s+/g, " ");
  expect(text).toContain(t("checklist.name.respect-for-persons"));
  expect(text).toContain(t("report.summaryHeading"));
  // The record inside holds ids and English: it opens in any language.
  const [record] = attachedFiles(path);
  const opened = parseAssessmentBytes(record?.bytes ?? new Uint8Array());
  expect(opened.ok && opened.assessment.ticked).toEqual(["ic-1"]);
  // Tagged as PDF/UA asks, in Arabic too; each line, its glyphs written as they are seen, gives a
  // reader of the tags its words in reading order (a Span's /ActualText), as the browser laid it out.
  expectTaggedPdfUa(path, t("product.title"));
  const read = structureSpans(path).map((span) => fold(span.actualText ?? ""));
  for (const words of [
    t("product.title"),
    t("report.summaryHeading"),
    t("checklist.name.respect-for-persons"),
  ])
    expect(read).toContain(words.normalize("NFC"));
});

/** A field's checklist written in English: a question reworded, one hidden with a reason. */
const ENGLISH_FIELD: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  language: "en",
  changes: {
    addedQuestions: [],
    addedSubPrinciples: [],
    rewordedQuestions: [
      { id: "ic-1", text: "Do participants understand what taking part involves?" },
    ],
    hiddenQuestions: [{ id: "ic-2", reason: "Our studies use public data only." }],
    nextNumber: 1,
  },
};

test("a report in Arabic on a field's English checklist: the English words in its Arabic lines say they are English", async ({
  app,
}) => {
  const t = words("ar");
  await app.goto(`/ar/#checklist=${await encodeChecklistLink(ENGLISH_FIELD)}`);
  // The link's checklist is read by code loaded on demand: the page is on it once its banner and
  // the status line (“Opened the checklist …”) name it. A section opened before then is drawn
  // again, on the standard checklist's questions.
  const title = ENGLISH_FIELD.title;
  await app.expectCount({ text: title, exact: true }, 2);
  await app.click(principleToggle(t("checklist.name.respect-for-persons")));
  const reworded = ENGLISH_FIELD.changes.rewordedQuestions[0]?.text ?? "";
  await app.click({ role: "checkbox", name: reworded, exact: true });
  await app.click({ role: "button", name: t("actions.export"), exact: true });
  const { bytes } = await app.download(0);
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${app.engine}-report-ar-english-field.pdf`;
  writeFileSync(path, bytes);
  expectTaggedPdfUa(path, t("product.title"));
  // The field's title and publisher in the checklist's line, and its reason after "السبب:", are
  // each a Span with /Lang (en) inside their Arabic line; the Arabic words of those lines give
  // their reading order.
  const spans = structureSpans(path);
  const english = spans
    .filter((span) => span.lang === "en")
    .map((span) => fold(span.actualText ?? ""));
  expect(english).toHaveLength(3);
  const read = spans.map((span) => fold(span.actualText ?? ""));
  expect(read).toContain(t("report.reasonLabel"));
  // pdftotext still reads the words, in Arabic and in English.
  const text = fold(readPdf(path).text);
  expect(text).toContain(ENGLISH_FIELD.changes.hiddenQuestions[0]?.reason ?? "");
  expect(text).toContain(ENGLISH_FIELD.title);
  // (Its "?" pdftotext puts before it, as it does ": 5" after its number: its own reordering.)
  expect(text).toContain(reworded.replace(/\?$/, ""));
});

test("a report in fr, then in de: tagged as PDF/UA asks, every line whole, as before", async ({
  app,
}) => {
  for (const code of ["fr", "de"])
    await test.step(code, async () => {
      const t = words(code);
      await app.goto(`/${code}/`);
      await app.click(principleToggle(t("checklist.name.respect-for-persons")));
      await app.click({ ...CHECKBOX, nth: 0 });
      await app.click({ role: "button", name: t("actions.export"), exact: true });
      // Each page its own downloads: the first since this language's page loaded.
      const { bytes } = await app.download(0);
      mkdirSync(SHOTS, { recursive: true });
      const path = `${SHOTS}/${app.engine}-report-${code}.pdf`;
      writeFileSync(path, bytes);
      expectTaggedPdfUa(path, t("product.title"));
      // Left to right, in one language: no line is cut into Spans.
      expect(structureSpans(path)).toEqual([]);
      expect(fold(readPdf(path).text)).toContain(t("checklist.name.respect-for-persons"));
    });
});

test("what Save said follows a change of language: the status line is put into the new one", async ({
  app,
}) => {
  const english = words("en");
  await app.goto("/");
  await app.click(principleToggle(english("checklist.name.respect-for-persons")));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click({ role: "button", name: english("assessmentFile.save"), exact: true });
  const { name } = await app.download(0);
  const status = { css: '#assessment-file p[role="status"]' };
  const saved = { fileName: name, ticks: 1, notes: 0 };
  await app.expectFacts(status, { text: `Saved ${name}: 1 tick and no notes.` });

  for (const code of ["fr", "ar"] as const) {
    const language = LANGUAGES.find((each) => each.code === code);
    if (language === undefined) throw new Error(`no ${code}`);
    await app.click({
      role: "button",
      name: { pattern: "^(Language|Langue|Idioma|Sprache|اللغة)" },
    });
    await app.click({ role: "link", name: { pattern: `^${language.name}` } });
    await app.until(
      () => app.evaluate(() => document.documentElement.lang, null),
      (lang) => lang === code,
      `the page in ${code}`,
    );
    await Promise.all([loadMessages(code, "app"), loadMessages(code, "later")]);
    // Compared as the harness reads text: its white space collapsed (French's narrow spaces too).
    const said = translatorFor(code).t("record.saved", saved).replace(/\s+/g, " ").trim();
    await app.expectFacts(status, { text: said });
    mkdirSync(SHOTS, { recursive: true });
    await app.screenshot(`${SHOTS}/${app.engine}-status-after-switch-${code}.png`);
  }
});

test("a checklist written in English on the French page: its title and a reason for hiding marked English on screen and in the tagged PDF", async ({
  app,
}) => {
  const t = words("fr");
  await app.goto("/fr");
  // A saved assessment on a customised checklist that names no language: its words are English.
  await app.setInputFiles({ css: 'input[type="file"]' }, "tests/fixtures/assessment-v2.json");
  const title = "Checklist for HCI field studies";
  await app.expectFacts({ text: title, exact: true }, { text: title });
  const shot = `${SHOTS}/${app.engine}-fr-english-checklist-${DEFAULT_LOOK.width}-${DEFAULT_LOOK.scheme}`;
  await checkBanner(app, shot);
  expect(
    await app.evaluate(
      (words) =>
        [...document.querySelectorAll("[lang]")]
          .filter((element) => words.includes(element.textContent ?? ""))
          .map((element) => `${element.textContent}: ${element.getAttribute("lang")}`),
      [title, "Ethics board, Dept. of CS"],
    ),
  ).toEqual([`${title}: en`, "Ethics board, Dept. of CS: en"]);

  await app.click({ role: "button", name: t("actions.export"), exact: true });
  const { bytes } = await app.download(0);
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${app.engine}-report-fr-english-checklist.pdf`;
  writeFileSync(path, bytes);
  expect(readPdf(path).language).toBe("fr");
  // The reason after the French label, one line to the eye and to a reader of the text layer.
  const reason = "No research workers in field studies.";
  const label = words("fr")("report.reasonLabel");
  expect(fold(readPdf(path).text)).toContain(fold(`${label} ${reason}`));
  // Tagged to PDF/UA-1 with the field's words as Spans of their own language in the French lines.
  const tags = expectTaggedPdfUa(path, t("product.title"));
  const spans = tags.structText
    .split("\n")
    .flatMap((line, index, lines) =>
      /^\s*Span\b/.test(line) ? [`${line.trim()} ${lines[index + 1]?.trim() ?? ""}`] : [],
    );
  expect(
    spans.some((span) => span.includes(reason)),
    spans.join("\n"),
  ).toBe(true);
  expect(
    spans.some((span) => span.includes(title)),
    spans.join("\n"),
  ).toBe(true);
  expect(structureReading(tags.structText)).toContain(fold(`${label}\n${reason}`));
  await checkHiddenReason(app, shot);
});

/** axe on the French page with the English checklist's banner and Open's status line. */
async function checkBanner(app: App, shot: string): Promise<void> {
  expect(await app.axeViolations(), "the banner and the status line").toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await app.screenshot(`${shot}-banner.png`);
}

/** The Customise mode: the hidden question, its reason in English within the French words; axe. */
async function checkHiddenReason(app: App, shot: string): Promise<void> {
  const t = words("fr");
  await app.click({ role: "button", name: t("customiseBar.button"), exact: true });
  await app.expectFacts(
    { role: "heading", name: t("customise.heading"), exact: true },
    { focused: true },
  );
  await app.click({
    role: "button",
    within: {
      role: "heading",
      level: 3,
      name: { pattern: `^${t("checklist.name.respect-for-persons")}` },
    },
  });
  const reason = "No research workers in field studies.";
  await app.expectFacts({ text: reason, exact: true }, { text: reason });
  await app.evaluate((words) => {
    const element = [...document.querySelectorAll("[lang]")].find(
      (each) => each.textContent === words,
    );
    element?.scrollIntoView({ block: "center" });
  }, reason);
  expect(await app.axeViolations(), "the Customise mode").toEqual([]);
  await app.screenshot(`${shot}-reason.png`);
}

onDarkPhone(({ scheme, width, height }) => {
  test(`an English checklist on the French page at ${width} px: the banner, a hidden question's reason and the status line, axe clean`, async ({
    app,
  }) => {
    await app.setViewport(width, height);
    await app.goto("/fr");
    await app.setInputFiles({ css: 'input[type="file"]' }, "tests/fixtures/assessment-v2.json");
    const title = "Checklist for HCI field studies";
    await app.expectFacts({ text: title, exact: true }, { text: title });
    const shot = `${SHOTS}/${app.engine}-fr-english-checklist-${width}-${scheme}`;
    await checkBanner(app, shot);
    await checkHiddenReason(app, shot);
  });
});
