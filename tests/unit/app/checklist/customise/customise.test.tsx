// The Customise mode, as a person uses it: add, reword (original kept, restored), hide with
// a reason (restored), add a sub-principle with its question, edit and remove what was added; the
// checklist then counts added questions and not hidden ones; Reset keeps the customisation; the
// standard checklist asks first when work on added questions would be lost.

import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { mainContent, renderApp } from "../../renderApp";
import { QUESTIONS, setUpJsdom, textOf } from "../../jsdomTestSetup";
import { sentence } from "../../sentence";

beforeAll(async () => {
  setUpJsdom();
  // Loaded on first use in the app; brought in once here, so no test waits on the transform.
  await import("../../../../../src/app/checklist/customise/CustomiseMode");
  await import("../../../../../src/app/parts/lazyParts");
}, 60_000);

type User = ReturnType<typeof renderApp>["user"];

async function enterMode(user: User) {
  await user.click(screen.getByRole("button", { name: "Customise" }));
  const heading = await screen.findByRole("heading", { name: "Customise the checklist" });
  expect(heading).toHaveFocus();
}

/** Opens a principle in the mode (closed at first). */
async function openInMode(user: User, principle: string) {
  await user.click(
    screen.getByRole("button", { name: new RegExp(`^${principle}`), expanded: false }),
  );
}

async function leaveMode(user: User) {
  await user.click(screen.getAllByRole("button", { name: "Done" })[0] as HTMLElement);
  await waitFor(() => expect(screen.getByRole("button", { name: "Customise" })).toHaveFocus());
}

async function addQuestion(user: User, group: string, text: string) {
  await user.click(screen.getByRole("button", { name: `Add a question to ${group}` }));
  const field = screen.getByRole("textbox", { name: `New question for ${group}` });
  expect(field).toHaveFocus();
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Add question" }));
}

const progress = () => screen.getByText(/^\d+ of \d+ questions ticked$/).textContent;

async function openPrinciple(user: User, name: string) {
  await user.click(mainContent().getByRole("button", { name: new RegExp(`^${name},`) }));
}

