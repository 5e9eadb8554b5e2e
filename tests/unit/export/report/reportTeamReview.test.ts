// @vitest-environment node
// The report's "Team review": who took part and what was chosen, in the model, the tags' structure
// and the Markdown alike, in English and Arabic; a report without a review is what it was before.
// And the record a PDF attaches carries the team.

import { describe, expect, it } from "vitest";
import { buildReportModel } from "../reportWords";
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import { recordAttachment } from "../../../../src/export/recordAttachment";
import { reportStructure, structureIds } from "../../../../src/export/report";
import { parseAssessmentBytes, type TeamReview } from "../../../../src/record";
import { reportDocx } from "../../../../src/export/word";
import { outlineOf, readDocx } from "../../../tools/docxReader";
import { checklistWithTicked } from "../checklistFixtures";

const AT = new Date("2027-03-14T16:40:00.000Z");
const now = checklistWithTicked(["ic-1", "ic-2"]);
const REVIEW: TeamReview = {
  date: "2027-03-14",
  members: ["Ana", "", "Ben"],
  settled: [{ id: "ic-2", ticked: true, tickedBy: [1, 3] }],
};

function ids(node: { id?: string; children?: readonly unknown[] }): string[] {
  return [
    ...(node.id === undefined ? [] : [node.id]),
    ...((node.children ?? []) as { id?: string }[]).flatMap(ids),
  ];
}

describe("the report's team review", () => {
  it("lists who took part and what was chosen, with who had ticked it", () => {
    const model = buildReportModel(now, AT, { teamReview: REVIEW, timeZone: "UTC" });
    const review = model.teamReview;
    expect(review?.heading).toBe("Team review");
    expect(review?.dateLine).toBe("Brought together on March 14, 2027 from 3 members' files.");
    expect(review?.members).toEqual(["Ana", "Member 2", "Ben"]);
    expect(review?.choices).toEqual([
      {
        id: "ic-2",
        text: now[0]?.subprinciples[0]?.questions[1]?.text,
        chosen: "Chosen: Ticked",
        tickedBy: "Ticked by: Ana, Ben",
        notTickedBy: "Not ticked by: Member 2",
      },
    ]);
    const structure = ids(reportStructure(model));
    expect(structure).toContain(structureIds.teamHeading);
    expect(structure).toContain(structureIds.teamChoice("ic-2", "notTickedBy"));
    expect(structure.indexOf(structureIds.teamHeading)).toBeLessThan(
      structure.indexOf(structureIds.footer),
    );
    const markdown = reportMarkdown(model);
    expect(markdown).toContain("## Team review");
    expect(markdown).toContain("- Member 2");
    expect(markdown).toContain("**Chosen: Ticked**");
  });

  it("is in the Word file: Heading 2 and 3, a list of members, each choice with who ticked it", async () => {
    const model = buildReportModel(now, AT, { teamReview: REVIEW, timeZone: "UTC" });
    const docx = readDocx(await reportDocx(model, AT));
    expect(docx.problems).toEqual([]);
    const outline = outlineOf(docx);
    expect(outline.slice(-3)).toEqual([
      "2 Team review",
      "3 Who took part",
      "3 What the team chose",
    ]);
    const texts = docx.paragraphs.map((p) => p.text);
    expect(texts).toContain("Member 2");
    expect(
      texts.some((text) => text.includes("Chosen: Ticked") && text.includes("Ticked by: Ana, Ben")),
    ).toBe(true);
  });

  it("says so when the members disagreed on nothing, in Arabic too", () => {
    const model = buildReportModel(now, AT, {
      teamReview: { ...REVIEW, settled: [] },
      language: "ar",
    });
    expect(model.teamReview?.noChoices).toBe("اتفق الأعضاء على كل سؤال.");
    expect(model.teamReview?.members[1]).toBe("العضو 2");
    expect(ids(reportStructure(model))).toContain(structureIds.teamNoChoices);
  });

  it("leaves a report without a review exactly as it was", () => {
    const model = buildReportModel(now, AT, { timeZone: "UTC" });
    expect(model).not.toHaveProperty("teamReview");
    expect(buildReportModel(now, AT, { timeZone: "UTC", teamReview: null })).toEqual(model);
  });

  it("carries the team in the record a PDF attaches", () => {
    const attachment = recordAttachment(
      {
        checklist: now,
        variant: null,
        phases: [],
        team: { member: "Ana", review: REVIEW },
        project: null,
      },
      AT,
    );
    const result = parseAssessmentBytes(attachment.bytes);
    expect(result.ok && result.assessment.team).toEqual({ member: "Ana", review: REVIEW });
  });
});
