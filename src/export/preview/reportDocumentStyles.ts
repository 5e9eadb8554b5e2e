// The preview document's look: the export's (reportStyles.ts) carried over to React-PDF's points.
// The export draws an 800 px page onto A4's 595.28 pt width, so every export pixel is 0.744 pt here;
// scaling the same pixel figures keeps the preview's proportions those of the file.

import { StyleSheet, type Styles } from "@react-pdf/renderer";
import {
  REPORT_ARABIC_FONT_NAME,
  REPORT_FONT_NAME,
  REPORT_COLORS,
  REPORT_PADDING_PX,
  REPORT_WIDTH_PX,
} from "../report";

const A4_WIDTH_PT = 595.28;

type Style = Styles[string];

/** An export-page pixel in PDF points. */
export function px(value: number): number {
  return (value * A4_WIDTH_PT) / REPORT_WIDTH_PX;
}

// Enough room after a heading for one question row of two lines; with less left on the page the
// heading moves to the next one rather than sit alone at the bottom.
export const SUB_HEADING_PRESENCE_PT = px(64);
/** The height one more heading takes: what a heading needs ahead when another heading follows it. */
export const HEADING_STEP_PT = px(36);
// A principle heading also needs its first sub-principle heading below it.
export const PRINCIPLE_HEADING_PRESENCE_PT = SUB_HEADING_PRESENCE_PT + HEADING_STEP_PT;

/** A question with a note needs two of the note's lines below it, or both go to the next page. */
export const NOTE_PRESENCE_PT = px(44);

const QUESTION_GAP_PX = 8;
const CHANGE_GAP_PX = 10;

// As the export's: under the question's text, a rule on the left, a smaller size; pulled up to 4 px
// below its question.
const note: Style = {
  marginTop: px(-4),
  marginBottom: px(10),
  marginLeft: px(26),
  paddingLeft: px(10),
  borderLeftWidth: px(3),
  borderLeftColor: REPORT_COLORS.summaryBorder,
  fontSize: px(13),
  lineHeight: 1.5,
  color: REPORT_COLORS.text,
};

const question: Style = {
  flexDirection: "row",
  alignItems: "flex-start",
  marginBottom: px(QUESTION_GAP_PX),
};

const principleHeading: Style = {
  marginBottom: px(10),
  paddingBottom: px(4),
  fontSize: px(20),
  lineHeight: 1.3,
  fontWeight: 700,
  color: REPORT_COLORS.accent,
  borderBottomWidth: px(1),
  borderBottomColor: REPORT_COLORS.rule,
};

const subPrincipleHeading: Style = {
  marginBottom: px(6),
  fontSize: px(16),
  lineHeight: 1.4,
  fontWeight: 700,
};

