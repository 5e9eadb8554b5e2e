// "Download as Word" while the docx chunk comes: the button says so (its name and aria-busy, a
// spinner), keeps the keyboard's focus, and a second click while it runs starts nothing; the file
// made, it says its name. The loader is held here, as a slow network holds it.

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WordButton } from "../../../../src/app/checklist/actions/WordButton";
import { TranslatorProvider } from "../../../../src/app/language/TranslatorContext";
import { system } from "../../../../src/app/theme/system";
import { createInitialChecklist } from "../../../../src/data/english";
import { translatorFor } from "../../../../src/i18n";
import { sentence } from "../sentence";

const word = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const exportChecklistWord = vi.fn(async () => {
    await held;
    return { fileName: "computing-research-principles-checklist-2026-01-15.docx", bytes: 1 };
  });
  return { exportChecklistWord, release: () => release() };
});
vi.mock("../../../../src/app/onDemand/wordModule", () => ({
  loadWordModule: () => Promise.resolve({ exportChecklistWord: word.exportChecklistWord }),
  prefetchWordModule: () => undefined,
}));

describe("Download as Word, busy", () => {
  it("says it is making the file, keeps focus, ignores a second click, then names the file", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ChakraProvider value={system}>
        <TranslatorProvider translator={translatorFor("en")}>
          <WordButton
            latest={{
              current: {
                checklist: createInitialChecklist(),
                variant: null,
                phases: [],
                team: null,
                project: null,
              },
            }}
          />
        </TranslatorProvider>
      </ChakraProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Download as Word" }));
    const busy = await screen.findByRole("button", { name: "Making the Word file…" });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(busy).toHaveFocus();
    await user.click(busy);
    // The renderer is reached through a chunk of its own: once it has come, one file is made.
    await vi.waitFor(() => expect(word.exportChecklistWord).toHaveBeenCalled());
    expect(word.exportChecklistWord).toHaveBeenCalledTimes(1);

    word.release();
    expect(
      await screen.findByText(
        sentence("Word file ready: computing-research-principles-checklist-2026-01-15.docx"),
      ),
    ).toHaveAttribute("role", "status");
    const idle = screen.getByRole("button", { name: "Download as Word" });
    expect(idle).toHaveAttribute("aria-busy", "false");
    expect(word.exportChecklistWord).toHaveBeenCalledTimes(1);
  });
});
