// The Customise mode in French: the banner, the mode with its forms, the publish panel and the
// dialog Done asks show no message id in place of words; a checklist written in English keeps its
// own words (its title and publisher, its questions, a reason for hiding one) marked `lang="en"` on
// the French page; and the built-in wording the mode compares a
// rewording with is the one on screen, in French.

import { fireEvent, getDefaultNormalizer, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { nameMessageId, questionMessageId } from "../../../src/data";
import { translatorFor } from "../../../src/i18n";
import { encodeChecklistFile, type ChecklistVariant } from "../../../src/variant";
import { setUpJsdom } from "../app/jsdomTestSetup";
import { renderApp } from "../app/renderApp";
import { sentence } from "../app/sentence";
import { downloads } from "../support/downloads";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../src/app/parts/lazyParts");
  await import("../../../src/app/checklist/record/recordActions");
}, 60_000);

const { t } = translatorFor("fr");
const fr = {
  name: (id: string) => t(nameMessageId(id)),
  question: (id: string) => t(questionMessageId(id)),
};

/** A checklist made before the app spoke French: its words are English (it names no language). */
const ENGLISH_VARIANT: ChecklistVariant = {
  title: "Checklist for HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  changes: {
    addedQuestions: [{ id: "custom-q-1", parentId: "informed-consent", text: "Braille forms?" }],
    addedSubPrinciples: [],
    rewordedQuestions: [{ id: "asd-1", text: "Do participants decide freely?" }],
    hiddenQuestions: [{ id: "labor-2", reason: "Not for field work" }],
    nextNumber: 2,
  },
};

// French puts a narrow no-break space before "?": kept, not collapsed to a space, when matching.
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;
// An id of this area anywhere in a text, as in "customise.reword: <the question>".
const OUR_ID = /\bcustomise(Bar)?\.[A-Za-z]/;

/** Every text and accessible name under `root` that is a message id, not words. */
function leakedIds(root: HTMLElement = document.body): string[] {
  const found: string[] = [];
  const check = (where: string, value: string | null | undefined) => {
    const text = value?.trim() ?? "";
    if (MESSAGE_ID.test(text) || OUR_ID.test(text)) found.push(`${where}: ${text}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    // A <bdi> holds words not ours (a file's name, which may look like an id): not a message.
    if (node.parentElement?.localName !== "bdi") check("text", node.nodeValue);
  for (const element of root.querySelectorAll("*"))
    for (const attribute of ["aria-label", "title", "placeholder", "alt"])
      check(attribute, element.getAttribute(attribute));
  return found;
}

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
}

const action = (word: string, target: string) =>
  t("customise.actionOn", { action: t(word), target });

describe("the Customise mode in French", { timeout: 90_000 }, () => {
  it("shows words, never message ids; marks English words; compares with the French wording", async () => {
    const { user } = renderApp("/fr/");
    pick(new File([encodeChecklistFile(ENGLISH_VARIANT)], "hci.json"));
    const title = t("customise.bannerTitle", { title: ENGLISH_VARIANT.title });
    // The banner comes with the parts loaded on first use: on a busy machine, in more than 1 s.
    const banner = await screen.findByRole("region", { name: title }, { timeout: 15_000 });
    expect(banner).toHaveTextContent(
      t("customise.bannerVersionPublisher", { version: "1.0", publisher: "Ethics board" }),
      { normalizeWhitespace: false },
    );
    // The checklist's title and publisher are the field's words: English, and marked so.
    expect(within(banner).getByText(ENGLISH_VARIANT.title)).toHaveAttribute("lang", "en");
    expect(within(banner).getByText("Ethics board")).toHaveAttribute("lang", "en");
    expect(within(banner).getByText("1.0", { exact: false })).not.toHaveAttribute("lang");
    expect(leakedIds()).toEqual([]);

    await user.click(screen.getByRole("button", { name: t("customiseBar.button") }));
    await screen.findByRole("heading", { name: t("customise.heading") });
    const principle = fr.name("respect-for-persons");
    await user.click(
      screen.getByRole("button", { name: new RegExp(`^${principle}`), expanded: false }),
    );

    // The field's words, written in English, say so on the French page; the built-in ones do not.
    expect(screen.getByText("Braille forms?")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Do participants decide freely?")).toHaveAttribute("lang", "en");
    expect(screen.getByText(fr.question("ic-2"), asWritten)).not.toHaveAttribute("lang");
    // So does the reason a question was hidden for, within the French sentence that gives it.
    const reason = screen.getByText("Not for field work");
    expect(reason).toHaveAttribute("lang", "en");
    expect(reason.parentElement).toHaveTextContent(
      t("customise.hiddenBecause", { reason: "Not for field work" }),
      { normalizeWhitespace: false },
    );
    expect(reason.parentElement).not.toHaveAttribute("lang");

    // The French built-in wording saved as it is: no rewording (compared with the French, not the
    // English, wording).
    await user.click(
      screen.getByRole("button", { name: action("customise.reword", fr.question("ic-1")) }),
    );
    expect(screen.getByRole("textbox", { name: t("customise.newWordingField") })).toHaveValue(
      fr.question("ic-1"),
    );
    await user.click(screen.getByRole("button", { name: t("customise.saveWording") }));
    expect(
      await screen.findByText(sentence(t("customise.wordingKept", { text: fr.question("ic-1") }))),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(t("customise.originalWording", { text: fr.question("ic-1") }), asWritten),
    ).toBeNull();

    // Every form open, one of them refused empty, and the panel's answer said.
    const group = fr.name("informed-consent");
    await user.click(
      screen.getByRole("button", { name: action("customise.hide", fr.question("ic-2")) }),
    );
    await user.click(screen.getByRole("button", { name: t("customise.hideSubmit") }));
    expect(screen.getByText(t("customise.fieldEmpty"), asWritten)).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: t("customise.addSubPrincipleTo", { principle }) }),
    );
    await user.click(screen.getByRole("button", { name: t("customise.addQuestionTo", { group }) }));
    await user.type(
      screen.getByRole("textbox", { name: t("customise.newQuestionField", { group }) }),
      "Les formulaires existent-ils en braille ?",
    );
    await user.click(screen.getByRole("button", { name: t("customise.saveFile") }));
    expect(downloads()).toHaveLength(1);
    expect(leakedIds()).toEqual([]);

    // Done asks about the question typed and not added.
    await user.click(
      screen.getAllByRole("button", { name: t("customise.done") })[0] as HTMLElement,
    );
    const dialog = screen.getByRole("alertdialog", { name: t("customise.finishHeading") });
    expect(dialog).toHaveTextContent(
      t("customise.finishPending", { count: 1 }).replace(/\s+/g, " "),
    );
    expect(leakedIds(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: t("customise.applyAndFinish") }));
    expect(await screen.findByRole("region", { name: title })).toBeVisible();
    expect(leakedIds()).toEqual([]);
  });
});
