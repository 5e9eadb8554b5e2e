// The export's tree on a customised checklist: the checklist named under the date, and the changes
// from the standard checklist last, as headings and lists whose rows the page plan and the text
// layer read like every other row.
import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import { type ReportModel } from "../../../../src/export";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";
import { measureReportLayout } from "../../../../src/export/layout";
import { ReportTree, pageTreeOf } from "../../../../src/export/raster";
import { reportStructure, structureNodesInOrder } from "../../../../src/export/report";
import { EMPTY_CHANGES, type ChecklistVariant } from "../../../../src/variant";
import {
  FIELD_VARIANT,
  FIELD_VARIANT_CHANGE_LINES,
  checklistWithNotes,
  customisedChecklistWithTicked,
} from "../checklistFixtures";

const CHANGES_HEADING = englishText("report.changesHeading");

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const CHECKLIST_LINE =
  "Checklist: Checklist for HCI field studies, version 1.0, published by Ethics board, Dept. of CS";

function builtInText(id: string): string {
  const question = allQuestions(createInitialChecklist()).find((q) => q.id === id);
  if (!question) throw new Error(`No question ${id}`);
  return question.text;
}

function modelOf(variant: ChecklistVariant, ticked: readonly string[] = ["ic-1"]): ReportModel {
  return buildReportModel(customisedChecklistWithTicked(variant, ticked), GENERATED_AT, {
    timeZone: "UTC",
    variant,
  });
}

function renderReport(variant: ChecklistVariant = FIELD_VARIANT) {
  const model = modelOf(variant);
  return { model, ...render(<ReportTree model={model} />) };
}

