// The checklist's rules in every engine: expanding and collapsing, ticking by mouse and keyboard,
// progress, and Reset.

import { createInitialChecklist } from "../../../src/data/english";
import { expect, test } from "./fixtures";
import {
  CHECKBOX,
  PRINCIPLES,
  PROGRESS,
  button,
  principleToggle,
  subPrincipleToggle,
} from "./queries";

// Names as the checklist's own data gives them (their wording is checked against the spec in
// tests/unit/data/principles.test.ts).
const CHECKLIST = createInitialChecklist();
const subprinciplesOf = (principleId: string) =>
  CHECKLIST.find((principle) => principle.id === principleId)?.subprinciples ?? [];
const PERSONS_SUBS = subprinciplesOf("respect-for-persons").map((sub) => sub.name);
const JUSTICE_ITEMS = (
  subprinciplesOf("respect-for-society").find((sub) => sub.name === "Justice")?.subItems ?? []
).map((item) => item.name);

test.beforeEach(async ({ app }) => {
  await app.goto("/");
});

test("a principle opens and closes with all its sub-principles; a sub-principle on its own", async ({
  app,
}) => {
  for (const name of PRINCIPLES)
    await app.expectFacts(principleToggle(name), { expanded: "false" });
  expect(await app.count(CHECKBOX)).toBe(0);

  await app.click(principleToggle("Respect for Persons"));
  await app.expectFacts(principleToggle("Respect for Persons"), { expanded: "true" });
  for (const sub of PERSONS_SUBS)
    await app.expectFacts(subPrincipleToggle(sub), { expanded: "true" });
  await app.expectCount(CHECKBOX, 14);
  await app.expectFacts(principleToggle("Respect for Communities"), { expanded: "false" });

  await app.click(principleToggle("Respect for Persons"));
  await app.expectCount(CHECKBOX, 0);
  // Opened again, with every sub-principle open again.
  await app.click(principleToggle("Respect for Persons"));
  for (const sub of PERSONS_SUBS)
    await app.expectFacts(subPrincipleToggle(sub), { expanded: "true" });
  await app.click(principleToggle("Respect for Persons"));

  await app.click(principleToggle("Respect for Society"));
  await app.click(subPrincipleToggle("Rights"));
  await app.expectFacts(subPrincipleToggle("Rights"), { expanded: "false" });
  await app.expectFacts(subPrincipleToggle("Justice"), { expanded: "true" });
  await app.expectFacts(principleToggle("Respect for Society"), { expanded: "true" });
  // Justice's sub-items, each under its heading with its two questions.
  for (const item of JUSTICE_ITEMS) {
    await app.expectFacts({ role: "heading", level: 4, name: item }, { visible: true });
    await app.expectCount({ role: "checkbox", within: { role: "group", name: item } }, 2);
  }
  await app.expectCount({ role: "heading", level: 4, name: "Civil Rights" }, 0);
  await app.click(subPrincipleToggle("Rights"));
  await app.expectCount(CHECKBOX, 22);
});

test("ticking by mouse and by keyboard updates the counts; Reset clears and collapses", async ({
  app,
}) => {
  await app.click(principleToggle("Respect for Persons"));
  const group = { role: "group", name: "Informed Consent" } as const;
  const first = { role: "checkbox", within: group, nth: 0 } as const;
  const second = { role: "checkbox", within: group, nth: 1 } as const;

  await app.click(first);
  await app.expectFacts(first, { checked: true });
  await app.expectFacts(PROGRESS, { text: "1 of 68 questions ticked" });
  expect((await app.facts(principleToggle("Respect for Persons"))).text).toContain("1/14");

  // Keyboard: Tab from the first checkbox reaches its note's button, its guidance's, its "does not
  // apply", then the second checkbox; Space ticks it.
  await app.focus(first);
  await app.press("Tab");
  await app.expectFacts(
    { role: "button", name: { pattern: "^Add a note on: " }, nth: 0 },
    { focused: true },
  );
  await app.press("Tab");
  await app.expectFacts(
    { role: "button", name: { pattern: "^Guidance: Are participants fully informed" } },
    { focused: true },
  );
  await app.press("Tab");
  await app.expectFacts(
    { role: "button", name: { pattern: "^Does not apply: " }, nth: 0 },
    { focused: true },
  );
  await app.press("Tab");
  await app.expectFacts(second, { focused: true });
  await app.press("Space");
  await app.expectFacts(second, { checked: true });
  await app.expectFacts(PROGRESS, { text: "2 of 68 questions ticked" });
  expect((await app.facts({ role: "progressbar" })).attributes["aria-valuenow"]).toBe("3");

  // Keyboard on a toggle: Enter closes the sub-principle, Space opens it again, ticks kept.
  await app.focus(subPrincipleToggle("Informed Consent"));
  await app.press("Enter");
  await app.expectFacts(subPrincipleToggle("Informed Consent"), { expanded: "false" });
  await app.press("Space");
  await app.expectFacts(subPrincipleToggle("Informed Consent"), { expanded: "true" });
  await app.expectFacts(second, { checked: true });

  await app.click(button("Reset"));
  await app.expectFacts(PROGRESS, { text: "0 of 68 questions ticked" });
  await app.expectCount(CHECKBOX, 0);
  for (const name of PRINCIPLES)
    await app.expectFacts(principleToggle(name), { expanded: "false" });
  await app.click(principleToggle("Respect for Persons"));
  await app.expectCount(CHECKBOX, 14);
  expect(
    await app.evaluate(
      () => document.querySelectorAll("main input[type=checkbox]:checked").length,
      null,
    ),
    "ticks after Reset",
  ).toBe(0);
});