export const reportDocumentStyles = StyleSheet.create({
  // The export's 40 px padding is every page's margin there too.
  page: {
    paddingTop: px(REPORT_PADDING_PX),
    paddingBottom: px(REPORT_PADDING_PX),
    paddingHorizontal: px(REPORT_PADDING_PX),
    backgroundColor: REPORT_COLORS.page,
    color: REPORT_COLORS.text,
    // Noto Sans, embedded (reportFont.ts): a built-in font is substituted by every viewer, with
    // other widths, and carries no Greek or Cyrillic.
    fontFamily: REPORT_FONT_NAME,
    fontSize: px(14),
    lineHeight: 1.5,
  },
  header: {
    marginBottom: px(24),
    paddingBottom: px(16),
    borderBottomWidth: px(2),
    borderBottomColor: REPORT_COLORS.accent,
  },
  title: { fontSize: px(26), lineHeight: 1.25, fontWeight: 700 },
  subtitle: { marginTop: px(8), fontSize: px(15), lineHeight: 1.4, color: REPORT_COLORS.muted },
  date: { marginTop: px(8), fontSize: px(13), lineHeight: 1.4, color: REPORT_COLORS.muted },
  checklistLine: { marginTop: px(4), fontSize: px(13), lineHeight: 1.4, fontWeight: 700 },
  summary: {
    marginBottom: px(28),
    paddingVertical: px(16),
    paddingHorizontal: px(20),
    backgroundColor: REPORT_COLORS.summaryBackground,
    borderWidth: px(1),
    borderColor: REPORT_COLORS.summaryBorder,
    borderRadius: px(8),
  },
  summaryHeading: {
    fontSize: px(16),
    lineHeight: 1.4,
    fontWeight: 700,
    color: REPORT_COLORS.accent,
  },
  summaryFigures: { marginTop: px(8) },
  summaryFigure: { marginTop: px(2), fontSize: px(14), color: REPORT_COLORS.muted },
  summaryValue: { fontWeight: 700, color: REPORT_COLORS.text },
  // A bar fills from its start: the left, or the right in a right-to-left report (mirrored).
  progressTrack: {
    alignItems: "flex-start",
    marginTop: px(12),
    height: px(8),
    borderRadius: px(4),
    backgroundColor: REPORT_COLORS.accentSoft,
    overflow: "hidden",
  },
  progressFill: { height: "100%", backgroundColor: REPORT_COLORS.accent },
  // The rows are siblings here, where the export nests them in sections whose margins collapse
  // into the last row's 8 px; these gaps add up to the export's: 20 px between principles, 12 px
  // between sub-principles, 8 px before a sub-item.
  principleHeading: principleHeading,
  laterPrincipleHeading: { ...principleHeading, marginTop: px(20 - QUESTION_GAP_PX) },
  subPrincipleHeading: subPrincipleHeading,
  laterSubPrincipleHeading: { ...subPrincipleHeading, marginTop: px(12 - QUESTION_GAP_PX) },
  subItemHeading: {
    marginLeft: px(16),
    marginBottom: px(6),
    fontSize: px(14),
    lineHeight: 1.4,
    fontWeight: 700,
    color: REPORT_COLORS.muted,
  },
  question: question,
  note,
  subItemNote: { ...note, marginLeft: px(16 + 26) },
  noteLabel: { fontWeight: 700, color: REPORT_COLORS.accent },
  notesSectionHeading: {
    ...principleHeading,
    marginTop: px(32 - QUESTION_GAP_PX),
    paddingTop: px(12),
    borderTopWidth: px(2),
    borderTopColor: REPORT_COLORS.accent,
    borderBottomWidth: 0,
    fontSize: px(22),
    color: REPORT_COLORS.text,
  },
  // The changes from the standard checklist, as the export sets them: each group's heading 16 px
  // below the row before it (whose 10 px is counted), each change 10 px from the next.
  changeGroupHeading: {
    ...subPrincipleHeading,
    marginTop: px(16 - CHANGE_GAP_PX),
    color: REPORT_COLORS.accent,
  },
  change: { marginBottom: px(CHANGE_GAP_PX) },
  changePlace: { fontSize: px(12), lineHeight: 1.4, color: REPORT_COLORS.subtle },
  changeText: { fontSize: px(14), lineHeight: 1.5 },
  changeName: { fontSize: px(14), lineHeight: 1.5, fontWeight: 700 },
  changeSubQuestion: { marginTop: px(4), marginLeft: px(16), fontSize: px(14), lineHeight: 1.5 },
  lastChangeSubQuestion: {
    marginTop: px(4),
    marginBottom: px(CHANGE_GAP_PX),
    marginLeft: px(16),
    fontSize: px(14),
    lineHeight: 1.5,
  },
  changeDetail: { ...note, marginTop: px(4), marginBottom: 0, marginLeft: 0 },
  changeMissing: { color: REPORT_COLORS.muted },
  summaryPrinciples: { marginTop: px(12) },
  summaryPrinciple: { flexDirection: "row", alignItems: "center", marginTop: px(4) },
  // All the room the bar leaves: measured by its words instead, a right-to-left line is set
  // past the page's edge.
  summaryPrincipleText: {
    flexGrow: 1,
    flexShrink: 1,
    flexBasis: 0,
    fontSize: px(13),
    lineHeight: 1.5,
    color: REPORT_COLORS.muted,
  },
  summaryPrincipleTrack: {
    alignItems: "flex-start",
    width: px(180),
    marginLeft: px(16),
    height: px(6),
    borderRadius: px(3),
    backgroundColor: REPORT_COLORS.accentSoft,
    overflow: "hidden",
  },
  subItemQuestion: { ...question, marginLeft: px(16) },
  // The tick sits on the first line of the question, as in the export: a 16 px box nudged to the
  // middle of a 21 px line.
  tick: { width: px(16), height: px(16), marginTop: px(2.5), marginRight: px(10), flexShrink: 0 },
  questionText: { flexGrow: 1, flexShrink: 1, flexBasis: 0, fontSize: px(14) },
  // Upright: only the regular and bold faces are embedded, and an italic face would add 200 kB.
  empty: { fontSize: px(15), color: REPORT_COLORS.muted },
  // 28 px after the last row, as in the export, counting that row's own 8 px.
  footer: {
    marginTop: px(28 - QUESTION_GAP_PX),
    paddingTop: px(10),
    borderTopWidth: px(1),
    borderTopColor: REPORT_COLORS.rule,
    fontSize: px(12),
    lineHeight: 1.4,
    color: REPORT_COLORS.subtle,
  },
});

type ReportDocumentStyles = typeof reportDocumentStyles;

// A side's name in a style's key ("marginLeft", "borderLeftColor"), and the side facing it.
const SIDES: Record<string, string> = { Left: "Right", Right: "Left" };

const ENDS: Record<string, string> = { "flex-start": "flex-end", "flex-end": "flex-start" };

/**
 * `style` seen in a mirror: left and right swapped, a row laid out from the right, a column's
 * children set against its right side.
 */
function mirrored(style: Style): Style {
  const mirror: Record<string, unknown> = { direction: "rtl" };
  const row = style.flexDirection === "row" || style.flexDirection === "row-reverse";
  for (const [key, value] of Object.entries(style)) {
    const side = key.replace(/Left|Right/, (found) => SIDES[found] ?? found);
    if (key === "flexDirection" && value === "row") mirror[key] = "row-reverse";
    else if (key === "textAlign" && (value === "left" || value === "right"))
      mirror[key] = value === "left" ? "right" : "left";
    else if (key === "alignItems" && !row && typeof value === "string")
      mirror[key] = ENDS[value] ?? value;
    else mirror[side] = value;
  }
  return mirror as Style;
}

const rightToLeft = Object.fromEntries(
  Object.entries(reportDocumentStyles).map(([name, style]) => [name, mirrored(style)]),
) as ReportDocumentStyles;

/**
 * The styles for a report in `direction`: a right-to-left report's are the left-to-right ones
 * mirrored (margins, rules and rows from the right; its text set right to left, flush right), as
 * the export's tree mirrors itself with logical CSS properties.
 */
export function reportDocumentStylesFor(direction: "ltr" | "rtl"): ReportDocumentStyles {
  return direction === "rtl" ? rightToLeft : reportDocumentStyles;
}

/**
 * The page's fonts: the report's face, and after it, for a report that holds Arabic, the Arabic
 * face (React-PDF takes each character from the first font of the list that has it).
 */
export function reportDocumentFonts(arabic: boolean): string | string[] {
  return arabic ? [REPORT_FONT_NAME, REPORT_ARABIC_FONT_NAME] : REPORT_FONT_NAME;
}