describe("ReportTree on a customised checklist", () => {
  it("names the checklist in the header, under the date", () => {
    const { container } = renderReport();
    const header = container.querySelector("header");
    expect([...(header?.children ?? [])].map((child) => child.textContent)).toEqual([
      "Principles and Guidelines for Computing Research",
      expect.any(String),
      "Date: February 28, 2025",
      CHECKLIST_LINE,
    ]);
  });

  it("ends with the changes, a heading for the section and one for each kind of change, before the footer", () => {
    const { container } = renderReport();
    expect(screen.getAllByRole("heading", { level: 2 }).at(-1)).toHaveTextContent(CHANGES_HEADING);
    const changesHeading = screen.getByRole("heading", { level: 2, name: CHANGES_HEADING });
    const after = [...container.querySelectorAll("h2, h3, h4")].slice(
      [...container.querySelectorAll("h2, h3, h4")].indexOf(changesHeading) + 1,
    );
    expect(after.map((h) => [h.tagName, h.textContent])).toEqual([
      ["H3", "Added sub-principles"],
      ["H3", "Added questions"],
      ["H3", "Reworded questions"],
      ["H3", "Hidden questions"],
    ]);
    // Each group heading is followed by its list.
    for (const heading of after) expect(heading.nextElementSibling?.tagName).toBe("UL");
    expect(container.querySelector("footer")?.previousElementSibling?.tagName).toBe("UL");
  });

  it("lists each change as a list item saying where it sits, with the original wording or the reason", () => {
    renderReport();
    const lists = screen
      .getAllByRole("heading", { level: 3 })
      .slice(-4)
      .map((heading) => heading.nextElementSibling as HTMLElement);
    const items = (list: HTMLElement | undefined) =>
      list === undefined
        ? []
        : within(list)
            .getAllByRole("listitem")
            .filter((item) => item.parentElement === list)
            .map((item) => [...item.querySelectorAll("p, li")].map((line) => line.textContent));
    const [subs, added, reworded, hidden] = lists;
    expect(items(subs)).toEqual([
      [
        "Respect for Persons",
        "Field visits",
        "Is a local contact named?",
        "Is the visit announced?",
      ],
      ["Respect for Environment", "Field travel", "Is travel by train where possible?"],
    ]);
    expect(items(added)).toEqual([
      ["Respect for Persons › Informed Consent", "Is consent recorded on site?"],
      ["Respect for Society › Rights › Civil Rights", "Are local laws on recording checked?"],
    ]);
    expect(items(reworded)).toEqual([
      [
        "Respect for Persons › Informed Consent",
        "Can participants leave at any time?",
        `Original wording: ${builtInText("ic-2")}`,
      ],
    ]);
    expect(items(hidden)).toEqual([
      [
        "Respect for Persons › Labor",
        builtInText("labor-2"),
        "Reason: No research workers in field studies.",
      ],
      [
        "Respect for Society › Rights › Human Rights",
        builtInText("hr-1"),
        "Reason: No reason given.",
      ],
    ]);
  });

  it("leaves out a kind of change the checklist does not have", () => {
    renderReport({
      ...FIELD_VARIANT,
      changes: { ...FIELD_VARIANT.changes, addedSubPrinciples: [], rewordedQuestions: [] },
    });
    const changesHeading = screen.getByRole("heading", { level: 2, name: CHANGES_HEADING });
    expect(changesHeading).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("heading", { level: 3 })
        .slice(-2)
        .map((h) => h.textContent),
    ).toEqual(["Added questions", "Hidden questions"]);
    expect(screen.queryByText("Added sub-principles")).not.toBeInTheDocument();
  });

  it("marks the new rows for the page plan, never one row inside another, headings kept with what follows", () => {
    const { container } = renderReport();
    const rows = [...container.querySelectorAll("[data-report-row]")];
    for (const row of rows) expect(row.parentElement?.closest("[data-report-row]")).toBeNull();
    const kinds = rows.map((row) => row.getAttribute("data-report-row"));
    expect(kinds.slice(0, 5)).toEqual(["title", "subtitle", "date", "checklist", "summary"]);
    expect(kinds.slice(kinds.indexOf("changes-heading"))).toEqual([
      "changes-heading",
      "change-group",
      "change-sub-principle",
      "change-question",
      "change-question",
      "change-sub-principle",
      "change-question",
      "change-group",
      "change",
      "change",
      "change-group",
      "change",
      "change-group",
      "change",
      "change",
      "footer",
    ]);
    const kept = rows
      .filter((row) => row.hasAttribute("data-keep-with-next"))
      .map((row) => row.getAttribute("data-report-row"));
    expect(kept.filter((kind) => kind?.startsWith("change"))).toEqual([
      "changes-heading",
      "change-group",
      "change-sub-principle",
      "change-sub-principle",
      "change-group",
      "change-group",
      "change-group",
    ]);
  });

  it("puts the checklist line and every change's text in the PDF's text layer, a line each", () => {
    const { container, model } = renderReport();
    const tree = container.querySelector<HTMLElement>("[data-report-tree]");
    if (tree === null) throw new Error("no tree");
    const lines = measureReportLayout(tree).lines.map((line) => line.text);
    expect(lines.slice(0, 4)).toEqual([
      model.title,
      model.subtitle,
      "Date: February 28, 2025",
      CHECKLIST_LINE,
    ]);
    const changes = lines.slice(lines.indexOf(CHANGES_HEADING));
    expect(changes).toEqual([...FIELD_VARIANT_CHANGE_LINES, model.footer]);
  });

  it("copies a page of changes with the lists around its rows, so the page is drawn as laid out", () => {
    const { container } = renderReport();
    const tree = container.querySelector<HTMLElement>("[data-report-tree]");
    if (tree === null) throw new Error("no tree");
    const rows = [...tree.querySelectorAll("[data-report-row]")];
    const first = rows.findIndex(
      (row) => row.getAttribute("data-report-row") === "change-question",
    );
    const page = pageTreeOf(tree, [first, first + 1], document);
    // The two questions of "Field visits", still in its list item's list.
    const kept = [...page.querySelectorAll("[data-report-row]")];
    expect(kept.map((row) => row.textContent)).toEqual([
      "Is a local contact named?",
      "Is the visit announced?",
    ]);
    expect(kept[0]?.parentElement?.tagName).toBe("UL");
    expect(kept[0]?.parentElement?.parentElement?.tagName).toBe("LI");
  });

  it("names on the checklist line and every change's text the structure element the PDF tags it as", () => {
    const { model, container } = renderReport();
    const planned = structureNodesInOrder(reportStructure(model)).flatMap((node) =>
      node.id === undefined ? [] : [node.id],
    );
    const marked = [...container.querySelectorAll("[data-report-structure]")].map(
      (element) => element.getAttribute("data-report-structure") ?? "",
    );
    expect([...marked].sort()).toEqual([...planned].sort());
    for (const element of container.querySelectorAll("[data-report-text]"))
      expect(element).toHaveAttribute("data-report-structure");
    // In the order drawn, the changes' elements are the plan's, heading by heading.
    const changesOnly = (ids: readonly string[]) => ids.filter((id) => id.startsWith("changes"));
    expect(changesOnly(marked)).toEqual(changesOnly(planned));
    expect(screen.getByText(CHECKLIST_LINE)).toHaveAttribute("data-report-structure", "checklist");
  });

  it("shows a field's words as text, never as markup", () => {
    const markup = "<img src=x onerror=alert(1)> **not bold**";
    const { container } = renderReport({
      ...FIELD_VARIANT,
      title: "<b>Title</b>",
      changes: {
        ...FIELD_VARIANT.changes,
        addedQuestions: [{ id: "custom-q-4", parentId: "informed-consent", text: markup }],
        hiddenQuestions: [{ id: "labor-2", reason: "<script>alert(2)</script>" }],
      },
    });
    expect(container.querySelector("img, b, script")).toBeNull();
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(screen.getByText("<script>alert(2)</script>")).toBeInTheDocument();
    expect(screen.getByText(/^Checklist: <b>Title<\/b>/)).toBeInTheDocument();
  });
});

describe("ReportTree on the standard checklist", () => {
  // The rows and text elements of the standard report are listed one by one in ReportTree.test.tsx.
  it("is the same tree for a variant that changes nothing as for none", () => {
    const snapshot = () => checklistWithNotes(["ic-1", "cr-2"], { "hr-1": "Not here." });
    const markupWith = (variant: ChecklistVariant | null) =>
      renderToStaticMarkup(
        <ReportTree
          model={buildReportModel(snapshot(), GENERATED_AT, { timeZone: "UTC", variant })}
        />,
      );
    const standard = markupWith(null);
    expect(markupWith({ ...FIELD_VARIANT, changes: EMPTY_CHANGES })).toBe(standard);
    expect(standard).not.toContain("Checklist:");
    expect(standard).not.toContain(CHANGES_HEADING);
  });
});
