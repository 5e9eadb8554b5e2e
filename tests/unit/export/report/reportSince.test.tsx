// "Changes since <phase>", the report's optional last part: in the model, the tagged structure, the
// raster tree (whose ids are the structure's), the Markdown and the Word
// file; and without it, every report is what it was.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import { ReportTree } from "../../../../src/export/raster";
import { reportStructure, structureNodesInOrder } from "../../../../src/export/report";
import { reportDocx } from "../../../../src/export/word";
import { compareAssessments, type Comparison } from "../../../../src/record";
import { outlineOf, readDocx } from "../../../tools/docxReader";
import { checklistWithNotes } from "../checklistFixtures";
import { buildReportModel } from "../reportWords";

const GENERATED_AT = new Date("2027-04-02T09:00:00Z");
const PHASE = checklistWithNotes(["ic-1", "ic-2"], {
  "ic-2": "Consent forms drafted.",
  "cr-1": "n/a",
});
const NOW = checklistWithNotes(["ic-2", "asd-1"], {
  "ic-2": "Consent forms signed by all <b>participants</b>.",
  "asd-1": "# Not a heading",
});
const COMPARISON: Comparison = compareAssessments(
  { checklist: PHASE, variant: null },
  { checklist: NOW, variant: null },
);
const SINCE = { name: "Planning", date: "2027-03-01", comparison: COMPARISON };

const modelWith = (since: typeof SINCE | null = SINCE, language?: "fr" | "ar") =>
  buildReportModel(NOW, GENERATED_AT, {
    timeZone: "UTC",
    ...(since ? { since } : {}),
    ...(language ? { language } : {}),
  });

describe("the report's Changes since part", () => {
  it("is absent, no key at all, unless asked for", () => {
    expect("since" in modelWith(null)).toBe(false);
    expect(modelWith(null)).toEqual(buildReportModel(NOW, GENERATED_AT, { timeZone: "UTC" }));
  });

  it("says what changed in words, per principle and kind, with counts", () => {
    const { since } = modelWith();
    expect(since?.heading).toBe("Changes since Planning (March 1, 2027)");
    expect(since?.total).toBe("5 changes.");
    expect(since?.counts.map((c) => c.text)).toEqual([
      "Newly ticked: 1",
      "No longer ticked: 1",
      "Notes added: 1",
      "Notes changed: 1",
      "Notes removed: 1",
    ]);
    expect(since?.principles.map((p) => p.name)).toEqual([
      "Respect for Persons",
      "Respect for Society",
    ]);
    const changed = since?.principles[0]?.groups.find((g) => g.kind === "noteChanged");
    expect(changed?.heading).toBe("Notes changed");
    expect(changed?.rows[0]?.details).toEqual([
      { label: "Before:", text: "Consent forms drafted." },
      { label: "Now:", text: "Consent forms signed by all <b>participants</b>." },
    ]);
  });

  it("says when nothing changed", () => {
    const same = compareAssessments(
      { checklist: NOW, variant: null },
      { checklist: NOW, variant: null },
    );
    const { since } = modelWith({ ...SINCE, comparison: same });
    expect(since?.total).toBe("Nothing changed.");
    expect(since?.counts).toEqual([]);
    expect(since?.principles).toEqual([]);
  });

  it("is in the report's language", () => {
    expect(modelWith(SINCE, "fr").since?.heading).toBe("Changements depuis Planning (1 mars 2027)");
    expect(modelWith(SINCE, "ar").since?.principles[0]?.groups[0]?.heading).toBe("أُشِّر عليها حديثًا");
  });

  it("is drawn last before the footer, as headings and lists whose ids are the tagged structure's", () => {
    const model = modelWith();
    const { container } = render(<ReportTree model={model} />);
    const heading = screen.getByRole("heading", { level: 2, name: model.since?.heading });
    expect(screen.getAllByRole("heading", { level: 2 }).at(-1)).toBe(heading);
    expect(screen.getByRole("heading", { level: 3, name: "Respect for Society" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "Newly ticked",
      "No longer ticked",
      "Notes added",
      "Notes changed",
      "Notes removed",
    ]);
    // The researcher's words are text, never markup.
    expect(container.querySelector("b")).toBeNull();
    expect(
      screen.getAllByText("Consent forms signed by all <b>participants</b>.").at(-1),
    ).toBeVisible();
    const planned = structureNodesInOrder(reportStructure(model)).flatMap((node) =>
      node.id === undefined ? [] : [node.id],
    );
    const marked = [...container.querySelectorAll("[data-report-structure]")].map(
      (element) => element.getAttribute("data-report-structure") ?? "",
    );
    const sinceOnly = (ids: readonly string[]) => ids.filter((id) => id.startsWith("since"));
    expect(sinceOnly(marked)).toEqual(sinceOnly(planned));
    expect([...marked].sort()).toEqual([...planned].sort());
    // Headings never skip a level in the structure: H2, H3 per principle, H4 per kind.
    const roles = structureNodesInOrder(reportStructure(model))
      .map((node) => node.role)
      .filter((role) => /^H\d$/.test(role))
      .map((role) => Number(role[1]));
    roles.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((roles[index - 1] ?? 0) + 1);
    });
  });

  it("is the Markdown file's last part, in words, its text escaped", () => {
    const markdown = reportMarkdown(modelWith());
    expect(markdown).not.toBe(reportMarkdown(modelWith(null)));
    const part = markdown.slice(markdown.indexOf("## Changes since Planning (March 1, 2027)"));
    expect(part).toContain("#### Notes changed\n\n- ");
    expect(part).toContain("> **Before:** Consent forms drafted.");
    expect(part).toContain("> **Now:** Consent forms signed by all \\<b\\>participants\\</b\\>.");
    expect(part).toContain("\\# Not a heading");
    expect(part).toMatch(/\n---\n\nGenerated on/);
  });

  it("is the Word file's last part, under Heading 2, 3 and 4", async () => {
    const docx = await readDocx(await reportDocx(modelWith(), GENERATED_AT));
    const outline = outlineOf(docx);
    const at = outline.indexOf("2 Changes since Planning (March 1, 2027)");
    expect(at).toBeGreaterThan(0);
    expect(outline.slice(at)).toEqual([
      "2 Changes since Planning (March 1, 2027)",
      "3 Respect for Persons",
      "4 Newly ticked",
      "4 No longer ticked",
      "4 Notes added",
      "4 Notes changed",
      "3 Respect for Society",
      "4 Notes removed",
    ]);
    expect(docx.paragraphs.some((p) => p.text.includes("Before: Consent forms drafted."))).toBe(
      true,
    );
  });
});
