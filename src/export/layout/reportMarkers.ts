// The data attributes by which the export reads the report tree's layout back after it is drawn.

/** An unbreakable row (heading, question, summary box, footer); its value names the kind of row. */
export const REPORT_ROW_ATTRIBUTE = "data-report-row";
/** Set on a row that must share a page with the row after it (a heading and its first item). */
export const KEEP_WITH_NEXT_ATTRIBUTE = "data-keep-with-next";
/** An element whose text content goes, line by line, into the PDF's searchable text layer. */
export const REPORT_TEXT_ATTRIBUTE = "data-report-text";
/**
 * The structure element (report/reportStructure.ts) whose content an element's text is: its value
 * is the node's id, so each line of the text layer is tagged as part of the right element.
 */
export const REPORT_STRUCTURE_ATTRIBUTE = "data-report-structure";
/**
 * An element drawn as a picture that still says something (a tick): its value is the words the
 * text layer puts at its place, for a screen reader to speak and a search to find.
 */
export const REPORT_SPOKEN_ATTRIBUTE = "data-report-spoken";
/**
 * A text element whose words a space parts from the next text element's on the same line (a label,
 * then a field's words in their own language, each its own element): the text layer writes that
 * space after the element's last line, which a reader taking the text by its tags would otherwise
 * lose ("Reason:Not for us").
 */
export const REPORT_SPACE_AFTER_ATTRIBUTE = "data-report-space-after";
/** A row that may be cut between its lines of text (a note), where other rows may not be cut at all. */
export const BREAKABLE_ATTRIBUTE = "data-report-breakable";
