// The report as a Word document (.docx), for ethics boards and research offices, whose applications
// are Word files: the same ReportModel the PDF, the preview and the Markdown file draw, with Word's
// own heading styles (its navigation pane and a screen reader see the outline), real lists, each
// tick a character and the report's word for it, and the language and title in its properties.
// Loaded on demand, with the docx library, when "Download as Word" is chosen.

import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
  type IParagraphOptions,
  type IRunOptions,
} from "docx";
import {
  questionChangeGroups,
  type ChangeDescription,
  type ReportModel,
  type ReportOutline,
  type ReportPrinciple,
  type ReportQuestion,
  type ReportSetAsideQuestion,
  type ReportSince,
  type ReportTeamReview,
} from "../report";
import { coreProperties } from "./coreProperties";
import { directionOf, linesOf, xmlSafe } from "./wordText";

/** The media type of a .docx file. */
export const DOCX_MEDIA_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The characters a tick and the empty box are: Unicode's ballot boxes, which readers name. */
export const TICK_CHARACTER = "☑";
export const EMPTY_BOX_CHARACTER = "☐";
/**
 * The marker of a question set aside as "does not apply": a dash, neither a tick nor an empty box,
 * in every font the file opens with; the report's word for it follows, as "Ticked" follows a tick.
 */
export const SET_ASIDE_CHARACTER = "–";

// The report's colours (report/reportStyles.ts), as Word writes them: hex without "#".
const COLOR = { text: "1A202C", muted: "4A5568", accent: "0F766E", rule: "CBD5E0" } as const;

// A font every system the file opens on has or substitutes (Liberation Sans on Linux, Google Docs'
// own), with Arabic letters on Windows and macOS: Word's default, with no font named, is Times New
// Roman. The PDF's report font is not embedded: a .docx is for editing, on the reader's fonts.
const FONT = { ascii: "Arial", hAnsi: "Arial", cs: "Arial", eastAsia: "Arial" } as const;

// Sizes in half-points, spacing in twentieths of a point (twips), as WordprocessingML counts them.
const BODY_SIZE = 22;
const NOTE_SIZE = 20;
const LIST_INDENT = 400;
const LIST_HANGING = 300;

/** The lists' numbering definitions, by reference: a question's tick is its list item's marker. */
const LIST = {
  ticked: "report-ticked",
  unticked: "report-unticked",
  setAside: "report-set-aside",
  bullet: "report-bullet",
};

/** One way of writing the report's words: its direction, and the language of text in another. */
interface Writer {
  readonly rtl: boolean;
  /** A run of the report's own words, or of words in `lang` when it is given. */
  run(text: string, options?: Omit<IRunOptions, "text">, lang?: string): TextRun;
  /** Runs of text in no known language (a note, a reason): each line its own, after a break. */
  lines(text: string, options?: Omit<IRunOptions, "text">, lang?: string): TextRun[];
  /** A paragraph in the report's direction. */
  paragraph(options: IParagraphOptions): Paragraph;
}

function writer(model: ReportModel): Writer {
  const rtl = model.direction === "rtl";
  const direction = rtl ? "rtl" : "ltr";
  // The report's own words are in its language and direction; other text (a field's words, a
  // note) runs in the direction its first letter gives, as the app shows it (dir="auto"), and
  // carries its language when the model knows it.
  const textRun = (
    text: string,
    options: Omit<IRunOptions, "text">,
    own: boolean,
    lang: string | undefined,
  ) => {
    const safe = xmlSafe(text);
    const runRtl = own ? rtl : directionOf(safe, direction) === "rtl";
    return new TextRun({
      ...options,
      text: safe,
      ...(runRtl ? { rightToLeft: true } : {}),
      ...(lang === undefined
        ? {}
        : { language: runRtl ? { value: lang, bidirectional: lang } : { value: lang } }),
    });
  };
  return {
    rtl,
    run: (text, options = {}, lang) => textRun(text, options, lang === undefined, lang),
    lines: (text, options = {}, lang) =>
      linesOf(text).map((line, index) =>
        textRun(line, index === 0 ? options : { ...options, break: 1 }, false, lang),
      ),
    paragraph: (options) => new Paragraph({ ...options, ...(rtl ? { bidirectional: true } : {}) }),
  };
}

