// The export's file name: {short-name}-principles-checklist-{YYYY-MM-DD}.pdf (spec §7), or .md for
// the Markdown file and .docx for the Word file.

import { PRODUCT_SHORT_NAME, localDateStamp } from "../../data";

/** Dated with the local date (localDateStamp), not the UTC date. */
export function exportFileName(
  generatedAt: Date,
  shortName: string = PRODUCT_SHORT_NAME,
  timeZone?: string,
  extension: "pdf" | "md" | "docx" = "pdf",
): string {
  return `${shortName}-principles-checklist-${localDateStamp(generatedAt, timeZone)}.${extension}`;
}
