// The guidance beside a question, in every engine: opened by mouse and by keyboard, in English and
// in Arabic (right to left); its sources open their official text in a new tab, their titles
// marked with their language on the Arabic page; axe finds nothing with it open, in light at
// 1280 px and in dark on the phone, and it fits 320 px.

import { readCatalog } from "../../../build/messageCatalogs";
import { GUIDANCE_DOCUMENTS, QUESTION_CITATIONS } from "../../../src/data/guidance";
import { DEFAULT_LOOK, checkLook, expect, onDarkPhone, test, type App } from "./fixtures";
import { principleToggle } from "./queries";

const words = (code: string) => {
  const messages = readCatalog(code);
  return (id: string) => messages.get(id) ?? `(no ${id})`;
};
const BELMONT = GUIDANCE_DOCUMENTS.belmont;

/** Opens the first principle and ic-1's guidance, in `code`, by mouse or by keyboard. */
async function openGuidance(app: App, code: "en" | "ar", by: "mouse" | "keyboard") {
  const t = words(code);
  await app.goto(code === "en" ? "/" : `/${code}/`);
  await app.click(principleToggle(t("checklist.name.respect-for-persons")));
  const name = `${t("question.guidanceOn").replace("{subject}", t("checklist.question.ic-1"))}`;
  const button = { role: "button", name, exact: true };
  await app.expectFacts(button, { expanded: "false" });
  if (by === "mouse") await app.click(button);
  else {
    await app.focus(button);
    await app.press("Enter");
  }
  await app.expectFacts(button, { expanded: "true" });
  const region = { role: "region", name, exact: true };
  await app.until(
    () => app.texts({ role: "link", within: region }),
    (links) => links.length === (QUESTION_CITATIONS["ic-1"] ?? []).length,
    "the guidance's sources",
  );
  expect((await app.facts(button)).attributes["aria-controls"]).toBe(
    (await app.facts(region)).attributes.id,
  );
  return { button, region, t };
}

async function expectSourceLink(app: App, region: object, lang: string | undefined) {
  // Its first source, the Belmont Report.
  const link = { role: "link", within: region, nth: 0 } as const;
  const { attributes } = await app.facts(link as never);
  expect(attributes.href).toBe(BELMONT.url);
  expect(attributes.target).toBe("_blank");
  expect(attributes.rel).toBe("noopener noreferrer");
  const cite = await app.facts({
    css: `#${(await app.facts(region as never)).attributes.id} cite`,
    nth: 0,
  });
  expect(cite.text).toBe(BELMONT.title);
  expect(cite.attributes.lang).toBe(lang);
}

test("opens by mouse in English, shows its four parts, and links its source to a new tab", async ({
  app,
}) => {
  const { button, region, t } = await openGuidance(app, "en", "mouse");
  for (const part of ["asks", "meets", "ifNot", "sources"])
    await app.expectCount({ text: t(`guidance.panel.${part}`) }, 1);
  await expectSourceLink(app, region, undefined);
  await checkLook(app, "guidance-open", DEFAULT_LOOK);
  // Closed by keyboard: the region goes.
  await app.focus(button);
  await app.press("Enter");
  await app.expectFacts(button, { expanded: "false" });
  await app.expectCount(region, 0);
});

test("opens by keyboard in Arabic, right to left, its source's title marked as English", async ({
  app,
}) => {
  const { region } = await openGuidance(app, "ar", "keyboard");
  expect(await app.evaluate(() => document.documentElement.dir, null)).toBe("rtl");
  await expectSourceLink(app, region, "en");
  await checkLook(app, "guidance-open-ar", DEFAULT_LOOK);
});

onDarkPhone((look) => {
  test("fits the phone and 320 px, axe clean with it open, in dark", async ({ app }) => {
    await app.setViewport(look.width, look.height);
    await openGuidance(app, "en", "keyboard");
    await checkLook(app, "guidance-open", look);
    await app.setViewport(320, 700);
    const overflow = await app.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      null,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
