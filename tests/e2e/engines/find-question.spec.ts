// Finding a question, in every engine: the filter above the checklist by words and by state, its
// count in the polite live region, the sections holding what it found opened and those open before
// restored (by Escape and by Clear), and axe with a filter applied: light at 1280 px, and dark and
// right to left in Arabic at 320 px.

import { checkLook, expect, onDarkPhone, test, type App } from "./fixtures";
import { CHECKBOX, button, principleToggle } from "./queries";
import type { Query } from "./harness/inPageHarness";

const WORDS: Query = { role: "searchbox", name: "Find by words", exact: true };
const STATE: Query = { role: "combobox", name: "Show", exact: true };
const LIVE: Query = { css: '[role="search"] [aria-live="polite"]' };

async function expectSaid(app: App, text: string) {
  await app.expectFacts(LIVE, { text });
}

test("finds questions by words and by state, says how many, and restores the sections open before", async ({
  app,
}) => {
  await app.goto("/");
  await app.click(principleToggle("Respect for Environment"));
  await app.expectFacts(principleToggle("Respect for Environment"), { expanded: "true" });
  await expectSaid(app, "");

  // Words, typed in any case and with an accent the question lacks.
  await app.click(WORDS);
  await app.type("WITHDRAW pénalty clear");
  await expectSaid(app, "1 question found");
  await app.expectCount(CHECKBOX, 1);
  await app.expectCount({ role: "heading", level: 2 }, 1);
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });
  await checkLook(app, "find-question-words");

  // Escape in the field clears it: every section shows, those open before are open again.
  await app.press("Escape");
  await app.expectFacts(WORDS, { value: "" });
  await expectSaid(app, "Filter cleared: every question shows");
  await app.expectCount({ role: "heading", level: 2 }, 6);
  await app.expectFacts(principleToggle("Respect for Environment"), { expanded: "true" });
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "false" });

  // By state: one question ticked, then only the ticked ones.
  await app.click(principleToggle("Respect for Persons"));
  await app.click({ ...CHECKBOX, nth: 0 });
  await app.click(principleToggle("Respect for Persons"));
  await app.selectOption(STATE, "Ticked questions");
  await expectSaid(app, "1 question found");
  await app.expectCount(CHECKBOX, 1);
  await app.expectFacts({ ...CHECKBOX, nth: 0 }, { checked: true });
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });

  // State and words together: a ticked question with words it lacks is none.
  await app.click(WORDS);
  await app.type("biodiversity");
  await expectSaid(app, "No question found");
  await app.expectCount(CHECKBOX, 0);

  // Clear: the focus back in the field, the sections as they were, the tick kept.
  await app.click(button("Clear the filter"));
  await app.expectFacts(WORDS, { focused: true, value: "" });
  // The harness reads an input's value, not a list's: the list's own, read in the page.
  expect(
    await app.evaluate(
      () => document.querySelector<HTMLSelectElement>('[role="search"] select')?.value,
      null,
    ),
  ).toBe("all");
  await expectSaid(app, "Filter cleared: every question shows");
  await app.expectFacts(principleToggle("Respect for Environment"), { expanded: "true" });
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "false" });
  await app.expectFacts({ text: "1 of 68 questions ticked" }, { visible: true });
});

onDarkPhone((look) => {
  test("finds Arabic words without their marks, right to left at 320 px, axe clean", async ({
    app,
  }) => {
    await app.setViewport(320, look.height);
    await app.goto("/ar/");
    await app.click({ role: "searchbox", name: "ابحثوا بالكلمات", exact: true });
    await app.type("يزود المشاركون");
    await expectSaid(app, "عُثر على سؤال واحد");
    await app.expectCount(CHECKBOX, 1);
    expect(await app.evaluate(() => document.documentElement.dir, null)).toBe("rtl");
    // Nothing wider than the phone: the fields wrap under each other.
    expect(
      await app.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth, null),
    ).toBe(true);
    await checkLook(app, "find-question-arabic", { ...look, width: 320 });
  });
});
