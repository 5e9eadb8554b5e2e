// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PRODUCT_SUBTITLE, PRODUCT_TITLE, allQuestions } from "../../../../src/data";
import { createInitialChecklist } from "../../../../src/data/english";
import type { Principle } from "../../../../src/data";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";
import {
  allQuestionIds,
  checklistWithFirstTicked,
  checklistWithTicked,
} from "../checklistFixtures";

const EMPTY_REPORT_MESSAGE = englishText("report.noneTicked");

// Late on 28 February in UTC: already 1 March in Auckland, still 28 February in Los Angeles.
const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;

describe("buildReportModel: summary", () => {
  it("counts all 68 questions, those in sub-items included, when nothing is ticked", () => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, UTC);
    expect(model.summary).toMatchObject({ totalQuestions: 68, completed: 0, progressPercent: 0 });
  });

  it("counts a ticked question that lives only in a sub-item", () => {
    // cr-1 is under Respect for Society > Rights > Civil Rights; hr-2 under Human Rights.
    const model = buildReportModel(checklistWithTicked(["cr-1", "hr-2"]), GENERATED_AT, UTC);
    expect(model.summary).toMatchObject({ totalQuestions: 68, completed: 2, progressPercent: 3 });
    expect(model.summary.principles.map((p) => [p.name, p.completed, p.total])).toEqual([
      ["Respect for Persons", 0, 14],
      ["Respect for Communities", 0, 8],
      ["Respect for Society", 2, 22],
      ["Respect for Democracy", 0, 8],
      ["Respect for Environment", 0, 8],
      ["Respect for Knowledge", 0, 8],
    ]);
  });

  it.each([
    [1, 1],
    [34, 50],
    [67, 99],
    [68, 100],
  ])("rounds %i of 68 ticked to %i%%", (ticked, percent) => {
    const model = buildReportModel(checklistWithFirstTicked(ticked), GENERATED_AT, UTC);
    expect(model.summary.completed).toBe(ticked);
    expect(model.summary.progressPercent).toBe(percent);
  });

  it("rounds halves up on a smaller checklist (1 of 8 is 12.5%)", () => {
    const small: Principle[] = [
      {
        id: "p",
        name: "P",
        subprinciples: [1, 2, 3, 4].map((n) => ({
          id: `s${n}`,
          name: `S${n}`,
          questions: [
            { id: `s${n}-1`, text: "a", checked: n === 1 },
            { id: `s${n}-2`, text: "b", checked: false },
          ],
        })),
      },
    ];
    expect(buildReportModel(small, GENERATED_AT, UTC).summary).toEqual({
      totalQuestions: 8,
      completed: 1,
      progressPercent: 13,
      principles: [{ id: "p", name: "P", completed: 1, total: 8, progressPercent: 13 }],
    });
  });
});

