// @vitest-environment node
// The Markdown file in German: every heading and label from the German messages (here given German
// wording, since the catalog's own translations come later), the checklist in its German words,
// the date and figures as German writes them, and the file's name as the spec has it, in English.

import { describe, expect, it, vi } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import type { LanguageCode, MessageValues, Translator } from "../../../../src/i18n";

const GERMAN: Record<string, string> = {
  "report.dateLine": "Datum: {date}",
  "report.summaryHeading": "Zusammenfassung",
  "report.totalQuestions": "Fragen insgesamt: {count}",
  "report.completed": "Abgehakt: {count}",
  "report.progress": "Fortschritt: {percent}",
  "report.tickedOfTotal": "{ticked} von {total}",
  "report.tableColumnPrinciple": "Prinzip",
  "report.tableColumnTicked": "Abgehakt",
  "report.tableColumnProgress": "Fortschritt",
  "report.untickedNotesHeading": "Anmerkungen zu nicht abgehakten Fragen",
  "report.noteLabel": "Anmerkung:",
  "report.footer": "Erstellt am {date} um {time} Uhr",
};

vi.mock("../../../../src/i18n", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../../src/i18n")>();
  const format = (text: string, values: MessageValues = {}) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
  return {
    ...actual,
    translatorFor(code: LanguageCode): Translator {
      const translator = actual.translatorFor(code);
      if (code !== "de") return translator;
      return {
        ...translator,
        t: (id, values) => {
          const text = GERMAN[id];
          return text === undefined ? translator.t(id, values) : format(text, values);
        },
      };
    },
  };
});

const downloads = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock("../../../../src/export/download", () => ({
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const { translatorFor } = await import("../../../../src/i18n");
const { exportChecklistMarkdown } = await import("../../../../src/export/markdown");

const GENERATED_AT = new Date("2026-01-15T10:30:00Z");

async function germanMarkdown(): Promise<{ text: string; name: string }> {
  const de = translatorFor("de");
  const checklist = createChecklist(de.t);
  for (const question of allQuestions(checklist)) {
    question.checked = ["ic-1", "cr-1"].includes(question.id);
    if (question.id === "ic-1") question.note = "Geprüft, größtenteils „gut“.";
    if (question.id === "asd-1") question.note = "Trifft nicht zu.";
  }
  downloads.length = 0;
  const { fileName } = await exportChecklistMarkdown(checklist, GENERATED_AT, null, de);
  const [download] = downloads;
  if (download === undefined) throw new Error("nothing was downloaded");
  expect(download.name).toBe(fileName);
  return { text: await download.blob.text(), name: fileName };
}

describe("the Markdown file in German", () => {
  it("has every heading and label in German", async () => {
    const { text } = await germanMarkdown();
    const lines = text.split("\n");
    expect(lines).toContain("## Zusammenfassung");
    expect(lines).toContain("- Fragen insgesamt: 68");
    expect(lines).toContain("- Abgehakt: 2");
    expect(lines).toContain("| Prinzip | Abgehakt | Fortschritt |");
    expect(lines).toContain("## Anmerkungen zu nicht abgehakten Fragen");
    expect(text).toContain("> **Anmerkung:** Geprüft, größtenteils „gut“.");
    expect(text).not.toMatch(/\b(Summary|Total Questions|Completed|Progress|Note:|Generated on)\b/);
  });

  it("writes the checklist's German words, and its date and figures as German does", async () => {
    const de = translatorFor("de");
    const { text } = await germanMarkdown();
    expect(text).toContain("Datum: 15. Januar 2026");
    expect(text).toContain("Erstellt am 15. Januar 2026 um");
    const percent = (value: number) =>
      new Intl.NumberFormat("de", { style: "percent" }).format(value);
    expect(text).toContain(`- Fortschritt: ${percent(0.03)}`);
    expect(text).toContain(
      `| ${de.t("checklist.name.respect-for-persons")} | 1 von 14 | ${percent(0.07)} |`,
    );
    expect(text).toContain(`## ${de.t("checklist.name.respect-for-persons")}`);
    expect(text).toContain(`- [x] ${de.t("checklist.question.ic-1")}`);
    // No message id in place of words.
    expect(text).not.toMatch(/\b(report|product|checklist)\.[A-Za-z]/);
  });

  it("keeps the spec's file name, in every language", async () => {
    const { name } = await germanMarkdown();
    expect(name).toMatch(/^computing-research-principles-checklist-\d{4}-\d{2}-\d{2}\.md$/);
  });
});
