// @vitest-environment node
// Open's reading of a file: JSON, a PDF exported by this app (a real jsPDF file with the record
// attached, read back with PDF.js), a PDF from elsewhere, and files of every other kind.

import { jsPDF } from "jspdf";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it, vi } from "vitest";
import { readAssessmentFile } from "../../../src/files";
import { allQuestions } from "../../../src/data";
import { createInitialChecklist } from "../../../src/data/english";
import { attachFile, type PdfAttachment } from "../../../src/export/pdf/attachFile";
import { recordAttachment } from "../../../src/export/recordAttachment";
import { buildAssessmentRecord, encodeAssessmentRecord } from "../../../src/record";
import { resolveChecklist } from "../../../src/variant";
import { checklistWithNotes } from "../export/checklistFixtures";
import { problemInEnglish } from "../variant/problemsInEnglish";
import { SAMPLE_VARIANT } from "../variant/variantFixtures";

// The app's module loads the browser build of PDF.js; Node reads with its legacy build, the same API.
vi.mock("../../../src/files/pdf/readPdfAttachments", () => ({
  async readPdfAttachments(bytes: Uint8Array) {
    const task = getDocument({ data: bytes, isEvalSupported: false });
    try {
      const pdf = await task.promise;
      const files = ((await pdf.getAttachments()) ?? {}) as Record<
        string,
        { filename: string; content: Uint8Array }
      >;
      return Object.values(files).map((f) => ({ name: f.filename, bytes: f.content }));
    } finally {
      await task.destroy();
    }
  },
}));

const CHECKLIST = createInitialChecklist();
const SAVED_AT = new Date("2026-11-23T10:15:00Z");
const NOTES = new Map([["ic-2", "Mentions %PDF-1.7 in a note, and <b>markup</b>."]]);

function savedJson(): Blob {
  const record = buildAssessmentRecord(checklistWithNotes(["ic-1", "ic-2"], NOTES), SAVED_AT);
  return new Blob([encodeAssessmentRecord(record)], { type: "application/json" });
}

function pdf(attach: boolean, ...more: PdfAttachment[]): Blob {
  const document = new jsPDF();
  document.text("A report", 10, 10);
  for (const file of more) attachFile(document, file);
  if (attach)
    attachFile(
      document,
      recordAttachment(
        {
          checklist: checklistWithNotes(["ic-1", "ic-2"], NOTES),
          variant: null,
          phases: [],
          team: null,
          project: null,
        },
        SAVED_AT,
      ),
    );
  return new Blob([document.output("arraybuffer")], { type: "application/pdf" });
}

/** A JSON file attached to a PDF, holding `text`. */
function jsonAttachment(name: string, text: string): PdfAttachment {
  return {
    name,
    bytes: new TextEncoder().encode(text),
    mimeType: "application/json",
    description: "",
    modified: SAVED_AT,
  };
}

async function problemOf(file: Blob): Promise<string> {
  const result = await readAssessmentFile(file, CHECKLIST);
  if (result.ok) throw new Error("expected the file to be refused");
  return problemInEnglish(result.problems);
}

describe("readAssessmentFile", () => {
  it("opens a saved .json, even one whose note mentions %PDF-", async () => {
    const result = await readAssessmentFile(savedJson(), CHECKLIST);
    expect(result.ok && result.assessment.ticked).toEqual(["ic-1", "ic-2"]);
    expect(result.ok && Object.fromEntries(result.assessment.notes)).toEqual(
      Object.fromEntries(NOTES),
    );
  });

  it("opens a PDF exported on a customised checklist on that checklist, offline", async () => {
    const inUse = resolveChecklist(CHECKLIST, SAMPLE_VARIANT.changes);
    for (const question of allQuestions(inUse)) question.checked = question.id === "custom-q-3";
    const document = new jsPDF();
    attachFile(
      document,
      recordAttachment(
        { checklist: inUse, variant: SAMPLE_VARIANT, phases: [], team: null, project: null },
        SAVED_AT,
      ),
    );
    const result = await readAssessmentFile(
      new Blob([document.output("arraybuffer")], { type: "application/pdf" }),
      CHECKLIST,
    );
    expect(result.ok && result.assessment.variant).toEqual(SAMPLE_VARIANT);
    expect(result.ok && result.assessment.ticked).toEqual(["custom-q-3"]);
  });

  it("opens a PDF this app exported, from the record it carries", async () => {
    const result = await readAssessmentFile(pdf(true), CHECKLIST);
    expect(result.ok && result.assessment.ticked).toEqual(["ic-1", "ic-2"]);
    expect(result.ok && Object.fromEntries(result.assessment.notes)).toEqual(
      Object.fromEntries(NOTES),
    );
  });

  it("says a PDF from elsewhere was not exported by this checklist", async () => {
    expect(await problemOf(pdf(false))).toBe(
      "This PDF was not exported by this checklist: it carries no saved assessment.",
    );
  });

  it("opens a PDF's record among other JSON attachments that are not assessments", async () => {
    const result = await readAssessmentFile(
      pdf(true, jsonAttachment("package.json", '{"name": "x"}')),
      CHECKLIST,
    );
    expect(result.ok && result.assessment.ticked).toEqual(["ic-1", "ic-2"]);
  });

  it("says why a PDF's record cannot be opened, rather than that the PDF is not ours", async () => {
    const record = buildAssessmentRecord(checklistWithNotes(["ic-1"], new Map()), SAVED_AT);
    const newer = encodeAssessmentRecord({ ...record, formatVersion: 6 });
    const result = await readAssessmentFile(
      pdf(false, jsonAttachment("other.json", "[]"), jsonAttachment("saved.json", newer)),
      CHECKLIST,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.kind).toBe("newer-format");
    expect(problemInEnglish(result.problems)).toMatch(/saved by a newer version of this checklist/);
  });

  it("says a damaged PDF could not be read", async () => {
    expect(await problemOf(new Blob(["%PDF-1.7\n1 0 obj << /Type /Catalog"]))).toBe(
      "This PDF could not be read: it may be damaged or cut short.",
    );
  });

  it("refuses a file that is neither JSON nor PDF", async () => {
    expect(
      await problemOf(
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff])]),
      ),
    ).toBe("This file is neither a saved assessment (.json) nor a PDF exported by this checklist.");
    expect(await problemOf(new Blob(["Minutes of the ethics board"]))).toBe(
      "This file is neither a saved assessment (.json) nor a PDF exported by this checklist.",
    );
  });

  it("refuses a file over 10 MB before reading it", async () => {
    const huge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
    const read = vi.spyOn(huge, "arrayBuffer");
    expect(await problemOf(huge)).toBe(
      "This file is 10.1 MB; a saved assessment is never larger than 10 MB, so it was not read.",
    );
    expect(read).not.toHaveBeenCalled();
  });
});
