// @vitest-environment node
// The attachment as a PDF reader finds it: a real jsPDF document, read back with PDF.js.

import { jsPDF } from "jspdf";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { attachFile } from "../../../../src/export/pdf/attachFile";
import { recordAttachment } from "../../../../src/export/recordAttachment";
import { englishText } from "../../../../src/i18n/english";
import { parseAssessmentBytes } from "../../../../src/record";
import { createInitialChecklist } from "../../../../src/data/english";
import {
  FIELD_VARIANT,
  checklistWithNotes,
  customisedChecklistWithTicked,
} from "../checklistFixtures";

interface Attachment {
  filename: string;
  content: Uint8Array;
  description: string;
}

async function attachmentsOf(pdf: jsPDF): Promise<Record<string, Attachment>> {
  const bytes = new Uint8Array(pdf.output("arraybuffer"));
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  try {
    return ((await document.getAttachments()) ?? {}) as Record<string, Attachment>;
  } finally {
    await document.destroy();
  }
}

describe("attachFile", () => {
  it("embeds the bytes as a named file every reader lists, deflated, beside images or not", async () => {
    const bytes = new TextEncoder().encode(`{"a": "${"x".repeat(5000)}"}`);
    // A 1 x 1 white PNG: writing an image once emptied jsPDF's shared list of filters.
    const png =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";
    for (const [compress, image] of [
      [true, true],
      [true, false],
      [false, false],
    ] as const) {
      const pdf = new jsPDF({ compress });
      pdf.text("Report", 10, 10);
      if (image) pdf.addImage(png, "PNG", 10, 20, 10, 10);
      attachFile(pdf, {
        name: "crp-assessment-2026-11-23.json",
        bytes,
        mimeType: "application/json",
        description: "The record (with parentheses) \\ and a backslash",
        modified: new Date("2026-11-23T10:15:00Z"),
      });
      const attachments = await attachmentsOf(pdf);
      expect(Object.values(attachments)).toHaveLength(1);
      const [file] = Object.values(attachments);
      expect(file?.filename).toBe("crp-assessment-2026-11-23.json");
      expect(file?.description).toBe("The record (with parentheses) \\ and a backslash");
      expect(file?.content).toEqual(bytes);
      const raw = new TextDecoder("latin1").decode(pdf.output("arraybuffer"));
      expect(raw).toContain("/Type /EmbeddedFile");
      expect(raw).toContain("/Subtype /application#2fjson");
      expect(raw.includes("x".repeat(5000))).toBe(false);
    }
  });

  it("refuses a name a PDF literal string cannot carry as it is", () => {
    const pdf = new jsPDF();
    const file = {
      bytes: new Uint8Array([1]),
      mimeType: "application/json",
      description: "",
      modified: new Date(),
    };
    expect(() => attachFile(pdf, { ...file, name: "évaluation.json" })).toThrow(/printable ASCII/);
  });
});

describe("the export's record attachment", () => {
  it("is the saved-assessment file: it opens to the report's ticks and notes", async () => {
    const notes = new Map([["ic-1", "Checked with the board. — Ελληνικά 🙂"]]);
    const snapshot = checklistWithNotes(["ic-1", "cr-2"], notes);
    const pdf = new jsPDF();
    const description = englishText("report.recordAttachmentDescription");
    attachFile(
      pdf,
      recordAttachment(
        { checklist: snapshot, variant: null, phases: [], team: null, project: null },
        new Date("2026-11-23T10:15:00Z"),
        description,
      ),
    );
    const [file] = Object.values(await attachmentsOf(pdf));
    expect(file?.filename).toMatch(/^computing-research-assessment-2026-11-2\d\.json$/);
    expect(file?.description).toBe(description);
    const result = parseAssessmentBytes(
      file?.content ?? new Uint8Array(),
      createInitialChecklist(),
    );
    expect(result.ok && result.assessment.ticked).toEqual(["ic-1", "cr-2"]);
    expect(result.ok && Object.fromEntries(result.assessment.notes)).toEqual(
      Object.fromEntries(notes),
    );
  });

  it("carries the customised checklist the report was made on, and opens on it", async () => {
    const snapshot = customisedChecklistWithTicked(FIELD_VARIANT, ["custom-q-4", "ic-2"]);
    const pdf = new jsPDF();
    attachFile(
      pdf,
      recordAttachment(
        { checklist: snapshot, variant: FIELD_VARIANT, phases: [], team: null, project: null },
        new Date("2026-11-23T10:15:00Z"),
      ),
    );
    const [file] = Object.values(await attachmentsOf(pdf));
    const result = parseAssessmentBytes(
      file?.content ?? new Uint8Array(),
      createInitialChecklist(),
    );
    expect(result.ok && result.assessment.variant).toEqual(FIELD_VARIANT);
    expect(result.ok && result.assessment.ticked).toEqual(["ic-2", "custom-q-4"]);
  });
});
