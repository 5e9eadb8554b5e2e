// @vitest-environment node
// The preview's document in Arabic: laid out from the right (its styles mirrored), set in the
// preview's Arabic face, which is embedded, and said to be in Arabic.

import { renderToBuffer } from "@react-pdf/renderer";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import {
  registerReportArabicDocumentFont,
  registerReportDocumentFont,
  reportDocumentElement,
} from "../../../../src/export/preview/renderReportDocument";
import {
  reportDocumentStyles,
  reportDocumentStylesFor,
} from "../../../../src/export/preview/reportDocumentStyles";
import { buildReportModel } from "../reportWords";
import { provideBuiltReportFonts } from "../reportFontFixture";
import { translatorFor } from "../../../../src/i18n";

beforeAll(async () => {
  await provideBuiltReportFonts();
  await registerReportDocumentFont();
  await registerReportArabicDocumentFont();
}, 60_000);

describe("the preview in Arabic", () => {
  it("mirrors the page: rows from the right, rules and indents on the right", () => {
    const rtl = reportDocumentStylesFor("rtl");
    expect(reportDocumentStylesFor("ltr")).toBe(reportDocumentStyles);
    expect(rtl.question).toMatchObject({ flexDirection: "row-reverse", direction: "rtl" });
    expect(rtl.note).toMatchObject({ marginRight: reportDocumentStyles.note.marginLeft });
    expect(rtl.note).toMatchObject({
      borderRightWidth: reportDocumentStyles.note.borderLeftWidth,
    });
    expect(rtl.note).not.toHaveProperty("marginLeft");
    expect(rtl.tick).toMatchObject({ marginLeft: reportDocumentStyles.tick.marginRight });
    expect(rtl.progressTrack).toMatchObject({ alignItems: "flex-end" });
  });

  it("sets the report in the Arabic face, flush right, and says it is in Arabic", async () => {
    const ar = translatorFor("ar");
    const checklist = createChecklist(ar.t);
    for (const question of allQuestions(checklist)) question.checked = question.id === "ic-1";
    const model = buildReportModel(checklist, new Date("2026-01-15T10:30:00Z"), {
      language: "ar",
      timeZone: "UTC",
    });
    const bytes = await renderToBuffer(reportDocumentElement(model));
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/Lang \(ar\)/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+ReportArabicPreview-Regular/);

    // Flush right: lines of the summary end at one right edge, the page's right margin.
    const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
    try {
      const page = await (await task.promise).getPage(1);
      const [, , pageWidth = 0] = page.view;
      const { items } = await page.getTextContent();
      const texts = items.filter((item): item is TextItem => "str" in item && item.str !== "");
      const rightEdges = texts
        .map((item) => Math.round((item.transform[4] as number) + item.width))
        .filter((edge) => edge > pageWidth / 2);
      const counts = new Map<number, number>();
      for (const edge of rightEdges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
      const [edge, lines] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
      expect(lines).toBeGreaterThanOrEqual(3);
      expect(edge).toBeGreaterThan(pageWidth * 0.8);
      const lefts = texts.map((item) => item.transform[4] as number);
      expect(Math.min(...lefts)).toBeGreaterThan(0);
    } finally {
      await task.destroy();
    }
  }, 60_000);
});