describe("buildReportModel: content", () => {
  it("carries the product's title and subtitle and the PDF's document properties", () => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, UTC);
    expect(model.title).toBe(PRODUCT_TITLE);
    expect(model.subtitle).toBe(PRODUCT_SUBTITLE);
    expect(model.documentProperties.title).toBe(PRODUCT_TITLE);
    expect(model.documentProperties.language).toBe("en");
    expect(model.documentProperties.subject.length).toBeGreaterThan(0);
    expect(model.documentProperties.creator.length).toBeGreaterThan(0);
  });

  it("has no principles and an empty-report message when nothing is ticked", () => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, UTC);
    expect(model.principles).toEqual([]);
    expect(model.emptyMessage).toBe(EMPTY_REPORT_MESSAGE);
  });

  it("keeps only ticked questions, and only the groups that hold one", () => {
    const model = buildReportModel(
      checklistWithTicked(["ic-2", "labor-1", "cc-1"]),
      GENERATED_AT,
      UTC,
    );
    expect(model.emptyMessage).toBeNull();
    expect(
      model.principles.map((p) => ({
        id: p.id,
        subs: p.subPrinciples.map((s) => ({ id: s.id, questions: s.questions.map((q) => q.id) })),
      })),
    ).toEqual([
      {
        id: "respect-for-persons",
        subs: [
          { id: "informed-consent", questions: ["ic-2"] },
          { id: "labor", questions: ["labor-1"] },
        ],
      },
      { id: "respect-for-communities", subs: [{ id: "community-consent", questions: ["cc-1"] }] },
    ]);
  });

  it("keeps a sub-principle whose only ticked question is in a sub-item, with no questions of its own", () => {
    const model = buildReportModel(checklistWithTicked(["cr-2"]), GENERATED_AT, UTC);
    expect(model.principles).toHaveLength(1);
    const [society] = model.principles;
    expect(society?.name).toBe("Respect for Society");
    expect(society?.subPrinciples).toHaveLength(1);
    const rights = society?.subPrinciples[0];
    expect(rights?.name).toBe("Rights");
    expect(rights?.questions).toEqual([]);
    expect(
      rights?.subItems.map((item) => ({
        name: item.name,
        questions: item.questions.map((q) => q.id),
      })),
    ).toEqual([{ name: "Civil Rights", questions: ["cr-2"] }]);
  });

  it("lists a sub-principle's own ticked questions beside its ticked sub-items", () => {
    const model = buildReportModel(
      checklistWithTicked(["rts-1", "hr-1", "hr-2"]),
      GENERATED_AT,
      UTC,
    );
    const rights = model.principles[0]?.subPrinciples[0];
    expect(rights?.questions.map((q) => q.id)).toEqual(["rts-1"]);
    expect(rights?.subItems.map((item) => item.id)).toEqual(["human-rights"]);
    expect(rights?.subItems[0]?.questions.map((q) => q.id)).toEqual(["hr-1", "hr-2"]);
  });

  it("lists every question, with the data set's wording and order, when all are ticked", () => {
    const snapshot = checklistWithTicked(allQuestionIds());
    const model = buildReportModel(snapshot, GENERATED_AT, UTC);
    const listed = model.principles.flatMap((p) =>
      p.subPrinciples.flatMap((s) => [
        ...s.questions,
        ...s.subItems.flatMap((item) => item.questions),
      ]),
    );
    expect(listed).toEqual(allQuestions(snapshot).map(({ id, text }) => ({ id, text })));
    expect(model.principles).toHaveLength(6);
  });

  it("is a copy: ticking the checklist afterwards does not change a model already built", () => {
    const snapshot = checklistWithTicked(["ic-1"]);
    const model = buildReportModel(snapshot, GENERATED_AT, UTC);
    for (const question of allQuestions(snapshot)) question.checked = true;
    expect(model.summary.completed).toBe(1);
    expect(model.principles).toHaveLength(1);
  });

  it("does not change the snapshot it reads", () => {
    const snapshot = checklistWithTicked(["ic-1", "cr-1"]);
    const before = structuredClone(snapshot);
    buildReportModel(snapshot, GENERATED_AT, UTC);
    expect(snapshot).toEqual(before);
    expect(createInitialChecklist()).not.toEqual(snapshot);
  });
});

describe("buildReportModel: dates", () => {
  it.each([
    ["Pacific/Auckland", "March 1, 2025", "1:30 AM"],
    ["America/Los_Angeles", "February 28, 2025", "4:30 AM"],
    ["Asia/Kolkata", "February 28, 2025", "6:00 PM"],
    ["UTC", "February 28, 2025", "12:30 PM"],
  ])("dates the report in the time zone %s", (timeZone, date, time) => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, { timeZone });
    expect(model.dateLabel).toBe(date);
    expect(model.footer).toBe(`Generated on ${date} at ${time}`);
  });

  it("uses plain spaces, not the narrow no-break space ICU puts before AM/PM", () => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, UTC);
    expect(model.footer).not.toMatch(/[\u00a0\u202f]/);
  });

  it("formats in the locale asked for", () => {
    const model = buildReportModel(checklistWithTicked([]), GENERATED_AT, {
      locale: "en-GB",
      timeZone: "UTC",
    });
    expect(model.dateLabel).toBe("28 February 2025");
    expect(model.footer).toBe("Generated on 28 February 2025 at 12:30");
  });

  it("defaults to the runtime's own time zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const local = buildReportModel(checklistWithTicked([]), GENERATED_AT);
    const explicit = buildReportModel(checklistWithTicked([]), GENERATED_AT, { timeZone: zone });
    expect(local.footer).toBe(explicit.footer);
  });
});
