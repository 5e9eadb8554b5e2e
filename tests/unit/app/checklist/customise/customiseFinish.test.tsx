// Done in the Customise mode never drops typed text without a word: with a question, a rewording, a
// reason or a sub-principle typed and not applied, it asks (Apply and finish, Discard and finish,
// Keep editing); with nothing typed, or only spaces, it leaves at once. The typed text survives a
// visit to another page, and the page's "Leave site?" prompt counts it.

import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../../renderApp";
import { setUpJsdom, textOf } from "../../jsdomTestSetup";
import { sentence } from "../../sentence";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../../../src/app/parts/lazyParts");
}, 60_000);

type User = ReturnType<typeof renderApp>["user"];

const ADDED = "Are consent forms offered in Braille?";
const REWORDED = "Do participants understand what they agree to?";
const REASON = "Our studies use public data only.";
const DIALOG = "Apply what you typed?";

async function enterMode(user: User) {
  await user.click(screen.getByRole("button", { name: "Customise" }));
  await screen.findByRole("heading", { name: "Customise the checklist" });
  await user.click(screen.getByRole("button", { name: /^Respect for Persons/, expanded: false }));
}

const doneButtons = () => screen.getAllByRole("button", { name: "Done" });

/** Types a question into "Add a question" for Informed Consent, and does not add it. */
async function typeQuestion(user: User, text = ADDED) {
  await user.click(screen.getByRole("button", { name: "Add a question to Informed Consent" }));
  await user.type(screen.getByRole("textbox", { name: "New question for Informed Consent" }), text);
}

async function choose(user: User, name: string) {
  const dialog = screen.getByRole("alertdialog", { name: DIALOG });
  await user.click(within(dialog).getByRole("button", { name }));
  expect(screen.queryByRole("alertdialog")).toBeNull();
}

const progress = () => screen.getByText(/^\d+ of \d+ questions ticked$/).textContent;

async function expectLeft() {
  await waitFor(() => expect(screen.getByRole("button", { name: "Customise" })).toHaveFocus());
  expect(screen.queryByRole("heading", { name: "Customise the checklist" })).toBeNull();
}

