// The date part of every file name the app saves: YYYY-MM-DD where the user is.

/**
 * The calendar date where the user is (or in `timeZone`), not the UTC date: a file saved at 9 am on
 * 1 March in Auckland is still 28 February in UTC, and must be named for 1 March.
 */
export function localDateStamp(date: Date, timeZone?: string): string {
  // formatToParts rather than a formatted string: the parts are the same whatever the runtime's
  // locale data does with separators. An undefined timeZone means the runtime's own zone.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    calendar: "gregory",
    numberingSystem: "latn",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
