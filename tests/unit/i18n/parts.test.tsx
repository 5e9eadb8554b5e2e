// The checklist's parts loaded on demand (a note's field, the Markdown download, Reset's Undo, the
// report preview) in French: every word they show is a message found in the `later` part, none
// shows its id, and their numbers are written as French writes them. The French text is English
// until translated; the ids are what matters here.

import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MarkdownButton } from "../../../src/app/checklist/actions/MarkdownButton";
import { UndoReset } from "../../../src/app/checklist/actions/UndoReset";
import { PreviewDialog } from "../../../src/app/checklist/preview/PreviewDialog";
import { NoteEditor } from "../../../src/app/checklist/question/NoteEditor";
import { TranslatorProvider } from "../../../src/app/language/TranslatorContext";
import { system } from "../../../src/app/theme/system";
import { NOTE_MAX_LENGTH, allQuestions, createChecklist, type Question } from "../../../src/data";
import { translatorFor } from "../../../src/i18n";
import { polyfillModalDialog } from "../app/jsdomTestSetup";
import { sentence } from "../app/sentence";

const markdown = vi.hoisted(() => ({
  exportChecklistMarkdown: vi.fn<() => { fileName: string }>(),
}));
vi.mock("../../../src/export/markdown", () => markdown);

// The preview's chunk stood in for: two pages, the second of which cannot be drawn.
const preview = vi.hoisted(() => ({
  buildReportModel: vi.fn(() => ({})),
  renderReportDocument: vi.fn<() => Promise<Blob>>(),
  charactersMissingFromReportFont: vi.fn((text: string) =>
    [...text].filter((char) => char === "😀"),
  ),
  openPreviewDocument: vi.fn(async () => ({
    pageCount: 2,
    pageAspect: async () => 841.89 / 595.28,
    drawPage: (pageNumber: number) => ({
      done: pageNumber === 1 ? Promise.resolve() : Promise.reject(new Error("not drawn")),
      cancel: () => undefined,
    }),
    writeText: () => ({ done: Promise.resolve(), cancel: () => undefined }),
    showing: () => [1, 2],
    destroy: () => Promise.resolve(),
  })),
}));
vi.mock("../../../src/export/preview/index", () => preview);

const exporter = vi.hoisted(() => ({
  exportChecklistPdf: vi.fn(),
  makeChecklistPdf: vi.fn<() => Promise<unknown>>(),
  prepareExport: vi.fn(),
}));
vi.mock("../../../src/export", () => exporter);

const french = translatorFor("fr");
const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;

/** Every text and every name-giving attribute on the page that reads like a message id. */
function idsShown(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    if (MESSAGE_ID.test(text)) found.push(text);
  }
  for (const element of document.body.querySelectorAll("*"))
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
      const value = element.getAttribute(name)?.trim();
      if (value && MESSAGE_ID.test(value)) found.push(`${name}: ${value}`);
    }
  return found;
}

function InFrench({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <TranslatorProvider translator={french}>{children}</TranslatorProvider>
    </ChakraProvider>
  );
}

/** A note's field holding its own note, as the checklist's state would. */
function Note({ question }: { question: Question }) {
  const [note, setNote] = useState(question.note);
  return (
    <NoteEditor
      id="note"
      question={{ ...question, note }}
      dispatch={(event) => {
        if (event.type === "noteChanged") setNote(event.text);
      }}
      focus={false}
    />
  );
}

