// The Preview button and its dialog, with React-PDF, PDF.js and the export pipeline stood in for at
// the preview chunk's boundary: what a person meets (names, roles, focus, messages), and what the
// dialog does with the new tab's URL and the PDF.js document it makes (both let go on close).
// Download saves the new tab's file once it is made, and exports on the click before then.
// The real drawing and the real dialog behaviour of a browser are for tests/e2e/preview.spec.ts.

import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportButton } from "../../../../../src/app/checklist/actions/ExportButton";
import { PreviewButton } from "../../../../../src/app/checklist/preview/PreviewButton";
import { EXPORT_ERROR_MESSAGE } from "../../../../../src/app/checklist/report";
import { TranslatorProvider } from "../../../../../src/app/language/TranslatorContext";
import { system } from "../../../../../src/app/theme/system";
// The lazy parts' chunk, registered as the app registers it.
import "../../../../../src/app/parts";
import { allQuestions } from "../../../../../src/data";
import { translatorFor } from "../../../../../src/i18n";
import { createInitialChecklist } from "../../../../../src/data/english";
import type { ChecklistVariant } from "../../../../../src/variant";
import type { ReportRequest } from "../../../../../src/export";
import { FIELD_VARIANT } from "../../../export/checklistFixtures";
import { polyfillModalDialog } from "../../jsdomTestSetup";
import { sentence } from "../../sentence";

interface FakeTarget {
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
  width: number;
}

// A two-page document: each page "drawn" sizes its canvas, as PDF.js does, and puts its text in
// the text layer it is given.
const pdfjs = vi.hoisted(() => ({
  destroy: vi.fn(() => Promise.resolve()),
  cancel: vi.fn(),
  widths: [] as number[],
  canvases: [] as HTMLCanvasElement[],
}));
const preview = vi.hoisted(() => ({
  buildReportModel: vi.fn(() => ({ summary: {} })),
  renderReportDocument: vi.fn<() => Promise<Blob>>(),
  charactersMissingFromReportFont: vi.fn((text: string) =>
    [...text].filter((char) => char === "😀" || char === "ש"),
  ),
  openPreviewDocument: vi.fn(async () => ({
    pageCount: 2,
    pageAspect: async () => 841.89 / 595.28,
    drawPage: (pageNumber: number, target: FakeTarget) => {
      pdfjs.widths.push(target.width);
      pdfjs.canvases.push(target.canvas);
      target.canvas.width = target.width;
      target.canvas.height = Math.round(target.width * (841.89 / 595.28));
      target.textLayer.textContent = `Text of page ${pageNumber}`;
      return { done: Promise.resolve(), cancel: pdfjs.cancel };
    },
    writeText: () => ({ done: Promise.resolve(), cancel: pdfjs.cancel }),
    showing: () => [1, 2],
    destroy: pdfjs.destroy,
  })),
}));
vi.mock("../../../../../src/export/preview/index", () => preview);

const exporter = vi.hoisted(() => ({
  exportChecklistPdf: vi.fn<(request: ReportRequest) => Promise<unknown>>(),
  makeChecklistPdf: vi.fn<(request: ReportRequest) => Promise<unknown>>(),
  prepareExport: vi.fn(),
}));
vi.mock("../../../../../src/export", () => exporter);

const downloads = vi.hoisted(() => ({ downloadBlob: vi.fn<(blob: Blob, name: string) => void>() }));
vi.mock("../../../../../src/files/download/downloadBlob", () => downloads);

/** The report request a mocked renderer was handed, from its call's arguments. */
const requestOf = (call: unknown): ReportRequest =>
  (call as readonly unknown[] | undefined)?.[0] as ReportRequest;

