// The compare dialog's Preview: a phase compared with the work now offers the report's preview as
// it offers its PDF, Markdown and Word, and the one preview dialog, over the compare dialog, draws
// the report of the work now ending with "Changes since <phase>": its drawing, its new tab's file
// and its Download are all handed the part. Closing it leaves the compare dialog open, the focus
// back on Preview. React-PDF, PDF.js and the export pipeline are stood in for at their chunks'
// boundary, as in the preview's own tests; the drawn part is tests/e2e/engines/compare.spec.ts's.

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setUpJsdom } from "../../jsdomTestSetup";
import { renderApp } from "../../renderApp";
import { more, tick } from "./compareSteps";

const preview = vi.hoisted(() => ({
  buildReportModel: vi.fn<(...args: unknown[]) => { summary: object }>(() => ({ summary: {} })),
  renderReportDocument: vi.fn(async () => new Blob(["%PDF-1.3"], { type: "application/pdf" })),
  charactersMissingFromReportFont: vi.fn(() => []),
  openPreviewDocument: vi.fn(async () => ({
    pageCount: 1,
    pageAspect: async () => 841.89 / 595.28,
    drawPage: (_page: number, target: { canvas: HTMLCanvasElement; textLayer: HTMLElement }) => {
      target.textLayer.textContent = "Changes since Planning";
      return { done: Promise.resolve(), cancel: () => undefined };
    },
    writeText: () => ({ done: Promise.resolve(), cancel: () => undefined }),
    showing: () => [1],
    destroy: () => Promise.resolve(),
  })),
}));
vi.mock("../../../../../src/export/preview/index", () => preview);

const exporter = vi.hoisted(() => ({
  exportChecklistPdf: vi.fn<(...args: unknown[]) => Promise<object>>(async () => ({
    fileName: "r.pdf",
    pageCount: 1,
    bytes: 8,
  })),
  // The new tab's file, held back: Download then makes the file on the click.
  makeChecklistPdf: vi.fn<(...args: unknown[]) => Promise<never>>(
    () => new Promise<never>(() => undefined),
  ),
  prepareExport: vi.fn(),
}));
vi.mock("../../../../../src/export", () => exporter);

const downloads = vi.hoisted(() => ({ downloadBlob: vi.fn<(blob: Blob, name: string) => void>() }));
vi.mock("../../../../../src/files/download/downloadBlob", () => downloads);

beforeAll(() => {
  setUpJsdom();
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
  URL.createObjectURL = () => "blob:test/1";
  URL.revokeObjectURL = () => undefined;
});

const WAIT = { timeout: 15_000 };

/** The part every report of this comparison is handed: the phase, and two changes since it. */
const SINCE = {
  since: expect.objectContaining({
    name: "Planning",
    date: "2027-03-01",
    comparison: expect.objectContaining({ total: 2 }),
  }),
};

describe("the compare dialog's preview", { timeout: 120_000 }, () => {
  it("draws the report ending with the changes since the phase, over the compare dialog", async () => {
    const { user } = renderApp();
    await tick(user, "ic-1");
    await more(user);
    await user.click(await screen.findByRole("button", { name: "Phases" }, WAIT));
    const phases = within(
      await screen.findByRole("dialog", { name: "Phases of this assessment" }, WAIT),
    );
    await user.type(phases.getByRole("textbox", { name: "Name of the phase" }), "Planning");
    fireEvent.change(phases.getByLabelText("Date of the phase"), {
      target: { value: "2027-03-01" },
    });
    await user.click(phases.getByRole("button", { name: "Keep as a phase" }));
    await user.click(phases.getByRole("button", { name: "Close" }));
    await tick(user, "ic-1");
    await tick(user, "ic-2");
    await more(user);
    await user.click(await screen.findByRole("button", { name: "Compare…" }, WAIT));
    const dialog = within(await screen.findByRole("dialog", { name: "What changed" }, WAIT));
    await user.click(dialog.getByRole("button", { name: "Compare" }));
    await dialog.findByRole("heading", { name: "The changes" }, WAIT);

    // Offered beside the report's other formats, in the same place.
    const report = dialog.getByRole("heading", {
      name: "Report of the work now, ending with the changes since Planning",
    }).parentElement;
    if (!report) throw new Error("no report part");
    expect(
      within(report)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Export", "Preview", "Download as Markdown", "Download as Word"]);
    const previewButton = within(report).getByRole("button", { name: "Preview" });
    expect(previewButton).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(previewButton);

    const shown = await screen.findByRole("dialog", { name: "Report preview" }, WAIT);
    expect(await within(shown).findByText("Changes since Planning", {}, WAIT)).toBeVisible();
    // The work as it stands (ic-2 ticked, ic-1 not), ending with the part.
    const [request] = (preview.buildReportModel.mock.lastCall ?? []) as unknown[];
    expect(request).toMatchObject(SINCE);
    const ticked = (
      (request as { assessment: { checklist: unknown } }).assessment.checklist as {
        subprinciples: { questions: { id: string; checked: boolean }[] }[];
      }[]
    )
      .flatMap((p) => p.subprinciples.flatMap((s) => s.questions))
      .filter((q) => q.checked)
      .map((q) => q.id);
    expect(ticked).toEqual(["ic-2"]);
    // The new tab's file is the export of the same report.
    await waitFor(() => expect(exporter.makeChecklistPdf).toHaveBeenCalled());
    expect(exporter.makeChecklistPdf.mock.lastCall?.[0]).toMatchObject(SINCE);

    // Download, before the new tab's file is made: the export of the same report.
    await user.click(within(shown).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(exporter.exportChecklistPdf).toHaveBeenCalledTimes(1));
    expect(exporter.exportChecklistPdf.mock.lastCall?.[0]).toMatchObject({
      ...SINCE,
      assessment: { phases: [expect.objectContaining({ name: "Planning" })] },
    });

    // Closed: the compare dialog is as it was, the focus back on Preview.
    await user.click(within(shown).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Report preview" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "What changed" })).toBeInTheDocument();
    expect(dialog.getByRole("heading", { name: "The changes" })).toBeInTheDocument();
    expect(previewButton).toHaveFocus();
  });
});
