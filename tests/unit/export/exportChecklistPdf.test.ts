// The export pipeline end to end in jsdom, with the two browser-only pieces replaced: html2canvas
// (jsdom has no painting) and the layout measurement (jsdom has no layout). What remains is real:
// the model, the off-screen frame, page planning, per-page images, the text layer, the download and
// the clean-up. The real drawing is checked in a real browser by the end-to-end tests.

import { deflateSync, inflateSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_SHORT_NAME, allQuestions } from "../../../src/data";
import { exportChecklistPdf } from "../../../src/export";
import { buildReportModel, reportRequestFor } from "./reportWords";
import type { ReportLayout, ReportTextLine, RowBox } from "../../../src/export/layout";
import { withCrossReferenceStream } from "../../../src/export/pdf/crossReferenceStream";
import { mountReportTree } from "../../../src/export/raster";
import { englishText } from "../../../src/i18n/english";
import {
  FIELD_VARIANT,
  checklistWithTicked,
  customisedChecklistWithTicked,
} from "./checklistFixtures";

const html2canvas = vi.hoisted(() => vi.fn());
vi.mock("html2canvas", () => ({ default: html2canvas }));

// Rows 30 px tall, one after another; each text element a single line at the top of its slot, after
// the words of the ticks it holds (as the real measurement reads them, label before question).
vi.mock("../../../src/export/layout/measureReportLayout", () => ({
  measureReportLayout(tree: HTMLElement): ReportLayout {
    let y = 40;
    const rows: RowBox[] = [];
    const lines: ReportTextLine[] = [];
    const line = (element: Element, text: string): ReportTextLine => {
      const structureId = element.getAttribute("data-report-structure") ?? undefined;
      return { text, left: 40, top: y, width: 300, height: 20, fontSizePx: 14, structureId };
    };
    for (const element of tree.querySelectorAll("[data-report-row], [data-report-text]")) {
      if (element.hasAttribute("data-report-row")) {
        rows.push({
          top: y,
          bottom: y + 24,
          keepWithNext: element.hasAttribute("data-keep-with-next"),
        });
      }
      if (element.hasAttribute("data-report-text")) {
        for (const tick of element.querySelectorAll("[data-report-spoken]"))
          lines.push(line(tick, tick.getAttribute("data-report-spoken") ?? ""));
        lines.push(line(element, (element.textContent ?? "").trim()));
      }
      y += 30;
    }
    return { width: 800, height: y + 40, padding: 40, rows, lines };
  },
}));

interface RecordedCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

/**
 * What the fake jsPDF outputs: a PDF with a catalog and its classic cross-reference table, as
 * jsPDF ends its files (the export rewrites the table as a stream), `pages` x 100 bytes of body.
 */
const fakeClassicPdf = vi.hoisted(() => (pages: number): string => {
  const body = `%PDF-1.7\n1 0 obj\n<</Type/Catalog>>\nendobj\n%${"x".repeat(pages * 100)}\n`;
  return `${body}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<<\n/Size 2\n/Root 1 0 R\n>>\nstartxref\n${body.length}\n%%EOF`;
});
const fakeDeflate = (data: string) => deflateSync(Buffer.from(data, "latin1")).toString("latin1");

const pdfCalls: RecordedCall[] = [];
vi.mock("jspdf", () => {
  class FakeJsPdf {
    // jsPDF's plug-in surface, where the pipeline registers its indexed image format.
    static API: Record<string, unknown> = {};
    pages = 1;
    // The output hooks attachFile and the tagging write their objects through, and the page
    // content the tagging marks (their own tests use jsPDF itself).
    internal = {
      events: {
        subscribe: (topic: string) => {
          pdfCalls.push({ method: "subscribe", args: [topic] });
          return topic;
        },
      },
      write: (...args: unknown[]) => {
        pdfCalls.push({ method: "write", args });
      },
      getCurrentPageInfo: () => ({ pageNumber: this.pages }),
    };
    // Where the tagging sets the file's version.
    __private__ = {
      setPdfVersion: (...args: unknown[]) => this.record("setPdfVersion", args),
    };
    constructor(...args: unknown[]) {
      pdfCalls.push({ method: "constructor", args });
    }
    private record(method: string, args: unknown[]) {
      pdfCalls.push({ method, args });
      return this;
    }
    addPage(...args: unknown[]) {
      this.pages += 1;
      return this.record("addPage", args);
    }
    addImage(...args: unknown[]) {
      return this.record("addImage", args);
    }
    text(...args: unknown[]) {
      return this.record("text", args);
    }
    setFont(...args: unknown[]) {
      return this.record("setFont", args);
    }
    setFontSize(...args: unknown[]) {
      return this.record("setFontSize", args);
    }
    setProperties(...args: unknown[]) {
      return this.record("setProperties", args);
    }
    setLanguage(...args: unknown[]) {
      return this.record("setLanguage", args);
    }
    viewerPreferences(...args: unknown[]) {
      return this.record("viewerPreferences", args);
    }
    addMetadata(...args: unknown[]) {
      return this.record("addMetadata", args);
    }
    getTextWidth(text: string) {
      return text.length * 2;
    }
    // The current font: a standard one, measured by getTextWidth.
    getFont() {
      return { fontName: "helvetica", fontStyle: "normal" };
    }
    getNumberOfPages() {
      return this.pages;
    }
    output() {
      return fakeClassicPdf(this.pages);
    }
    // jsPDF's filters, where the export deflates the cross-reference stream.
    processDataByFilters(data: string) {
      return { data: fakeDeflate(data) };
    }
  }
  return { jsPDF: FakeJsPdf };
});

