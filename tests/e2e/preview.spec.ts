// The report preview: a modal dialog drawing the React-PDF rendering of the report page by page with
// PDF.js, with the browser's own PDF viewer switched off; the PDF its "Open the PDF in a new tab"
// link opens (the tagged export) is read back from behind its blob: URL with poppler. Plus its keyboard behaviour, its Download, its failures and axe.

import { writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { allQuestions } from "../../src/data";
import { createInitialChecklist } from "../../src/data/english";
import { expandAll, localDate, tickAll } from "./support/checklist";
import { holdRequests } from "./support/holdRequests";
import { expect, test } from "./support/fixtures";
import { fold, readPdf, readTagging, type PdfFacts } from "./support/pdf";
import { checkPreviewPages } from "./support/previewPagesCheck";

const QUESTIONS = allQuestions(createInitialChecklist());
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const PREVIEW_CHUNK = /\/assets\/preview-[^/]*\.js$/;
const PREVIEW_FAILED = /The preview could not be shown/;

async function tick(page: Page, picks: readonly number[]) {
  await page.goto("/");
  await expandAll(page);
  for (const i of picks) await page.getByRole("checkbox").nth(i).check();
}

function previewButton(page: Page) {
  return page.getByRole("button", { name: "Preview" });
}

function dialog(page: Page) {
  return page.getByRole("dialog", { name: "Report preview" });
}

function newTabLink(page: Page) {
  return dialog(page).getByRole("link", { name: "Open the PDF in a new tab" });
}

function pageList(page: Page) {
  return dialog(page).locator("ol[data-page-count]");
}

/**
 * How long to wait for what comes only after React-PDF has laid the report out (the pages, a
 * failure's alert, a redraw): seconds on a loaded 2-core host, past Playwright's default of 5 s.
 */
const LAID_OUT = { timeout: 20_000 };

/** Waits until every page of the preview is drawn. */
async function pagesDrawn(page: Page): Promise<void> {
  await expect(pageList(page)).toBeVisible(LAID_OUT);
  const count = Number(await pageList(page).getAttribute("data-page-count"));
  await expect(pageList(page).locator('li[data-state="drawn"]')).toHaveCount(count, LAID_OUT);
}

/**
 * The tagged export behind "Open the PDF in a new tab", made once the pages are drawn: seconds
 * more on a loaded host.
 */
const EXPORTED = { timeout: 60_000 };

/**
 * Opens the preview and waits for every page and for the new tab's file; returns its blob: URL.
 */
async function openPreview(page: Page): Promise<string> {
  await previewButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await pagesDrawn(page);
  await expect(newTabLink(page)).toBeVisible(EXPORTED);
  return (await newTabLink(page).getAttribute("href")) ?? "";
}

interface ObjectUrls {
  created: Map<string, Blob>;
  revoked: Set<string>;
}

// The app's policy (connect-src) lets nothing fetch a blob: URL, this test included; so the test
// keeps each Blob the page turns into a URL, and notes each URL revoked. The browser says it has no
// PDF viewer, as Chrome on Android does: the preview must not need one.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false });
    const urls: ObjectUrls = { created: new Map(), revoked: new Set() };
    (window as unknown as { objectUrls: ObjectUrls }).objectUrls = urls;
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) urls.created.set(url, object);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      urls.revoked.add(url);
      revoke(url);
    };
  });
});

