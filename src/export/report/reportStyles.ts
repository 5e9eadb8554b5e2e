// The export document's look, as plain inline CSS.
// html2canvas 1.4.1 draws from computed styles and cannot parse modern colour functions (oklch,
// color-mix, color()), so every colour here is a hex value and nothing comes from the app's theme.

import type { CSSProperties } from "react";

/** Spec §7 and §9: the export page is 800 px wide with 40 px padding. */
export const REPORT_WIDTH_PX = 800;
export const REPORT_PADDING_PX = 40;

// The report's own font first (reportFont.ts; mountReportTree loads it before the tree is laid out),
// so the export and the preview set the same letters on every machine, then its Arabic face (added
// only for a report that holds Arabic); the system fonts after them cover a character the subsets
// lack (emoji, Hebrew, CJK), and the whole report if the font cannot be loaded.
export const REPORT_FONT_FAMILY =
  '"Report Noto Sans", "Report Noto Sans Arabic", Arial, Helvetica, "Liberation Sans", "DejaVu Sans", sans-serif';

export const REPORT_COLORS = {
  text: "#1a202c",
  muted: "#4a5568",
  subtle: "#718096",
  accent: "#0f766e",
  accentSoft: "#ccfbf1",
  summaryBackground: "#f0fdfa",
  summaryBorder: "#99f6e4",
  rule: "#cbd5e0",
  tick: "#0f766e",
  tickMark: "#ffffff",
  page: "#ffffff",
} as const;

// Every element gets its margins, sizes and colours here, so the layout measured in the live tree
// does not depend on any user-agent or page stylesheet.
const reset: CSSProperties = { margin: 0, padding: 0, border: 0 };

const subPrincipleHeading: CSSProperties = {
  ...reset,
  marginBottom: 6,
  fontSize: 16,
  lineHeight: 1.4,
  fontWeight: 700,
};

// A hanging indent: the tick opens the first line, and every line of text starts 26 px in (the 16 px
// tick and a 10 px gap), as in a two-column row, without a second element for the text. Every side
// here is a logical one (inline start and end), so a right-to-left report mirrors the page.
const question: CSSProperties = {
  ...reset,
  marginBottom: 8,
  paddingInlineStart: 26,
  textIndent: -26,
  fontSize: 14,
  lineHeight: 1.5,
  color: REPORT_COLORS.text,
};

// A note sits under its question's text (26 px in, past the tick), set apart by a rule on its start
// side, in a smaller size. Its top margin pulls it up to 4 px below the question (margins collapse:
// the question's 8 px and -4 px). pre-wrap keeps the note's own line breaks.
const note: CSSProperties = {
  ...reset,
  marginTop: -4,
  marginBottom: 10,
  marginInlineStart: 26,
  paddingInlineStart: 10,
  borderInlineStart: `3px solid ${REPORT_COLORS.summaryBorder}`,
  fontSize: 13,
  lineHeight: 1.5,
  color: REPORT_COLORS.text,
  whiteSpace: "pre-wrap",
};

const principleHeading: CSSProperties = {
  ...reset,
  marginTop: 20,
  marginBottom: 10,
  paddingBottom: 4,
  fontSize: 20,
  lineHeight: 1.3,
  fontWeight: 700,
  color: REPORT_COLORS.accent,
  borderBottom: `1px solid ${REPORT_COLORS.rule}`,
};

/**
 * The tick's box as it sits on the first line of the question: 16 px, 2 px down from the line's
 * top, near the middle of its 21 px, 10 px before the text. It is an inline block in the row's first
 * line, so it resets the row's hanging indent, which it would otherwise inherit. The ticked box and
 * the empty one differ only in their fill and border.
 */
const boxOnFirstLine: CSSProperties = {
  display: "inline-block",
  verticalAlign: "top",
  boxSizing: "border-box",
  width: 16,
  height: 16,
  marginTop: 2,
  marginInlineEnd: 10,
  borderRadius: 3,
  textIndent: 0,
};

/** The tick's box, empty: its look for a question not ticked, and under a set-aside one's dash. */
const emptyBox: CSSProperties = {
  ...boxOnFirstLine,
  border: `2px solid ${REPORT_COLORS.subtle}`,
  background: REPORT_COLORS.page,
};

