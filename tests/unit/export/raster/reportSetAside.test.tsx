// The report tree the PDF is drawn from, with questions set aside as "does not apply": the part
// after a principle's ticked questions, each question with its mark (which says "Does not apply"),
// its reason and note as rows of their own, every text element named by the structure element the
// PDF tags it as.

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { ReportTree } from "../../../../src/export/raster";
import { reportStructure, structureNodesInOrder } from "../../../../src/export/report";
import { checklistWithNotes } from "../checklistFixtures";
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

describe("the report tree, with questions set aside", () => {
  it("draws the part after the principle's ticked questions: heading, question, reason, note", () => {
    const { container } = render(<ReportTree model={model()} />);
    const texts = [...container.querySelectorAll("[data-report-text]")].map((e) => e.textContent);
    const at = texts.indexOf(textOf("ic-1"));
    expect(texts.slice(at, at + 9)).toEqual([
      textOf("ic-1"),
      "Does not apply (set aside)",
      textOf("ic-2"),
      "Reason: Public records only.",
      "Note: Checked with the board.",
      "Respect for Society",
      "Does not apply (set aside)",
      textOf("cr-1"),
      "Reason: No civil status kept.",
    ]);
    expect(texts).toContain("Does not apply (set aside): 2");
    expect(texts).toContain("Open: 65");
    expect(texts).toContain("Respect for Persons: 1 of 14 ticked, 1 set aside, 12 open");
    const rows = [...container.querySelectorAll("[data-report-row]")].map((row) =>
      row.getAttribute("data-report-row"),
    );
    expect(rows.filter((kind) => kind === "set-aside-heading")).toHaveLength(2);
    expect(rows.filter((kind) => kind === "reason")).toHaveLength(2);
    // The mark is a box with a dash, neither the tick nor the empty box, and says what it means.
    expect(container.querySelectorAll("[data-report-set-aside]")).toHaveLength(2);
    const spoken = [...container.querySelectorAll("[data-report-spoken]")].map((e) =>
      e.getAttribute("data-report-spoken"),
    );
    expect(spoken).toEqual(["Ticked", "Does not apply", "Does not apply"]);
  });

  it("names on each text element the structure element the PDF tags it as, each planned node drawn once", () => {
    const m = model();
    const { container } = render(<ReportTree model={m} />);
    const planned = structureNodesInOrder(reportStructure(m)).flatMap((node) => node.id ?? []);
    const marked = [...container.querySelectorAll("[data-report-structure]")].map(
      (element) => element.getAttribute("data-report-structure") ?? "",
    );
    expect([...marked].sort()).toEqual([...planned].sort());
    for (const element of container.querySelectorAll("[data-report-text]"))
      expect(element).toHaveAttribute("data-report-structure");
  });
});
