// The export's file name: {short-name}-principles-checklist-{YYYY-MM-DD}.pdf (spec §7), or .md for
// the Markdown file.

import { PRODUCT_SHORT_NAME } from "../data";

/**
 * The date is the calendar date where the user is (or in `timeZone`), not the UTC date: an export made
 * at 9 am on 1 March in Auckland is still 28 February in UTC, and must be named for 1 March.
 */
export function exportFileName(
  generatedAt: Date,
  shortName: string = PRODUCT_SHORT_NAME,
  timeZone?: string,
  extension: "pdf" | "md" = "pdf",
): string {
  // formatToParts rather than a formatted string: the parts are the same whatever the runtime's
  // locale data does with separators. An undefined timeZone means the runtime's own zone.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    calendar: "gregory",
    numberingSystem: "latn",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(generatedAt);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${shortName}-principles-checklist-${part("year")}-${part("month")}-${part("day")}.${extension}`;
}