beforeAll(() => {
  polyfillModalDialog();
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get: () => 600,
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  URL.createObjectURL = () => "blob:test/1";
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => vi.restoreAllMocks());

/**
 * Text as Testing Library compares it: it collapses the page's white space (French's narrow
 * no-break spaces included) to single spaces, but not the text it is given to find.
 */
const shown = (text: string) => text.replace(/\s+/g, " ");

describe("the checklist's parts loaded on demand, in French", () => {
  it("show no message id, and write their numbers as French does", async () => {
    // The failures below are logged, as they should be; not here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { t } = french;
    const checklist = createChecklist(french.t);
    const questions = allQuestions(checklist);
    const [first, second] = questions;
    if (!first || !second) throw new Error("No questions");
    questions.slice(0, 12).forEach((q) => (q.checked = true));
    first.note = `${"a".repeat(NOTE_MAX_LENGTH - 6)}😀`;

    // The preview fails first, then draws on Try again; the new tab's file waits meanwhile.
    preview.renderReportDocument
      .mockRejectedValueOnce(new Error("React-PDF failed"))
      .mockResolvedValue(new Blob(["%PDF-1.3"], { type: "application/pdf" }));
    let madeForTab: (value: unknown) => void = () => undefined;
    exporter.makeChecklistPdf.mockReturnValue(new Promise((resolve) => (madeForTab = resolve)));
    markdown.exportChecklistMarkdown
      .mockImplementationOnce(() => {
        throw new Error("Markdown failed");
      })
      .mockReturnValue({ fileName: "computing-research-2026-01-01.md" });

    render(
      <InFrench>
        <Note question={first} />
        <UndoReset dispatch={() => undefined} onUndone={() => undefined} />
        <MarkdownButton
          latest={{
            current: { checklist: checklist, variant: null, phases: [], team: null, project: null },
          }}
        />
        <PreviewDialog
          assessment={{
            checklist: checklist,
            variant: null,
            phases: [],
            team: null,
            project: null,
          }}
          onClose={() => undefined}
        />
      </InFrench>,
    );

    // The note's field: named after the French question, its count in French digits, then cut.
    const field = screen.getByRole("textbox", {
      name: t("note.fieldName", { question: first.text }),
    });
    expect(field).toHaveAttribute("dir", "auto");
    expect(field).toHaveAccessibleDescription(t("note.count", { length: 1995, limit: 2000 }));
    expect(t("note.count", { length: 1995, limit: 2000 })).toMatch(/^1\s995 .* 2\s000 /);
    expect(idsShown()).toEqual([]);
    fireEvent.change(field, { target: { value: `${"a".repeat(NOTE_MAX_LENGTH)}b` } });
    expect(field).toHaveAccessibleDescription(
      t("note.countAfterCut", { length: NOTE_MAX_LENGTH, limit: NOTE_MAX_LENGTH }),
    );
    expect(
      screen.getByText(shown(t("note.cutAnnouncement", { limit: NOTE_MAX_LENGTH }))),
    ).toBeInTheDocument();
    expect(idsShown()).toEqual([]);

    // The Markdown file: its failure, then the file made.
    const download = screen.getByRole("button", { name: t("markdown.download") });
    await user.click(download);
    expect(await screen.findByText(shown(t("markdown.failed")))).toBeInTheDocument();
    expect(idsShown()).toEqual([]);
    await user.click(download);
    expect(
      await screen.findByText(
        sentence(shown(t("markdown.ready", { fileName: "computing-research-2026-01-01.md" }))),
      ),
    ).toBeInTheDocument();

    // The preview: the summary's figures in French, its failure, then its pages.
    const dialog = screen.getByRole("dialog", { name: t("preview.heading") });
    expect(dialog).toHaveAccessibleDescription(
      t("preview.summary", { answered: 12, total: 68, percent: 12 / 68 }),
    );
    expect(dialog).toHaveAccessibleDescription(/\(18\s%\)/);
    await within(dialog).findByRole("button", { name: t("preview.tryAgain") });
    expect(idsShown()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: t("preview.tryAgain") }));
    const pages = await within(dialog).findByRole("region", {
      name: t("preview.pagesRegion", { pages: 2 }),
    });
    await within(pages).findByRole("listitem", {
      name: t("preview.pageNotDrawn", { page: 2, count: 2 }),
    });
    expect(within(dialog).getByText(sentence(/\(😀\)/))).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: t("preview.preparingNewTab") }),
    ).toBeDisabled();
    expect(idsShown()).toEqual([]);
    await act(async () =>
      madeForTab({ blob: new Blob(["%PDF-1.7"]), fileName: "r.pdf", pageCount: 2 }),
    );
    await within(dialog).findByRole("link", { name: t("preview.openInNewTab") });
    expect(idsShown()).toEqual([]);
  });
});
