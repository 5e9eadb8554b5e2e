// A report file that cannot be made says so in the page's language: the spec's words (§8) on the
// English page, their translation on the others, naming the format when it is not the PDF; English
// shown on another language's page (the later messages could not be fetched) is marked as English.

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "../../../../../src/app/checklist/actions/ExportButton";
import { MarkdownButton } from "../../../../../src/app/checklist/actions/MarkdownButton";
import { WordButton } from "../../../../../src/app/checklist/actions/WordButton";
import { EXPORT_ERROR_MESSAGE } from "../../../../../src/app/checklist/report";
import { TranslatorProvider } from "../../../../../src/app/language/TranslatorContext";
import { system } from "../../../../../src/app/theme/system";
import { createChecklist } from "../../../../../src/data";
import { translatorFor, type LanguageCode } from "../../../../../src/i18n";

const exporter = vi.hoisted(() => ({
  exportChecklistPdf: vi.fn(),
  makeChecklistPdf: vi.fn(),
  prepareExport: vi.fn(),
}));
vi.mock("../../../../../src/export", () => exporter);

const markdown = vi.hoisted(() => ({ exportChecklistMarkdown: vi.fn() }));
vi.mock("../../../../../src/export/markdown", () => markdown);

const word = vi.hoisted(() => ({ exportChecklistWord: vi.fn() }));
vi.mock("../../../../../src/export/word", () => word);

// Whether the `later` part of the messages is taken to have come: every part is loaded before the
// tests (setup.ts), so a page whose part could not be fetched is this switch turned off.
const later = vi.hoisted(() => ({ fetched: true }));
vi.mock("../../../../../src/i18n", async (original) => {
  const actual = await original<typeof import("../../../../../src/i18n")>();
  return {
    ...actual,
    hasMessages: (code: LanguageCode, part?: "later") =>
      (part !== "later" || later.fetched) && actual.hasMessages(code, part),
  };
});

const SPEC_ALERT = "There was an error generating the PDF. Please try again.";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  exporter.exportChecklistPdf.mockReset().mockRejectedValue(new Error("no canvas"));
  // Markdown's file is made at once, not awaited: its failure is a throw.
  markdown.exportChecklistMarkdown.mockReset().mockImplementation(() => {
    throw new Error("no Blob");
  });
  word.exportChecklistWord.mockReset().mockRejectedValue(new Error("no zip"));
  later.fetched = true;
});
afterEach(() => vi.restoreAllMocks());

/** Export, and Markdown and Word unless the later messages are taken not to have come (their
 * buttons, parts loaded on first use, wait for them). */
function renderButtons(code: LanguageCode) {
  const translator = translatorFor(code);
  const latest = {
    current: {
      checklist: createChecklist(translator.t),
      variant: null,
      phases: [],
      team: null,
      project: null,
    },
  };
  const Providers = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
    </ChakraProvider>
  );
  render(
    <Providers>
      <ExportButton latest={latest} />
      {later.fetched && (
        <>
          <MarkdownButton latest={latest} />
          <WordButton latest={latest} />
        </>
      )}
    </Providers>,
  );
  return { user: userEvent.setup({ delay: null }), t: translator.t };
}

/** The alert's words and the language they are marked with, if any. */
async function alertShown(): Promise<{ text: string; lang: string | null }> {
  const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
  const marked = alert.querySelector("[lang]");
  return { text: alert.textContent ?? "", lang: marked?.getAttribute("lang") ?? null };
}

describe("the PDF's failure alert", () => {
  it("is the spec's words on the English page, as English's message says them", async () => {
    expect(translatorFor("en").t("pdf.failed")).toBe(SPEC_ALERT);
    expect(EXPORT_ERROR_MESSAGE).toBe(SPEC_ALERT);
    const { user } = renderButtons("en");
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(await alertShown()).toEqual({ text: SPEC_ALERT, lang: null });
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is in French on the French page, with nothing marked as another language", async () => {
    const { user, t } = renderButtons("fr");
    await user.click(screen.getByRole("button", { name: t("actions.export") }));
    expect(await alertShown()).toEqual({ text: t("pdf.failed"), lang: null });
    expect(t("pdf.failed")).not.toBe(SPEC_ALERT);
    const alert = screen.getByRole("alert");
    await user.click(within(alert).getByRole("button", { name: t("error.dismiss") }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each(["fr", "es", "de", "pt-BR", "ar"] as const)(
    "is translated in %s: not the English",
    async (code) => {
      const { user, t } = renderButtons(code);
      await user.click(screen.getByRole("button", { name: t("actions.export") }));
      const { text, lang } = await alertShown();
      expect(text).toBe(t("pdf.failed"));
      expect(text).not.toBe(SPEC_ALERT);
      expect(lang).toBeNull();
    },
  );

  it("says the spec's English, marked as English, on a French page whose later messages could not be fetched", async () => {
    later.fetched = false;
    const { user, t } = renderButtons("fr");
    await user.click(screen.getByRole("button", { name: t("actions.export") }));
    expect(await alertShown()).toEqual({ text: SPEC_ALERT, lang: "en" });
  });

  it("marks nothing on the English page in that case: the page is English", async () => {
    later.fetched = false;
    const { user } = renderButtons("en");
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(await alertShown()).toEqual({ text: SPEC_ALERT, lang: null });
  });
});

describe("a Markdown or Word file's failure alert names its format", () => {
  it("in English, in the spec's sentence", async () => {
    const { user } = renderButtons("en");
    await user.click(await screen.findByRole("button", { name: "Download as Markdown" }));
    expect(await alertShown()).toEqual({
      text: "There was an error generating the Markdown file. Please try again.",
      lang: null,
    });
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    await user.click(screen.getByRole("button", { name: "Download as Word" }));
    expect(await alertShown()).toEqual({
      text: "There was an error generating the Word file. Please try again.",
      lang: null,
    });
  });

  it("in French, with the file's name in French's words", async () => {
    const { user, t } = renderButtons("fr");
    await user.click(await screen.findByRole("button", { name: t("markdown.download") }));
    expect(await alertShown()).toEqual({ text: t("markdown.failed"), lang: null });
    await user.click(screen.getByRole("button", { name: t("error.dismiss") }));
    await user.click(screen.getByRole("button", { name: t("word.download") }));
    expect(await alertShown()).toEqual({ text: t("word.failed"), lang: null });
    expect(t("markdown.failed")).toContain("Markdown");
    expect(t("word.failed")).toContain("Word");
    expect(new Set([t("pdf.failed"), t("markdown.failed"), t("word.failed")]).size).toBe(3);
  });
});
