// The Markdown file in German: every heading and label from the German messages (locales/de.po's
// own), the checklist in its German words, the date and figures as German writes them, and the
// file's name as the spec has it, in English.

// In jsdom, not node: the download is caught where the browser takes it, in a document.
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import { exportChecklistMarkdown } from "../../../../src/export/markdown";
import { downloads } from "../../support/downloads";
import { reportInLanguage } from "../reportInLanguage";
import { reportRequestFor } from "../reportWords";

// German's real messages, loaded as the export loads them, and its catalog's words.
const german = await reportInLanguage("de");
const { words } = german;

const GENERATED_AT = new Date("2026-01-15T10:30:00Z");

async function germanMarkdown(): Promise<{ text: string; name: string }> {
  const checklist = createChecklist(german.translator.t);
  for (const question of allQuestions(checklist)) {
    question.checked = ["ic-1", "cr-1"].includes(question.id);
    if (question.id === "ic-1") question.note = "Geprüft, größtenteils „gut“.";
    if (question.id === "asd-1") question.note = "Trifft nicht zu.";
  }
  const { fileName } = await exportChecklistMarkdown(
    reportRequestFor(checklist, GENERATED_AT, { translator: german.translator }),
  );
  const [download] = downloads();
  if (download === undefined) throw new Error("nothing was downloaded");
  expect(download.name).toBe(fileName);
  return { text: await download.blob.text(), name: fileName };
}

describe("the Markdown file in German", () => {
  it("has every heading and label in German", async () => {
    const { text } = await germanMarkdown();
    const lines = text.split("\n");
    expect(lines).toContain(`## ${words("report.summaryHeading")}`);
    expect(lines).toContain("## Zusammenfassung");
    expect(lines).toContain(`- ${words("report.totalQuestions", { count: 68 })}`);
    expect(lines).toContain(`- ${words("report.completed", { count: 2 })}`);
    const columns = ["Principle", "Ticked", "Progress"].map((c) => words(`report.tableColumn${c}`));
    expect(lines).toContain(`| ${columns.join(" | ")} |`);
    expect(lines).toContain(`## ${words("report.untickedNotesHeading")}`);
    expect(text).toContain(`> **${words("report.noteLabel")}** Geprüft, größtenteils „gut“.`);
    expect(text).not.toMatch(/\b(Summary|Total Questions|Completed|Progress|Note:|Generated on)\b/);
  });

  it("writes the checklist's German words, and its date and figures as German does", async () => {
    const de = german.translator;
    const { text } = await germanMarkdown();
    expect(text).toContain(words("report.dateLine", { date: "15. Januar 2026" }));
    // The time is the zone's the tests run in.
    expect(text).toContain(words("report.footer", { date: "15. Januar 2026", time: "" }));
    const percent = (value: number) =>
      new Intl.NumberFormat("de", { style: "percent" }).format(value);
    expect(text).toContain(`- ${words("report.progress", { percent: percent(0.03) })}`);
    const ticked = words("report.tickedOfTotal", { ticked: 1, total: 14 });
    expect(text).toContain(
      `| ${de.t("checklist.name.respect-for-persons")} | ${ticked} | ${percent(0.07)} |`,
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