/** The theme, and the English messages (setup.ts has loaded every part). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <TranslatorProvider translator={translatorFor("en")}>{children}</TranslatorProvider>
    </ChakraProvider>
  );
}

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

let urls = 0;
const revoked: string[] = [];
beforeEach(() => {
  urls = 0;
  revoked.length = 0;
  URL.createObjectURL = () => `blob:test/${++urls}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  preview.renderReportDocument.mockReset();
  pdfjs.destroy.mockClear();
  preview.openPreviewDocument.mockClear();
  pdfjs.cancel.mockClear();
  pdfjs.widths.length = 0;
  pdfjs.canvases.length = 0;
  exporter.exportChecklistPdf.mockReset();
  exporter.makeChecklistPdf.mockReset();
  downloads.downloadBlob.mockReset();
  exporter.makeChecklistPdf.mockResolvedValue({
    blob: taggedBlob(),
    fileName: "r.pdf",
    pageCount: 2,
  });
});
afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function checklistWithTicks(count: number) {
  const checklist = createInitialChecklist();
  allQuestions(checklist)
    .slice(0, count)
    .forEach((q) => (q.checked = true));
  return checklist;
}

function renderPreview(ticks = 12, variant: ChecklistVariant | null = null) {
  const user = userEvent.setup({ delay: null });
  render(
    <Providers>
      <PreviewButton
        latest={{
          current: {
            checklist: checklistWithTicks(ticks),
            variant: variant,
            phases: [],
            team: null,
            project: null,
          },
        }}
      />
    </Providers>,
  );
  return { user, button: screen.getByRole("button", { name: "Preview" }) };
}

const pdfBlob = () => new Blob(["%PDF-1.3"], { type: "application/pdf" });
/** The export's file (tagged), as against React-PDF's. */
function taggedBlob() {
  return new Blob(["%PDF-1.7"], { type: "application/pdf" });
}

