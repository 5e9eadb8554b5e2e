// @vitest-environment node
// The team's files brought together (src/record/team.ts): matched by question id, who ticked each
// question and who did not, every note with its author, disagreements first, the checklists'
// differences named, the bad input refused; and the order of files changes nothing.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEAM_FILES_MAX, allQuestions, type TeamRecord } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  mergeTeam,
  noteKey,
  parseAssessmentText,
  teamResult,
  unsettled,
  withAgreementsAccepted,
  type TeamFile,
  type TeamMerge,
} from "../../../src/record";
import { EMPTY_CHANGES, resolveChecklist, type ChecklistVariant } from "../../../src/variant";
import { checklistWithNotes } from "../export/checklistFixtures";

const STANDARD = createInitialChecklist();
const IDS = allQuestions(STANDARD).map((q) => q.id);

const FIELD: ChecklistVariant = {
  title: "HCI field studies",
  version: "1.0",
  publisher: "Ethics board",
  language: "en",
  changes: {
    ...EMPTY_CHANGES,
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is the venue safe?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Can participants leave at any time?" }],
    hiddenQuestions: [{ id: "asd-1", reason: "No minors in our studies." }],
    nextNumber: 2,
  },
};

/** A member's file as Save writes it, parsed as Open reads it. */
function memberFile(
  fileName: string,
  ticked: readonly string[],
  notes: Record<string, string> = {},
  team: TeamRecord | null = null,
  variant: ChecklistVariant | null = null,
  savedAt = new Date("2027-03-10T10:00:00Z"),
): TeamFile {
  let checklist = variant ? STANDARD : checklistWithNotes(ticked, notes);
  if (variant) {
    checklist = resolveChecklist(STANDARD, variant.changes);
    for (const q of allQuestions(checklist)) {
      q.checked = ticked.includes(q.id);
      const note = notes[q.id];
      if (note !== undefined) q.note = note;
    }
  }
  const text = encodeAssessmentRecord(buildAssessmentRecord(checklist, savedAt, variant, [], team));
  const result = parseAssessmentText(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { fileName, assessment: result.assessment };
}

function merged(files: readonly TeamFile[]): TeamMerge {
  const result = mergeTeam(files);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.merge;
}

const refusedWith = (files: readonly TeamFile[]) => {
  const result = mergeTeam(files);
  return result.ok ? null : result.problems[0];
};

describe("mergeTeam", () => {
  const ana = memberFile("ana.json", ["ic-1", "ic-2"], { "ic-2": "Form v3." }, { member: "Ana" });
  const ben = memberFile("ben.json", ["ic-1"], { "ic-2": "Not sure." }, { member: "Ben" });
  const third = memberFile("c.json", ["ic-1", "pc-1"]);

  it("says who ticked each question and who did not, with every note and its author", () => {
    const merge = merged([third, ben, ana]);
    expect(merge.members.map((m) => [m.number, m.name, m.fileName])).toEqual([
      [1, "Ana", "ana.json"],
      [2, "Ben", "ben.json"],
      [3, "", "c.json"],
    ]);
    const byId = new Map(merge.questions.map((q) => [q.id, q]));
    expect(byId.get("ic-1")).toMatchObject({ tickedBy: [1, 2, 3], disagreement: false });
    expect(byId.get("ic-2")).toMatchObject({
      tickedBy: [1],
      notTickedBy: [2, 3],
      disagreement: true,
      notes: [
        { member: 1, note: "Form v3." },
        { member: 2, note: "Not sure." },
      ],
    });
    expect(byId.get("pc-1")).toMatchObject({ tickedBy: [3], notTickedBy: [1, 2] });
    // Disagreements first, each group in the checklist's order.
    expect(merge.questions.map((q) => q.id)).toEqual(["ic-2", "pc-1", "ic-1"]);
    expect(merge.untouched).toBe(IDS.length - 3);
    expect(merge.differences).toEqual([]);
  });

  it("settles, accepts the agreements, and records who took part and what was chosen", () => {
    const merge = merged([ana, ben, third]);
    const none = { ticked: new Map<string, boolean>(), notesLeftOut: new Set<string>() };
    expect(unsettled(merge, none).length).toBe(3);
    const accepted = withAgreementsAccepted(merge, none);
    expect(unsettled(merge, accepted).map((q) => q.id)).toEqual(["ic-2", "pc-1"]);
    const choices = {
      ticked: new Map(accepted.ticked).set("ic-2", true).set("pc-1", false),
      notesLeftOut: new Set([noteKey("ic-2", 2)]),
    };
    expect(unsettled(merge, choices)).toEqual([]);
    const result = teamResult(merge, choices, "2027-03-14", (m) => m.name || `Member ${m.number}`);
    expect([...result.ticked].sort()).toEqual(["ic-1", "ic-2"]);
    expect(result.notes.get("ic-2")).toBe("Ana: Form v3.");
    expect(result.team.review).toEqual({
      date: "2027-03-14",
      members: ["Ana", "Ben", ""],
      settled: [
        { id: "ic-2", ticked: true, tickedBy: [1] },
        { id: "pc-1", ticked: false, tickedBy: [3] },
      ],
    });
  });

  it("names the differences between a customised checklist and the standard one", () => {
    const field = memberFile("field.json", ["custom-q-1", "ic-2"], {}, { member: "Chloé" }, FIELD);
    const merge = merged([ana, ben, field]);
    // Two of three on the standard checklist: the result is on it.
    expect(merge.variant).toBeNull();
    expect(merge.onVariant).toBe(2);
    const kinds = merge.differences.map((d) => `${d.kind} ${d.id}`);
    expect(kinds).toContain("reworded ic-2");
    expect(kinds).toContain("missing asd-1");
    expect(kinds).toContain("left-out custom-q-1");
    const hidden = merge.differences.find((d) => d.kind === "missing" && d.id === "asd-1");
    expect(hidden).toMatchObject({
      members: [3],
      hidden: [{ member: 3, reason: "No minors in our studies." }],
    });
    const leftOut = merge.differences.find((d) => d.kind === "left-out");
    expect(leftOut).toMatchObject({ members: [3], tickedBy: [3] });
    // Matched by id: the reworded question's tick counts with the others'.
    expect(merge.questions.find((q) => q.id === "ic-2")?.tickedBy).toEqual([1, 3]);
  });

  it("refuses the same file twice, two projects, one member twice, too few and too many files", () => {
    expect(refusedWith([ana, ben, { ...ana, fileName: "ana copy.json" }])?.id).toBe(
      "team.problem.sameFile",
    );
    const later = memberFile("ana2.json", ["pc-1"], {}, { member: "Ana" });
    expect(refusedWith([ana, later])).toMatchObject({
      id: "team.problem.sameMember",
      values: { name: { text: "Ana" } },
    });
    const p1 = memberFile("p1.json", [], {}, { project: "Alpha" });
    const p2 = memberFile("p2.json", ["ic-1"], {}, { project: "Beta" });
    expect(refusedWith([p1, p2, third])?.id).toBe("team.problem.twoProjects");
    // A file that names no project merges with those that name one.
    expect(mergeTeam([p1, third]).ok).toBe(true);
    expect(refusedWith([ana])?.id).toBe("team.problem.tooFew");
    const many = Array.from({ length: 50 }, (_, index) =>
      memberFile(`m${index}.json`, [], {}, null, null, new Date(Date.UTC(2027, 0, 1, 0, index))),
    );
    expect(refusedWith(many)).toMatchObject({
      id: "team.problem.tooMany",
      values: { count: 50, max: TEAM_FILES_MAX },
    });
  });
});

describe("mergeTeam's invariants", () => {
  const arbitraryMember = fc.record({
    ticked: fc.subarray(IDS.slice(0, 12)),
    noted: fc.subarray(IDS.slice(0, 6), { maxLength: 2 }),
  });

  it("gives the same content whatever the order of the files", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryMember, { minLength: 2, maxLength: 5 }),
        fc.nat(),
        (members, seed) => {
          const files = members.map(({ ticked, noted }, index) =>
            memberFile(
              `member-${index}.json`,
              ticked,
              Object.fromEntries(noted.map((id) => [id, `note ${index}`])),
              index % 2 === 0 ? { member: `Name ${index}` } : null,
              null,
              new Date(Date.UTC(2027, 0, 1, 0, index)),
            ),
          );
          const shuffled = [...files].sort(
            (a, b) =>
              ((a.fileName.length * seed) % 7) - ((b.fileName.length * seed) % 7) ||
              (seed % 2 ? -1 : 1),
          );
          expect(merged(shuffled)).toEqual(merged(files));
          expect(merged([...files].reverse())).toEqual(merged(files));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("finds no disagreement among members who all answered alike", () => {
    fc.assert(
      fc.property(arbitraryMember, fc.integer({ min: 2, max: 10 }), ({ ticked }, n) => {
        const files = Array.from({ length: n }, (_, index) =>
          memberFile(`m${index}.json`, ticked, {}, { member: `M${index}` }),
        );
        const merge = merged(files);
        expect(merge.questions.some((q) => q.disagreement)).toBe(false);
        expect(merge.questions.map((q) => q.id).sort()).toEqual([...ticked].sort());
        for (const q of merge.questions) expect(q.tickedBy.length).toBe(n);
      }),
      { numRuns: 40 },
    );
  });

  it("counts every member once for each question: ticked, not ticked, or not on their checklist", () => {
    fc.assert(
      fc.property(fc.array(arbitraryMember, { minLength: 2, maxLength: 6 }), (members) => {
        const files = members.map(({ ticked }, index) =>
          memberFile(
            `m${index}.json`,
            ticked,
            {},
            null,
            null,
            new Date(Date.UTC(2027, 0, 1, index)),
          ),
        );
        const merge = merged(files);
        for (const q of merge.questions)
          expect(q.tickedBy.length + q.notTickedBy.length + q.missingFrom.length).toBe(
            files.length,
          );
        const disagreements = merge.questions.filter((q) => q.disagreement).length;
        expect(merge.questions.slice(0, disagreements).every((q) => q.disagreement)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