// The canvases the pipeline creates for page images: jsdom has no 2D context and no encoder.
const drawnBands: number[][] = [];
function fakeCanvasSupport() {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    // jsdom's getContext is typed for every context kind; this fake stands in for the 2D one only.
    return {
      fillStyle: "",
      fillRect: vi.fn(),
      clearRect: vi.fn(),
      setTransform: vi.fn(),
      drawImage: (...args: number[]) => drawnBands.push(args.slice(1, 5)),
      // A band of the rendered report: white, with one dark pixel so the page is not blank.
      getImageData: (sx: number, sy: number, sw: number, sh: number) => {
        drawnBands.push([sx, sy, sw, sh]);
        const data = new Uint8ClampedArray(sw * sh * 4).fill(255);
        data.set([26, 32, 44, 255], 0);
        return { width: sw, height: sh, data };
      },
    } as unknown as ReturnType<HTMLCanvasElement["getContext"]>;
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
  ) {
    callback(new Blob([new Uint8Array([0xff, 0xd8, this.height % 256])], { type: "image/jpeg" }));
  });
}

function fakeRenderedCanvas(height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = 1600;
  canvas.height = height * 2;
  return canvas;
}

const downloads: { name: string; href: string }[] = [];
// jsdom has no server to fetch the report's font from (and no FontFace): every export here is one
// without it, which the pipeline must survive, saying so.
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  pdfCalls.length = 0;
  drawnBands.length = 0;
  downloads.length = 0;
  fakeCanvasSupport();
  // The drawing is the window asked for, or the whole tree where none is.
  html2canvas.mockImplementation(async (tree: HTMLElement, options?: { height?: number }) => {
    const rowCount = tree.querySelectorAll("[data-report-row], [data-report-text]").length;
    return fakeRenderedCanvas(options?.height ?? rowCount * 30 + 80);
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, href: this.href });
  });
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => "blob:report");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  html2canvas.mockReset();
});

function calls(method: string): RecordedCall[] {
  return pdfCalls.filter((call) => call.method === method);
}