/** The PDF behind the link's blob: URL, read back with poppler. */
async function readPreviewPdf(page: Page, src: string, testInfo: TestInfo): Promise<PdfFacts> {
  const bytes = await page.evaluate(async (url) => {
    const blob = (window as unknown as { objectUrls: ObjectUrls }).objectUrls.created.get(url);
    if (!blob) throw new Error(`no Blob behind ${url}`);
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, src);
  const path = testInfo.outputPath("preview.pdf");
  writeFileSync(path, Uint8Array.from(bytes));
  return readPdf(path);
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

async function focusIsInDialog(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector("dialog")?.contains(document.activeElement) ?? false,
  );
}

// One preview opened for what its file is: the new tab's PDF, the text copied from its pages, and
// Download's file, the same one.
test("the PDF the new tab opens is the tagged export, with exactly the ticked questions, the summary, title and language; its text copies; Download gives that file, named for today", async ({
  page,
  context,
}, testInfo) => {
  // Under the Content-Security-Policy (content-security-policy.spec.ts), which every test runs
  // under: each worker started from the app's own file through its policy (the export falls back
  // to the main thread, silently, where a worker cannot start), and Chakra's styles applied through
  // the CSSOM (the primary button is its dark teal, not unstyled).
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
  const picks = [0, 9, 40]; // ic-1, a Persons question further down, a Society sub-item question
  await tick(page, picks);
  await expect(page.getByRole("button", { name: "Export" })).toHaveCSS(
    "background-color",
    "rgb(12, 93, 86)",
  );
  const src = await openPreview(page);

  await expect(dialog(page)).toHaveAccessibleDescription("3 of 68 questions ticked (4%).");
  const pdf = await readPreviewPdf(page, src, testInfo);
  expect(pdf.pages).toBe(1);
  expect(pdf.pageSizes).toEqual(["595.28 x 841.89 pts"]);
  expect(pdf.title).toBe("Principles and Guidelines for Computing Research");
  expect(pdf.subject).toMatch(/ethic/i);
  expect(pdf.creator).toMatch(/Principles and Guidelines for Computing Research/);
  expect(pdf.language).toBe("en");
  // The export's file, not React-PDF's: a 1600 px page image a page under its text layer, and
  // tagged (React-PDF 4.9 writes no structure), passing the PDF/UA-1 checks.
  expect(pdf.images).toHaveLength(pdf.pages);
  for (const image of pdf.images) expect(image.width).toBe(1600);
  const tags = readTagging(testInfo.outputPath("preview.pdf"));
  expect(tags.tagged, "pdfinfo: Tagged").toBe(true);
  expect(tags.conditions.filter((condition) => !condition.passed)).toEqual([]);

  const text = fold(pdf.text);
  expect(text).toContain("Principles and Guidelines for Computing Research");
  expect(text).toContain("Total Questions: 68");
  expect(text).toContain("Completed: 3");
  expect(text).toContain("Progress: 4%");
  expect(text).toMatch(/Generated on /);
  const checked = new Set(picks.map((i) => QUESTIONS[i]?.id));
  for (const q of QUESTIONS) {
    if (checked.has(q.id)) expect(text).toContain(fold(q.text));
    else expect(text).not.toContain(fold(q.text));
  }

  // The pages' text is selected and copied like any text in the page.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => {
    const layer = document.querySelector("dialog li .report-text-layer");
    if (!layer) throw new Error("no text layer");
    const range = document.createRange();
    range.selectNodeContents(layer);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  });
  await page.keyboard.press("Control+C");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Principles and Guidelines for Computing Research");
  expect(copied.replace(/\s+/g, "")).toContain(
    (QUESTIONS[0]?.text ?? "missing").replace(/\s+/g, ""),
  );

  // Download gives the export's file, named for today, with the preview's questions and time.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog(page).getByRole("button", { name: "Download" }).click(),
  ]);
  const name = `computing-research-principles-checklist-${localDate()}.pdf`;
  expect(download.suggestedFilename()).toBe(name);
  await expect(
    dialog(page)
      .getByRole("status")
      .filter({ hasText: /PDF ready/ }),
  ).toHaveText(`PDF ready: ${name}`);
  const file = readPdf(await download.path());
  expect(file.images).toHaveLength(file.pages);
  for (const image of file.images) expect(image.width).toBe(1600);
  const downloaded = fold(file.text);
  for (const i of picks) expect(downloaded).toContain(fold(QUESTIONS[i]?.text ?? "missing"));
  expect(downloaded).toMatch(/Completed:?\s*3/);
  // One generation time for both: the file says what the preview showed.
  const generated = (words: string) => /Generated on .*? at \d{1,2}:\d{2} [AP]M/.exec(words)?.[0];
  expect(generated(downloaded)).toBeTruthy();
  expect(generated(downloaded)).toBe(generated(text));
  await expect(dialog(page)).toBeVisible();
  expect(workers.sort()).toEqual([
    expect.stringMatching(/^\/assets\/deflateWorker-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/),
  ]);
});