/** A question as a list item: its tick (the list's marker) and the report's word for it, its
 * words, and its note after a break inside the same item, so the note stays with its question. */
function questionItem(
  w: Writer,
  model: ReportModel,
  question: ReportQuestion,
  ticked: boolean,
): Paragraph {
  const { labels } = model;
  const note =
    question.note === undefined
      ? []
      : [
          w.run(labels.note, { bold: true, size: NOTE_SIZE, break: 1 }),
          w.run(" ", { size: NOTE_SIZE }),
          ...w.lines(question.note, { size: NOTE_SIZE }),
        ];
  return w.paragraph({
    numbering: { reference: ticked ? LIST.ticked : LIST.unticked, level: 0 },
    spacing: { after: 100 },
    children: [
      w.run(ticked ? labels.ticked : labels.notTicked, { bold: true, color: COLOR.accent }),
      w.run(" "),
      w.run(question.text, {}, question.lang),
      ...note,
    ],
  });
}

/**
 * A question set aside as a list item: its marker and the report's word for it ("Does not apply"),
 * its words, then its reason and any note after breaks inside the same item.
 */
function setAsideItem(w: Writer, model: ReportModel, question: ReportSetAsideQuestion): Paragraph {
  const { labels } = model;
  const labelled = (label: string, text: string) => [
    w.run(label, { bold: true, size: NOTE_SIZE, break: 1 }),
    w.run(" ", { size: NOTE_SIZE }),
    ...w.lines(text, { size: NOTE_SIZE }),
  ];
  return w.paragraph({
    numbering: { reference: LIST.setAside, level: 0 },
    spacing: { after: 100 },
    children: [
      w.run(labels.setAside, { bold: true, color: COLOR.muted }),
      w.run(" "),
      w.run(question.text, {}, question.lang),
      ...labelled(labels.setAsideReason, question.reason),
      ...(question.note === undefined ? [] : labelled(labels.note, question.note)),
    ],
  });
}

const HEADING_LEVELS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
] as const;

/** Word's heading style at `level` of the report's outline (ReportModel.outline), as the PDF tags it. */
function headingAt(level: number): (typeof HeadingLevel)[keyof typeof HeadingLevel] {
  const style = HEADING_LEVELS[level - 1];
  if (style === undefined) throw new Error(`No heading style for level ${level}`);
  return style;
}

/** Principles at `level`, sub-principles one below, sub-items two below: as the PDF tags them. */
function principlesSection(
  w: Writer,
  model: ReportModel,
  principles: readonly ReportPrinciple[],
  ticked: boolean,
  level: number,
): Paragraph[] {
  const heading = (at: number, text: string, lang?: string) =>
    w.paragraph({ heading: headingAt(at), children: [w.run(text, {}, lang)] });
  const questions = (list: readonly ReportQuestion[]) =>
    list.map((question) => questionItem(w, model, question, ticked));
  return principles.flatMap((principle) => [
    heading(level, principle.name),
    ...principle.subPrinciples.flatMap((sub) => [
      heading(level + 1, sub.name, sub.lang),
      ...questions(sub.questions),
      ...sub.subItems.flatMap((item) => [
        heading(level + 2, item.name),
        ...questions(item.questions),
      ]),
    ]),
    // Its questions set aside, in a part of their own after its ticked ones.
    ...(principle.setAside === undefined
      ? []
      : [
          heading(level + 1, model.labels.setAsideHeading),
          ...principle.setAside.map((question) => setAsideItem(w, model, question)),
        ]),
  ]);
}

