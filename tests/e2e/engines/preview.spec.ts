// The report preview in every engine, with the browser's own PDF viewer reported off: the dialog
// draws every page of the report itself (PDF.js), with a text layer, with no animation frames
// coming; Escape closes it and focus returns to Preview.

import { allQuestions, createInitialChecklist } from "../../../src/data";
import { checkPreviewPages, type PreviewPagesReport } from "../previewPagesCheck";
import { expect, test } from "./fixtures";
import { button, tickAll } from "./queries";

const DIALOG = { role: "dialog", name: "Report preview" } as const;
const QUESTIONS = allQuestions(createInitialChecklist()).map((question) => question.text);

test("the preview draws every page of the full report with its text, and closes with Escape", async ({
  app,
}) => {
  test.setTimeout(120_000);
  await app.goto("/");
  await tickAll(app);
  // As on a phone, or in a browser whose PDF viewer is off: nothing may depend on it.
  await app.evaluate(() => {
    Object.defineProperty(Navigator.prototype, "pdfViewerEnabled", { get: () => false });
  }, null);
  // No animation frames while the pages are drawn, as in a tab in the background (and as nearly so
  // in WebKitGTK, whose frames came far apart while the dialog drew): the drawing must not wait on
  // them. They are let through again once every page is drawn.
  await app.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    const real = window.requestAnimationFrame.bind(window);
    const frames = window as unknown as { releaseFrames?: () => void };
    window.requestAnimationFrame = (callback) => held.push(callback);
    frames.releaseFrames = () => {
      window.requestAnimationFrame = real;
      for (const callback of held.splice(0)) real(callback);
    };
  }, null);
  await app.click(button("Preview"));
  await app.expectFacts(DIALOG, { visible: true });
  const report = await app.until(
    () => app.evaluate(checkPreviewPages, QUESTIONS) as Promise<PreviewPagesReport>,
    (result) => result.pageCount === 5 && result.problems.length === 0,
    "every page drawn, with every question in the text layers",
    60_000,
  );
  await app.evaluate(() => {
    (window as unknown as { releaseFrames: () => void }).releaseFrames();
  }, null);
  expect(report.pages.map((page) => page.label)).toEqual(
    [1, 2, 3, 4, 5].map((n) => `Page ${n} of 5`),
  );
  await app.screenshot(`artifacts/engines/${app.engine}-preview.png`);
  expect(await app.axeViolations()).toEqual([]);
  await app.press("Escape");
  await app.expectCount(DIALOG, 0);
  await app.expectFacts(button("Preview"), { focused: true });
});
