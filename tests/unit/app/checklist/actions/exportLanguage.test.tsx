// The report's language is the translator's, the language on screen, in every way the app makes a
// report (Export, Markdown, the preview, its new tab's file and its Download), whatever the
// document's `lang` says: the export takes the language it is handed and looks up none itself.

import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "../../../../../src/app/checklist/actions/ExportButton";
import { MarkdownButton } from "../../../../../src/app/checklist/actions/MarkdownButton";
import { PreviewButton } from "../../../../../src/app/checklist/preview/PreviewButton";
import { TranslatorProvider } from "../../../../../src/app/language/TranslatorContext";
import { system } from "../../../../../src/app/theme/system";
// The lazy parts' chunk, registered as the app registers it.
import "../../../../../src/app/parts";
import { createChecklist } from "../../../../../src/data";
import { translatorFor } from "../../../../../src/i18n";
import type { ReportRequest } from "../../../../../src/export";
import { FIELD_VARIANT } from "../../../export/checklistFixtures";
import { polyfillModalDialog } from "../../jsdomTestSetup";

const exporter = vi.hoisted(() => ({
  exportChecklistPdf: vi.fn(),
  makeChecklistPdf: vi.fn(),
  prepareExport: vi.fn(),
}));
vi.mock("../../../../../src/export", () => exporter);

const markdown = vi.hoisted(() => ({ exportChecklistMarkdown: vi.fn() }));
vi.mock("../../../../../src/export/markdown", () => markdown);

// The preview's chunk: a model built, and a one-page document drawn at once, so the dialog goes on
// to make its new tab's file.
const preview = vi.hoisted(() => ({
  buildReportModel: vi.fn(() => Promise.resolve({})),
  renderReportDocument: vi.fn(() => Promise.resolve(new Blob(["%PDF-1.3"]))),
  charactersMissingFromReportFont: vi.fn(() => []),
  openPreviewDocument: vi.fn(() =>
    Promise.resolve({
      pageCount: 1,
      pageAspect: () => Promise.resolve(841.89 / 595.28),
      drawPage: () => ({ done: Promise.resolve(), cancel: () => undefined }),
      writeText: () => ({ done: Promise.resolve(), cancel: () => undefined }),
      showing: () => [1],
      destroy: () => Promise.resolve(),
    }),
  ),
}));
vi.mock("../../../../../src/export/preview/index", () => preview);

const french = translatorFor("fr");
const t = french.t;

beforeAll(() => {
  polyfillModalDialog();
  // jsdom lays nothing out: the page list is given a width, and nothing ever resizes it.
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get: () => 600,
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  exporter.exportChecklistPdf.mockReset().mockResolvedValue({ fileName: "report.pdf" });
  // The new tab's file is never finished here: the preview's Download exports on its click.
  exporter.makeChecklistPdf.mockReset().mockReturnValue(new Promise(() => undefined));
  preview.buildReportModel.mockClear();
  markdown.exportChecklistMarkdown.mockReset().mockResolvedValue({ fileName: "report.md" });
  // What the page's element says is not the language on screen here: a page whose `lang` was
  // left behind, or changed by something else, must not decide the report's language.
  document.documentElement.lang = "de";
});
afterEach(() => {
  document.documentElement.lang = "";
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <TranslatorProvider translator={french}>{children}</TranslatorProvider>
    </ChakraProvider>
  );
}

function renderActions() {
  const user = userEvent.setup({ delay: null });
  const latest = {
    current: {
      checklist: createChecklist(t),
      variant: FIELD_VARIANT,
      phases: [],
      team: null,
      project: null,
    },
  };
  render(
    <Providers>
      <ExportButton latest={latest} />
      <MarkdownButton latest={latest} />
      <PreviewButton latest={latest} />
    </Providers>,
  );
  return { user };
}

/** The report request a mocked renderer was handed, from its call's arguments. */
const requestOf = (call: unknown): ReportRequest =>
  (call as readonly unknown[] | undefined)?.[0] as ReportRequest;

describe("the report's language", () => {
  it("is the translator's for Export and Markdown, not the document's lang", async () => {
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: t("actions.export") }));
    await waitFor(() => expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1));
    expect(requestOf(exporter.exportChecklistPdf.mock.calls[0]).translator).toBe(french);

    await user.click(await screen.findByRole("button", { name: t("markdown.download") }));
    await waitFor(() => expect(markdown.exportChecklistMarkdown).toHaveBeenCalledTimes(1));
    expect(requestOf(markdown.exportChecklistMarkdown.mock.calls[0]).translator).toBe(french);
  });

  it("is the translator's for the preview, its new tab's file and its Download", async () => {
    const { user } = renderActions();
    await user.click(screen.getByRole("button", { name: t("actions.preview") }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 15_000 });
    await waitFor(() => expect(preview.buildReportModel).toHaveBeenCalledTimes(1));
    expect(preview.buildReportModel.mock.calls[0]).toEqual([
      {
        assessment: expect.objectContaining({
          checklist: expect.any(Array),
          variant: FIELD_VARIANT,
        }),
        of: { kind: "work" },
        since: null,
        generatedAt: expect.any(Date),
        translator: french,
      },
    ]);

    // The new tab's file, made once the pages are drawn.
    await waitFor(() => expect(exporter.makeChecklistPdf).toHaveBeenCalledTimes(1));
    expect(requestOf(exporter.makeChecklistPdf.mock.calls[0]).translator).toBe(french);

    await user.click(within(dialog).getByRole("button", { name: t("preview.download") }));
    await waitFor(() => expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1));
    expect(requestOf(exporter.exportChecklistPdf.mock.calls[0]).translator).toBe(french);
  });
});