test("React-PDF is fetched only when the preview is wanted, with a loading state meanwhile; focus moves into the dialog; Escape closes it, focus returns to Preview, the URL is revoked; the keyboard alone opens it again, and Close closes it too", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (PREVIEW_CHUNK.test(request.url())) fetched.push(request.url());
  });
  await tick(page, [2]);
  expect(fetched, "the preview chunk before Preview is touched").toEqual([]);

  // The chunk held back until the loading state has been seen, however long that takes.
  const chunk = await holdRequests(page, PREVIEW_CHUNK);
  await previewButton(page).click();
  const area = dialog(page).locator("[aria-busy]:not(button)");
  await expect(
    dialog(page).getByRole("status").filter({ hasText: "Preparing the preview" }),
  ).toBeVisible();
  await expect(area).toHaveAttribute("aria-busy", "true");
  expect(await focusIsInDialog(page)).toBe(true);
  await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused();
  chunk.release();
  await pagesDrawn(page);
  await expect(area).toHaveAttribute("aria-busy", "false");
  expect(fetched.length).toBeGreaterThan(0);
  await expect(newTabLink(page)).toBeVisible(EXPORTED);
  const src = (await newTabLink(page).getAttribute("href")) ?? "";
  expect(await focusIsInDialog(page)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(previewButton(page)).toBeFocused();
  // Revoked as React unmounts the dialog's contents, whose clean-up may run a moment after the
  // dialog has gone from the page (read at once, it can still be there): polled, as a person would
  // not notice the difference.
  await expect
    .poll(
      () =>
        page.evaluate(
          (url) => (window as unknown as { objectUrls: ObjectUrls }).objectUrls.revoked.has(url),
          src,
        ),
      { message: "the blob: URL revoked after closing" },
    )
    .toBe(true);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);

  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  expect(await focusIsInDialog(page)).toBe(true);
  await pagesDrawn(page);
  // Focus inside the pages themselves: Escape still belongs to the dialog, not a PDF viewer.
  await dialog(page).getByRole("region").focus();
  await page.keyboard.press("Escape");
  await expect(previewButton(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(previewButton(page)).toBeFocused();
});

