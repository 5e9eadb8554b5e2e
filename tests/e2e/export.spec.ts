import { existsSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { allQuestions } from "../../src/data";
import { createInitialChecklist } from "../../src/data/english";
import { expandAll, localDate } from "./support/checklist";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/holdRequests";
import { fold, readPdf } from "./support/pdf";

const ALERT = "There was an error generating the PDF. Please try again.";
const QUESTIONS = allQuestions(createInitialChecklist());

async function exportPdf(page: Page): Promise<{ download: Download; path: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  const path = await download.path();
  expect(existsSync(path)).toBe(true);
  return { download, path };
}

async function offscreenLeftovers(page: Page): Promise<number> {
  return page.evaluate(
    () => document.querySelectorAll("body > iframe, body > canvas, [data-report-root]").length,
  );
}

// One page, three exports: nothing ticked, then a few ticks, all through the one worker that
// hovering Export started.
test("hovering Export starts the worker that encodes the pages; nothing ticked, the report says so; a few ticks export to an A4 PDF holding exactly those questions and the summary; every export shares the one worker", async ({
  page,
}) => {
  await page.goto("/");
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const deflateWorkers = () => workers.filter((url) => /\/deflateWorker-[^/]*\.js$/.test(url));
  await page.getByRole("button", { name: "Export" }).hover();
  await expect.poll(() => deflateWorkers().length).toBe(1);

  await test.step("nothing ticked: the report says so", async () => {
    const { path } = await exportPdf(page);
    const text = fold(readPdf(path).text);
    expect(text).toMatch(/Completed:?\s*0/);
    expect(text).toMatch(/No questions were ticked/);
  });

  await expandAll(page);
  const picks = [0, 9, 40]; // ic-1, a Persons question further down, a Society sub-item question
  for (const i of picks) await page.getByRole("checkbox").nth(i).check();

  const { download, path } = await exportPdf(page);
  expect(download.suggestedFilename()).toBe(
    `computing-research-principles-checklist-${localDate()}.pdf`,
  );
  await expect(page.getByRole("status").filter({ hasText: /PDF ready/ })).toHaveText(
    `PDF ready: computing-research-principles-checklist-${localDate()}.pdf`,
  );

  const pdf = readPdf(path);
  expect(pdf.pages).toBe(1);
  for (const size of pdf.pageSizes) expect(size).toMatch(/^595\.2\d x 841\.8\d pts/);
  expect(pdf.title).toBe("Principles and Guidelines for Computing Research");
  expect(pdf.subject).toMatch(/ethic/i);
  expect(pdf.creator).toMatch(/Principles and Guidelines for Computing Research/);
  expect(pdf.language).toBe("en");
  expect(pdf.images).toHaveLength(pdf.pages);
  for (const image of pdf.images) expect(image.width).toBe(1600);

  const text = fold(pdf.text);
  expect(text).toContain("Principles and Guidelines for Computing Research");
  expect(text).toMatch(/Total Questions:?\s*68/);
  expect(text).toMatch(/Completed:?\s*3/);
  expect(text).toMatch(/Progress:?\s*4\s*%/);
  const checked = new Set(picks.map((i) => QUESTIONS[i]?.id));
  for (const q of QUESTIONS) {
    if (checked.has(q.id)) expect(text).toContain(fold(q.text));
    else expect(text).not.toContain(fold(q.text));
  }
  expect(await offscreenLeftovers(page)).toBe(0);
  // Exporting changes nothing on screen.
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(3);
  expect(deflateWorkers()).toHaveLength(1);
});

test("while exporting the button is busy and announces it; a double click gives one file", async ({
  page,
}) => {
  await page.goto("/");
  const downloads: Download[] = [];
  page.on("download", (d) => downloads.push(d));
  const button = page.getByRole("button", { name: /Export/ });
  // The export's chunk held back until both clicks have come and the busy state has been seen: the
  // second click lands while the first export is certainly still running, on any host.
  const chunk = await holdRequests(page, /html2canvas.*\.js$/);
  await button.dblclick();
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(button).toHaveText(/Exporting/);
  await expect(page.getByRole("status").filter({ hasText: "Generating the PDF" })).toBeAttached();
  chunk.release();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBe(1);
  await expect(button).toHaveAttribute("aria-busy", "false");
  // A second export, had the second click begun one, ran beside the first from the same moment; a
  // click now makes one more, and when its file has come there are two files, not three. (The
  // component test of Export counts the exports a double click begins.)
  await button.click();
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect(button).toHaveAttribute("aria-busy", "false");
  expect(downloads).toHaveLength(2);
});

test.describe("failures show the spec's alert, keep every tick, and a retry succeeds", () => {
  async function tickTwo(page: Page) {
    await page.goto("/");
    await page
      .getByRole("heading", { level: 2, name: /Respect for Persons/ })
      .getByRole("button")
      .click();
    await page.getByRole("checkbox").nth(0).check();
    await page.getByRole("checkbox").nth(3).check();
  }

  /** Every toggle's expansion and every box's tick, to show a failure changed none of them. */
  async function checklistState(page: Page) {
    return page.evaluate(() => ({
      expanded: [...document.querySelectorAll("main [aria-expanded]")].map((el) =>
        el.getAttribute("aria-expanded"),
      ),
      ticked: [...document.querySelectorAll<HTMLInputElement>("main input[type=checkbox]")].map(
        (box) => box.checked,
      ),
    }));
  }

  async function expectFailureThenRetry(page: Page, undo: () => Promise<void>) {
    const before = await checklistState(page);
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByRole("alert")).toHaveText(ALERT);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);
    expect(await checklistState(page)).toEqual(before);
    expect(await offscreenLeftovers(page)).toBe(0);
    await undo();
    const { path } = await exportPdf(page);
    expect(fold(readPdf(path).text)).toMatch(/Completed:?\s*2/);
    await expect(page.getByRole("alert")).toHaveCount(0);
  }

  test("the export chunk fails to load", async ({ page, guards }) => {
    guards.allowConsoleErrors("PDF export failed");
    guards.allowConsoleErrors("Failed to load resource");
    await tickTwo(page);
    await page.route(/\/assets\/index-[^/]*\.js$|\/assets\/export-[^/]*\.js$/, (route) =>
      route.request().url().includes("/export-") ? route.abort() : route.continue(),
    );
    await expectFailureThenRetry(page, () => page.unrouteAll());
  });

  for (const library of ["html2canvas", "jspdf"]) {
    test(`the ${library} chunk fails to load`, async ({ page, guards }) => {
      guards.allowConsoleErrors("PDF export failed");
      guards.allowConsoleErrors("Failed to load resource");
      await tickTwo(page);
      await page.route(new RegExp(`/assets/${library}[^/]*\\.js$`), (route) => route.abort());
      await expectFailureThenRetry(page, () => page.unrouteAll());
    });
  }

  // The faults that come once the code has arrived, one after another on one page: each shows the
  // alert and changes nothing, and once it is mended the export succeeds and the alert goes.
  test("saving the file fails; html2canvas throws while drawing; jsPDF throws while writing; a canvas cannot be created", async ({
    page,
    guards,
  }) => {
    guards.allowConsoleErrors("PDF export failed");
    // jsPDF logs the error itself before it throws it on.
    guards.allowConsoleErrors("injected: jsPDF could not write");
    // A stand-in for html2canvas's chunk that throws while window.failHtml2canvas is set and
    // otherwise hands over to the real library (fetched under another URL, so the stand-in stays
    // the module the export imports).
    await page.route(/\/assets\/html2canvas[^/?]*\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `export default async function html2canvas(...args) {
          if (window.failHtml2canvas) throw new Error("injected: html2canvas threw");
          return (await import("${new URL(route.request().url()).pathname}?real")).default(...args);
        }`,
      }),
    );
    await tickTwo(page);

    await test.step("saving the file fails", async () => {
      await page.evaluate(() => {
        const w = window as unknown as { realCreateObjectURL: typeof URL.createObjectURL };
        w.realCreateObjectURL = URL.createObjectURL;
        URL.createObjectURL = () => {
          throw new Error("injected: no object URLs");
        };
      });
      await expectFailureThenRetry(page, () =>
        page.evaluate(() => {
          URL.createObjectURL = (
            window as unknown as { realCreateObjectURL: typeof URL.createObjectURL }
          ).realCreateObjectURL;
        }),
      );
    });

    await test.step("html2canvas throws while drawing", async () => {
      const setFailing = (failing: boolean) =>
        page.evaluate((value) => {
          (window as unknown as { failHtml2canvas: boolean }).failHtml2canvas = value;
        }, failing);
      await setFailing(true);
      await expectFailureThenRetry(page, () => setFailing(false));
    });

    await test.step("jsPDF throws while writing the file", async () => {
      // jsPDF's output("blob") ends by wrapping the document in a PDF Blob; make that step throw.
      await page.evaluate(() => {
        const w = window as unknown as { RealBlob: typeof Blob; Blob: typeof Blob };
        w.RealBlob = Blob;
        w.Blob = class extends w.RealBlob {
          constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
            if (options?.type === "application/pdf")
              throw new Error("injected: jsPDF could not write");
            super(parts, options);
          }
        };
      });
      await expectFailureThenRetry(page, () =>
        page.evaluate(() => {
          const w = window as unknown as { RealBlob: typeof Blob; Blob: typeof Blob };
          w.Blob = w.RealBlob;
        }),
      );
    });

    await test.step("a canvas cannot be created", async () => {
      await page.evaluate(() => {
        const w = window as unknown as { realGetContext: unknown };
        w.realGetContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = () => null;
      });
      await expectFailureThenRetry(page, () =>
        page.evaluate(() => {
          HTMLCanvasElement.prototype.getContext = (
            window as unknown as { realGetContext: typeof HTMLCanvasElement.prototype.getContext }
          ).realGetContext;
        }),
      );
    });
  });
});