describe("Done in the Customise mode with text typed and not applied", { timeout: 90_000 }, () => {
  it("asks about a question typed and not added; Keep editing keeps it, Apply and finish adds it", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await typeQuestion(user);
    const lastDone = doneButtons()[1] as HTMLElement;
    await user.click(lastDone);

    const dialog = screen.getByRole("alertdialog", { name: DIALOG });
    expect(dialog).toHaveAccessibleDescription("This change is typed but not applied yet:");
    expect(within(dialog).getByRole("heading", { name: DIALOG, level: 2 })).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`Add the question \u201c${ADDED}\u201d to Informed Consent`]);
    expect(within(dialog).getByRole("button", { name: "Apply and finish" })).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Discard and finish" })).toBeVisible();

    // Keep editing: the text stays in its field, and the focus goes back to the Done chosen.
    await choose(user, "Keep editing");
    expect(lastDone).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "New question for Informed Consent" })).toHaveValue(
      ADDED,
    );
    // Escape (which closes a modal dialog without a button: jsdom has no Escape of its own) is
    // Keep editing too.
    await user.click(doneButtons()[0] as HTMLElement);
    const again = screen.getByRole("alertdialog", { name: DIALOG }) as HTMLDialogElement;
    act(() => again.close());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(doneButtons()[0]).toHaveFocus();

    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Apply and finish");
    await expectLeft();
    expect(progress()).toBe("0 of 69 questions ticked");
    expect(screen.getByText(sentence("Customised checklist: Untitled checklist"))).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    expect(screen.getByRole("checkbox", { name: ADDED })).toBeVisible();
  });

  it("Discard and finish drops the typed question, which does not come back", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await typeQuestion(user);
    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Discard and finish");
    await expectLeft();
    expect(progress()).toBe("0 of 68 questions ticked");
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
    // Back in the mode, the form is closed and nothing is typed.
    await enterMode(user);
    expect(screen.queryByRole("textbox", { name: "New question for Informed Consent" })).toBeNull();
    await user.click(doneButtons()[0] as HTMLElement);
    await expectLeft();
  });

  it("names a rewording and a reason in the page's order, and applies both", async () => {
    const { user } = renderApp();
    await enterMode(user);
    // The reason first, then the rewording above it: the dialog lists them as the page does.
    await user.click(screen.getByRole("button", { name: `Hide: ${textOf("ic-2")}` }));
    await user.type(
      screen.getByRole("textbox", { name: "Why this question does not apply to your field" }),
      REASON,
    );
    await user.click(screen.getByRole("button", { name: `Reword: ${textOf("ic-1")}` }));
    const wording = screen.getByRole("textbox", { name: "New wording" });
    await user.clear(wording);
    await user.type(wording, REWORDED);

    await user.click(doneButtons()[0] as HTMLElement);
    const dialog = screen.getByRole("alertdialog", { name: DIALOG });
    expect(dialog).toHaveAccessibleDescription("These 2 changes are typed but not applied yet:");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `Reword “${textOf("ic-1")}” as “${REWORDED}”`,
      `Hide “${textOf("ic-2")}” with the reason “${REASON}”`,
    ]);
    await choose(user, "Keep editing");
    expect(
      screen.getByRole("textbox", { name: "Why this question does not apply to your field" }),
    ).toHaveValue(REASON);
    expect(screen.getByRole("textbox", { name: "New wording" })).toHaveValue(REWORDED);

    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Apply and finish");
    await expectLeft();
    expect(progress()).toBe("0 of 67 questions ticked");
    await user.click(screen.getByRole("button", { name: /^Respect for Persons,/ }));
    expect(screen.getByRole("checkbox", { name: REWORDED })).toBeVisible();
    expect(screen.queryByRole("checkbox", { name: textOf("ic-2") })).toBeNull();
  });

  it("Discard and finish leaves a rewording unapplied", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await user.click(screen.getByRole("button", { name: `Reword: ${textOf("ic-1")}` }));
    await user.type(screen.getByRole("textbox", { name: "New wording" }), " now");
    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Discard and finish");
    await expectLeft();
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
  });

  it("leaves at once when nothing is typed, only spaces are, or a wording is as it was", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await user.click(screen.getByRole("button", { name: "Add a question to Informed Consent" }));
    await user.click(doneButtons()[0] as HTMLElement);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await expectLeft();

    await enterMode(user);
    await typeQuestion(user, "   ");
    // Opened on its wording, only a space added after it: the same wording.
    await user.click(screen.getByRole("button", { name: `Reword: ${textOf("ic-1")}` }));
    await user.type(screen.getByRole("textbox", { name: "New wording" }), " ");
    await user.click(screen.getByRole("button", { name: `Hide: ${textOf("ic-2")}` }));
    await user.type(
      screen.getByRole("textbox", { name: "Why this question does not apply to your field" }),
      "  ",
    );
    expect(
      screen.getAllByRole("textbox", { name: /^(New wording|Why this question)/ }),
    ).toHaveLength(2);
    await user.click(doneButtons()[0] as HTMLElement);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await expectLeft();
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
  });

  it("a sub-principle without its question keeps the mode open, the focus on what is missing", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await user.click(
      screen.getByRole("button", { name: "Add a sub-principle to Respect for Persons" }),
    );
    await user.type(screen.getByRole("textbox", { name: "Name of the sub-principle" }), "Minors");
    await user.click(doneButtons()[0] as HTMLElement);
    const dialog = screen.getByRole("alertdialog", { name: DIALOG });
    expect(within(dialog).getByRole("listitem")).toHaveTextContent(
      "Add the sub-principle “Minors” to Respect for Persons, with the question (not written yet)",
    );
    await choose(user, "Apply and finish");
    const question = screen.getByRole("textbox", { name: "Its first question" });
    expect(question).toHaveFocus();
    expect(question).toHaveAttribute("aria-invalid", "true");
    expect(question).toHaveAccessibleDescription("This cannot be left empty.");
    expect(screen.getByRole("heading", { name: "Customise the checklist" })).toBeVisible();

    await user.type(question, "Does a parent consent for each child?");
    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Apply and finish");
    await expectLeft();
    expect(progress()).toBe("0 of 69 questions ticked");
  });

  it("keeps typed text across a visit to another page, and the page asks before it is left", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await typeQuestion(user);
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);

    await user.click(screen.getByRole("link", { name: "About" }));
    expect(screen.getByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(
      await screen.findByRole("textbox", { name: "New question for Informed Consent" }),
    ).toHaveValue(ADDED);

    await user.click(doneButtons()[0] as HTMLElement);
    await choose(user, "Apply and finish");
    await expectLeft();
    expect(progress()).toBe("0 of 69 questions ticked");
    // Nothing typed is left: the prompt counts ticks and notes alone again.
    expect(leaving()).toBe(false);
  });
});