describe("exportChecklistPdf", () => {
  const GENERATED_AT = new Date(2025, 1, 28, 9, 15); // local time: the file name uses the local date

  it("downloads a PDF named for the local date and reports its pages and size", async () => {
    const result = await exportChecklistPdf(
      reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT),
    );
    expect(result.fileName).toBe(`${PRODUCT_SHORT_NAME}-principles-checklist-2025-02-28.pdf`);
    expect(result.pageCount).toBe(1);
    const written = withCrossReferenceStream(fakeClassicPdf(1), new Map(), fakeDeflate);
    expect(result.bytes).toBe(written.length);
    expect(downloads).toEqual([{ name: result.fileName, href: "blob:report" }]);
  });

  it("exports in a system font, with a warning, when the report's font cannot be loaded", async () => {
    const result = await exportChecklistPdf(
      reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT),
    );
    expect(downloads).toEqual([{ name: result.fileName, href: "blob:report" }]);
    expect(warn).toHaveBeenCalledWith(
      "The report's font could not be loaded; the export uses a system font.",
      expect.anything(),
    );
  });

  it("attaches the assessment's record to the file", async () => {
    await exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT));
    // The file writer's (its object stream, afresh on each output), the record's objects and
    // catalog entry, then the tagging's (page entries, tree, catalog).
    expect(calls("subscribe").map((call) => call.args[0])).toEqual([
      "buildDocument",
      "postPutResources",
      "putCatalog",
      "putPage",
      "postPutResources",
      "putCatalog",
    ]);
  });

  it("draws each page at scale 2 on white", async () => {
    await exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT));
    expect(html2canvas).toHaveBeenCalledTimes(1);
    expect(html2canvas.mock.calls[0]?.[1]).toMatchObject({ scale: 2, backgroundColor: "#ffffff" });
  });

  it("makes A4 portrait pages, each drawn on its own from only its rows, 210 mm wide", async () => {
    const snapshot = checklistWithTicked(allQuestions(checklistWithTicked([])).map((q) => q.id));
    const result = await exportChecklistPdf(reportRequestFor(snapshot, GENERATED_AT));
    expect(calls("constructor")[0]?.args[0]).toMatchObject({
      unit: "mm",
      format: "a4",
      orientation: "portrait",
    });
    expect(result.pageCount).toBeGreaterThan(3);
    expect(calls("addPage")).toHaveLength(result.pageCount - 1);
    const images = calls("addImage");
    expect(images).toHaveLength(result.pageCount);
    for (const image of images) {
      expect(image.args[1]).toBe("REPORTINDEXED");
      expect(image.args[4]).toBe(210);
      expect(image.args[5]).toBeLessThanOrEqual(295);
    }
    // One drawing a page, no taller than a page (295 mm of 210 mm at 800 CSS px), of a copy of the
    // tree holding that page's rows only: every row of the report drawn once, on one page.
    const drawings = html2canvas.mock.calls as [HTMLElement, { y: number; height: number }][];
    expect(drawings).toHaveLength(result.pageCount);
    for (const [, options] of drawings)
      expect(options.height).toBeLessThanOrEqual((295 / 210) * 800);
    const rowsPerPage = drawings.map(([tree]) => tree.querySelectorAll("[data-report-row]").length);
    const model = buildReportModel(snapshot, GENERATED_AT);
    const host = await mountReportTree(model);
    const allRows = host.element.querySelectorAll("[data-report-row]").length;
    host.dispose();
    expect(rowsPerPage.reduce((sum, n) => sum + n, 0)).toBe(allRows);
    for (const n of rowsPerPage) expect(n).toBeLessThan(allRows);
    // Each page's pixels are read whole from its own canvas, top to bottom of the page image.
    expect(drawnBands).toHaveLength(result.pageCount);
    for (const [x, y] of drawnBands) expect([x, y]).toEqual([0, 0]);
  });

  it("writes the report's text, and only it, as an invisible text layer", async () => {
    const snapshot = checklistWithTicked(["ic-1", "cr-1"]);
    await exportChecklistPdf(reportRequestFor(snapshot, GENERATED_AT));
    const texts = calls("text");
    for (const call of texts)
      expect(call.args[3]).toMatchObject({ renderingMode: "invisible", baseline: "top" });
    const model = buildReportModel(snapshot, GENERATED_AT);
    const questions = allQuestions(snapshot).filter((q) => q.checked);
    expect(texts.map((call) => call.args[0])).toEqual([
      model.title,
      model.subtitle,
      `Date: ${model.dateLabel}`,
      "Summary",
      "Total Questions: 68",
      "Completed: 2",
      "Progress: 3%",
      "Respect for Persons: 1 of 14",
      "Respect for Communities: 0 of 8",
      "Respect for Society: 1 of 22",
      "Respect for Democracy: 0 of 8",
      "Respect for Environment: 0 of 8",
      "Respect for Knowledge: 0 of 8",
      "Respect for Persons",
      "Informed Consent",
      englishText("report.tickedLabel"),
      questions[0]?.text,
      "Respect for Society",
      "Rights",
      "Civil Rights",
      englishText("report.tickedLabel"),
      questions[1]?.text,
      model.footer,
    ]);
  });

  it("tags the PDF: each page image an artifact, each line marked content of its element", async () => {
    await exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1", "cr-1"]), GENERATED_AT));
    const drawing = pdfCalls.filter((call) =>
      ["write", "addImage", "text", "addPage"].includes(call.method),
    );
    const shown = drawing.map((call) =>
      call.method === "write" ? String(call.args[0]) : call.method,
    );
    // Every image between /Artifact BMC and EMC; every line between a BDC with an MCID and EMC.
    shown.forEach((step, index) => {
      if (step === "addImage")
        expect(shown.slice(index - 1, index + 2)).toEqual(["/Artifact BMC", "addImage", "EMC"]);
      if (step === "text") {
        expect(shown[index - 1]).toMatch(/^\/(H1|H2|H3|H4|P|Lbl|LBody)<<\/MCID \d+>>BDC$/);
        expect(shown[index + 1]).toBe("EMC");
      }
    });
    expect(shown.filter((step) => step === "text")).toHaveLength(calls("text").length);
    // On each page the MCIDs count up from 0, in the order the lines are written.
    const pages = shown.join("\n").split("addPage");
    for (const page of pages) {
      const mcids = [...page.matchAll(/MCID (\d+)/g)].map((m) => Number(m[1]));
      expect(mcids).toEqual(mcids.map((_, index) => index));
    }
    const roles = shown.flatMap((step) => /^\/(\w+)<<\/MCID/.exec(step)?.[1] ?? []);
    expect(roles.slice(0, 5)).toEqual(["H1", "P", "P", "H2", "LBody"]);
    expect(calls("setPdfVersion").map((call) => call.args[0])).toEqual(["1.7"]);
    const [metadata] = calls("addMetadata");
    expect(String(metadata?.args[0])).toContain("<pdfuaid:part>1</pdfuaid:part>");
    expect(metadata?.args[1]).toBe(true);
  });

  it("on a customised checklist, writes its name and its changes into the text layer too", async () => {
    const snapshot = customisedChecklistWithTicked(FIELD_VARIANT, ["custom-q-4"]);
    await exportChecklistPdf(reportRequestFor(snapshot, GENERATED_AT, { variant: FIELD_VARIANT }));
    // A line another line of the same element follows ends with the space its break stood for.
    const texts = calls("text").map((call) => (call.args[0] as string).trimEnd());
    expect(texts.slice(0, 4)).toEqual([
      "Principles and Guidelines for Computing Research",
      expect.any(String),
      expect.stringMatching(/^Date: /),
      "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS",
    ]);
    const changes = texts.slice(texts.indexOf("Changes from the standard checklist"));
    expect(
      changes.filter((text) => text.endsWith("questions") || text.endsWith("principles")),
    ).toEqual([
      "Added sub-principles",
      "Added questions",
      "Reworded questions",
      "Hidden questions",
    ]);
    expect(changes).toContain("Reason: No research workers in field studies.");
    expect(changes.at(-1)).toMatch(/^Generated on /);
  });

  it("sets the document's title, subject, creator and language", async () => {
    const snapshot = checklistWithTicked(["ic-1"]);
    await exportChecklistPdf(reportRequestFor(snapshot, GENERATED_AT));
    const { documentProperties } = buildReportModel(snapshot, GENERATED_AT);
    expect(calls("setProperties")[0]?.args[0]).toEqual({
      title: documentProperties.title,
      subject: documentProperties.subject,
      creator: documentProperties.creator,
    });
    expect(calls("setLanguage")[0]?.args[0]).toBe("en");
  });

  it("leaves nothing behind when it succeeds", async () => {
    const childrenBefore = document.body.children.length;
    await exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT));
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(document.body.children.length).toBe(childrenBefore);
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });

  it("passes a rendering failure on to the caller and still cleans up", async () => {
    html2canvas.mockRejectedValueOnce(new Error("canvas exploded"));
    await expect(
      exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT)),
    ).rejects.toThrow("canvas exploded");
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
    expect(downloads).toEqual([]);
  });

  it("hands jsPDF each page as deflated 4-bit indexed colour on the report's palette", async () => {
    const { jsPDF } = await import("jspdf");
    await exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT));
    const [image] = calls("addImage");
    const [bytes, format, , , , , alias] = image?.args ?? [];
    expect(format).toBe("REPORTINDEXED");
    // Nothing has consumed the page yet (the fake addImage records only), so run the processor
    // jsPDF would call, as jsPDF calls it.
    const api = jsPDF.API as unknown as Record<string, (...args: unknown[]) => unknown>;
    const processed = api.processREPORTINDEXED?.(bytes, 0, alias) as Record<string, unknown>;
    expect(processed).toMatchObject({
      colorSpace: "Indexed",
      bitsPerComponent: 4,
      filter: "FlateDecode",
      width: 1600,
    });
    expect((processed.palette as number[]).length).toBe(16 * 3);
    const inflated = inflateSync(Buffer.from(processed.data as string, "latin1"));
    expect(inflated.length).toBe(800 * (processed.height as number));
    // The dark pixel at the band's top-left is the report's text colour, palette entry 1.
    expect(inflated.some((byte) => byte !== 0)).toBe(true);
  });

  it("passes a failure to read the rendered image on to the caller and still cleans up", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(() => null);
    await expect(
      exportChecklistPdf(reportRequestFor(checklistWithTicked(["ic-1"]), GENERATED_AT)),
    ).rejects.toThrow(/No 2D canvas context/);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
    expect(downloads).toEqual([]);
  });
});

describe("mountReportTree", () => {
  it("mounts the tree in an off-screen frame, hidden from assistive technology, and removes it on dispose", async () => {
    const model = buildReportModel(checklistWithTicked(["ic-1"]), new Date());
    const mounted = await mountReportTree(model);
    const frame = document.querySelector("iframe");
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute("aria-hidden")).toBe("true");
    expect(frame?.style.position).toBe("fixed");
    expect(frame?.style.left).toBe("-10000px");
    expect(frame?.style.width).toBe("800px");
    expect(frame?.contentDocument?.compatMode).toBe("CSS1Compat");
    expect(mounted.element.ownerDocument).toBe(frame?.contentDocument);
    expect(mounted.element.hasAttribute("data-report-tree")).toBe(true);
    expect(mounted.element.textContent).toContain(model.title);

    mounted.dispose();
    mounted.dispose();
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });
});
