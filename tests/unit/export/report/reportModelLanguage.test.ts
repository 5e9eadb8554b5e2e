// @vitest-environment node
// The report in the language on screen: every word of the model from that language's messages (the
// French and Arabic catalogs' own, locales/fr.po and ar.po), its dates and figures as the language
// writes them, the checklist's words as the snapshot carries them, a customised checklist's places and built-in wording in that language too, and the field's
// own words marked with the language it wrote them in, down to the tagged PDF's /Lang.

import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { allQuestions, createChecklist, type Principle } from "../../../../src/data";
import { translatorFor, type LanguageCode } from "../../../../src/i18n";
import type { PdfPagePlan, PdfTextPlacement } from "../../../../src/export/layout";
import { assemblePdf, openPdfDocument, pdfFileWriter, tagPdf } from "../../../../src/export/pdf";
import type { EncodedPage } from "../../../../src/export/pdf";
import {
  questionChangeGroups,
  reportStructure,
  structureNodesInOrder,
  type ReportModel,
  type StructureNode,
} from "../../../../src/export/report";
import { resolveChecklist, type ChecklistVariant } from "../../../../src/variant";
import { reportInLanguage } from "../reportInLanguage";
import { buildReportModel } from "../reportWords";

// The languages' real messages, loaded as the export loads them, and their catalogs' words.
const french = await reportInLanguage("fr");
const arabic = await reportInLanguage("ar");

const GENERATED_AT = new Date("2026-01-15T10:30:00Z");
const MESSAGE_ID = /^[a-z]+(\.[A-Za-z0-9-]+)+$/;

/** The built-in checklist in `language`, as the page has it, with `ids` ticked. */
function checklistIn(language: LanguageCode, ids: readonly string[]): Principle[] {
  const checklist = createChecklist(translatorFor(language).t);
  for (const question of allQuestions(checklist)) question.checked = ids.includes(question.id);
  return checklist;
}

/** Every string the model holds, its keys aside. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function modelIn(language: LanguageCode, ids: readonly string[] = ["ic-1"]): ReportModel {
  return buildReportModel(checklistIn(language, ids), GENERATED_AT, { language, timeZone: "UTC" });
}

const plainSpaces = (text: string) => text.replace(/[\u00a0\u2007\u2009\u202f]/g, " ");

/** A field's variant written in English: a question added, one reworded and one hidden. */
const ENGLISH_VARIANT: ChecklistVariant = {
  title: "Field studies",
  version: "",
  publisher: "Field lab",
  language: "en",
  changes: {
    addedSubPrinciples: [],
    addedQuestions: [
      { id: "custom-q-1", parentId: "informed-consent", text: "Is consent recorded on site?" },
    ],
    rewordedQuestions: [{ id: "ic-2", text: "Can participants leave at any time?" }],
    hiddenQuestions: [
      { id: "labor-2", reason: "Not for field work" },
      { id: "access-2", reason: " " },
    ],
    nextNumber: 2,
  },
};

/** The report in `language` on ENGLISH_VARIANT, its two changed questions ticked. */
function customisedModelIn(language: LanguageCode): ReportModel {
  const checklist = resolveChecklist(
    createChecklist(translatorFor(language).t),
    ENGLISH_VARIANT.changes,
    "en",
  );
  for (const question of allQuestions(checklist))
    question.checked = ["custom-q-1", "ic-2"].includes(question.id);
  return buildReportModel(checklist, GENERATED_AT, {
    language,
    timeZone: "UTC",
    variant: ENGLISH_VARIANT,
  });
}

