// The data attributes by which the export reads the report tree's layout back after it is drawn.

/** An unbreakable row (heading, question, summary box, footer); its value names the kind of row. */
export const REPORT_ROW_ATTRIBUTE = "data-report-row";
/** Set on a row that must share a page with the row after it (a heading and its first item). */
export const KEEP_WITH_NEXT_ATTRIBUTE = "data-keep-with-next";
/** An element whose text content goes, line by line, into the PDF's searchable text layer. */
export const REPORT_TEXT_ATTRIBUTE = "data-report-text";
/** A row that may be cut between its lines of text (a note), where other rows may not be cut at all. */
export const BREAKABLE_ATTRIBUTE = "data-report-breakable";
