// @vitest-environment node
// The attached record's description is in the report's language, any script: written as a PDF text
// string (UTF-16 where it is not ASCII), and read back as written. A report in French or Arabic
// once failed here, its description refused as not ASCII.

import { jsPDF } from "jspdf";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { attachFile } from "../../../../src/export/pdf/attachFile";

async function descriptionsOf(bytes: ArrayBuffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const files = ((await pdf.getAttachments()) ?? {}) as Record<string, { description?: string }>;
    return Object.values(files).map((file) => file.description ?? "");
  } finally {
    await task.destroy();
  }
}

describe("an attachment's description", () => {
  for (const description of [
    "Assessment record (JSON): open this PDF in the checklist to continue.",
    "Enregistrement de l’évaluation (JSON) : ouvrez ce PDF « ici ».",
    "سجل التقييم (JSON): افتحوا ملف PDF هذا في قائمة التحقق للمتابعة.",
    "(Parentheses) and \\ backslashes",
  ])
    it(`is written and read back as written: ${description.slice(0, 24)}…`, async () => {
      const pdf = new jsPDF();
      pdf.text("A report", 10, 10);
      attachFile(pdf, {
        name: "assessment.json",
        bytes: new TextEncoder().encode("{}"),
        mimeType: "application/json",
        description,
        modified: new Date("2026-11-26T12:00:00Z"),
      });
      expect(await descriptionsOf(pdf.output("arraybuffer"))).toEqual([description]);
    });
});