describe("the preview dialog", () => {
  it("is a dialog named by its heading, described by the summary, showing every page", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const { user, button } = renderPreview(12);
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(button);

    // The dialog's code loads on its first opening (lazyParts.ts); the first import transforms it.
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Report preview" },
      { timeout: 15_000 },
    );
    expect(dialog).toHaveAccessibleDescription("12 of 68 questions ticked (18%).");
    // The first test renders Chakra cold; on a busy machine that takes more than findBy's 1 s.
    const pages = await within(dialog).findByRole(
      "region",
      { name: "The report, 2 pages" },
      { timeout: 10_000 },
    );
    expect(pages).toHaveAttribute("tabindex", "0");
    const first = await within(pages).findByRole(
      "listitem",
      { name: "Page 1 of 2" },
      { timeout: 10_000 },
    );
    const second = within(pages).getByRole("listitem", { name: "Page 2 of 2" });
    expect(await within(first).findByText("Text of page 1")).toBeInTheDocument();
    expect(await within(second).findByText("Text of page 2")).toBeInTheDocument();
    // The canvas is a picture of the text layer's words: hidden, so they are not read twice.
    expect(first.querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
    expect(pdfjs.widths).toEqual([600, 600]);
    expect(preview.openPreviewDocument).toHaveBeenCalledWith(expect.any(Blob));
    expect(document.querySelector("iframe")).toBeNull();
    // The new tab gets the tagged export of the same snapshot at the preview's time, not
    // React-PDF's file: the only URL made is the export's.
    expect(
      await within(dialog).findByRole("link", { name: "Open the PDF in a new tab" }),
    ).toHaveAttribute("href", "blob:test/1");
    expect(urls).toBe(1);
    expect(exporter.makeChecklistPdf).toHaveBeenCalledTimes(1);
    const [made] = exporter.makeChecklistPdf.mock.calls[0] ?? [];
    expect(allQuestions(made?.assessment.checklist ?? [])).toHaveLength(68);
    expect(made?.generatedAt).toBe(
      requestOf(preview.buildReportModel.mock.calls.at(-1)).generatedAt,
    );
    expect(made?.assessment.variant).toBeNull();
    expect(exporter.exportChecklistPdf).not.toHaveBeenCalled();
  });

  it("says the new tab's PDF is being prepared until the export has made it", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const making = deferred<unknown>();
    exporter.makeChecklistPdf.mockReturnValue(making.promise);
    const { user, button } = renderPreview();
    await user.click(button);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByRole("listitem", { name: "Page 1 of 2" });
    expect(
      within(dialog).getByRole("button", { name: "Preparing the PDF for a new tab…" }),
    ).toBeDisabled();
    expect(within(dialog).queryByRole("link")).toBeNull();
    await act(async () => making.resolve({ blob: taggedBlob(), fileName: "r.pdf", pageCount: 2 }));
    expect(
      await within(dialog).findByRole("link", { name: "Open the PDF in a new tab" }),
    ).toHaveAttribute("href", "blob:test/1");
    expect(within(dialog).queryByRole("button", { name: /Preparing/ })).toBeNull();
  });

  it("says which characters of the notes the preview's font lacks, and that the PDF has them", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const checklist = checklistWithTicks(1);
    const first = allQuestions(checklist)[0];
    if (first) first.note = "Consent 😀 ש";
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <PreviewButton
          latest={{
            current: { checklist: checklist, variant: null, phases: [], team: null, project: null },
          }}
        />
      </Providers>,
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 15_000 });
    expect(
      await within(dialog).findByText(
        sentence(/\(😀 ש\) are not in this preview's font/),
        {},
        { timeout: 10_000 },
      ),
    ).toHaveTextContent("They appear in the downloaded PDF");
    expect(preview.charactersMissingFromReportFont).toHaveBeenCalledWith("Consent 😀 ש");
  });

  it("shows a busy loading state until the PDF is drawn", async () => {
    const drawing = deferred<Blob>();
    preview.renderReportDocument.mockReturnValue(drawing.promise);
    const { user, button } = renderPreview();
    await user.click(button);

    const dialog = await screen.findByRole("dialog", {}, { timeout: 15_000 });
    const loading = within(dialog).getByText("Preparing the preview…");
    expect(loading.closest("[role=status]")).toHaveAttribute("aria-live", "polite");
    expect(loading.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(within(dialog).queryByRole("region")).toBeNull();

    await act(async () => drawing.resolve(pdfBlob()));
    expect(await within(dialog).findByRole("listitem", { name: "Page 1 of 2" })).toBeVisible();
    expect(within(dialog).queryByText("Preparing the preview…")).toBeNull();
  });

  it("closes with its Close button, lets go of the URL and the document, and gives focus back to Preview", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const { user, button } = renderPreview();
    await user.click(button);
    await screen.findByRole("listitem", { name: "Page 2 of 2" });
    await screen.findByRole("link", { name: "Open the PDF in a new tab" });

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(revoked).toEqual(["blob:test/1"]);
    expect(pdfjs.destroy).toHaveBeenCalledTimes(1);
    // Each page's drawing is cancelled as it goes (a no-op once it is done), and its canvas's
    // pixels handed back at once, not whenever it is collected.
    expect(pdfjs.cancel).toHaveBeenCalledTimes(2);
    expect(pdfjs.canvases).toHaveLength(2);
    for (const canvas of pdfjs.canvases) expect([canvas.width, canvas.height]).toEqual([0, 0]);
    expect(button).toHaveFocus();
  });

  it("drops a PDF that arrives after the dialog closed, without making a URL for it", async () => {
    const drawing = deferred<Blob>();
    preview.renderReportDocument.mockReturnValue(drawing.promise);
    const { user, button } = renderPreview();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Close" }));
    await act(async () => drawing.resolve(pdfBlob()));
    expect(urls).toBe(0);
    expect(preview.openPreviewDocument).not.toHaveBeenCalled();
    expect(exporter.makeChecklistPdf).not.toHaveBeenCalled();
  });

  it("shows an alert inside the dialog when drawing fails; Try again draws it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    preview.renderReportDocument
      .mockRejectedValueOnce(new Error("React-PDF failed"))
      .mockResolvedValueOnce(pdfBlob());
    const { user, button } = renderPreview();
    await user.click(button);

    const dialog = screen.getByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      /The preview could not be shown\. Your ticks are unchanged\./,
    );
    expect(error).toHaveBeenCalledWith("PDF preview failed", expect.any(Error));

    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("listitem", { name: "Page 1 of 2" })).toBeVisible();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("downloads through the export, with the same snapshot and the preview's time, before the new tab's file is made", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    exporter.exportChecklistPdf.mockResolvedValue({ fileName: "report.pdf" });
    exporter.makeChecklistPdf.mockReturnValue(deferred<unknown>().promise);
    const { user, button } = renderPreview(3);
    await user.click(button);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByRole("listitem", { name: "Page 1 of 2" });
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1);
    const [exported] = exporter.exportChecklistPdf.mock.calls[0] ?? [];
    expect(allQuestions(exported?.assessment.checklist ?? [])).toHaveLength(68);
    const modelCall = requestOf(preview.buildReportModel.mock.calls.at(-1));
    expect(exported?.generatedAt).toBe(modelCall.generatedAt);
    expect(await within(dialog).findByText("PDF ready: report.pdf")).toHaveAttribute(
      "role",
      "status",
    );
    expect(downloads.downloadBlob).not.toHaveBeenCalled();
  });

  it("downloads the file already made for the new tab, not exporting again", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const tagged = taggedBlob();
    exporter.makeChecklistPdf.mockResolvedValue({
      blob: tagged,
      fileName: "computing-research-principles-checklist-2026-11-26.pdf",
      pageCount: 2,
    });
    const { user, button } = renderPreview(3);
    await user.click(button);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByRole("link", { name: "Open the PDF in a new tab" });
    await user.click(within(dialog).getByRole("button", { name: "Download" }));

    // The very blob behind the new tab's URL, under the export's dated name.
    expect(downloads.downloadBlob).toHaveBeenCalledTimes(1);
    expect(downloads.downloadBlob).toHaveBeenCalledWith(
      tagged,
      "computing-research-principles-checklist-2026-11-26.pdf",
    );
    expect(exporter.exportChecklistPdf).not.toHaveBeenCalled();
    expect(exporter.makeChecklistPdf).toHaveBeenCalledTimes(1);
    expect(
      await within(dialog).findByText(
        "PDF ready: computing-research-principles-checklist-2026-11-26.pdf",
      ),
    ).toHaveAttribute("role", "status");
  });
});

