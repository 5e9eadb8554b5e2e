// @vitest-environment node
// The report of a phase: the same model, with one line under the date naming the phase and its
// date, in the model, the tags' structure and the Markdown alike; the report of the work as it
// stands is exactly what it was before phases. And the record a PDF attaches carries every phase,
// whichever report the PDF is.

import { describe, expect, it } from "vitest";
import { buildReportModel } from "../reportWords";
import { reportMarkdown } from "../../../../src/export/markdown/markdown";
import { recordAttachment } from "../../../../src/export/recordAttachment";
import { reportStructure, structureIds } from "../../../../src/export/report";
import { checklistAtPhase, phaseOf } from "../../../../src/record";
import { checklistWithTicked } from "../checklistFixtures";

const AT = new Date("2027-03-14T16:40:00.000Z");
const now = checklistWithTicked(["ic-1", "ic-2"]);
const planning = phaseOf(checklistWithTicked(["ic-1"]), "Planning", "2027-03-01");

function ids(node: { id?: string; children?: readonly unknown[] }): string[] {
  return [
    ...(node.id === undefined ? [] : [node.id]),
    ...((node.children ?? []) as { id?: string }[]).flatMap(ids),
  ];
}

describe("the report of a phase", () => {
  const model = buildReportModel(checklistAtPhase(now, planning), AT, {
    phase: planning,
    timeZone: "UTC",
  });

  it("names the phase and its date under the date, and counts the phase's ticks", () => {
    expect(model.phaseLine).toBe("Phase: Planning, March 1, 2027");
    expect(model.summary.completed).toBe(1);
    expect(ids(reportStructure(model))).toContain(structureIds.phase);
    const markdown = reportMarkdown(model);
    expect(markdown).toContain("Phase: Planning, March 1, 2027");
    expect(markdown.indexOf("Phase: Planning")).toBeGreaterThan(markdown.indexOf(model.dateLine));
  });

  it("says the phase's own date in every time zone", () => {
    for (const timeZone of ["Pacific/Auckland", "America/Los_Angeles"])
      expect(buildReportModel(now, AT, { phase: planning, timeZone }).phaseLine).toBe(
        "Phase: Planning, March 1, 2027",
      );
  });

  it("is the report as before when it is of the work as it stands", () => {
    const plain = buildReportModel(now, AT, { timeZone: "UTC" });
    expect(plain).not.toHaveProperty("phaseLine");
    expect(buildReportModel(now, AT, { timeZone: "UTC", phase: null })).toEqual(plain);
    expect(ids(reportStructure(plain))).not.toContain(structureIds.phase);
  });
});

describe("the record a PDF attaches", () => {
  const record = (bytes: Uint8Array) =>
    JSON.parse(new TextDecoder().decode(bytes)) as {
      formatVersion: number;
      questions: { id: string }[];
      phases?: { name: string }[];
    };

  it("is the whole assessment, every phase included, in the report of one phase too", () => {
    const ofPhase = record(
      recordAttachment(
        { checklist: now, variant: null, phases: [planning], team: null, project: null },
        AT,
      ).bytes,
    );
    expect(ofPhase.formatVersion).toBe(3);
    expect(ofPhase.questions.map((q) => q.id)).toEqual(["ic-1", "ic-2"]);
    expect(ofPhase.phases?.map((p) => p.name)).toEqual(["Planning"]);
  });

  it("is written as before, format 1, without phases", () => {
    const plain = record(
      recordAttachment({ checklist: now, variant: null, phases: [], team: null, project: null }, AT)
        .bytes,
    );
    expect(plain.formatVersion).toBe(1);
    expect(plain).not.toHaveProperty("phases");
  });
});
