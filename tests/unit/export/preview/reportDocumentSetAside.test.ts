// @vitest-environment node
// The preview (React-PDF), with questions set aside as "does not apply": the same words as the
// exported PDF, in the same order, read back with PDF.js.

import { renderToBuffer } from "@react-pdf/renderer";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { reportDocumentElement } from "../../../../src/export/preview/index";
import { registerReportDocumentFont } from "../../../../src/export/preview/renderReportDocument";
import { checklistWithNotes } from "../checklistFixtures";
import { provideBuiltReportFont } from "../reportFontFixture";
import { buildReportModel } from "../reportWords";

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const textOf = (id: string) =>
  allQuestions(createInitialChecklist()).find((q) => q.id === id)?.text ?? id;

function model() {
  const checklist = checklistWithNotes(["ic-1"], { "ic-2": "Checked with the board." });
  for (const question of allQuestions(checklist)) {
    if (question.id === "ic-2") question.setAside = "Public records only.";
    if (question.id === "cr-1") question.setAside = "No civil status kept.";
  }
  return buildReportModel(checklist, GENERATED_AT, { timeZone: "UTC" });
}

beforeAll(async () => {
  await provideBuiltReportFont();
  await registerReportDocumentFont();
}, 60_000);

describe("the preview, with questions set aside", () => {
  it("is drawn by the preview with the same words, in the same order", async () => {
    const bytes = await renderToBuffer(reportDocumentElement(model()));
    const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
      .promise;
    let text = "";
    try {
      for (let n = 1; n <= document.numPages; n++) {
        const { items } = await (await document.getPage(n)).getTextContent();
        text += items.map((item) => ("str" in item ? (item as TextItem).str : "")).join(" ");
      }
    } finally {
      await document.destroy();
    }
    const folded = text.replace(/\s+/g, " ");
    let from = 0;
    for (const words of [
      "Does not apply (set aside): 2",
      "Open: 65",
      "Respect for Persons: 1 of 14 ticked, 1 set aside, 12 open",
      textOf("ic-1"),
      "Does not apply (set aside)",
      textOf("ic-2"),
      "Reason: Public records only.",
      "Note: Checked with the board.",
      "Respect for Society",
      "Does not apply (set aside)",
      textOf("cr-1"),
      "Reason: No civil status kept.",
    ]) {
      const at = folded.indexOf(words, from);
      expect(at, `"${words}" after what comes before it`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
  });
});