describe("the preview of a customised checklist", () => {
  it("draws the report on the checklist's variant, and Download exports on it too", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    exporter.exportChecklistPdf.mockResolvedValue({ fileName: "report.pdf" });
    // Download before the new tab's file is made: it exports.
    exporter.makeChecklistPdf.mockReturnValue(deferred<unknown>().promise);
    exporter.exportChecklistPdf.mockClear();
    // The report is in the translator's language, whatever else the page says it is in.
    document.documentElement.lang = "fr";
    const { user, button } = renderPreview(3, FIELD_VARIANT);
    await user.click(button);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByRole("listitem", { name: "Page 1 of 2" });
    const modelCall = requestOf(preview.buildReportModel.mock.calls.at(-1));
    expect(modelCall.assessment.variant).toBe(FIELD_VARIANT);
    expect(modelCall.translator).toBe(translatorFor("en"));
    await user.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1);
    expect(exporter.exportChecklistPdf.mock.calls[0]?.[0].assessment.variant).toBe(FIELD_VARIANT);
    expect(exporter.exportChecklistPdf.mock.calls[0]?.[0].translator).toBe(translatorFor("en"));
    // The new tab's file too.
    expect(exporter.makeChecklistPdf.mock.calls[0]?.[0].assessment.variant).toBe(FIELD_VARIANT);
    expect(exporter.makeChecklistPdf.mock.calls[0]?.[0].translator).toBe(translatorFor("en"));
    document.documentElement.lang = "";
  });

  it("counts the checklist's own words, not only the notes, in the font warning", async () => {
    preview.renderReportDocument.mockResolvedValue(pdfBlob());
    const variant: ChecklistVariant = {
      ...FIELD_VARIANT,
      changes: {
        ...FIELD_VARIANT.changes,
        hiddenQuestions: [{ id: "labor-2", reason: "Not for us 😀" }],
      },
    };
    const { user, button } = renderPreview(0, variant);
    await user.click(button);
    expect(
      await screen.findByText(
        sentence(/^Some characters in your notes or in the checklist \(😀\)/),
      ),
    ).toBeInTheDocument();
  });
});

describe("the export, shared by Export and Download", () => {
  function renderExport() {
    const user = userEvent.setup({ delay: null });
    render(
      <Providers>
        <ExportButton
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
      </Providers>,
    );
    return { user, button: screen.getByRole("button", { name: "Export" }) };
  }

  it("makes the export ready when Export is hovered or focused, before any click", async () => {
    exporter.prepareExport.mockClear();
    const { user, button } = renderExport();
    await user.hover(button);
    await vi.waitFor(() => expect(exporter.prepareExport).toHaveBeenCalled());
    expect(exporter.exportChecklistPdf).not.toHaveBeenCalled();
  });

  it("starts once for a double click", async () => {
    const running = deferred<unknown>();
    exporter.exportChecklistPdf.mockReturnValue(running.promise);
    const { user, button } = renderExport();
    await user.dblClick(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Generating the PDF…");
    await act(async () => running.resolve({ fileName: "x.pdf" }));
    expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-busy", "false");
  });

  it("shows the spec's alert when it fails, and it can be dismissed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    exporter.exportChecklistPdf.mockRejectedValue(new Error("no canvas"));
    const { user, button } = renderExport();
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(EXPORT_ERROR_MESSAGE);
    expect(EXPORT_ERROR_MESSAGE).toBe("There was an error generating the PDF. Please try again.");
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