// Each test renders the whole mode (every question, with its actions) several times: in jsdom that
// takes seconds.
describe("Customise mode", { timeout: 90_000 }, () => {
  it("adds a question, which the checklist then shows, ticks and counts", async () => {
    const { user } = renderApp();
    expect(progress()).toBe("0 of 68 questions ticked");
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Are consent forms offered in Braille?");
    expect(await screen.findByText("Are consent forms offered in Braille?")).toBeVisible();
    expect(
      screen.getByText(
        sentence("Question added to Informed Consent: Are consent forms offered in Braille?"),
      ),
    ).toBeInTheDocument();
    await leaveMode(user);
    expect(screen.getByText(sentence("Customised checklist: Untitled checklist"))).toBeVisible();
    expect(progress()).toBe("0 of 69 questions ticked");
    await openPrinciple(user, "Respect for Persons");
    const added = screen.getByRole("checkbox", { name: "Are consent forms offered in Braille?" });
    await user.click(added);
    expect(progress()).toBe("1 of 69 questions ticked");
  });

  it("rewords a built-in question, keeps its original wording, and restores it", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    const original = textOf("ic-1");
    await user.click(screen.getByRole("button", { name: `Reword: ${original}` }));
    const field = screen.getByRole("textbox", { name: "New wording" });
    expect(field).toHaveValue(original);
    await user.clear(field);
    await user.click(field);
    await user.paste("Do participants understand what they agree to?");
    await user.click(screen.getByRole("button", { name: "Save wording" }));
    expect(await screen.findByText(sentence(`Original wording: ${original}`))).toBeVisible();
    const restore = screen.getByRole("button", {
      name: "Restore: Do participants understand what they agree to?",
    });
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    expect(
      screen.getByRole("checkbox", { name: "Do participants understand what they agree to?" }),
    ).toBeVisible();
    expect(restore).not.toBeInTheDocument();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await user.click(
      screen.getByRole("button", {
        name: "Restore: Do participants understand what they agree to?",
      }),
    );
    expect(screen.queryByText(/^Original wording:/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: `Reword: ${original}` })).toHaveFocus(),
    );
    await leaveMode(user);
    // Nothing changed any more: no banner.
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
  });

  it("hides a question only with a reason, stops counting it, and shows it again", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    const question = textOf("ic-2");
    await user.click(screen.getByRole("button", { name: `Hide: ${question}` }));
    await user.click(screen.getByRole("button", { name: "Hide question" }));
    const reason = screen.getByRole("textbox", {
      name: "Why this question does not apply to your field",
    });
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription("This cannot be left empty.");
    await user.click(reason);
    await user.paste("Our studies use public data only.");
    await user.click(screen.getByRole("button", { name: "Hide question" }));
    expect(
      await screen.findByText(sentence("Hidden: Our studies use public data only.")),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: `Restore: ${question}` })).toHaveFocus(),
    );
    await leaveMode(user);
    expect(progress()).toBe("0 of 67 questions ticked");
    await openPrinciple(user, "Respect for Persons");
    expect(screen.queryByRole("checkbox", { name: question })).toBeNull();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await user.click(screen.getByRole("button", { name: `Restore: ${question}` }));
    await leaveMode(user);
    expect(progress()).toBe("0 of 68 questions ticked");
  });

  it("adds a sub-principle with its question; edits and removes what was added", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Knowledge");
    await user.click(
      screen.getByRole("button", { name: "Add a sub-principle to Respect for Knowledge" }),
    );
    await user.click(screen.getByRole("textbox", { name: "Name of the sub-principle" }));
    await user.paste("Open Data");
    await user.click(screen.getByRole("textbox", { name: "Its first question" }));
    await user.paste("Is the data set published with a licence?");
    await user.click(screen.getByRole("button", { name: "Add sub-principle" }));
    expect(await screen.findByRole("heading", { name: "Open Data", level: 4 })).toBeVisible();
    await addQuestion(user, "Open Data", "Is personal data removed first?");
    await user.click(screen.getByRole("button", { name: "Edit: Is personal data removed first?" }));
    const field = screen.getByRole("textbox", { name: "Wording" });
    await user.clear(field);
    await user.click(field);
    await user.paste("Is personal data removed before publication?");
    await user.click(screen.getByRole("button", { name: "Save wording" }));
    expect(await screen.findByText("Is personal data removed before publication?")).toBeVisible();
    await leaveMode(user);
    expect(progress()).toBe("0 of 70 questions ticked");
    await openPrinciple(user, "Respect for Knowledge");
    expect(screen.getByRole("heading", { name: /^Open Data/, level: 3 })).toBeVisible();

    await enterMode(user);
    await openInMode(user, "Respect for Knowledge");
    await user.click(
      screen.getByRole("button", { name: "Remove: Is personal data removed before publication?" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add a question to Open Data" })).toHaveFocus(),
    );
    await user.click(screen.getByRole("button", { name: "Remove: Open Data" }));
    expect(screen.queryByRole("heading", { name: "Open Data" })).toBeNull();
    await leaveMode(user);
    expect(progress()).toBe("0 of 68 questions ticked");
  });

  it("Reset clears ticks and notes and keeps the customisation", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Added question one?");
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    await user.click(screen.getByRole("checkbox", { name: "Added question one?" }));
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-1") }));
    expect(progress()).toBe("2 of 69 questions ticked");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(progress()).toBe("0 of 69 questions ticked");
    expect(screen.getByText(sentence("Customised checklist: Untitled checklist"))).toBeVisible();
  });

  it("the standard checklist asks first when ticks on added questions would be lost", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Added question one?");
    await user.click(screen.getByRole("button", { name: `Hide: ${textOf("ic-2")}` }));
    await user.click(screen.getByRole("textbox", { name: /does not apply/ }));
    await user.paste("Not for us.");
    await user.click(screen.getByRole("button", { name: "Hide question" }));
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    await user.click(screen.getByRole("checkbox", { name: "Added question one?" }));
    await user.click(screen.getByRole("checkbox", { name: textOf("ic-1") }));

    await user.click(screen.getByRole("button", { name: "Use the standard checklist" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the checklist?" });
    expect(dialog).toHaveTextContent(
      "The questions added in Untitled checklist hold 1 tick and no notes.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(progress()).toBe("2 of 68 questions ticked");

    await user.click(screen.getByRole("button", { name: "Use the standard checklist" }));
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Use the standard checklist" }));
    // The built-in question's tick stays; the added one's is gone with it; the hidden one is back.
    expect(progress()).toBe("1 of 68 questions ticked");
    expect(screen.queryByText(/^Customised checklist:/)).toBeNull();
    expect(screen.getByRole("checkbox", { name: textOf("ic-2") })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Customise" })).toHaveFocus();
  });

  it("the standard checklist asks first when an added question is set aside, and says its reason goes", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Added question one?");
    await leaveMode(user);
    await openPrinciple(user, "Respect for Persons");
    await user.click(screen.getByRole("button", { name: "Does not apply: Added question one?" }));
    await user.click(
      await screen.findByRole("textbox", { name: "Why it does not apply: Added question one?" }),
    );
    await user.paste("No field site.");
    await user.click(screen.getByRole("button", { name: "Set aside: Added question one?" }));

    await user.click(screen.getByRole("button", { name: "Use the standard checklist" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the checklist?" });
    expect(dialog).toHaveTextContent(
      "The questions added in Untitled checklist hold no ticks and no notes.",
    );
    expect(dialog).toHaveTextContent(
      "1 question added there is set aside: its reason would be lost too.",
    );
  });

  it("goes back to the standard checklist without asking when nothing would be lost", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Added question one?");
    await leaveMode(user);
    await user.click(screen.getByRole("button", { name: "Use the standard checklist" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(progress()).toBe(`0 of ${QUESTIONS.length} questions ticked`);
  });

  it("the checklist's details name it in the banner", async () => {
    const { user } = renderApp();
    await enterMode(user);
    await openInMode(user, "Respect for Persons");
    await addQuestion(user, "Informed Consent", "Added question one?");
    const title = screen.getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.click(title);
    await user.paste("Checklist for HCI field studies");
    const version = screen.getByRole("textbox", { name: "Version" });
    await user.clear(version);
    await user.click(version);
    await user.paste("2.1");
    await user.click(screen.getByRole("textbox", { name: "Published by" }));
    await user.paste("Ethics board");
    await leaveMode(user);
    expect(
      screen.getByText(sentence("Customised checklist: Checklist for HCI field studies")),
    ).toBeVisible();
    expect(screen.getByText(sentence("Version 2.1, published by Ethics board"))).toBeVisible();
  });
});
