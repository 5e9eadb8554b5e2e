// @vitest-environment node
// A team's files brought together when some member set a question aside as "does not apply":
// "set aside by …, with reason …" against "ticked by …", or against open, is a disagreement to
// settle; the team may settle it as set aside, with a reason, and the file keeps what it chose.

import { describe, expect, it } from "vitest";
import { allQuestions } from "../../../src/data";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  mergeTeam,
  parseAssessmentText,
  teamResult,
  withAgreementsAccepted,
  type TeamFile,
  type TeamMerge,
} from "../../../src/record";
import { checklistWithTicked } from "../export/checklistFixtures";

function memberFile(
  member: string,
  ticked: readonly string[],
  aside: Readonly<Record<string, string>> = {},
): TeamFile {
  const checklist = checklistWithTicked(ticked);
  for (const q of allQuestions(checklist)) {
    const reason = aside[q.id];
    if (reason !== undefined) q.setAside = reason;
  }
  const text = encodeAssessmentRecord(
    buildAssessmentRecord(
      checklist,
      new Date("2027-03-10T10:00:00Z"),
      null,
      [],
      member === "" ? null : { member },
    ),
  );
  const result = parseAssessmentText(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { fileName: `${member}.json`, assessment: result.assessment };
}

function merged(files: readonly TeamFile[]): TeamMerge {
  const result = mergeTeam(files);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.merge;
}

describe("a team's set-aside questions", () => {
  const ana = memberFile("Ana", ["ic-1"], { "ic-2": "Data is public.", "pc-1": "No data." });
  const ben = memberFile("Ben", ["ic-2"], { "pc-1": "No data." });
  const cai = memberFile("Cai", [], { "pc-1": "No data.", "asd-1": "Adults only." });

  it("is a disagreement against a tick or against open, with each reason and its member", () => {
    const merge = merged([ana, ben, cai]);
    const ic2 = merge.questions.find((q) => q.id === "ic-2");
    expect(ic2).toMatchObject({
      tickedBy: [2],
      notTickedBy: [3],
      setAsideBy: [{ member: 1, reason: "Data is public." }],
      disagreement: true,
    });
    const asd1 = merge.questions.find((q) => q.id === "asd-1");
    expect(asd1).toMatchObject({ notTickedBy: [1, 2], disagreement: true });
    // All set aside with one reason: an agreement.
    const pc1 = merge.questions.find((q) => q.id === "pc-1");
    expect(pc1).toMatchObject({ tickedBy: [], notTickedBy: [], disagreement: false });
  });

  it("is a disagreement when all set it aside with different reasons", () => {
    const merge = merged([
      memberFile("Ana", [], { "pc-1": "No data." }),
      memberFile("Ben", [], { "pc-1": "Public data only." }),
    ]);
    expect(merge.questions.find((q) => q.id === "pc-1")?.disagreement).toBe(true);
  });

  it("settles a question as set aside with a reason, and the saved file keeps it", () => {
    const merge = merged([ana, ben, cai]);
    let choices = withAgreementsAccepted(merge, { ticked: new Map(), notesLeftOut: new Set() });
    expect(choices.setAside?.get("pc-1")).toBe("No data.");
    choices = {
      ...choices,
      ticked: new Map(choices.ticked).set("ic-2", false).set("asd-1", false).set("ic-1", true),
      setAside: new Map(choices.setAside).set("ic-2", "Data is public."),
    };
    const result = teamResult(merge, choices, "2027-03-14", (m) => m.name);
    expect([...result.setAside]).toEqual([
      ["ic-2", "Data is public."],
      ["pc-1", "No data."],
    ]);
    expect(result.ticked).toEqual(["ic-1"]);
    expect(result.team.review?.settled.find((q) => q.id === "ic-2")).toEqual({
      id: "ic-2",
      ticked: false,
      tickedBy: [2],
      setAside: "Data is public.",
      setAsideBy: [1],
    });
    // asd-1 left open: settled, not set aside.
    expect(result.team.review?.settled.find((q) => q.id === "asd-1")).toEqual({
      id: "asd-1",
      ticked: false,
      tickedBy: [],
      setAsideBy: [3],
    });

    const checklist = checklistWithTicked(result.ticked);
    for (const q of allQuestions(checklist)) {
      const reason = result.setAside.get(q.id);
      if (reason !== undefined) q.setAside = reason;
    }
    const text = encodeAssessmentRecord(
      buildAssessmentRecord(checklist, new Date(), null, [], result.team),
    );
    const reread = parseAssessmentText(text);
    if (!reread.ok) throw new Error(JSON.stringify(reread.problems));
    expect(reread.assessment.formatVersion).toBe(5);
    expect(reread.assessment.team?.review?.settled).toEqual(result.team.review?.settled);
    expect(reread.assessment.setAside?.get("ic-2")).toBe("Data is public.");
  });

  it("tells two files apart by their set-aside questions alone", () => {
    const one = memberFile("", [], { "pc-1": "No data." });
    const two = memberFile("", [], { "pc-1": "Other reason." });
    expect(mergeTeam([one, two]).ok).toBe(true);
  });
});
