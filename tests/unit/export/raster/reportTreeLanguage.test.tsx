// The export's drawn tree in Arabic: laid out right to left (dir="rtl" on the tree, every side a
// logical one), in the report's language, its ticks saying the Arabic words, and a field's question
// in English marked as such and laid out in its own direction.

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist } from "../../../../src/data";
import { buildReportModel } from "../reportWords";
import { ReportTree } from "../../../../src/export/raster";
import { translatorFor } from "../../../../src/i18n";
import { resolveChecklist, type ChecklistVariant } from "../../../../src/variant";

const VARIANT: ChecklistVariant = {
  title: "Field studies",
  version: "",
  publisher: "",
  language: "en",
  changes: {
    addedSubPrinciples: [],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is consent recorded on site?" },
    ],
    rewordedQuestions: [],
    hiddenQuestions: [],
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
});
