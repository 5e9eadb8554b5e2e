// @vitest-environment node
// The team section of `npm run bench` (bench/team.mjs runs it with `vitest bench`): ten members'
// full files (68 questions each, every one answered, every fourth with a 500-character note, each
// member's ticks a little different) parsed and brought together (goal: at most 200 ms), beside
// its peer in the same run, the same ten files parsed alone. Pure code, in Node, through the
// project's own Vite configuration (the English messages are a virtual module).

import { bench, describe } from "vitest";
import { allQuestions } from "../../src/data";
import { createInitialChecklist } from "../../src/data/english";
import {
  buildAssessmentRecord,
  encodeAssessmentRecord,
  mergeTeam,
  parseAssessmentText,
  type TeamFile,
} from "../../src/record";

const MEMBERS = 10;
const STANDARD = createInitialChecklist();
const note = (n: number) => `Rationale for question ${n}: `.padEnd(500, "recorded for the review ");

const FILES = Array.from({ length: MEMBERS }, (_, member) => {
  const checklist = structuredClone(STANDARD);
  for (const [n, question] of allQuestions(checklist).entries()) {
    question.checked = (n + member) % 3 !== 0;
    if (n % 4 === 0) question.note = note(n);
  }
  const text = encodeAssessmentRecord(
    buildAssessmentRecord(checklist, new Date(Date.UTC(2027, 2, 1, member)), null, [], {
      member: `Member name ${member + 1}`,
      project: "Field study",
    }),
  );
  return { fileName: `member-${member + 1}.json`, text };
});

function parsed(): TeamFile[] {
  return FILES.map(({ fileName, text }) => {
    const result = parseAssessmentText(text, STANDARD);
    if (!result.ok) throw new Error(`${fileName} did not parse`);
    return { fileName, assessment: result.assessment };
  });
}

describe(`${MEMBERS} members' full files`, () => {
  bench("peer: the ten files parsed alone", () => {
    parsed();
  });
  bench("parsed and brought together (goal: at most 200 ms)", () => {
    const result = mergeTeam(parsed(), STANDARD);
    if (!result.ok || result.merge.members.length !== MEMBERS) throw new Error("not merged");
  });
});
