// Questions set aside as "does not apply", in the exported PDF: a part of their own under their
// principle, after its ticked questions, each with its reason; the summary's set-aside and open
// figures beside the spec's; and the tags a screen reader walks (a heading, a list, each item the
// mark's words, the question, and the reason as text), in English and in Arabic. Made by the export
// itself on its test page (bench/export-page), which reports states the screen cannot reach yet.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { EXPORT_PAGE_PORT } from "../../playwright.config";
import { readCatalog } from "../../build/messageCatalogs";
import type { LanguageCode } from "../../src/i18n";
import { fold, readPdf, structureReading, structureSpans } from "./support/pdf";
import { expectTaggedPdfUa } from "./engines/taggedPdf";

const REASON = "The study reads public records only: no one takes part.";

async function exportPdf(page: Page, language: LanguageCode, path: string): Promise<void> {
  await page.goto(`http://127.0.0.1:${EXPORT_PAGE_PORT}/`);
  const base64 = await page.evaluate(
    (asked) =>
      (
        window as unknown as { exportReportPdf: (asked: unknown) => Promise<string> }
      ).exportReportPdf(asked),
    {
      language,
      generatedAt: new Date(2026, 10, 29, 10, 30).getTime(),
      ticked: ["ic-1", "asd-1"],
      setAside: { "ic-2": REASON, "cr-1": REASON },
      notes: { "ic-2": "Checked with the board." },
    },
  );
  writeFileSync(path, Buffer.from(base64, "base64"));
}

for (const language of ["en", "ar"] as const) {
  test(`the PDF lists the questions set aside with their reasons, counts them, and tags them as a heading and a list (${language})`, async ({
    page,
  }, testInfo) => {
    // The catalog's words, a figure put in where a message has one.
    const messages = readCatalog(language);
    const t = (id: string, values: Record<string, string> = {}) =>
      (messages.get(id) ?? `(no ${id})`).replace(
        /\{(\w+)\}/g,
        (_, name: string) => values[name] ?? "",
      );
    const textOf = (id: string) => t(`checklist.question.${id}`);
    const path = testInfo.outputPath(`set-aside-${language}.pdf`);
    await exportPdf(page, language, path);
    mkdirSync("artifacts", { recursive: true });
    writeFileSync(`artifacts/report-set-aside-${language}.pdf`, readFileSync(path));

    // pdftotext: the part after the principle's ticked questions, its question, its reason. (It
    // lays out a line of Arabic by where its pieces are drawn, a figure or a colon moved about, so
    // the lines' words in order are the tags' below; poppler wraps a right-to-left run in
    // embedding marks, U+202A to U+202E.)
    const text = fold(readPdf(path).text).replace(/[\u202a-\u202e]/g, "");
    const heading = t("report.setAsideHeading");
    const figure = t("report.setAsideFigure", { count: "2" });
    const part = text.indexOf(fold(heading), text.indexOf(fold(t("report.tickedLabel"))));
    expect(part).toBeGreaterThan(0);
    expect(text.indexOf(REASON, part)).toBeGreaterThan(part);
    if (language === "en") {
      const ticked = text.indexOf(fold(textOf("asd-1")));
      expect(part).toBeGreaterThan(ticked);
      expect(text.indexOf(fold(textOf("ic-2")), part)).toBeGreaterThan(part);
      expect(text).toContain(fold(figure));
      expect(text).toContain(fold(t("report.openFigure", { count: "64" })));
      expect(text).toContain(fold(`${t("report.setAsideReasonLabel")} ${REASON}`));
    }

    // The tags: valid PDF/UA, and a screen reader reads the heading, the mark's words, the
    // question, its reason, its note, in that order, each item a list item with its label.
    const tags = expectTaggedPdfUa(path, t("product.title"));
    writeFileSync(`artifacts/report-set-aside-${language}-struct-text.txt`, tags.structText);
    // In Arabic, poppler prints each line's glyphs as drawn, right to left: its words in reading
    // order are each Span's /ActualText (the researcher's Latin reason, drawn as written, has none).
    const reading =
      language === "en"
        ? structureReading(tags.structText)
        : structureSpans(path)
            .map((span) => fold(span.actualText ?? ""))
            .join(" ")
            .normalize("NFC");
    const reasonAfter = (label: string, words: string) =>
      language === "en" ? `${label} ${words}` : label;
    let from = reading.indexOf(fold(t("report.summaryHeading")));
    for (const words of [
      figure,
      textOf("asd-1"),
      heading,
      t("report.setAsideLabel"),
      textOf("ic-2"),
      reasonAfter(t("report.setAsideReasonLabel"), REASON),
      reasonAfter(t("report.noteLabel"), "Checked with the board."),
      heading,
      textOf("cr-1"),
    ].map((words) => fold(words).normalize("NFC"))) {
      const at = reading.indexOf(fold(words), from);
      expect(at, `"${words.slice(0, 50)}" after what comes before it`).toBeGreaterThanOrEqual(0);
      from = at + words.length;
    }
    // The part's heading an H3, then a list whose item opens with its label (the mark's words),
    // then its body: the question, and the reason a paragraph in it.
    // (A line of Arabic is a Span of its own, with its words as /ActualText.)
    const line = String.raw`(?:\s+Span \(inline\)\n)?\s+"[^"\n]*"\n`;
    const item = String.raw`H3 \(block\)\n${line}\s+L \(block\)\n\s+LI \(block\)\n\s+Lbl \(block\)\n${line}\s+LBody \(block\)\n${line}\s+P \(block\)\n(?:${line})?\s+"[^"\n]*${REASON}"`;
    expect(tags.structText.match(new RegExp(item, "g"))).toHaveLength(2);
    if (language === "en")
      expect(tags.structText).toContain(
        `H3 (block)\n    "${heading}"\n  L (block)\n    LI (block)\n      Lbl (block)\n        "${t("report.setAsideLabel")}"`,
      );
  });
}
