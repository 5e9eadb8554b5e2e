// The export's drawn tree in Arabic: laid out right to left (dir="rtl" on the tree, every side a
// logical one), in the report's language, its ticks saying the Arabic words, and a field's question
// in English marked as such and laid out in its own direction, as are the checklist's English title
// and publisher and a reason for hiding, each a text of its own within the Arabic words around it,
// named as the structure plans it.

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import { buildReportModel } from "../../../../src/export";
import { measureReportLayout } from "../../../../src/export/layout";
import { ReportTree } from "../../../../src/export/raster";
import { reportStructure, structureNodesInOrder } from "../../../../src/export/report";
import { translatorFor } from "../../../../src/i18n";
import { resolveChecklist, type ChecklistVariant } from "../../../../src/variant";

const VARIANT: ChecklistVariant = {
  title: "Field studies",
  version: "2.0",
  publisher: "Field lab",
  language: "en",
  changes: {
    addedSubPrinciples: [],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is consent recorded on site?" },
    ],
    rewordedQuestions: [],
    hiddenQuestions: [{ id: "labor-2", reason: "Not for field work" }],
    nextNumber: 2,
  },
};

describe("the drawn report in Arabic", () => {
  const checklist = resolveChecklist(createChecklist(translatorFor("ar").t), VARIANT.changes, "en");
  for (const question of allQuestions(checklist))
    question.checked = ["ic-1", "custom-q-1"].includes(question.id);
  const model = buildReportModel(checklist, new Date("2026-01-15T10:30:00Z"), {
    language: "ar",
    timeZone: "UTC",
    variant: VARIANT,
  });

  it("runs right to left, in Arabic", () => {
    const { container } = render(<ReportTree model={model} />);
    const tree = container.querySelector<HTMLElement>("[data-report-tree]");
    expect(tree?.getAttribute("dir")).toBe("rtl");
    expect(tree?.getAttribute("lang")).toBe("ar");
    expect(tree?.style.textAlign).toBe("start");
    const question = container.querySelector<HTMLElement>('[data-report-row="question"]');
    expect(question?.style.paddingInlineStart).toBe("26px");
  });

  it("has its ticks say the report's words, and marks a field's English question", () => {
    const { container } = render(<ReportTree model={model} />);
    const spoken = [...container.querySelectorAll("[data-report-spoken]")].map((tick) =>
      tick.getAttribute("data-report-spoken"),
    );
    expect(spoken).toEqual([model.labels.ticked, model.labels.ticked]);
    const english = container.querySelector('[data-report-structure="ticked/question/custom-q-1"]');
    const words = english?.querySelector('[lang="en"]');
    expect(words?.textContent).toBe("Is consent recorded on site?");
    expect(words?.getAttribute("dir")).toBe("auto");
    const change = container.querySelector(
      '[data-report-structure="changes/addedQuestions/custom-q-1/text"]',
    );
    expect(change?.getAttribute("lang")).toBe("en");
  });

  it("marks the checklist's English title and publisher, and the English reason after its label", () => {
    const { container } = render(<ReportTree model={model} />);
    const line = container.querySelector<HTMLElement>('[data-report-row="checklist"]');
    expect(line?.textContent).toBe(model.checklist?.label);
    expect(line?.hasAttribute("data-report-text")).toBe(false);
    const parts = [...(line?.querySelectorAll("[data-report-text]") ?? [])];
    expect(
      parts.map((part) => [
        part.getAttribute("data-report-structure"),
        part.getAttribute("lang"),
        part.textContent,
      ]),
    ).toEqual(
      (model.checklist?.labelParts ?? []).map((part, index) => [
        `checklist/${index}`,
        part.lang ?? null,
        part.text,
      ]),
    );
    expect(
      parts.filter((part) => part.getAttribute("lang") === "en").map((p) => p.textContent),
    ).toEqual(["Field studies", "Field lab"]);

    const label = container.querySelector(
      '[data-report-structure="changes/hiddenQuestions/labor-2/detail"]',
    );
    expect(label?.textContent).toBe(model.labels.reason);
    // A space parts the label from the reason: the text layer writes it.
    expect(label?.hasAttribute("data-report-space-after")).toBe(true);
    const reason = container.querySelector(
      '[data-report-structure="changes/hiddenQuestions/labor-2/detail/words"]',
    );
    expect(reason?.textContent).toBe("Not for field work");
    expect(reason?.getAttribute("lang")).toBe("en");
    expect(reason?.getAttribute("dir")).toBe("auto");
    // Measured, the label's line says a space follows it.
    const tree = container.querySelector<HTMLElement>("[data-report-tree]");
    if (tree === null) throw new Error("no tree");
    const layout = measureReportLayout(tree);
    const detailLines = layout.lines.filter((l) => l.structureId?.includes("labor-2/detail"));
    expect(detailLines.map((l) => [l.text, l.spaceAfter])).toEqual([
      [model.labels.reason, true],
      ["Not for field work", undefined],
    ]);
    // The drawn tree names every element the structure plans, each once.
    const planned = structureNodesInOrder(reportStructure(model)).flatMap((node) =>
      node.id === undefined ? [] : [node.id],
    );
    const drawn = [...container.querySelectorAll("[data-report-text], [data-report-spoken]")].map(
      (element) => element.getAttribute("data-report-structure"),
    );
    expect(new Set(drawn)).toEqual(new Set(planned));
  });
});
