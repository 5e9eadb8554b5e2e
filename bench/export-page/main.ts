// Benchmark page: exports the full report three ways from the same off-screen tree, in one browser,
// and the same full report on a customised checklist, to weigh what its changes section costs.
// Driven by bench/export.mjs and bench/engines.mjs, which call window.runExportBenchmark() and print
// the figures.
//
// It runs where a real export runs: inside the app, on the checklist screen with every principle
// expanded and every question ticked. Each pipeline hosts the tree its own way: ours in its
// off-screen iframe (src/export/raster/mountReportTree.tsx), the peers in an off-screen <div> in the
// page, as their documentation shows. The tree itself (the same DOM, the same inline styles) is one.

import html2canvas from "html2canvas";
import html2canvasPro from "html2canvas-pro";
import html2pdf from "html2pdf.js";
import { jsPDF } from "jspdf";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { App } from "../../src/app";
import { allQuestions, createChecklist, NOTE_MAX_LENGTH } from "../../src/data";
import { createInitialChecklist } from "../../src/data/english";
import type { ChecklistSnapshot, Principle } from "../../src/data";
import {
  buildReportModel,
  makeChecklistPdf,
  prepareExport,
  type ReportRequest,
} from "../../src/export";
import type { LanguageCode, Translator } from "../../src/i18n";
import { reportWordsIn } from "../../src/app/language/reportWords";
import {
  PDF_EXPORT_STEPS,
  composeReportPdf,
  drawReportPagesWith,
  mountReportTree,
  pageImageEncoder,
  recordAttachment,
  renderReportCanvas,
  renderReportPdf,
} from "../../src/export/steps";
import type { Html2canvas } from "../../src/export/steps";
import { UNTAGGED, classicFileWriter } from "./pdfVariants";
import { readAssessmentFile } from "../../src/files";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  parseAssessmentBytes,
} from "../../src/record";
import { resolveChecklist, type ChecklistVariant } from "../../src/variant";

/** The request for the report of `checklist` as it stands, as the app makes it. */
function requestFor(
  checklist: ChecklistSnapshot,
  generatedAt: Date,
  translator: Translator,
  variant: ChecklistVariant | null = null,
): ReportRequest {
  return {
    assessment: { checklist, variant, phases: [], team: null, project: null },
    of: { kind: "work" },
    generatedAt,
    translator,
  };
}

// The report's words, in English, before any model is built (the export is handed them, as the app
// does). Not a top-level await: the functions below are offered at once, each waiting for them.
const messagesReady = reportWordsIn("en");

// Our pipeline with one step or two swapped, for the comparisons: the same steps otherwise.
const untagged = composeReportPdf({ ...PDF_EXPORT_STEPS, tag: () => UNTAGGED });
const classicUntagged = composeReportPdf({
  ...PDF_EXPORT_STEPS,
  tag: () => UNTAGGED,
  write: classicFileWriter,
});
const drawnBy = (html2canvasOf: Html2canvas) =>
  composeReportPdf({ ...PDF_EXPORT_STEPS, draw: drawReportPagesWith(html2canvasOf) });
const asJpeg = composeReportPdf({
  ...PDF_EXPORT_STEPS,
  encode: () => pageImageEncoder({ format: "JPEG", quality: 0.85 }),
});

interface CanvasSize {
  width: number;
  height: number;
  area: number;
}

interface PipelineResult {
  name: string;
  timesMs: number[];
  bytes: number;
  pages: number;
  /** The largest canvas the pipeline made, read as each size is set. */
  largestCanvas: CanvasSize;
}

