// @vitest-environment node
// Format 4: the member's and the project's names and the team review, in the file and back; the
// schema agrees with what Save writes; bad and hostile input is refused without a throw; and a file
// that says nothing of a team is written as before.

import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEAM_FILES_MAX, allQuestions, type TeamRecord } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  parseAssessmentRecord,
  parseAssessmentText,
  phaseOf,
} from "../../../src/record";
import { checklistWithNotes, checklistWithTicked } from "../export/checklistFixtures";

const IDS = allQuestions(createInitialChecklist()).map((q) => q.id);
const AT = new Date("2027-03-14T16:40:00.000Z");

const schema: unknown = JSON.parse(readFileSync("schema/assessment-record-v4.schema.json", "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(schema as object);
const valid = (value: unknown) => (validate(value) ? "valid" : ajv.errorsText(validate.errors));

const TEAM: TeamRecord = {
  member: "Ana Souza",
  project: "Field study",
  review: {
    date: "2027-03-14",
    members: ["Ana Souza", "", "Ben"],
    settled: [{ id: "ic-2", ticked: true, tickedBy: [1, 3] }],
  },
};

function saved(team: TeamRecord | null, ticked = ["ic-1", "ic-2"]): Record<string, unknown> {
  return JSON.parse(
    encodeAssessmentRecord(buildAssessmentRecord(checklistWithTicked(ticked), AT, null, [], team)),
  ) as Record<string, unknown>;
}

/** The message id a refused value gives (it must be refused, and never throw). */
function refusal(value: unknown): string {
  const result = parseAssessmentRecord(value);
  if (result.ok) throw new Error("expected the file to be refused");
  return result.problems[0]?.id ?? "";
}

describe("format 4: the member, the project and the team review", () => {
  it("opens the fixture, with its names, its phases and its review", () => {
    const text = readFileSync("tests/fixtures/assessment-v4.json", "utf8");
    expect(valid(JSON.parse(text))).toBe("valid");
    const result = parseAssessmentText(text);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { team, phases, ticked } = result.assessment;
    expect(team?.member).toBe("Ana Souza");
    expect(team?.project).toBe("Field study: مشروع الحي");
    expect(team?.review?.members).toEqual(["Ana Souza", "", "Ben"]);
    expect(team?.review?.settled).toEqual([
      { id: "ic-2", ticked: true, tickedBy: [1, 3] },
      { id: "pc-1", ticked: false, tickedBy: [2] },
    ]);
    expect(phases.length).toBeGreaterThan(0);
    expect(ticked).toContain("ic-2");
  });

  it("keeps opening every older fixture, which says nothing of a team", () => {
    for (const version of [1, 2, 3]) {
      const result = parseAssessmentText(
        readFileSync(`tests/fixtures/assessment-v${version}.json`, "utf8"),
      );
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.assessment.team).toBeNull();
    }
  });

  it("writes a file that says nothing of a team exactly as before (format 1, or 3 with phases)", () => {
    const checklist = checklistWithTicked(["ic-1"]);
    const phases = [phaseOf(checklist, "Planning", "2027-03-01")];
    for (const kept of [[], phases]) {
      const before = encodeAssessmentRecord(buildAssessmentRecord(checklist, AT, null, kept));
      expect(encodeAssessmentRecord(buildAssessmentRecord(checklist, AT, null, kept, null))).toBe(
        before,
      );
      expect(encodeAssessmentRecord(buildAssessmentRecord(checklist, AT, null, kept, {}))).toBe(
        before,
      );
    }
    expect(saved(null).formatVersion).toBe(1);
    expect(saved({ member: "Ana" }).formatVersion).toBe(4);
    expect(saved({ member: "Ana" })).not.toHaveProperty("phases");
  });

  it("gives back what it wrote: names, review, ticks and notes (round trip)", () => {
    // Control characters are what a name may not hold: the pattern must find them.
    const name = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
      // eslint-disable-next-line no-control-regex -- control characters are what it must find
      .map((text) => text.replace(/[\u0000-\u001F\u007F-\u009F]/gu, "x").trim())
      .filter((text) => text !== "");
    fc.assert(
      fc.property(
        fc.option(name, { nil: undefined }),
        fc.option(name, { nil: undefined }),
        fc.subarray(IDS, { maxLength: 10 }),
        fc.dictionary(fc.constantFrom(...IDS), fc.string({ minLength: 1, maxLength: 30 }), {
          maxKeys: 4,
        }),
        fc.array(fc.option(name, { nil: "" }), { minLength: 2, maxLength: TEAM_FILES_MAX }),
        (member, project, ticked, notes, members) => {
          const position = new Map(IDS.map((id, index) => [id, index]));
          const settled = [...ticked]
            .sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0))
            .map((id, index) => ({ id, ticked: index % 2 === 0, tickedBy: [1] }));
          const team: TeamRecord = {
            ...(member === undefined ? {} : { member }),
            ...(project === undefined ? {} : { project }),
            review: { date: "2027-03-14", members, settled },
          };
          const text = encodeAssessmentRecord(
            buildAssessmentRecord(checklistWithNotes(ticked, notes), AT, null, [], team),
          );
          expect(valid(JSON.parse(text))).toBe("valid");
          const result = parseAssessmentText(text);
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          expect(result.assessment.team).toEqual(team);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses names that are not one short line, and a review that is damaged or too large", () => {
    const file = saved(TEAM);
    const review = file.teamReview as Record<string, unknown>;
    const withReview = (change: Record<string, unknown>) => ({
      ...file,
      teamReview: { ...review, ...change },
    });
    expect(refusal({ ...file, member: "x".repeat(101) })).toBe("fileProblem.assessmentMemberName");
    expect(refusal({ ...file, member: "Ana\nSouza" })).toBe("fileProblem.assessmentMemberName");
    expect(refusal({ ...file, member: " Ana" })).toBe("fileProblem.assessmentMemberName");
    expect(refusal({ ...file, member: 7 })).toBe("fileProblem.assessmentMemberName");
    expect(refusal({ ...file, project: "" })).toBe("fileProblem.assessmentProjectName");
    expect(refusal({ ...file, project: "p".repeat(5_000_000) })).toBe(
      "fileProblem.assessmentProjectName",
    );
    expect(refusal(withReview({ date: "2027-02-30" }))).toBe("fileProblem.assessmentTeamReviewBad");
    expect(refusal(withReview({ members: ["Ana"] }))).toBe("fileProblem.assessmentTeamReviewBad");
    expect(refusal(withReview({ members: Array.from({ length: 21 }, () => "") }))).toBe(
      "fileProblem.assessmentTeamReviewTooLarge",
    );
    expect(
      refusal(withReview({ settled: Array.from({ length: 100_000 }, () => ({ id: "ic-1" })) })),
    ).toBe("fileProblem.assessmentTeamReviewTooLarge");
    expect(refusal(withReview({ settled: [{ id: "ic-1", ticked: true, tickedBy: [4] }] }))).toBe(
      "fileProblem.assessmentTeamReviewBad",
    );
    expect(refusal(withReview({ settled: [{ id: "ic-1", ticked: true, tickedBy: [1, 1] }] }))).toBe(
      "fileProblem.assessmentTeamReviewBad",
    );
    const twice = { id: "ic-1", ticked: true, tickedBy: [1] };
    expect(refusal(withReview({ settled: [twice, twice] }))).toBe(
      "fileProblem.assessmentTeamReviewBad",
    );
    // What the parser refuses, the schema refuses too.
    expect(valid({ ...file, member: "Ana\nSouza" })).not.toBe("valid");
    expect(valid(withReview({ members: ["Ana"] }))).not.toBe("valid");
    expect(
      valid(withReview({ settled: [{ id: "ic-1", ticked: true, tickedBy: [1, 1] }] })),
    ).not.toBe("valid");
  });

  it("leaves out a settled question the checklist does not have, as it leaves out ticks", () => {
    const file = saved(TEAM);
    const review = file.teamReview as Record<string, unknown>;
    const result = parseAssessmentRecord({
      ...file,
      teamReview: { ...review, settled: [{ id: "no-such-question", ticked: true, tickedBy: [1] }] },
    });
    expect(result.ok && result.assessment.team?.review?.settled).toEqual([]);
  });

  it("never throws, whatever the team's fields hold", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (member, project, review) => {
        const file = { ...saved(TEAM), member, project, teamReview: review };
        const result = parseAssessmentRecord(JSON.parse(JSON.stringify(file)));
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });
});