test("failures show a message in the dialog and lose nothing, and a retry works: the React-PDF chunk fails to load, then drawing the PDF throws", async ({
  page,
  guards,
}, testInfo) => {
  guards.allowConsoleErrors("PDF preview failed");
  guards.allowConsoleErrors("Failed to load resource");
  await page.goto("/");
  const persons = page
    .getByRole("heading", { level: 2, name: /Respect for Persons/ })
    .getByRole("button");
  await persons.click();
  await page.getByRole("checkbox").nth(0).check();
  await page.getByRole("checkbox").nth(3).check();

  await test.step("the React-PDF chunk fails to load; closing and reopening retries", async () => {
    await page.route(PREVIEW_CHUNK, (route) => route.abort());
    await previewButton(page).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(PREVIEW_FAILED);
    await expect(pageList(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(previewButton(page)).toBeFocused();
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(persons).toHaveAttribute("aria-expanded", "true");

    await page.unrouteAll();
    await openPreview(page);
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step("drawing the PDF throws; Try again draws it", async () => {
    // A third tick, so the report is made again, with this question in it.
    await page.getByRole("checkbox").nth(5).check();
    // React-PDF's last step wraps the bytes in a PDF Blob; make that step fail.
    await page.evaluate(() => {
      const RealBlob = window.Blob;
      (window as unknown as { RealBlob: typeof Blob }).RealBlob = RealBlob;
      window.Blob = class extends RealBlob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          if (options?.type === "application/pdf") throw new Error("injected: no PDF blobs");
          super(parts, options);
        }
      };
    });
    await previewButton(page).click();
    await expect(dialog(page).getByRole("alert")).toHaveText(PREVIEW_FAILED, LAID_OUT);
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => {
      window.Blob = (window as unknown as { RealBlob: typeof Blob }).RealBlob;
    });
    await dialog(page).getByRole("button", { name: "Try again" }).click();
    await pagesDrawn(page);
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
    const src = (await newTabLink(page).getAttribute("href")) ?? "";
    expect(fold((await readPreviewPdf(page, src, testInfo)).text)).toContain(
      fold(QUESTIONS[5]?.text ?? "missing"),
    );
  });
});

// Every page of the full report drawn with its text layer: the engines suite's preview test, in
// Chromium too. Here, what only Chromium's protocol can check: the clipboard.
/**
 * Run in the page before Preview is clicked: notes the order the pages are finished in, and how
 * many other pages were being drawn when the first one was finished. With `scrollToEnd`, the
 * page list is scrolled to its end the moment its pages appear, before any is drawn.
 */
function watchDrawingOrder(scrollToEnd: boolean) {
  const seen = { order: [] as number[], othersBegunAtFirst: -1 };
  (window as unknown as { drawingOrder: typeof seen }).drawingOrder = seen;
  let scrolled = false;
  new MutationObserver(() => {
    const list = document.querySelector("dialog ol[data-page-count]");
    const items = list ? [...list.querySelectorAll(":scope > li")] : [];
    if (scrollToEnd && !scrolled && items.length > 0 && list?.parentElement) {
      scrolled = true;
      list.parentElement.scrollTop = list.parentElement.scrollHeight;
    }
    for (const item of items) {
      const n = Number(item.getAttribute("data-page-number"));
      if (item.getAttribute("data-state") !== "drawn" || seen.order.includes(n)) continue;
      if (seen.order.length === 0)
        seen.othersBegunAtFirst = items.filter(
          // A page being drawn hides its canvas until it is done.
          (other) => other !== item && other.querySelector("canvas")?.style.visibility === "hidden",
        ).length;
      seen.order.push(n);
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
}

test("the pages in view are drawn first, one page at a time", async ({ page }) => {
  await page.goto("/");
  await tickAll(page);
  const drawingOrder = () =>
    page.evaluate(
      () =>
        (window as unknown as { drawingOrder: { order: number[]; othersBegunAtFirst: number } })
          .drawingOrder,
    );

  // Opened at the top: page 1 is finished while at most one other page is being drawn.
  await page.evaluate(watchDrawingOrder, false);
  await openPreview(page);
  const top = await drawingOrder();
  expect(top.order).toEqual([1, 2, 3, 4, 5]);
  expect(top.othersBegunAtFirst).toBeLessThanOrEqual(1);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);

  // Scrolled to the end as the pages appear: the last page comes before the pages out of view.
  await page.evaluate(watchDrawingOrder, true);
  await openPreview(page);
  const end = await drawingOrder();
  expect(end.order).toHaveLength(5);
  expect(end.order.indexOf(5)).toBeLessThan(end.order.indexOf(2));
  expect(end.order.indexOf(5)).toBeLessThan(end.order.indexOf(3));
});

// Light on the desktop and dark on the phone, one after the other on one page: colours do not
// change with the width, nor the layout with the scheme.
test("the open preview, light at 1280 px and dark at 390 px: no axe violations, and it fits the screen", async ({
  page,
}) => {
  await tick(page, [0, 7, 30]);
  for (const [colorScheme, viewport] of [
    ["light", { width: 1280, height: 800 }],
    ["dark", { width: 390, height: 844 }],
  ] as const)
    await test.step(`${colorScheme} at ${viewport.width} px`, async () => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewport);
      await openPreview(page);
      expect(await axeViolations(page)).toEqual([]);

      const box = await dialog(page).boundingBox();
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(viewport.width);
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.height);
      const overflows = await dialog(page).evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(overflows, "the dialog scrolls sideways").toBe(false);
      // The pages get the room that is left: most of the screen's height.
      const pagesBox = await dialog(page).getByRole("region").boundingBox();
      expect(pagesBox?.height ?? 0).toBeGreaterThan(viewport.height * 0.5);
      const report = await page.evaluate(checkPreviewPages, [QUESTIONS[0]?.text ?? "missing"]);
      expect(report.problems).toEqual([]);
      // Resized, the pages are drawn again to the new width.
      const resized = { width: viewport.width - 60, height: viewport.height };
      await page.setViewportSize(resized);
      await expect
        .poll(async () => (await page.evaluate(checkPreviewPages, [])).problems, LAID_OUT)
        .toEqual([]);
      await page.setViewportSize(viewport);
      const link = newTabLink(page);
      await expect(link).toHaveAttribute("href", /^blob:/);
      await expect(link).toHaveAttribute("target", "_blank");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
    });
});