// Every canvas's size as it is set (html2canvas sizes its canvas after taking its context), so each
// pipeline's largest canvas can be told.
const largestCanvas: CanvasSize = { width: 0, height: 0, area: 0 };
for (const side of ["width", "height"] as const) {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side);
  if (descriptor?.get && descriptor.set) {
    const { get, set } = descriptor;
    Object.defineProperty(HTMLCanvasElement.prototype, side, {
      configurable: true,
      get,
      set(this: HTMLCanvasElement, value: number) {
        set.call(this, value);
        const area = this.width * this.height;
        if (area > largestCanvas.area)
          Object.assign(largestCanvas, { width: this.width, height: this.height, area });
      },
    });
  }
}

function fullChecklist() {
  const principles = createInitialChecklist();
  for (const principle of principles)
    for (const sub of principle.subprinciples)
      for (const q of [...sub.questions, ...(sub.subItems ?? []).flatMap((i) => i.questions)])
        q.checked = true;
  return principles;
}

/**
 * A field's variant touching every principle: a question added to each first sub-principle, a
 * sub-principle of two questions added to each principle, each principle's first question reworded
 * and its last hidden with a reason: 24 changes in the report's last section.
 */
function customisedVariant(): ChecklistVariant {
  const principles = createInitialChecklist();
  let next = 1;
  const addedSubPrinciples = principles.map((p) => ({
    id: `custom-s-${next++}`,
    principleId: p.id,
    name: `Field practice in ${p.name}`,
  }));
  const addedQuestions = principles.flatMap((p, i) => [
    {
      id: `custom-q-${next++}`,
      parentId: p.subprinciples[0]?.id ?? "",
      text: `Has the field's own guidance on ${p.name.toLowerCase()} been followed?`,
    },
    ...[1, 2].map((n) => ({
      id: `custom-q-${next++}`,
      parentId: addedSubPrinciples[i]?.id ?? "",
      text: `Field practice question ${n}: is it recorded how the study met it, and who checked?`,
    })),
  ]);
  const questions = principles.map((p) => allQuestions([p]));
  return {
    title: "Checklist for field studies",
    version: "1.0",
    publisher: "Ethics board",
    changes: {
      addedSubPrinciples,
      addedQuestions,
      rewordedQuestions: questions.map((list) => ({
        id: list[0]?.id ?? "",
        text: `In this field: ${list[0]?.text ?? ""}`,
      })),
      hiddenQuestions: questions.map((list) => ({
        id: list.at(-1)?.id ?? "",
        reason: "Not asked of field studies: the board covers it in its own review, once a year.",
      })),
      nextNumber: next,
    },
  };
}

/** Every question of `variant`'s checklist ticked. */
function fullCustomisedChecklist(variant: ChecklistVariant): Principle[] {
  const principles = resolveChecklist(createInitialChecklist(), variant.changes);
  for (const question of allQuestions(principles)) question.checked = true;
  return principles;
}

