// Notes in the report model, and in the export's tree: a ticked question's note follows it, and the
// notes on questions not ticked have a section of their own, only when there are any.

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildReportModel } from "../reportWords";
import { englishText } from "../../../../src/i18n/english";
import { ReportTree } from "../../../../src/export/raster/ReportTree";
import { checklistWithNotes, checklistWithTicked } from "../checklistFixtures";

const UNTICKED_NOTES_HEADING = englishText("report.untickedNotesHeading");

const GENERATED_AT = new Date("2025-02-28T12:30:00Z");
const UTC = { timeZone: "UTC" } as const;
const MARKUP = "<img src=x onerror=alert(1)> </style><script>alert(2)</script>";

describe("the report model with notes", () => {
  it("carries a ticked question's note, trimmed, with its line breaks", () => {
    const model = buildReportModel(
      checklistWithNotes(["ic-1", "ic-2"], { "ic-1": "  first line\nsecond line \n" }),
      GENERATED_AT,
      UTC,
    );
    const [ic1, ic2] = model.principles[0]?.subPrinciples[0]?.questions ?? [];
    expect(ic1).toMatchObject({ id: "ic-1", note: "first line\nsecond line" });
    // No note, no key: a report without notes is the model it was before notes.
    expect(ic2).toEqual({ id: "ic-2", text: expect.any(String) as string });
    expect(model.notesOnUnticked).toEqual([]);
  });

  it("lists unticked questions with notes, grouped by principle, sub-principle and sub-item", () => {
    const model = buildReportModel(
      checklistWithNotes(["ic-1"], { "cr-1": "not applicable", "ic-2": " ", "asd-1": "n/a" }),
      GENERATED_AT,
      UTC,
    );
    expect(
      model.notesOnUnticked.map((p) => ({
        principle: p.name,
        subs: p.subPrinciples.map((s) => ({
          name: s.name,
          own: s.questions.map((q) => [q.id, q.note]),
          items: s.subItems.map((i) => [i.name, i.questions.map((q) => [q.id, q.note])]),
        })),
      })),
    ).toEqual([
      {
        principle: "Respect for Persons",
        subs: [{ name: "Autonomy and Self-Determination", own: [["asd-1", "n/a"]], items: [] }],
      },
      {
        principle: "Respect for Society",
        subs: [
          { name: "Rights", own: [], items: [["Civil Rights", [["cr-1", "not applicable"]]]] },
        ],
      },
    ]);
    // A note of white space alone is no note; the ticked part is unchanged by notes elsewhere.
    expect(JSON.stringify(model.notesOnUnticked)).not.toContain("ic-2");
    expect(model.principles.flatMap((p) => p.subPrinciples).flatMap((s) => s.questions)).toEqual([
      { id: "ic-1", text: expect.any(String) as string },
    ]);
  });
});

describe("the export's tree with notes", () => {
  it("sets each note apart under its question, as plain text, and ends with the unticked notes", () => {
    const model = buildReportModel(
      checklistWithNotes(["ic-1"], { "ic-1": `Line one\n${MARKUP}`, "cr-1": "does not apply" }),
      GENERATED_AT,
      UTC,
    );
    const { container } = render(<ReportTree model={model} />);
    const rows = [...container.querySelectorAll("[data-report-row]")].map((row) =>
      row.getAttribute("data-report-row"),
    );
    expect(rows).toContain("note");
    const note = container.querySelector('[data-report-row="note"]');
    // Markup in a note is text: no element was made from it, and the line break is kept.
    expect(container.querySelector("img, script, style")).toBeNull();
    expect(note?.textContent).toBe(`Note: Line one\n${MARKUP}`);
    expect(note).toHaveAttribute("data-report-breakable");
    expect(note).toHaveAttribute("data-report-text");
    // The question keeps at least the note's first line with it.
    expect(note?.previousElementSibling).toHaveAttribute("data-keep-with-next");
    const heading = screen.getByRole("heading", { name: UNTICKED_NOTES_HEADING });
    expect(heading.compareDocumentPosition(screen.getByText("does not apply"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("has no notes section and no note rows when no note is written", () => {
    const model = buildReportModel(checklistWithTicked(["ic-1", "cr-1"]), GENERATED_AT, UTC);
    const { container } = render(<ReportTree model={model} />);
    expect(container.querySelector('[data-report-row="note"]')).toBeNull();
    expect(screen.queryByRole("heading", { name: UNTICKED_NOTES_HEADING })).toBeNull();
    expect(container.querySelector("[data-keep-with-next]:not(h2, h3, h4)")).toBeNull();
  });
});
