// @vitest-environment node
// What changed, for questions set aside as "does not apply": newly set aside (with the reason), no
// longer set aside (with the reason it had), or set aside on both sides with the reason changed
// (the old and the new); a reason compared as a report shows it; in the report's "Changes since"
// part, in words.

import { describe, expect, it } from "vitest";
import { allQuestions, type Principle } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { reportMarkdown } from "../../../src/export/markdown/markdown";
import {
  checklistOfAssessment,
  compareAssessments,
  entryDetails,
  type Comparison,
  type ComparisonSide,
} from "../../../src/record";
import { buildReportModel } from "../export/reportWords";

const BUILT_IN = createInitialChecklist();
const textOf = (id: string) => allQuestions(BUILT_IN).find((q) => q.id === id)?.text ?? id;

function side(ticked: readonly string[], setAside: Record<string, string>): ComparisonSide {
  return {
    checklist: checklistOfAssessment(BUILT_IN, {
      variant: null,
      ticked,
      notes: new Map(),
      setAside: new Map(Object.entries(setAside)),
    }),
    variant: null,
  };
}

function entries(comparison: Comparison): string[] {
  return comparison.principles.flatMap((p) =>
    p.groups.flatMap((g) => g.entries.map((e) => `${e.kind} ${e.question.id}`)),
  );
}

const allEntries = (comparison: Comparison) =>
  comparison.principles.flatMap((p) => p.groups.flatMap((g) => g.entries));

describe("compareAssessments, for questions set aside", () => {
  const before = side(["asd-1"], {
    "ic-1": "No participants.",
    "ic-2": "Public records only.",
    "cr-1": "Same reason",
    "asd-2": "Was set aside, then ticked.",
  });
  const after = side(["asd-2"], {
    "ic-2": "Public records only, and no contact with anyone.",
    "asd-1": "Ticked, then set aside.",
    "cr-1": "  Same reason \n",
    "pc-1": "Set aside now.",
  });
  const comparison = compareAssessments(before, after);

  it("lists a question newly set aside, no longer set aside, or with its reason changed, and nothing else", () => {
    expect(entries(comparison)).toEqual([
      "ticked asd-2",
      "unticked asd-1",
      "setAside asd-1",
      "setAside pc-1",
      "noLongerSetAside ic-1",
      "noLongerSetAside asd-2",
      "setAsideReasonChanged ic-2",
    ]);
    expect(comparison.counts).toMatchObject({
      setAside: 2,
      noLongerSetAside: 2,
      setAsideReasonChanged: 1,
    });
    expect(comparison.total).toBe(7);
  });

  it("gives each its reason in words: the reason now, the reason it had, the old and the new", () => {
    const details = Object.fromEntries(
      allEntries(comparison).map((entry) => [
        `${entry.kind} ${entry.question.id}`,
        entryDetails(entry),
      ]),
    );
    expect(details["setAside pc-1"]).toEqual([
      { label: "report.setAsideReasonLabel", text: "Set aside now." },
    ]);
    expect(details["noLongerSetAside ic-1"]).toEqual([
      { label: "report.sinceWasSetAside", text: "No participants." },
    ]);
    expect(details["setAsideReasonChanged ic-2"]).toEqual([
      { label: "report.sinceBefore", text: "Public records only." },
      { label: "report.sinceNow", text: "Public records only, and no contact with anyone." },
    ]);
  });

  it("finds nothing between a state and itself, and a blank reason sets nothing aside", () => {
    expect(compareAssessments(before, before).total).toBe(0);
    expect(compareAssessments(side([], {}), side([], { "ic-1": " \n " })).total).toBe(0);
  });

  it("swapping the sides swaps newly set aside and no longer set aside", () => {
    const swapped = compareAssessments(after, before);
    expect(swapped.counts).toMatchObject({
      setAside: comparison.counts.noLongerSetAside,
      noLongerSetAside: comparison.counts.setAside,
      setAsideReasonChanged: 1,
    });
  });

  it("sets a file's questions aside with their reasons, the others not", () => {
    const checklist: Principle[] = side([], { "ic-1": "Why" }).checklist as Principle[];
    const questions = allQuestions(checklist);
    expect(questions.find((q) => q.id === "ic-1")?.setAside).toBe("Why");
    expect(questions.filter((q) => "setAside" in q)).toHaveLength(1);
  });

  it("writes them in the report's Changes since part, in words, with their reasons", () => {
    const model = buildReportModel(after.checklist, new Date("2027-04-02T09:00:00Z"), {
      timeZone: "UTC",
      since: { name: "Planning", date: "2027-03-01", comparison },
    });
    const markdown = reportMarkdown(model);
    expect(markdown).toContain("- Newly set aside (does not apply): 2");
    expect(markdown).toContain(
      [
        "#### Newly set aside (does not apply)",
        "",
        `- ${textOf("asd-1")}`,
        "  > **Reason:** Ticked, then set aside.",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        "#### No longer set aside",
        "",
        `- ${textOf("ic-1")}`,
        "  > **Reason it was set aside:** No participants.",
      ].join("\n"),
    );
    expect(markdown).toContain(
      [
        "#### Reasons for setting aside changed",
        "",
        `- ${textOf("ic-2")}`,
        "  > **Before:** Public records only.",
        "  > **Now:** Public records only, and no contact with anyone.",
      ].join("\n"),
    );
  });
});