async function countPages(blob: Blob): Promise<number> {
  const text = new TextDecoder("latin1").decode(await blob.arrayBuffer());
  return (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

// html2pdf.js as its README shows it: jpeg 0.98, scale 2, A4.
async function viaHtml2pdf(element: HTMLElement): Promise<Blob> {
  return html2pdf()
    .set({
      margin: 0,
      image: { type: "jpeg", quality: 0.98 },
      html2canvas: { scale: 2, backgroundColor: "#ffffff" },
      jsPDF: { unit: "mm", format: "a4", orientation: "portrait" },
    })
    .from(element)
    .outputPdf("blob");
}

// The snippet everyone copies: one PNG of the whole tree, added to every page at a shifted offset.
async function viaClassicSnippet(element: HTMLElement): Promise<Blob> {
  const canvas = await html2canvas(element, { scale: 2, backgroundColor: "#ffffff" });
  const imgData = canvas.toDataURL("image/png");
  const pdf = new jsPDF("p", "mm", "a4");
  const imgWidth = 210;
  const pageHeight = 295;
  const imgHeight = (canvas.height * imgWidth) / canvas.width;
  let heightLeft = imgHeight;
  let position = 0;
  pdf.addImage(imgData, "PNG", 0, position, imgWidth, imgHeight);
  heightLeft -= pageHeight;
  while (heightLeft >= 0) {
    position = heightLeft - imgHeight;
    pdf.addPage();
    pdf.addImage(imgData, "PNG", 0, position, imgWidth, imgHeight);
    heightLeft -= pageHeight;
  }
  canvas.width = 0;
  canvas.height = 0;
  return pdf.output("blob");
}

interface Pipeline {
  name: string;
  run: () => Promise<Blob>;
}

/**
 * Every pipeline's runs, taken in turns (one run of each, then the next round), so that a change in
 * the machine's load during the benchmark falls on every pipeline alike, not on whichever ran then.
 * Each round starts one pipeline further on, so that each follows every other in turn: a pipeline
 * that always ran after the classic snippet paid for collecting its garbage (a 43 MB file, canvases
 * of 15 million pixels): in WebKit our export took 1.2 s there, and 0.7–0.8 s run alone.
 */
const REST_MS = 300;

async function measureInTurns(pipelines: Pipeline[], runs: number): Promise<PipelineResult[]> {
  const results = pipelines.map(({ name }) => ({
    name,
    timesMs: [] as number[],
    last: null as Blob | null,
    largestCanvas: { width: 0, height: 0, area: 0 },
  }));
  // One warm-up round, not timed: the first call pays for parsing and JIT, in every pipeline alike.
  // With no runs asked, it is the one run of each pipeline, whose file is read: the browser tests'
  // check that every entry point still runs (tests/e2e/bench-pages.spec.ts).
  for (let round = -1; round < runs; round++) {
    const first = (round + pipelines.length) % pipelines.length;
    for (const turn of pipelines.keys()) {
      const index = (turn + first) % pipelines.length;
      const pipeline = pipelines[index];
      const result = results[index];
      if (pipeline === undefined || result === undefined) continue;
      Object.assign(largestCanvas, { width: 0, height: 0, area: 0 });
      // The page at rest before each run, as between two clicks, for every pipeline alike: the
      // last run's garbage collected, and what the engine left for an idle moment done (Firefox
      // and WebKitGTK start a worker only then).
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      const start = performance.now();
      const blob = await pipeline.run();
      const elapsed = performance.now() - start;
      if (largestCanvas.area > result.largestCanvas.area)
        result.largestCanvas = { ...largestCanvas };
      result.last = blob;
      if (round < 0) continue;
      result.timesMs.push(elapsed);
    }
  }
  return Promise.all(
    results.map(async ({ name, timesMs, last, largestCanvas: largest }) => {
      if (!last) throw new Error(`${name} produced nothing`);
      return {
        name,
        timesMs,
        bytes: last.size,
        pages: await countPages(last),
        largestCanvas: largest,
      };
    }),
  );
}

declare global {
  interface Window {
    runExportBenchmark: (
      runs: number,
    ) => Promise<{ rows: number; appElements: number; results: PipelineResult[] }>;
    runTaggingBenchmark: (
      runs: number,
    ) => Promise<{ results: PipelineResult[]; classicUntaggedBytes: number }>;
    runRecordBenchmark: (runs: number) => Promise<RecordBenchmark>;
    runNotesExportBenchmark: (runs: number) => Promise<{ rows: number; results: PipelineResult[] }>;
    runWordBenchmark: (runs: number) => Promise<WordBenchmark>;
    drawReportTree: (snapshot: Principle[], generatedAt: number) => Promise<string>;
    exportReportPdf: (asked: ReportAsked) => Promise<string>;
  }
}

/**
 * A benchmark that fails at once on an error the page does not catch while it runs (one in the app
 * it renders, or in a promise nobody awaits), rather than leaving its caller waiting for an answer
 * that never comes: every engine's driver then hears of it through the one call it made.
 */
function failingOnPageError<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) =>
    new Promise<R>((resolve, reject) => {
      const onError = (event: ErrorEvent) =>
        reject(event.error instanceof Error ? event.error : new Error(event.message));
      const onRejection = (event: PromiseRejectionEvent) =>
        reject(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
      addEventListener("error", onError);
      addEventListener("unhandledrejection", onRejection);
      run(...args)
        .then(resolve, reject)
        .finally(() => {
          removeEventListener("error", onError);
          removeEventListener("unhandledrejection", onRejection);
        });
    });
}

/** How long the app may take to show its six principles before a benchmark gives up on it. */
const APP_SHOWN_WITHIN_MS = 60_000;

/**
 * The app as a user has it at the moment of export: every principle open, every question ticked.
 * In English, whose messages `messagesReady` has loaded, as src/main.tsx loads the page's language's
 * before it renders the app.
 */
async function openAppFullyTicked(): Promise<void> {
  const host = document.createElement("div");
  host.id = "root";
  document.body.append(host);
  createRoot(host).render(createElement(App, { language: "en" }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const deadline = performance.now() + APP_SHOWN_WITHIN_MS;
  while (document.querySelectorAll("main h2 button").length < 6) {
    // An app that shows its crash screen instead waits for nothing: say what it shows.
    if (performance.now() > deadline)
      throw new Error(
        `the app showed no checklist within ${APP_SHOWN_WITHIN_MS / 1000} s; it shows: ${host.innerText.slice(0, 300)}`,
      );
    await settle();
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("main h2 button"))
    button.click();
  await settle();
  for (const box of document.querySelectorAll<HTMLInputElement>("main input[type=checkbox]"))
    box.click();
  await settle();
  const ticked = document.querySelectorAll("main input[type=checkbox]:checked").length;
  if (ticked !== 68) throw new Error(`expected 68 ticked questions in the app, found ${ticked}`);
}

/** The peers' host: the report tree imported into the page and kept off-screen, for them to draw. */
function peerCopyOf(tree: HTMLElement): { peerTree: HTMLElement; peerHost: HTMLElement } {
  const peerHost = document.createElement("div");
  Object.assign(peerHost.style, { position: "fixed", left: "-10000px", top: "0" });
  const peerTree = document.importNode(tree, true);
  peerHost.append(peerTree);
  document.body.append(peerHost);
  return { peerTree, peerHost };
}

// What the PDF/UA tags cost: the export with and without them, both written with the
// cross-reference stream (docs/decisions/0011-cross-reference-stream.md), in turns, from the same
// tree; then html2pdf.js, in turns of its own, for the ratio of times (bench/tagging.mjs runs it in
// each engine). The pair takes turns alone: in three-way turns with html2pdf.js, the tagged export
// followed html2pdf.js (and its garbage: a 2.9 MB file, page-sized canvases) in two rounds of three
// and the untagged one in one. Last, the untagged file as jsPDF wrote it before the cross-reference
// stream, for its bytes (the same every time).
window.runTaggingBenchmark = failingOnPageError(async (runs: number) => {
  const english = await messagesReady;
  // As in runExportBenchmark: html2pdf.js copies the whole page it is in, the app's included.
  await openAppFullyTicked();
  prepareExport();
  const model = buildReportModel(requestFor(fullChecklist(), new Date(), english));
  const tree = await mountReportTree(model);
  const { peerTree, peerHost } = peerCopyOf(tree.element);
  try {
    // An even number of rounds, so each of the two goes first as often as the other.
    const ours = await measureInTurns(
      [
        { name: "ours", run: async () => (await renderReportPdf(tree.element, model)).blob },
        {
          name: "ours, untagged",
          run: async () => (await untagged.render(tree.element, model)).blob,
        },
      ],
      runs + (runs % 2),
    );
    const peer = await measureInTurns(
      [{ name: "html2pdf.js", run: () => viaHtml2pdf(peerTree) }],
      runs,
    );
    const classic = await classicUntagged.render(tree.element, model);
    return { results: [...ours, ...peer], classicUntaggedBytes: classic.blob.size };
  } finally {
    tree.dispose();
    peerHost.remove();
  }
});

window.runExportBenchmark = failingOnPageError(async (runs: number) => {
  const english = await messagesReady;
  await openAppFullyTicked();
  // As the app does when Export is hovered or focused.
  prepareExport();
  const model = buildReportModel(requestFor(fullChecklist(), new Date(), english));
  const tree = await mountReportTree(model);
  // The same full report on a customised checklist: its name under the date, its changes last.
  const variant = customisedVariant();
  const customisedModel = buildReportModel(
    requestFor(fullCustomisedChecklist(variant), new Date(), english, variant),
  );
  const customisedTree = await mountReportTree(customisedModel);
  const { peerTree, peerHost } = peerCopyOf(tree.element);
  try {
    const rows = tree.element.querySelectorAll("[data-report-row]").length;
    const appElements = document.querySelectorAll("#root *").length;
    const results = await measureInTurns(
      [
        { name: "ours", run: async () => (await renderReportPdf(tree.element, model)).blob },
        // The same without the PDF/UA tags (docs/tagged-pdf.md): what the tags cost in time and bytes.
        {
          name: "ours, untagged",
          run: async () => (await untagged.render(tree.element, model)).blob,
        },
        {
          name: "ours, customised",
          run: async () => (await renderReportPdf(customisedTree.element, customisedModel)).blob,
        },
        // Our pipeline drawn by html2canvas as published (without the app's two build-time
        // changes, build/html2canvasPatches.ts), and by its maintained fork, html2canvas-pro.
        {
          name: "ours, 1.4.1 published",
          run: async () => (await drawnBy(html2canvas).render(tree.element, model)).blob,
        },
        {
          name: "ours, html2canvas-pro",
          run: async () =>
            (
              await drawnBy(
                // The same API for the options the export passes; the two packages' types differ
                // only in the internals of the `cache` option, which the export never passes.
                html2canvasPro as unknown as Html2canvas,
              ).render(tree.element, model)
            ).blob,
        },
        // Our fallback where CompressionStream is missing: the same pipeline with JPEG pages.
        {
          name: "ours, jpeg 0.85",
          run: async () => (await asJpeg.render(tree.element, model)).blob,
        },
        { name: "html2pdf.js", run: () => viaHtml2pdf(peerTree) },
        { name: "classic snippet", run: () => viaClassicSnippet(peerTree) },
      ],
      runs,
    );
    return { rows, appElements, results };
  } finally {
    tree.dispose();
    customisedTree.dispose();
    peerHost.remove();
  }
});

// The report tree drawn by html2canvas as the export draws it, as a PNG data URL; its off-screen
// frame stays mounted, for tests/e2e/report-rendering.spec.ts to compare with the browser's own
// rendering of it.
window.drawReportTree = failingOnPageError(async (snapshot: Principle[], generatedAt: number) => {
  const english = await messagesReady;
  const tree = await mountReportTree(
    buildReportModel(requestFor(snapshot, new Date(generatedAt), english)),
  );
  const canvas = await renderReportCanvas(tree.element);
  return canvas.toDataURL("image/png");
});

/** What tests/e2e/report-set-aside.spec.ts asks a PDF of. */
interface ReportAsked {
  readonly language: LanguageCode;
  readonly generatedAt: number;
  readonly ticked: readonly string[];
  /** Question id → its reason: set aside as "does not apply". */
  readonly setAside: Readonly<Record<string, string>>;
  readonly notes: Readonly<Record<string, string>>;
}

// The PDF the Export button makes, as base64, of the built-in checklist in `language` with the
// questions asked ticked, set aside and noted: reports of states the app's screen cannot reach
// from a test yet (a question set aside, before its control is on the checklist).
window.exportReportPdf = failingOnPageError(async (asked: ReportAsked) => {
  const translator = await reportWordsIn(asked.language);
  const checklist = createChecklist((id) => translator.t(id));
  for (const question of allQuestions(checklist)) {
    question.checked = asked.ticked.includes(question.id);
    const reason = asked.setAside[question.id];
    if (reason !== undefined) question.setAside = reason;
    const note = asked.notes[question.id];
    if (note !== undefined) question.note = note;
  }
  const { blob } = await makeChecklistPdf(
    requestFor(checklist, new Date(asked.generatedAt), translator),
  );
  const pdf = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < pdf.length; i += 0x8000)
    binary += String.fromCharCode(...pdf.subarray(i, i + 0x8000));
  return btoa(binary);
});

interface RecordBenchmark {
  jsonBytes: number;
  saveJsonMs: number[];
  openJsonMs: number[];
  exportMs: number[];
  exportWithRecordMs: number[];
  pdfBytes: number;
  pdfWithRecordBytes: number;
  openPdfMs: number[];
  /** The files themselves, for the app's own Open to be timed with (bench/record.mjs). */
  json: string;
  pdfBase64: string;
}

/** A note of exactly NOTE_MAX_LENGTH characters, with accents, Greek, Cyrillic and line breaks. */
function longNote(index: number): string {
  const words = `Question ${index}: reviewed with the board — consentement éclairé, Ελληνικά, кириллица.\n`;
  return words.repeat(Math.ceil(NOTE_MAX_LENGTH / words.length)).slice(0, NOTE_MAX_LENGTH);
}

// The saved assessment at its fullest: 68 ticks and 68 notes of 2,000 characters. Save writes it as
// JSON; every export attaches it to the PDF; Open reads either back.
window.runRecordBenchmark = failingOnPageError(async (runs: number) => {
  const english = await messagesReady;
  const checklist = fullChecklist();
  allQuestions(checklist).forEach((question, index) => {
    question.note = longNote(index);
  });
  const model = buildReportModel(requestFor(checklist, new Date(), english));
  const tree = await mountReportTree(model);
  const result: RecordBenchmark = {
    jsonBytes: 0,
    saveJsonMs: [],
    openJsonMs: [],
    exportMs: [],
    exportWithRecordMs: [],
    pdfBytes: 0,
    pdfWithRecordBytes: 0,
    openPdfMs: [],
    json: "",
    pdfBase64: "",
  };
  const time = async <T>(into: number[], run: () => T | Promise<T>, round: number): Promise<T> => {
    const start = performance.now();
    const value = await run();
    if (round >= 0) into.push(performance.now() - start);
    return value;
  };
  try {
    // A warm-up round (-1), then the runs, each pipeline in turn.
    for (let round = -1; round < runs; round++) {
      const bytes = await time(
        result.saveJsonMs,
        () =>
          new TextEncoder().encode(
            encodeAssessmentRecord(buildAssessmentRecord(checklist, new Date())),
          ),
        round,
      );
      result.jsonBytes = bytes.length;
      const opened = await time(
        result.openJsonMs,
        () => parseAssessmentBytes(bytes, checklist),
        round,
      );
      if (!opened.ok || opened.assessment.notes.size !== 68)
        throw new Error("the JSON did not open");
      const plain = await time(
        result.exportMs,
        async () => (await renderReportPdf(tree.element, model)).blob,
        round,
      );
      const withRecord = await time(
        result.exportWithRecordMs,
        async () =>
          (
            await renderReportPdf(tree.element, model, [
              recordAttachment(
                { checklist, variant: null, phases: [], team: null, project: null },
                new Date(),
                model.documentProperties.attachmentDescription,
              ),
            ])
          ).blob,
        round,
      );
      result.pdfBytes = plain.size;
      result.pdfWithRecordBytes = withRecord.size;
      const reopened = await time(
        result.openPdfMs,
        () => readAssessmentFile(withRecord, checklist),
        round,
      );
      if (!reopened.ok || reopened.assessment.notes.size !== 68)
        throw new Error("the PDF's record did not open");
      result.json = new TextDecoder().decode(bytes);
      const pdf = new Uint8Array(await withRecord.arrayBuffer());
      let binary = "";
      for (let i = 0; i < pdf.length; i += 0x8000)
        binary += String.fromCharCode(...pdf.subarray(i, i + 0x8000));
      result.pdfBase64 = btoa(binary);
    }
    return result;
  } finally {
    tree.dispose();
  }
});

/** Every question ticked, each with a note of 2,000 characters (the longest report the app can make). */
function fullChecklistWithNotes(): Principle[] {
  const principles = fullChecklist();
  allQuestions(principles).forEach((q, i) => {
    const head = `Note ${i + 1}.`;
    q.note =
      `${head} ${"rationale recorded for the ethics review of this project ".repeat(40)}`.slice(
        0,
        2000,
      );
  });
  return principles;
}

// The 68-note report: ours, html2pdf.js from the same tree, and the preview's React-PDF document
// (drawn to a PDF blob: the preview's own work before PDF.js draws its pages in the dialog).
window.runNotesExportBenchmark = failingOnPageError(async (runs: number) => {
  const english = await messagesReady;
  const model = buildReportModel(requestFor(fullChecklistWithNotes(), new Date(), english));
  const tree = await mountReportTree(model);
  const { peerTree, peerHost } = peerCopyOf(tree.element);
  try {
    const rows = tree.element.querySelectorAll("[data-report-row]").length;
    const { renderReportDocument } = await import("../../src/export/preview");
    const results = await measureInTurns(
      [
        { name: "ours", run: async () => (await renderReportPdf(tree.element, model)).blob },
        { name: "html2pdf.js", run: () => viaHtml2pdf(peerTree) },
        { name: "preview (React-PDF)", run: () => renderReportDocument(model) },
      ],
      runs,
    );
    return { rows, results };
  } finally {
    tree.dispose();
    peerHost.remove();
  }
});

interface WordBenchmark {
  /** The full report, 68 questions ticked: with a short note on each, and with 2,000 characters. */
  readonly reports: readonly { readonly name: string; readonly results: PipelineResult[] }[];
}

// The Word file (src/export/word, the docx library) against the Markdown file of the same model,
// in turns: each from a model built once, so both times are the renderer's and the packing's
// alone. The Word module is imported once before the first timed run, as the app fetches it on
// pointing at its button.
window.runWordBenchmark = failingOnPageError(async (runs: number) => {
  const english = await messagesReady;
  const [{ reportDocx, DOCX_MEDIA_TYPE }, { reportMarkdown }] = await Promise.all([
    import("../../src/export/word"),
    import("../../src/export/markdown"),
  ]);
  const generatedAt = new Date();
  const shortNotes = fullChecklist();
  allQuestions(shortNotes).forEach((q, i) => {
    q.note = `Note ${i + 1}: reviewed with the ethics board.\nSecond line of the rationale.`;
  });
  const reports = [
    { name: "68 ticked, a short note on each", checklist: shortNotes },
    { name: "68 ticked, a 2,000-character note on each", checklist: fullChecklistWithNotes() },
  ];
  const measured = [];
  for (const { name, checklist } of reports) {
    const model = buildReportModel(requestFor(checklist, generatedAt, english));
    const results = await measureInTurns(
      [
        {
          name: "Word (.docx)",
          run: async () =>
            new Blob([(await reportDocx(model, generatedAt)).slice().buffer], {
              type: DOCX_MEDIA_TYPE,
            }),
        },
        {
          name: "Markdown",
          run: async () => new Blob([reportMarkdown(model)], { type: "text/markdown" }),
        },
      ],
      runs,
    );
    measured.push({ name, results });
  }
  return { reports: measured };
});

// The page answers as soon as its script has run (the tests' drivers wait for this mark).
document.documentElement.setAttribute("data-app-ready", "");
