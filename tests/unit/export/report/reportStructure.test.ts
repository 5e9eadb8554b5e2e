// @vitest-environment node
// The report's structure plan: the roles a tagged PDF states, in reading order, from the model.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../../src/data";
import { buildReportModel } from "../reportWords";
import {
  reportStructure,
  structureIds,
  structureNodesInOrder,
  type StructureNode,
} from "../../../../src/export/report/reportStructure";
import {
  FIELD_VARIANT,
  checklistWithFirstTicked,
  customisedChecklistWithTicked,
  checklistWithNotes,
  checklistWithTicked,
} from "../checklistFixtures";

const generatedAt = new Date("2026-11-25T10:00:00Z");

/** The roles as an indented outline, a line a node, for readable expectations. */
function outline(node: StructureNode, depth = 0): string[] {
  const line = `${"  ".repeat(depth)}${node.role}${node.id === undefined ? "" : ` ${node.id}`}`;
  return [line, ...node.children.flatMap((child) => outline(child, depth + 1))];
}

function headingLevels(root: StructureNode): number[] {
  return structureNodesInOrder(root)
    .filter((node) => /^H\d$/.test(node.role))
    .map((node) => Number(node.role.slice(1)));
}

describe("reportStructure", () => {
  it("puts the title, subtitle, date, Summary, questions and footer in reading order", () => {
    const checklist = checklistWithFirstTicked(1);
    const first = allQuestions(checklist)[0];
    if (first === undefined) throw new Error("no question");
    const model = buildReportModel(checklist, generatedAt);
    const principle = model.principles[0];
    const sub = principle?.subPrinciples[0];
    if (principle === undefined || sub === undefined) throw new Error("no ticked principle");
    const lines = outline(reportStructure(model));
    expect(lines.slice(0, 6)).toEqual([
      "Document",
      "  H1 title",
      "  P subtitle",
      "  P date",
      "  H2 summary",
      "  L",
    ]);
    // The three figures, then one line per principle, each a list item with a body.
    expect(lines).toContain("      LBody summary/figure/completed");
    expect(lines).toContain(`      LBody summary/principle/${principle.id}`);
    const at = lines.indexOf(`  H2 ticked/principle/${principle.id}`);
    expect(lines.slice(at, at + 6)).toEqual([
      `  H2 ticked/principle/${principle.id}`,
      `  H3 ticked/sub-principle/${sub.id}`,
      "  L",
      "    LI",
      `      Lbl ticked/question/${first.id}/label`,
      `      LBody ticked/question/${first.id}`,
    ]);
    expect(lines.at(-1)).toBe("  P footer");
  });

  it("keeps a question's note inside its item, and lists noted unticked questions after a heading", () => {
    const checklist = checklistWithFirstTicked(2);
    const [ticked, , unticked] = allQuestions(checklist);
    if (ticked === undefined || unticked === undefined) throw new Error("too few questions");
    const withNotes = checklistWithNotes([ticked.id], {
      [ticked.id]: "Reviewed by the board.",
      [unticked.id]: "Does not apply: no participants.",
    });
    const lines = outline(reportStructure(buildReportModel(withNotes, generatedAt)));
    const body = lines.indexOf(`      LBody ticked/question/${ticked.id}`);
    expect(lines[body + 1]).toBe(`        P ticked/question/${ticked.id}/note`);
    const heading = lines.indexOf("  H2 unticked");
    expect(heading).toBeGreaterThan(body);
    // Its principles nest under it, one level down, as the Markdown's and the Word file's do.
    const [principle] = buildReportModel(withNotes, generatedAt).notesOnUnticked;
    expect(lines.slice(heading + 1)).toContain(`  H3 unticked/principle/${principle?.id ?? ""}`);
    expect(
      lines
        .slice(heading + 1)
        .some((line) => line.includes(`Lbl unticked/question/${unticked.id}/label`)),
    ).toBe(true);
    expect(lines).toContain(`        P unticked/question/${unticked.id}/note`);
  });

  it("never skips a heading level and gives every node its own id, in every report", () => {
    for (const checklist of [
      checklistWithTicked([]),
      checklistWithFirstTicked(68),
      checklistWithFirstTicked(7),
    ]) {
      const root = reportStructure(buildReportModel(checklist, generatedAt));
      const levels = headingLevels(root);
      expect(levels[0]).toBe(1);
      levels.reduce((previous, level) => {
        expect(level).toBeLessThanOrEqual(previous + 1);
        return level;
      });
      const ids = structureNodesInOrder(root).flatMap((node) =>
        node.id === undefined ? [] : [node.id],
      );
      expect(new Set(ids).size).toBe(ids.length);
      // A list holds items, an item a label and a body (ISO 32000-1 Table 336).
      for (const node of structureNodesInOrder(root)) {
        if (node.role === "L") expect(node.children.every((c) => c.role === "LI")).toBe(true);
        if (node.role === "LI")
          expect(node.children.every((c) => c.role === "Lbl" || c.role === "LBody")).toBe(true);
      }
    }
  });

  it("says the report is empty with a paragraph when nothing is ticked", () => {
    const lines = outline(reportStructure(buildReportModel(checklistWithTicked([]), generatedAt)));
    expect(lines).toContain(`  P ${structureIds.empty}`);
    expect(lines.some((line) => line.includes("Lbl"))).toBe(false);
  });

  it("plans a customised checklist's line after the date, and its changes as headings and lists before the footer", () => {
    const model = buildReportModel(
      customisedChecklistWithTicked(FIELD_VARIANT, ["ic-1"]),
      generatedAt,
      { variant: FIELD_VARIANT },
    );
    const root = reportStructure(model);
    const lines = outline(root);
    expect(lines.slice(0, 5)).toEqual([
      "Document",
      "  H1 title",
      "  P subtitle",
      "  P date",
      `  P ${structureIds.checklist}`,
    ]);
    const changes = lines.slice(lines.indexOf("  H2 changes"));
    const sub = model.changes?.addedSubPrinciples[0];
    if (sub === undefined) throw new Error("no added sub-principle");
    expect(changes.slice(0, 10)).toEqual([
      "  H2 changes",
      "  H3 changes/addedSubPrinciples",
      "  L",
      "    LI",
      "      LBody",
      `        P changes/addedSubPrinciples/${sub.id}/place`,
      `        P changes/addedSubPrinciples/${sub.id}/text`,
      "        L",
      "          LI",
      `            LBody changes/addedSubPrinciples/${sub.id}/question/${sub.questions[0]?.id}`,
    ]);
    expect(changes.filter((line) => line.startsWith("  H3"))).toEqual([
      "  H3 changes/addedSubPrinciples",
      "  H3 changes/addedQuestions",
      "  H3 changes/rewordedQuestions",
      "  H3 changes/hiddenQuestions",
    ]);
    const reworded = changes.indexOf("  H3 changes/rewordedQuestions");
    expect(changes.slice(reworded, reworded + 7)).toEqual([
      "  H3 changes/rewordedQuestions",
      "  L",
      "    LI",
      "      LBody",
      "        P changes/rewordedQuestions/ic-2/place",
      "        P changes/rewordedQuestions/ic-2/text",
      "        P changes/rewordedQuestions/ic-2/detail",
    ]);
    // One list item per change, none with a label: nothing is spoken before a change.
    const items = changes.filter((line) => line.trim() === "LI").length;
    const c = model.changes;
    if (c === undefined) throw new Error("no changes");
    expect(items).toBe(
      c.addedSubPrinciples.length +
        c.addedSubPrinciples.reduce((n, s) => n + s.questions.length, 0) +
        c.addedQuestions.length +
        c.rewordedQuestions.length +
        c.hiddenQuestions.length,
    );
    expect(changes.some((line) => line.includes("Lbl"))).toBe(false);
    expect(changes.at(-1)).toBe(`  P ${structureIds.footer}`);
    const levels = headingLevels(root);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) =>
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1),
    );
  });

  it("plans no checklist line and no changes for the standard checklist", () => {
    const lines = outline(
      reportStructure(buildReportModel(checklistWithFirstTicked(1), generatedAt)),
    );
    expect(lines.some((line) => line.includes("checklist") || line.includes("changes"))).toBe(
      false,
    );
  });
});
