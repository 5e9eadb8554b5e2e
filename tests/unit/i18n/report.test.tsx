// The report in French, as the export draws it (the raster tree the PDF's pages are made of, with
// its tags' words) and as the Markdown file has it: no message id shows in place of words.

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../src/data";
import { buildReportModel } from "../export/reportWords";
import { reportMarkdown } from "../../../src/export/markdown";
import { ReportTree } from "../../../src/export/raster";
import { translatorFor } from "../../../src/i18n";
import { resolveChecklist, type ChecklistVariant } from "../../../src/variant";

const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;

const VARIANT: ChecklistVariant = {
  title: "Études de terrain",
  version: "1.0",
  publisher: "Comité d’éthique",
  language: "fr",
  changes: {
    addedSubPrinciples: [
      { id: "custom-s-2", principleId: "respect-for-persons", name: "Visites sur le terrain" },
    ],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Le consentement est-il noté ?" },
      { id: "custom-q-3", parentId: "custom-s-2", text: "Un contact local est-il nommé ?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Peut-on partir à tout moment ?" }],
    hiddenQuestions: [{ id: "labor-2", reason: "" }],
    nextNumber: 4,
  },
};

function frenchModel() {
  const checklist = resolveChecklist(createChecklist(translatorFor("fr").t), VARIANT.changes, "fr");
  for (const question of allQuestions(checklist)) {
    question.checked = ["ic-1", "ic-2", "custom-q-3", "cr-1"].includes(question.id);
    if (question.id === "asd-1") question.note = "Sans objet.";
  }
  return buildReportModel(checklist, new Date("2026-01-15T10:30:00Z"), {
    language: "fr",
    timeZone: "UTC",
    variant: VARIANT,
  });
}

describe("the report in French", () => {
  it("shows no message id, in its text, its labels or the words its ticks say", () => {
    const model = frenchModel();
    const { container } = render(<ReportTree model={model} />);
    const tree = container.querySelector("[data-report-tree]");
    expect(tree?.getAttribute("lang")).toBe("fr");
    expect(tree?.getAttribute("dir")).toBe("ltr");
    const texts: string[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
      texts.push((node.nodeValue ?? "").trim());
    for (const element of container.querySelectorAll("*"))
      for (const name of ["aria-label", "title", "data-report-spoken"]) {
        const value = element.getAttribute(name);
        if (value !== null) texts.push(value.trim());
      }
    expect(texts.filter((text) => text !== "").length).toBeGreaterThan(40);
    expect(texts.filter((text) => MESSAGE_ID.test(text))).toEqual([]);
    const markdown = reportMarkdown(model)
      .split(/[\n|]/)
      .map((line) => line.trim());
    expect(markdown.filter((line) => MESSAGE_ID.test(line))).toEqual([]);
  });
});
