// @vitest-environment node
// The rules of docs/architecture.md's "Who may import whom", as `npm run lint` enforces them
// (eslint.importRules.js): each snippet is linted as if it were a file at that path.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) =>
      ["no-restricted-imports", "no-restricted-syntax"].includes(message.ruleId ?? ""),
    )
    .map((message) => message.message);
}

const refused: [string, string, string, RegExp][] = [
  [
    "src/i18n imports nothing of ours: the languages are below everything",
    "src/i18n/anything.ts",
    'import { allQuestions } from "../data";\nexport const x = allQuestions;',
    /src\/i18n may not import src\/data/,
  ],
  [
    "src/data imports nothing of ours",
    "src/data/anything.ts",
    'import { parseAssessmentRecord } from "../record";\nexport const x = parseAssessmentRecord;',
    /src\/data may not import src\/record/,
  ],
  [
    "src/variant imports only src/data",
    "src/variant/anything.ts",
    'import { parseAssessmentRecord } from "../record";\nexport const x = parseAssessmentRecord;',
    /src\/variant may not import src\/record/,
  ],
  [
    "src/record never imports src/app",
    "src/record/anything.ts",
    'import { App } from "../app";\nexport const x = App;',
    /src\/record may not import src\/app/,
  ],
  [
    "src/export never imports src/app",
    "src/export/pdf/anything.ts",
    'import { App } from "../../app";\nexport const x = App;',
    /src\/export may not import src\/app/,
  ],
  [
    "src/export never loads src/app either",
    "src/export/anything.ts",
    'export const load = () => import("../app");',
    /src\/export may not import src\/app/,
  ],
  [
    "src/app loads src/export only with import()",
    "src/app/checklist/actions/anything.ts",
    'import { exportChecklistPdf } from "../../../export";\nexport const x = exportChecklistPdf;',
    /src\/app may not import src\/export \(it may load it with import\(\)\)/,
  ],
  [
    "src/app loads none of src/export statically, a sub-room neither",
    "src/app/anything.ts",
    'export { buildReportModel } from "../export/preview";',
    /src\/app may not import src\/export/,
  ],
  [
    "src/ never imports the build's code",
    "src/app/theme/anything.ts",
    'import { chakraThemeModule } from "../../../build/chakraTheme.ts";\nexport const x = chakraThemeModule;',
    /src\/ never imports the build's code/,
  ],
  [
    "src/ never imports the scripts",
    "src/data/anything.ts",
    'export const load = () => import("../../scripts/serve.mjs");',
    /src\/ never imports the build's code/,
  ],
  [
    "an entry never imports the build's code",
    "src/main.tsx",
    'import "../build/buildConstants.ts";',
    /src\/ never imports the build's code/,
  ],
  [
    "a room is reached through its index",
    "src/app/state/anything.ts",
    'import { resolveChecklist } from "../../variant/resolveChecklist";\nexport const x = resolveChecklist;',
    /Reach src\/variant through its index/,
  ],
  [
    "a room is loaded through its index",
    "src/app/anything.ts",
    'export const load = () => import("../export/pdf/assemblePdf");',
    /Reach src\/export through its index/,
  ],
  [
    "src/data's inner files are reached through its index",
    "src/app/onDemand/other.ts",
    'export const load = () => import("../../data/aboutCopy");',
    /Reach src\/data through its index/,
  ],
  [
    "raster/ never imports pdf/",
    "src/export/raster/anything.ts",
    'import { assemblePdf } from "../pdf";\nexport const x = assemblePdf;',
    /src\/export\/raster may not import src\/export\/pdf/,
  ],
  [
    "pdf/ never imports raster/",
    "src/export/pdf/deeper/anything.ts",
    'import { drawReportPages } from "../../raster";\nexport const x = drawReportPages;',
    /src\/export\/pdf may not import src\/export\/raster/,
  ],
  [
    "layout/ imports nothing of the export",
    "src/export/layout/anything.ts",
    'import { REPORT_COLORS } from "../report";\nexport const x = REPORT_COLORS;',
    /src\/export\/layout may not import src\/export\/report/,
  ],
  [
    "an inner room reaches a sibling through its index",
    "src/export/pdf/anything.ts",
    'import { REPORT_COLORS } from "../report/reportStyles";\nexport const x = REPORT_COLORS;',
    /Reach src\/export\/report through its index/,
  ],
  [
    "an app room never imports a room above it",
    "src/app/state/anything.ts",
    'import { AppLayout } from "../layout/AppLayout";\nexport const x = AppLayout;',
    /src\/app\/state may not import src\/app\/layout, a room above it/,
  ],
  [
    "no feature imports the registry of lazy parts, which stands above the checklist",
    "src/app/checklist/record/anything.ts",
    'export const load = () => import("../../parts");',
    /src\/app\/checklist may not import src\/app\/parts, a room above it/,
  ],
  [
    "a feature never imports a feature above it",
    "src/app/checklist/question/anything.ts",
    'import { RecordBar } from "../record";\nexport const x = RecordBar;',
    /src\/app\/checklist\/question may not import src\/app\/checklist\/record, a feature above it/,
  ],
  [
    "a feature reaches another through its face",
    "src/app/checklist/compare/deeper/anything.ts",
    'import { RecordBar } from "../../record/RecordBar";\nexport const x = RecordBar;',
    /Reach src\/app\/checklist\/record through its face/,
  ],
  [
    "a page reaches a feature through its face",
    "src/app/pages/anything.ts",
    'import { ExportButton } from "../checklist/actions/ExportButton";\nexport const x = ExportButton;',
    /Reach src\/app\/checklist\/actions through its face/,
  ],
  [
    "no room of the app imports the app's root",
    "src/app/layout/anything.ts",
    'import { App } from "../App";\nexport const x = App;',
    /src\/app\/layout may not import src\/app's root/,
  ],
  [
    "src/files never imports the export",
    "src/files/pdf/anything.ts",
    'import { buildReportModel } from "../../export";\nexport const x = buildReportModel;',
    /src\/files may not import src\/export/,
  ],
  [
    "src/files never imports the app",
    "src/files/anything.ts",
    'import { App } from "../app";\nexport const x = App;',
    /src\/files may not import src\/app/,
  ],
  [
    "src/trustedTypes imports nothing of ours",
    "src/trustedTypes/anything.ts",
    'import { allQuestions } from "../data";\nexport const x = allQuestions;',
    /src\/trustedTypes may not import src\/data/,
  ],
  [
    "an inner room never imports the export's root",
    "src/export/report/anything.ts",
    'import { PDF_EXPORT_STEPS } from "../exportChecklistPdf";\nexport const x = PDF_EXPORT_STEPS;',
    /may not import src\/export's own root/,
  ],
];

