// @vitest-environment node
// "Changes since <phase>" in the preview's React-PDF document, read back as text.
import { renderToBuffer } from "@react-pdf/renderer";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { reportDocumentElement } from "../../../../src/export/preview/index";
import { registerReportDocumentFont } from "../../../../src/export/preview/renderReportDocument";
import { compareAssessments } from "../../../../src/record";
import { checklistWithNotes } from "../checklistFixtures";
import { provideBuiltReportFont } from "../reportFontFixture";
import { buildReportModel } from "../reportWords";

beforeAll(async () => {
  await provideBuiltReportFont();
  await registerReportDocumentFont();
}, 60_000);

const PHASE = checklistWithNotes(["ic-1"], { "cr-1": "n/a" });
const NOW = checklistWithNotes(["ic-2"], {});
const model = () =>
  buildReportModel(NOW, new Date("2027-04-02T09:00:00Z"), {
    timeZone: "UTC",
    since: {
      name: "Planning",
      date: "2027-03-01",
      comparison: compareAssessments(
        { checklist: PHASE, variant: null },
        { checklist: NOW, variant: null },
      ),
    },
  });

describe("the preview's document", () => {
  it("is in the preview's document", async () => {
    const bytes = await renderToBuffer(reportDocumentElement(model()));
    const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
      .promise;
    let text = "";
    for (let n = 1; n <= document.numPages; n++) {
      const { items } = await (await document.getPage(n)).getTextContent();
      text += items.map((item) => ("str" in item ? item.str : "")).join(" ") + " ";
    }
    await document.destroy();
    const folded = text.replace(/\s+/g, " ");
    expect(folded).toContain("Changes since Planning (March 1, 2027)");
    expect(folded).toContain("Notes removed");
    expect(folded).toContain("Before: n/a");
  });
});
