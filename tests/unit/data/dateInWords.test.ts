// @vitest-environment node
import { describe, expect, it } from "vitest";
import { dateInWords } from "../../../src/data";

describe("dateInWords", () => {
  const moment = new Date("2026-11-23T14:05:00Z");

  it("says a long date and a short time, in English by default", () => {
    expect(dateInWords(moment, { timeZone: "UTC" })).toEqual({
      date: "November 23, 2026",
      time: "2:05 PM",
    });
  });

  it("uses plain spaces where ICU puts no-break ones (the PDF's fonts and searches need them)", () => {
    const { date, time } = dateInWords(moment, { timeZone: "UTC", locale: "fr" });
    expect(`${date} ${time}`).not.toMatch(/[\u00a0\u2007\u2009\u202f]/);
    expect(date).toBe("23 novembre 2026");
  });

  it("says the date where the reader is: the same moment is another day in Auckland", () => {
    expect(dateInWords(new Date("2026-02-28T20:00:00Z"), { timeZone: "Pacific/Auckland" })).toEqual(
      {
        date: "March 1, 2026",
        time: "9:00 AM",
      },
    );
  });
});