const allowed: [string, string, string][] = [
  [
    "src/record imports src/data and src/variant through their indexes",
    "src/record/anything.ts",
    'import { allQuestions } from "../data";\nimport { resolveChecklist } from "../variant";\nexport const x = [allQuestions, resolveChecklist];',
  ],
  [
    "src/app loads src/export and its sub-rooms with import()",
    "src/app/checklist/preview/anything.ts",
    'export const load = () => [import("../../../export"), import("../../../export/preview")];\nexport type Module = typeof import("../../../export");',
  ],
  [
    "src/app and src/export hand their files over with src/files/download, its own face",
    "src/app/checklist/record/anything.ts",
    'import { downloadBlob } from "../../../files/download";\nimport { readAssessmentFile } from "../../../files";\nexport const x = [downloadBlob, readAssessmentFile];',
  ],
  [
    "the export hands its files over with src/files/download, and its workers start through src/trustedTypes",
    "src/export/pdf/anything.ts",
    'import { downloadBlob } from "../../files/download";\nimport { startOwnWorker } from "../../trustedTypes";\nexport const x = [downloadBlob, startOwnWorker];',
  ],
  [
    "a folder of the app named like a room is the app's own, reached through its faces",
    "src/app/checklist/customise/anything.ts",
    'import { ReplaceDialog } from "../record/parts";\nimport { RecordBar } from "../record";\nexport const x = [ReplaceDialog, RecordBar];',
  ],
  [
    "an app room imports the rooms below it, file by file",
    "src/app/layout/anything.ts",
    'import { ErrorBoundary } from "../errors/ErrorBoundary";\nimport { useT } from "../language/TranslatorContext";\nimport { Deferred } from "../onDemand";\nexport const x = [ErrorBoundary, useT, Deferred];',
  ],
  [
    "the pages import the registry of lazy parts and the features' faces",
    "src/app/pages/anything.tsx",
    'import { PhaseView } from "../parts";\nimport { RecordBar } from "../checklist/record";\nimport { PhasesButton } from "../checklist/phases/parts";\nexport const x = [PhaseView, RecordBar, PhasesButton];',
  ],
  [
    "the English checklist and English's messages are faces of their own, past each room's index",
    "src/record/anything.ts",
    'import { inEnglish } from "../data/english";\nexport const x = inEnglish;',
  ],
  [
    "data reads the languages' messages; the app and the export read the languages",
    "src/app/anything.ts",
    'import { LANGUAGES } from "../i18n";\nexport const x = LANGUAGES;',
  ],
  [
    "an entry reaches into the app for what it needs first",
    "src/startEarly.ts",
    'import "./app/theme/system";\nimport { PRODUCT_TITLE } from "./data";\nexport const x = PRODUCT_TITLE;',
  ],
  [
    "the export's rooms import their siblings' indexes, and data, variant and record",
    "src/export/pdf/anything.ts",
    'import { REPORT_COLORS } from "../report";\nimport { planPdfPages } from "../layout";\nimport { allQuestions } from "../../data";\nimport { assessmentFileName } from "../../record";\nexport const x = [REPORT_COLORS, planPdfPages, allQuestions, assessmentFileName];',
  ],
  [
    "the page images' module reaches the report's styles past its index (the deflate worker)",
    "src/export/pdf/indexedPageImage.ts",
    'import { REPORT_COLORS } from "../report/reportStyles";\nexport const x = REPORT_COLORS;',
  ],
  [
    "the export's root composes every inner room",
    "src/export/exportChecklistPdf.ts",
    'import { drawReportPages } from "./raster";\nimport { assemblePdf } from "./pdf";\nexport const x = [drawReportPages, assemblePdf];',
  ],
];

describe("who may import whom (npm run lint)", () => {
  it.each(refused)("refuses: %s", async (_name, filePath, code, message) => {
    const problems = await importProblems(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each(allowed)("allows: %s", async (_name, filePath, code) => {
    expect(await importProblems(filePath, code)).toEqual([]);
  });
});
