// The benchmarks' pages, each run once, in Chromium: every entry point of the export's benchmark
// page (bench/export-page, as `npm run bench` and its engines drive it) asked for no timed runs, so
// that it runs its warm-up round alone (one run of each pipeline, its file read), and the ready benchmark's two floors (bench/floors.mjs) built onto the checklist's
// built page and loaded until they respond. A change that breaks a benchmark fails here, in
// `npm test`, rather than in a later measurement. No time is checked: only that each run ends,
// with no error in the page, and gives a figure for every pipeline.

// Playwright's own test, not the app's guarded one: these pages are the benchmarks', not the app.
import { expect, test, type Page } from "@playwright/test";
import { FLOORS, serveFloor } from "../../bench/floors.mjs";
import { EXPORT_PAGE_PORT } from "../../playwright.config";

/** Every error the page did not catch, and every error it wrote to its console. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

interface Pipeline {
  name: string;
  timesMs: number[];
  bytes: number;
  pages: number;
}

/** One run of each pipeline, its warm-up, untimed: a file, with pages. */
function expectOneRunEach(results: Pipeline[], names: string[]) {
  expect(results.map((r) => r.name)).toEqual(names);
  for (const result of results) {
    expect(result.timesMs, result.name).toEqual([]);
    expect(result.bytes, result.name).toBeGreaterThan(0);
    expect(result.pages, result.name).toBeGreaterThan(0);
  }
}

/** The export benchmark page's entry point `name`, its warm-up round alone. */
async function runOnce<R>(page: Page, name: string): Promise<R> {
  await page.goto(`http://127.0.0.1:${EXPORT_PAGE_PORT}/`);
  return page.evaluate((fn) => {
    const run = (window as unknown as Record<string, ((runs: number) => Promise<R>) | undefined>)[
      fn
    ];
    if (!run) throw new Error(`the page offers no ${fn}`);
    return run(0);
  }, name);
}

test.describe("the export's benchmark page, one run of each entry point", () => {
  // Every pipeline once, the classic snippet's 15-million-pixel canvas included, on a 2-core host
  // beside other tests.
  test.describe.configure({ timeout: 90_000 });

  test("runExportBenchmark", async ({ page }) => {
    const errors = pageErrors(page);
    const { rows, appElements, results } = await runOnce<{
      rows: number;
      appElements: number;
      results: Pipeline[];
    }>(page, "runExportBenchmark");
    expect(rows).toBeGreaterThan(68);
    expect(appElements).toBeGreaterThan(0);
    expectOneRunEach(results, [
      "ours",
      "ours, untagged",
      "ours, customised",
      "ours, 1.4.1 published",
      "ours, html2canvas-pro",
      "ours, jpeg 0.85",
      "html2pdf.js",
      "classic snippet",
    ]);
    expect(errors).toEqual([]);
  });

  test("runTaggingBenchmark", async ({ page }) => {
    const errors = pageErrors(page);
    const { results, classicUntaggedBytes } = await runOnce<{
      results: Pipeline[];
      classicUntaggedBytes: number;
    }>(page, "runTaggingBenchmark");
    expectOneRunEach(results, ["ours", "ours, untagged", "html2pdf.js"]);
    expect(classicUntaggedBytes).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("runRecordBenchmark", async ({ page }) => {
    const errors = pageErrors(page);
    const result = await runOnce<Record<string, unknown>>(page, "runRecordBenchmark");
    for (const series of [
      "saveJsonMs",
      "openJsonMs",
      "exportMs",
      "exportWithRecordMs",
      "openPdfMs",
    ])
      expect(result[series], series).toEqual([]);
    // Its files, read back in the page, as the bench then opens them in the app.
    expect(result.pdfWithRecordBytes).toBeGreaterThan(result.pdfBytes as number);
    expect(result.json).not.toBe("");
    expect(errors).toEqual([]);
  });

  test("runNotesExportBenchmark", async ({ page }) => {
    const errors = pageErrors(page);
    const { results } = await runOnce<{ results: Pipeline[] }>(page, "runNotesExportBenchmark");
    expectOneRunEach(results, ["ours", "html2pdf.js", "preview (React-PDF)"]);
    expect(errors).toEqual([]);
  });

  test("runWordBenchmark", async ({ page }) => {
    const errors = pageErrors(page);
    const { reports } = await runOnce<{ reports: { results: Pipeline[] }[] }>(
      page,
      "runWordBenchmark",
    );
    expect(reports).toHaveLength(2);
    for (const { results } of reports) {
      expect(results.map((r) => r.name)).toEqual(["Word (.docx)", "Markdown"]);
      for (const result of results) {
        expect(result.timesMs).toEqual([]);
        expect(result.bytes).toBeGreaterThan(0);
      }
    }
    expect(errors).toEqual([]);
  });
});

for (const [index, floor] of FLOORS.entries()) {
  test(`the ready benchmark's floor ${floor} takes the checklist's page over`, async ({ page }) => {
    // Built with Vite, as the bench builds it, before it is loaded.
    test.setTimeout(120_000);
    const server = await serveFloor(floor, EXPORT_PAGE_PORT + 1 + index);
    try {
      const errors = pageErrors(page);
      await page.goto(`${server.origin}/`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      // The prerendered page, as the app's build wrote it, still there: hydrated, not replaced.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      server.close();
    }
  });
}