describe("the report in French", () => {
  const fr = french.translator;
  const { words } = french;
  const model = modelIn("fr", ["ic-1", "ic-2", "cr-1"]);

  it("is in French, left to right, and says so to the PDF", () => {
    expect(model.language).toBe("fr");
    expect(model.direction).toBe("ltr");
    expect(model.documentProperties.language).toBe("fr");
  });

  it("takes every heading and label from the French messages", () => {
    expect(model.summaryText.heading).toBe(words("report.summaryHeading"));
    expect(model.summaryText.heading).toBe("Synthèse");
    expect(model.labels.note).toBe(words("report.noteLabel"));
    expect(model.labels.ticked).toBe(words("report.tickedLabel"));
    expect(model.labels.untickedNotesHeading).toBe(words("report.untickedNotesHeading"));
    expect(model.labels.changesHeading).toBe(words("report.changesHeading"));
    expect(model.summaryText.figures.map((f) => f.before)).toEqual([
      words("report.totalQuestions", { count: "" }),
      words("report.completed", { count: "" }),
      words("report.progress", { percent: "" }),
    ]);
    expect(model.title).toBe(words("product.title"));
    expect(model.labels.reason).toBe(words("report.reasonLabel"));
    expect(modelIn("fr", []).emptyMessage).toBe(words("report.noneTicked"));
  });

  it("writes its date, time, figures and percentages as French does", () => {
    expect(model.dateLabel).toBe("15 janvier 2026");
    expect(model.dateLine).toBe(words("report.dateLine", { date: "15 janvier 2026" }));
    expect(model.footer).toBe(words("report.footer", { date: "15 janvier 2026", time: "10:30" }));
    const percent = new Intl.NumberFormat("fr", { style: "percent" });
    expect(model.summaryText.figures.map((f) => f.value)).toEqual([
      "68",
      "3",
      percent.format(0.04),
    ]);
    expect(plainSpaces(percent.format(0.04))).toBe("4 %");
    expect(model.summaryText.principles[0]?.text).toBe(
      words("report.principleProgress", {
        principle: fr.t("checklist.name.respect-for-persons"),
        ticked: 2,
        total: 14,
      }),
    );
    expect(plainSpaces(model.summaryText.principles[0]?.percent ?? "")).toBe("14 %");
  });

  it("lists the questions in the checklist's French words", () => {
    expect(model.principles.map((p) => p.name)).toEqual([
      fr.t("checklist.name.respect-for-persons"),
      fr.t("checklist.name.respect-for-society"),
    ]);
    expect(model.principles[0]?.subPrinciples[0]?.questions[0]?.text).toBe(
      fr.t("checklist.question.ic-1"),
    );
  });

  it("shows no message id in place of words", () => {
    expect(strings(modelIn("fr", [])).filter((text) => MESSAGE_ID.test(text))).toEqual([]);
    expect(strings(customisedModelIn("fr")).filter((text) => MESSAGE_ID.test(text))).toEqual([]);
  });

  it("names a customised checklist's changes by the French checklist, and marks the field's English words", () => {
    const customised = customisedModelIn("fr");
    const [added] = customised.changes?.addedQuestions ?? [];
    expect(added?.place.principle).toBe(fr.t("checklist.name.respect-for-persons"));
    expect(added?.place.subPrinciple).toBe(fr.t("checklist.name.informed-consent"));
    expect(customised.changes?.rewordedQuestions[0]?.originalText).toBe(
      fr.t("checklist.question.ic-2"),
    );
    expect(customised.changes?.language).toBe("en");
    // The ticked questions the field wrote are in English, and say so; the built-in ones do not.
    const questions = customised.principles[0]?.subPrinciples[0]?.questions ?? [];
    expect(questions.map((q) => [q.id, q.lang])).toEqual([
      ["ic-2", "en"],
      ["custom-q-1", "en"],
    ]);
    const langs = structureNodesInOrder(reportStructure(customised))
      .filter((node) => node.lang !== undefined)
      .map((node) => `${node.role} ${node.id} ${node.lang}`);
    // Words in another language inside a line in the report's (the checklist's title, a reason)
    // are Spans the PDF writer makes as it cuts the line (tests/unit/export/pdf).
    expect(langs).toEqual([
      "LBody ticked/question/ic-2 en",
      "LBody ticked/question/custom-q-1 en",
      "P changes/addedQuestions/custom-q-1/text en",
      "P changes/rewordedQuestions/ic-2/text en",
    ]);
  });

  it("marks the checklist's title and publisher, and a reason for hiding, within the French words around them", () => {
    const customised = customisedModelIn("fr");
    const line = fr.t("report.checklistLine", {
      parts: "publisher",
      title: "Field studies",
      publisher: "Field lab",
    });
    expect(line).toMatch(/^Liste de contrôle\u202f: Field studies, publiée par Field lab$/);
    expect(customised.checklist?.label).toBe(line);
    // The line cut where the field's English is, the French words between them as they were.
    const title = line.indexOf("Field studies");
    const publisher = line.indexOf("Field lab");
    expect(customised.checklist?.labelParts).toEqual([
      { text: line.slice(0, title) },
      { text: "Field studies", lang: "en" },
      { text: line.slice(title + "Field studies".length, publisher) },
      { text: "Field lab", lang: "en" },
    ]);

    // The reason is the field's English; the label before it, and a reason left blank (the
    // report's own "No reason given" in its place), are the report's French.
    const { changes } = customised;
    if (changes === undefined) throw new Error("no changes in the report");
    expect(changes.hiddenQuestions.map((q) => q.id)).toEqual(["labor-2", "access-2"]);
    const details = questionChangeGroups(changes, customised)
      .find(({ group }) => group === "hiddenQuestions")
      ?.rows.map((row) => row.detail);
    expect(details).toEqual([
      { label: words("report.reasonLabel"), text: "Not for field work", lang: "en" },
      // No reason given: the drawn report says so in its own words, with no `lang`.
      expect.objectContaining({ label: words("report.reasonLabel"), text: " " }),
    ]);
    // In the structure, the detail is one P in the report's language: the PDF writer cuts its line
    // where the field's words are, each piece a Span with its /Lang (tests/unit/export/pdf).
    const structure = structureNodesInOrder(reportStructure(customised));
    expect(structure.find((node) => node.id === "changes/hiddenQuestions/labor-2/detail")).toEqual({
      role: "P",
      id: "changes/hiddenQuestions/labor-2/detail",
      children: [],
    });
  });

  it("marks the field's title apart in the checklist's line, and a note in a field's question as the report's", () => {
    const customised = customisedModelIn("fr");
    const title = customised.checklist?.labelParts.find((part) => part.lang !== undefined);
    expect(title).toEqual({ text: "Field studies", lang: "en" });
    expect(customised.checklist?.labelParts.map((part) => part.text).join("")).toBe(
      customised.checklist?.label,
    );
    // A note is the researcher's, after the report's "Note:": not in the field's question's language.
    const checklist = resolveChecklist(createChecklist(fr.t), ENGLISH_VARIANT.changes, "en");
    for (const question of allQuestions(checklist))
      if (question.id === "ic-2") Object.assign(question, { checked: true, note: "Vu sur place." });
    const noted = buildReportModel(checklist, GENERATED_AT, {
      language: "fr",
      variant: ENGLISH_VARIANT,
    });
    const langs = structureNodesInOrder(reportStructure(noted))
      .filter((node) => node.lang !== undefined)
      .map((node) => `${node.role} ${node.id} ${node.lang}`);
    expect(langs.slice(0, 2)).toEqual([
      "LBody ticked/question/ic-2 en",
      "P ticked/question/ic-2/note fr",
    ]);
  });

  it("takes a checklist that names no language for English: its title is marked so in a French report", () => {
    const { title, version, publisher, changes } = ENGLISH_VARIANT;
    const unnamed: ChecklistVariant = { title, version, publisher, changes };
    const checklist = resolveChecklist(createChecklist(fr.t), unnamed.changes, undefined);
    const model = buildReportModel(checklist, GENERATED_AT, { language: "fr", variant: unnamed });
    expect(model.checklist?.labelParts.filter((part) => part.lang !== undefined)).toEqual([
      { text: "Field studies", lang: "en" },
      { text: "Field lab", lang: "en" },
    ]);
  });

  it("marks no words as another language on a checklist written in French", () => {
    const checklist = resolveChecklist(createChecklist(fr.t), ENGLISH_VARIANT.changes, "fr");
    const frenchVariant = { ...ENGLISH_VARIANT, language: "fr" };
    const model = buildReportModel(checklist, GENERATED_AT, {
      language: "fr",
      variant: frenchVariant,
    });
    expect(structureNodesInOrder(reportStructure(model)).some((n) => n.lang !== undefined)).toBe(
      false,
    );
    expect(model.checklist?.labelParts.filter((part) => part.lang !== undefined)).toEqual([]);
  });
});

