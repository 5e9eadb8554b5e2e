// "Does not apply" in every engine: a question set aside by keyboard, with its reason required;
// the counts beside the spec's figures; ticking it asks first; saved (format 5), the checklist
// reset, and the file opened again finds it set aside with its reason; axe on each new state.

import { mkdirSync, writeFileSync } from "node:fs";
import { allQuestions } from "../../../src/data";
import { loadMessages, translatorFor } from "../../../src/i18n";
import { createInitialChecklist } from "../../../src/data/english";
import { DEFAULT_LOOK, checkLook, expect, test, type App, onDarkPhone } from "./fixtures";
import { CHECKBOX, button, principleToggle } from "./queries";
import type { Query } from "./harness/inPageHarness";

const FIRST = allQuestions(createInitialChecklist())[0]?.text ?? "";
const REASON = "We recruit no participants: the study reads public code only.";
const FILE_FIELD: Query = { css: 'input[type="file"]' };
const named = (role: string, name: string): Query => ({ role, name, exact: true });
const reasonField = named("textbox", `Why it does not apply: ${FIRST}`);
const header = (name: string): Query => ({
  role: "button",
  name: { pattern: `^${name.replace(/, /g, "\\s*, ")}$` },
});
const ASK: Query = { role: "alertdialog", name: "Tick this question?", exact: true };

/** Sets the first question aside by keyboard alone, a blank reason refused on the way. */
async function setAsideByKeyboard(app: App): Promise<void> {
  await app.goto("/");
  await app.click(principleToggle("Respect for Persons"));
  await app.focus({ ...CHECKBOX, nth: 0 });
  // Past its note's button and its guidance's.
  await app.press("Tab");
  await app.press("Tab");
  await app.press("Tab");
  await app.expectFacts(named("button", `Does not apply: ${FIRST}`), {
    focused: true,
    expanded: "false",
  });
  await app.press("Enter");
  // Its code loads on first use; the field takes the focus as it appears.
  await app.expectFacts(reasonField, { focused: true });
  await app.expectFacts(named("button", `Does not apply: ${FIRST}`), { expanded: "true" });
  // A blank reason is refused, said, and tied to the field.
  await app.press("Tab");
  await app.expectFacts(named("button", `Set aside: ${FIRST}`), { focused: true });
  await app.press("Enter");
  await app.expectFacts(
    { role: "alert" },
    { text: "Write a reason: a question is set aside only with one." },
  );
  await app.expectFacts(reasonField, { focused: true });
  expect((await app.facts(reasonField)).attributes["aria-invalid"]).toBe("true");
  await app.type(REASON);
  await app.press("Tab");
  await app.press("Enter");
  await app.expectFacts(named("button", `Change reason: ${FIRST}`), {
    focused: true,
    expanded: "false",
  });
  await app.expectCount({ text: "1 set aside as not applying, 67 still open" }, 1);
  await app.expectCount(header("Respect for Persons, 0 of 14 ticked, 1 set aside, 13 open"), 1);
}

test("a question set aside by keyboard is counted, asked about before a tick, saved and opened again", async ({
  app,
}) => {
  await setAsideByKeyboard(app);
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });
  await app.expectCount({ text: REASON }, 1);
  await app.expectCount({ text: "0 of 68 questions ticked" }, 1);
  await app.expectCount({ text: "1 set aside as not applying, 67 still open" }, 1);
  await app.expectCount(header("Respect for Persons, 0 of 14 ticked, 1 set aside, 13 open"), 1);
  await checkLook(app, "set-aside", DEFAULT_LOOK);

  // Ticking it asks first; Escape keeps everything.
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.expectCount(ASK, 1);
  await app.expectFacts(button("Keep the reason"), { focused: true });
  await checkLook(app, "set-aside-tick-asked", DEFAULT_LOOK);
  await app.press("Escape");
  await app.expectCount(ASK, 0);
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });
  await app.expectCount({ text: REASON }, 1);

  // Saved, reset, opened again: set aside, with its reason.
  await app.click(button("Save"));
  const { name, bytes } = await app.download(0);
  const saved = JSON.parse(bytes.toString("utf8")) as {
    formatVersion: number;
    questions: { ticked: boolean; setAside?: string }[];
  };
  expect(saved.formatVersion).toBe(5);
  expect(saved.questions).toEqual([expect.objectContaining({ ticked: false, setAside: REASON })]);
  await app.click(button("Reset"));
  await app.expectCount({ text: REASON }, 0);
  const folder = `artifacts/engines/open/${app.engine}-${test.info().testId}`;
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/${name}`, bytes);
  await app.setInputFiles(FILE_FIELD, `${folder}/${name}`);
  await app.expectCount({ text: REASON }, 1);
  await app.expectCount({ text: "1 set aside as not applying, 67 still open" }, 1);
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: false });
});

test("the reason's field, open with its message, passes axe", async ({ app }) => {
  await setAsideByKeyboard(app);
  await app.click(named("button", `Change reason: ${FIRST}`));
  await app.expectFacts(reasonField, { focused: true });
  await checkLook(app, "set-aside-field", DEFAULT_LOOK);
});

onDarkPhone((look) => {
  test(`a question set aside, and its field, at ${look.width} px in the ${look.scheme} scheme`, async ({
    app,
  }) => {
    await app.setViewport(look.width, look.height);
    await setAsideByKeyboard(app);
    await app.click(named("button", `Change reason: ${FIRST}`));
    await app.expectFacts(reasonField, { focused: true });
    await checkLook(app, "set-aside-field", look);
  });
});

test("at 320 px, a question set aside and its field fit the width", async ({ app }) => {
  await app.setViewport(320, 640);
  await setAsideByKeyboard(app);
  await app.click(named("button", `Change reason: ${FIRST}`));
  await app.expectFacts(reasonField, { focused: true });
  const overflow = await app.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    null,
  );
  await checkLook(app, "set-aside-field", { scheme: "light", width: 320 });
  expect(overflow, "px scrolled sideways").toBeLessThanOrEqual(0);
});

test("in Arabic, right to left, a question is set aside and counted in its own words", async ({
  app,
}) => {
  await Promise.all([loadMessages("ar", "app"), loadMessages("ar", "later")]);
  const { t } = translatorFor("ar");
  await app.setViewport(320, 640);
  await app.goto("/ar/");
  await app.click(principleToggle(t("checklist.name.respect-for-persons")));
  await app.click({ role: "button", name: { pattern: `^${t("question.setAside")}: ` }, nth: 0 });
  const field: Query = { role: "textbox", name: { pattern: "^سبب عدم الانطباق: " } };
  await app.expectFacts(field, { focused: true });
  await app.type("لا يشارك أحد: ندرس شيفرة منشورة فقط.");
  await app.press("Tab");
  await app.press("Enter");
  await app.expectCount({ text: "لا يشارك أحد: ندرس شيفرة منشورة فقط." }, 1);
  await app.expectCount({ text: t("setAside.progress", { setAside: 1, open: 67 }) }, 1);
  expect(await app.evaluate(() => document.documentElement.dir, null)).toBe("rtl");
  await checkLook(app, "set-aside-ar", { scheme: "light", width: 320 });
});