/** The Summary: its figures as a list (the figure in bold, as drawn), and a row per principle. */
function summarySection(w: Writer, model: ReportModel): (Paragraph | Table)[] {
  const { summary, summaryText } = model;
  const columns = summaryText.tableColumns;
  // Set aside and open, after the spec's columns, only when the report sets a question aside.
  const setAsideColumns =
    columns.setAside === undefined || columns.open === undefined
      ? []
      : [columns.setAside, columns.open];
  const cell = (text: string, header: boolean, alignEnd: boolean) =>
    new TableCell({
      children: [
        w.paragraph({
          alignment: alignEnd ? AlignmentType.END : AlignmentType.START,
          spacing: { before: 40, after: 40 },
          children: [w.run(text, header ? { bold: true } : {})],
        }),
      ],
    });
  const row = (cells: readonly string[], header: boolean) =>
    new TableRow({
      ...(header ? { tableHeader: true } : {}),
      cantSplit: true,
      children: cells.map((text, index) => cell(text, header, index > 0)),
    });
  return [
    w.paragraph({
      heading: headingAt(model.outline.section),
      children: [w.run(summaryText.heading)],
    }),
    ...summaryText.figures.map((figure) =>
      w.paragraph({
        numbering: { reference: LIST.bullet, level: 0 },
        children: [
          w.run(figure.before),
          w.run(figure.value, { bold: true }),
          ...(figure.after === "" ? [] : [w.run(figure.after)]),
        ],
      }),
    ),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      // The same 9,026 twips (the page's width inside its margins), shared among five columns when
      // set aside and open are shown.
      columnWidths:
        setAsideColumns.length === 0 ? [5306, 1800, 1920] : [3826, 1300, 1300, 1300, 1300],
      ...(w.rtl ? { visuallyRightToLeft: true } : {}),
      borders: {
        top: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule },
        bottom: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule },
        left: { style: BorderStyle.NONE, size: 0 },
        right: { style: BorderStyle.NONE, size: 0 },
        insideHorizontal: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule },
        insideVertical: { style: BorderStyle.NONE, size: 0 },
      },
      rows: [
        row([columns.principle, columns.ticked, columns.progress, ...setAsideColumns], true),
        ...summary.principles.map((principle, index) => {
          const line = summaryText.principles[index];
          return row(
            [
              principle.name,
              line?.ticked ?? "",
              line?.percent ?? "",
              ...(setAsideColumns.length === 0 ? [] : [line?.setAside ?? "", line?.open ?? ""]),
            ],
            false,
          );
        }),
      ],
    }),
  ];
}

/** "Changes from the standard checklist": a heading for each kind, each change a list item. */
function changesSection(w: Writer, model: ReportModel, changes: ChangeDescription): Paragraph[] {
  const { labels, outline } = model;
  const fieldLanguage =
    changes.language.toLowerCase() === model.language.toLowerCase() ? undefined : changes.language;
  const groupHeading = (text: string) =>
    w.paragraph({ heading: headingAt(outline.part), children: [w.run(text)] });
  const item = (children: TextRun[], level = 0) =>
    w.paragraph({
      numbering: { reference: LIST.bullet, level },
      spacing: { after: 100 },
      children,
    });
  const added = changes.addedSubPrinciples;
  return [
    w.paragraph({ heading: headingAt(outline.section), children: [w.run(labels.changesHeading)] }),
    ...(added.length === 0
      ? []
      : [
          groupHeading(labels.changeGroups.addedSubPrinciples),
          // The principle it is under, its name in bold, its questions a list inside the item.
          ...added.flatMap((sub) => [
            item([
              w.run(sub.principle, { color: COLOR.muted }),
              w.run(sub.name, { bold: true, break: 1 }, fieldLanguage),
            ]),
            ...sub.questions.map((q) => item([w.run(q.text, {}, fieldLanguage)], 1)),
          ]),
        ]),
    ...questionChangeGroups(changes, model).flatMap(({ group, rows }) => [
      groupHeading(labels.changeGroups[group]),
      ...rows.map((row) => {
        const detail = row.detail;
        const detailRuns =
          detail === undefined
            ? []
            : [
                w.run(detail.label, { bold: true, break: 1 }),
                w.run(" "),
                ...(detail.text.trim() === ""
                  ? [w.run(labels.noReasonGiven, { italics: true })]
                  : w.lines(detail.text, {}, detail.lang)),
              ];
        return item([
          w.run(row.place, { color: COLOR.muted }),
          w.run(row.text, { break: 1 }, row.lang),
          ...detailRuns,
        ]);
      }),
    ]),
  ];
}