export const reportStyles = {
  tree: {
    ...reset,
    boxSizing: "border-box",
    width: REPORT_WIDTH_PX,
    padding: REPORT_PADDING_PX,
    background: REPORT_COLORS.page,
    color: REPORT_COLORS.text,
    fontFamily: REPORT_FONT_FAMILY,
    fontSize: 14,
    lineHeight: 1.5,
    fontWeight: 400,
    textAlign: "start",
    overflowWrap: "break-word",
  },
  header: {
    ...reset,
    marginBottom: 24,
    paddingBottom: 16,
    borderBottom: `2px solid ${REPORT_COLORS.accent}`,
  },
  title: { ...reset, fontSize: 26, lineHeight: 1.25, fontWeight: 700, color: REPORT_COLORS.text },
  subtitle: { ...reset, marginTop: 8, fontSize: 15, lineHeight: 1.4, color: REPORT_COLORS.muted },
  date: { ...reset, marginTop: 8, fontSize: 13, lineHeight: 1.4, color: REPORT_COLORS.muted },
  /** "Checklist: …" under the date, for a customised checklist: the date's size, in the text's colour. */
  checklistLine: {
    ...reset,
    marginTop: 4,
    fontSize: 13,
    lineHeight: 1.4,
    fontWeight: 700,
    color: REPORT_COLORS.text,
  },
  summary: {
    ...reset,
    marginBottom: 28,
    padding: "16px 20px",
    background: REPORT_COLORS.summaryBackground,
    border: `1px solid ${REPORT_COLORS.summaryBorder}`,
    borderRadius: 8,
  },
  summaryHeading: {
    ...reset,
    fontSize: 16,
    lineHeight: 1.4,
    fontWeight: 700,
    color: REPORT_COLORS.accent,
  },
  // One figure a line: side-by-side columns would be read out of order by text extractors
  // (pdftotext takes far-apart words on one line for separate columns).
  summaryFigures: { ...reset, marginTop: 8, listStyle: "none" },
  summaryFigure: {
    ...reset,
    marginTop: 2,
    fontSize: 14,
    lineHeight: 1.5,
    color: REPORT_COLORS.muted,
  },
  summaryValue: { fontWeight: 700, color: REPORT_COLORS.text },
  progressTrack: {
    ...reset,
    marginTop: 12,
    height: 8,
    borderRadius: 4,
    background: REPORT_COLORS.accentSoft,
    overflow: "hidden",
  },
  progressFill: { ...reset, height: "100%", background: REPORT_COLORS.accent },
  // The tree is flat (see ReportTree), so the gaps between groups are the headings' top margins.
  // Each collapses with the 8 px below the question row before it, and the result is the gap the
  // group's section used to leave: 20 px before a principle (28 after the summary box, whose bottom
  // margin is larger), 12 before a sub-principle that is not its principle's first, 8 before a
  // sub-item.
  principleHeading,
  /** "Notes on questions not ticked": a part of its own, so a rule above it and more room. */
  notesSectionHeading: {
    ...principleHeading,
    marginTop: 32,
    paddingTop: 12,
    borderTop: `2px solid ${REPORT_COLORS.accent}`,
    borderBottom: 0,
    fontSize: 22,
    color: REPORT_COLORS.text,
  },
  subPrincipleHeading,
  laterSubPrincipleHeading: { ...subPrincipleHeading, marginTop: 12 },
  // "Changes from the standard checklist" is a part of its own, as the notes on questions not ticked
  // are (notesSectionHeading); its groups ("Added questions" ...) are set as sub-principles are, a
  // little further apart, since each holds a list of its own.
  changeGroupHeading: { ...subPrincipleHeading, marginTop: 16, color: REPORT_COLORS.accent },
  changeList: { ...reset, listStyle: "none" },
  /** One change: where it sits, then its wording; one unbreakable row. */
  change: { ...reset, marginBottom: 10 },
  /** "Respect for Persons › Informed Consent": small, above the wording. */
  changePlace: { ...reset, fontSize: 12, lineHeight: 1.4, color: REPORT_COLORS.subtle },
  changeText: { ...reset, fontSize: 14, lineHeight: 1.5, color: REPORT_COLORS.text },
  /** An added sub-principle's name, above its questions. */
  changeName: {
    ...reset,
    fontSize: 14,
    lineHeight: 1.5,
    fontWeight: 700,
    color: REPORT_COLORS.text,
  },
  /** An added sub-principle's questions sit under its name, as a sub-item's under its heading. */
  changeSubQuestion: {
    ...reset,
    marginTop: 4,
    marginInlineStart: 16,
    fontSize: 14,
    lineHeight: 1.5,
    color: REPORT_COLORS.text,
  },
  /** The original wording or the reason: set as a note is, under the wording. */
  changeDetail: { ...note, marginTop: 4, marginBottom: 0, marginInlineStart: 0 },
  subItemHeading: {
    ...reset,
    marginTop: 8,
    marginInlineStart: 16,
    marginBottom: 6,
    fontSize: 14,
    lineHeight: 1.4,
    fontWeight: 700,
    color: REPORT_COLORS.muted,
  },
  question,
  /** A sub-item's questions sit as far in as its heading. */
  indentedQuestion: { ...question, marginInlineStart: 16 },
  note,
  indentedNote: { ...note, marginInlineStart: 16 + 26 },
  noteLabel: { fontWeight: 700, color: REPORT_COLORS.accent },
  /** "No reason given.": the detail's place, muted. */
  changeMissing: { color: REPORT_COLORS.muted },
  // The per-principle rows of the summary: name and figure as one text (one line for the text
  // layer), the bar beside them.
  summaryPrinciples: { ...reset, marginTop: 12, listStyle: "none" },
  summaryPrinciple: {
    ...reset,
    display: "flex",
    alignItems: "center",
    gap: 16,
    marginTop: 4,
  },
  summaryPrincipleText: {
    ...reset,
    flex: "1 1 auto",
    fontSize: 13,
    lineHeight: 1.5,
    color: REPORT_COLORS.muted,
  },
  summaryPrincipleTrack: {
    ...reset,
    flex: "0 0 180px",
    height: 6,
    borderRadius: 3,
    background: REPORT_COLORS.accentSoft,
    overflow: "hidden",
  },
  // The ticked box (boxOnFirstLine), filled; the check inside it is placed from its corner.
  tick: {
    ...boxOnFirstLine,
    position: "relative",
    background: REPORT_COLORS.tick,
  },
  // The check: the bottom and right borders of a box 5 x 9 px, turned 45 degrees, so that the short
  // arm falls to the left and the long arm rises to the right, as in the preview's drawn tick.
  tickCheck: {
    position: "absolute",
    left: 5,
    top: 2,
    boxSizing: "border-box",
    width: 6,
    height: 10,
    borderStyle: "solid",
    borderColor: REPORT_COLORS.tickMark,
    borderWidth: "0 2px 2px 0",
    transform: "rotate(45deg)",
  },
  /** The same box as the tick's, empty: a question listed for its note, not ticked. */
  untickedBox: emptyBox,
  /**
   * The same box, with a dash across it: a question set aside as "does not apply", neither ticked
   * nor open. Grey, as the empty box, so that only a tick is drawn in the accent colour.
   */
  setAsideBox: { ...emptyBox, position: "relative" },
  // The dash: 8 x 2 px, centred in the box's 12 px inside its border (the same from either side, so
  // a physical offset serves both directions).
  setAsideDash: {
    position: "absolute",
    left: 2,
    top: 5,
    width: 8,
    height: 2,
    background: REPORT_COLORS.subtle,
  },
  empty: {
    ...reset,
    fontSize: 15,
    lineHeight: 1.5,
    fontStyle: "italic",
    color: REPORT_COLORS.muted,
  },
  footer: {
    ...reset,
    marginTop: 28,
    paddingTop: 10,
    borderTop: `1px solid ${REPORT_COLORS.rule}`,
    fontSize: 12,
    lineHeight: 1.4,
    color: REPORT_COLORS.subtle,
  },
} satisfies Record<string, CSSProperties>;