describe("the report in Arabic", () => {
  const ar = arabic.translator;
  const { words } = arabic;
  const model = modelIn("ar", ["ic-1", "ic-2", "cr-1"]);

  it("is in Arabic, right to left, and says so to the PDF", () => {
    expect(model.language).toBe("ar");
    expect(model.direction).toBe("rtl");
    expect(model.documentProperties.language).toBe("ar");
  });

  it("takes every heading and label from the Arabic messages, and the checklist's Arabic words", () => {
    expect(model.summaryText.heading).toBe(words("report.summaryHeading"));
    expect(model.summaryText.heading).toMatch(/^[\u0600-\u06ff ]+$/);
    expect(model.labels.note).toBe(words("report.noteLabel"));
    expect(model.labels.ticked).toBe(words("report.tickedLabel"));
    expect(model.labels.changesHeading).toBe(words("report.changesHeading"));
    expect(model.principles[0]?.name).toBe(ar.t("checklist.name.respect-for-persons"));
    expect(model.principles[0]?.name).toMatch(/^[\u0600-\u06ff ]+$/);
    expect(strings(model).filter((text) => MESSAGE_ID.test(text))).toEqual([]);
  });

  it("writes its date, time and figures as Arabic does", () => {
    const date = plainSpaces(
      new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" }).format(GENERATED_AT),
    );
    expect(model.dateLabel).toBe(date);
    expect(model.dateLabel).toMatch(/يناير/);
    expect(model.dateLine).toBe(words("report.dateLine", { date }));
    const number = new Intl.NumberFormat("ar");
    expect(model.summaryText.figures.map((f) => f.value)).toEqual([
      number.format(68),
      number.format(3),
      new Intl.NumberFormat("ar", { style: "percent" }).format(0.04),
    ]);
    expect(model.summaryText.principles[0]?.text).toBe(
      words("report.principleProgress", {
        principle: ar.t("checklist.name.respect-for-persons"),
        ticked: 2,
        total: 14,
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The tagged PDF of such a report: the catalog's /Lang is the report's, an element of the field's
// words has its own.

const WHITE_PIXEL = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

/** One line a planned element, each named by its id, on one page. */
function pageOf(structure: StructureNode): PdfPagePlan {
  const texts: PdfTextPlacement[] = structureNodesInOrder(structure).flatMap((node, index) =>
    node.id === undefined
      ? []
      : [
          {
            text: node.id,
            xMm: 20,
            yMm: 5 + index,
            widthMm: 100,
            fontSizePt: 4,
            structureId: node.id,
          },
        ],
  );
  return { sourceTop: 0, sourceHeight: 1, imageTop: 0, imageHeight: 1, texts };
}

async function taggedPdf(model: ReportModel): Promise<string> {
  const structure = reportStructure(model);
  const pages = [pageOf(structure)];
  const image: EncodedPage = {
    bytes: WHITE_PIXEL,
    format: "PNG",
    alias: "p1",
    width: 1,
    height: 1,
  };
  const pdf = await openPdfDocument();
  const file = pdfFileWriter(pdf);
  const tagging = tagPdf(pdf, structure, pages, model.title, file.objects);
  await assemblePdf(pdf, pages, [Promise.resolve(image)], model.documentProperties, tagging);
  const raw = Buffer.from(file.output()).toString("latin1");
  // The file as it is, and each of its deflated streams (the structure is in an object stream).
  const streams = [...raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)].flatMap((match) => {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const bytes = Buffer.from(raw.slice(start, raw.indexOf("endstream", start)), "latin1");
      return [inflateSync(bytes).toString("latin1")];
    } catch {
      return [];
    }
  });
  return [raw, ...streams].join("\n");
}

describe("the tagged PDF's languages", () => {
  it("names the report's language in the catalog, and the field's on the elements of its words", async () => {
    const french = await taggedPdf(customisedModelIn("fr"));
    expect(french).toContain("/Lang (fr)");
    // The four elements of the field's questions. (The Spans of the checklist's title and
    // publisher and of a reason come from lines measured in the drawn tree, which this plan has not:
    // tests/unit/export/pdf/textLayerReadingOrder.test.ts.)
    expect(french.match(/\/Lang\(en\)/g)).toHaveLength(4);

    const arabic = await taggedPdf(customisedModelIn("ar"));
    expect(arabic).toContain("/Lang (ar)");
    expect(arabic.match(/\/Lang\(en\)/g)).toHaveLength(4);
    expect(arabic).not.toContain("/Lang (en)");
  });
});