/**
 * "Changes since <phase>": a Heading 2, the count and the counts by kind, each principle a Heading
 * 3 and each kind of change a Heading 4, each change a list item (the question's wording, then its
 * details on lines of their own: a note's old and new text, a reason).
 */
function sinceSection(w: Writer, since: ReportSince, outline: ReportOutline): Paragraph[] {
  const item = (children: TextRun[]) =>
    w.paragraph({
      numbering: { reference: LIST.bullet, level: 0 },
      spacing: { after: 100 },
      children,
    });
  return [
    w.paragraph({ heading: headingAt(outline.section), children: [w.run(since.heading)] }),
    w.paragraph({ children: [w.run(since.total)] }),
    ...since.counts.map((count) => item([w.run(count.text)])),
    ...since.principles.flatMap((principle) => [
      w.paragraph({ heading: headingAt(outline.part), children: [w.run(principle.name)] }),
      ...principle.groups.flatMap((group) => [
        w.paragraph({ heading: headingAt(outline.subPart), children: [w.run(group.heading)] }),
        ...group.rows.map((row) =>
          item([
            w.run(row.text, {}, row.lang),
            ...row.details.flatMap((detail) => [
              ...(detail.label === ""
                ? [w.run("", { break: 1 })]
                : [w.run(detail.label, { bold: true, break: 1 }), w.run(" ")]),
              ...w.lines(detail.text, {}, detail.lang),
            ]),
          ]),
        ),
      ]),
    ]),
  ];
}

/** "Team review": who took part (names from files, in their own direction), what was chosen. */
function teamReviewSection(
  w: Writer,
  review: ReportTeamReview,
  outline: ReportOutline,
): Paragraph[] {
  const groupHeading = (text: string) =>
    w.paragraph({ heading: headingAt(outline.part), children: [w.run(text)] });
  const item = (children: TextRun[]) =>
    w.paragraph({
      numbering: { reference: LIST.bullet, level: 0 },
      spacing: { after: 100 },
      children,
    });
  return [
    w.paragraph({ heading: headingAt(outline.section), children: [w.run(review.heading)] }),
    w.paragraph({ children: [w.run(review.dateLine)] }),
    groupHeading(review.membersHeading),
    ...review.members.map((member) => item(w.lines(member))),
    groupHeading(review.choicesHeading),
    ...(review.noChoices !== null
      ? [w.paragraph({ children: [w.run(review.noChoices)] })]
      : review.choices.map((row) =>
          item([
            row.lang === undefined ? w.run(row.text) : w.run(row.text, {}, row.lang),
            w.run(row.chosen, { bold: true, break: 1 }),
            w.run(row.tickedBy, { color: COLOR.muted, break: 1 }),
            w.run(row.notTickedBy, { color: COLOR.muted, break: 1 }),
          ]),
        )),
  ];
}

/** A list whose marker is one character, in the accent colour; a second level for nested lists. */
function markerList(reference: string, markers: readonly string[]) {
  const levels: ILevelsOptions[] = markers.map((text, level) => ({
    level,
    format: LevelFormat.BULLET,
    text,
    alignment: AlignmentType.START,
    style: {
      paragraph: {
        indent: { left: LIST_INDENT * (level + 1), hanging: LIST_HANGING },
      },
      run: { color: COLOR.accent },
    },
  }));
  return { reference, levels };
}

