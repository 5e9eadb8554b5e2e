// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PRODUCT_SHORT_NAME } from "../../../../src/data";
import { exportFileName } from "../../../../src/export";
import { exportFileNamesInZone } from "./exportFileNameInZone.mjs";

// 12:30 UTC on 28 February: already 1 March in Auckland (UTC+13). 23:30 UTC on 31 December: already
// the new year in Kolkata (UTC+5:30) and Auckland, still the old one in Los Angeles (UTC-8).
const LATE_FEBRUARY = "2025-02-28T12:30:00Z";
const NEW_YEARS_EVE = "2025-12-31T23:30:00Z";

const EXPECTED: Record<string, Record<string, string>> = {
  "Pacific/Auckland": { [LATE_FEBRUARY]: "2025-03-01", [NEW_YEARS_EVE]: "2026-01-01" },
  "America/Los_Angeles": { [LATE_FEBRUARY]: "2025-02-28", [NEW_YEARS_EVE]: "2025-12-31" },
  "Asia/Kolkata": { [LATE_FEBRUARY]: "2025-02-28", [NEW_YEARS_EVE]: "2026-01-01" },
  UTC: { [LATE_FEBRUARY]: "2025-02-28", [NEW_YEARS_EVE]: "2025-12-31" },
};

const cases = Object.entries(EXPECTED).flatMap(([zone, byInstant]) =>
  Object.entries(byInstant).map(([instant, date]) => ({ zone, instant, date })),
);

describe("exportFileName", () => {
  it("follows the pattern {short-name}-principles-checklist-YYYY-MM-DD.pdf", () => {
    expect(exportFileName(new Date(LATE_FEBRUARY), PRODUCT_SHORT_NAME, "UTC")).toBe(
      `${PRODUCT_SHORT_NAME}-principles-checklist-2025-02-28.pdf`,
    );
  });

  it("uses the product's short name unless given another", () => {
    expect(exportFileName(new Date(LATE_FEBRUARY), undefined, "UTC")).toBe(
      `${PRODUCT_SHORT_NAME}-principles-checklist-2025-02-28.pdf`,
    );
    expect(exportFileName(new Date(LATE_FEBRUARY), "lab", "UTC")).toBe(
      "lab-principles-checklist-2025-02-28.pdf",
    );
  });

  it("pads single-digit months and days", () => {
    expect(exportFileName(new Date("2025-01-05T12:00:00Z"), "x", "UTC")).toBe(
      "x-principles-checklist-2025-01-05.pdf",
    );
  });

  it.each(cases)("names an export at $instant in $zone for $date", ({ zone, instant, date }) => {
    expect(exportFileName(new Date(instant), "x", zone)).toBe(`x-principles-checklist-${date}.pdf`);
  });

  // The default is the zone the user's machine is in. One test process has one zone, so each zone
  // gets a child Node process with its own TZ.
  it.each(Object.keys(EXPECTED))(
    "defaults to the local date of the machine, here TZ=%s",
    (zone) => {
      const expected = EXPECTED[zone] ?? {};
      expect(exportFileNamesInZone(zone, [LATE_FEBRUARY, NEW_YEARS_EVE])).toEqual([
        `${PRODUCT_SHORT_NAME}-principles-checklist-${expected[LATE_FEBRUARY]}.pdf`,
        `${PRODUCT_SHORT_NAME}-principles-checklist-${expected[NEW_YEARS_EVE]}.pdf`,
      ]);
    },
  );
});