/** The report as a Word document: every word of it is the model's. */
export function reportDocument(model: ReportModel): Document {
  const w = writer(model);
  const { labels } = model;
  const language =
    model.direction === "rtl"
      ? { value: model.language, bidirectional: model.language }
      : { value: model.language };
  const heading = (size: number, color: string, before: number, outlineLevel: number) => ({
    run: { size, bold: true, color },
    paragraph: { outlineLevel, keepNext: true, keepLines: true, spacing: { before, after: 120 } },
  });
  const unticked =
    model.notesOnUnticked.length === 0
      ? []
      : [
          w.paragraph({
            heading: headingAt(model.outline.section),
            children: [w.run(labels.untickedNotesHeading)],
          }),
          ...principlesSection(w, model, model.notesOnUnticked, false, model.outline.unticked),
        ];
  return new Document({
    title: model.documentProperties.title,
    styles: {
      default: {
        document: {
          run: { size: BODY_SIZE, color: COLOR.text, font: FONT, language },
          // 1.15 lines, as Word's own default: "auto" said outright, since LibreOffice read the
          // value without it as an exact height, and a wrapped heading's lines overlapped.
          paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } },
        },
        // Word's built-in heading styles, each with its outline level, which Word's navigation pane,
        // LibreOffice's navigator and a screen reader's list of headings read.
        heading1: heading(40, COLOR.text, 0, 0),
        heading2: heading(30, COLOR.accent, 360, 1),
        heading3: heading(26, COLOR.text, 240, 2),
        heading4: heading(23, COLOR.muted, 200, 3),
        // A sub-item under "Notes on questions not ticked" (ReportModel.outline).
        heading5: heading(22, COLOR.muted, 160, 4),
      },
    },
    numbering: {
      config: [
        markerList(LIST.ticked, [TICK_CHARACTER]),
        markerList(LIST.unticked, [EMPTY_BOX_CHARACTER]),
        // Only in a report that sets a question aside: any other file is as it always was.
        ...(model.principles.some((principle) => principle.setAside !== undefined)
          ? [markerList(LIST.setAside, [SET_ASIDE_CHARACTER])]
          : []),
        markerList(LIST.bullet, ["•", "◦"]),
      ],
    },
    sections: [
      {
        children: [
          w.paragraph({ heading: headingAt(model.outline.title), children: [w.run(model.title)] }),
          w.paragraph({ children: [w.run(model.subtitle, { size: 26, color: COLOR.muted })] }),
          w.paragraph({ children: [w.run(model.dateLine, { color: COLOR.muted })] }),
          // The report of a phase says which, under the date, as the PDF and the Markdown do.
          ...(model.phaseLine === undefined
            ? []
            : [w.paragraph({ children: [w.run(model.phaseLine, { bold: true })] })]),
          ...(model.checklist === undefined
            ? []
            : [w.paragraph({ children: [w.run(model.checklist.label, { bold: true })] })]),
          ...summarySection(w, model),
          ...(model.emptyMessage === null
            ? []
            : [w.paragraph({ spacing: { before: 240 }, children: [w.run(model.emptyMessage)] })]),
          ...principlesSection(w, model, model.principles, true, model.outline.ticked),
          ...unticked,
          ...(model.changes === undefined ? [] : changesSection(w, model, model.changes)),
          ...(model.teamReview === undefined
            ? []
            : teamReviewSection(w, model.teamReview, model.outline)),
          ...(model.since === undefined ? [] : sinceSection(w, model.since, model.outline)),
          w.paragraph({
            spacing: { before: 480 },
            border: { top: { style: BorderStyle.SINGLE, size: 4, color: COLOR.rule, space: 8 } },
            children: [w.run(model.footer, { size: NOTE_SIZE, color: COLOR.muted })],
          }),
        ],
      },
    ],
  });
}

/**
 * The .docx file's bytes. Its core properties are the report's (title, subject, creator, language,
 * and `generatedAt` as when it was made and last changed): docx would write "Un-named" as its
 * author and the packing's own time.
 */
export async function reportDocx(model: ReportModel, generatedAt: Date): Promise<Uint8Array> {
  return Packer.pack(reportDocument(model), "uint8array", false, [
    { path: "docProps/core.xml", data: coreProperties(model.documentProperties, generatedAt) },
  ]);
}
