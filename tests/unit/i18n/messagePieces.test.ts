// @vitest-environment node
// A message cut around the placeholders that hold a field's own words, wherever the language puts
// them: joined, the pieces are the message; each such value a piece of its own, as written.

import { describe, expect, it } from "vitest";
import { messagePieces, translatorFor } from "../../../src/i18n";

describe("messagePieces", () => {
  it("cuts a message around its values, where each language puts them", () => {
    for (const code of ["en", "fr", "ar"] as const) {
      const { t } = translatorFor(code);
      const values = { title: "Field studies" };
      const pieces = messagePieces(t, "customise.bannerTitle", values, ["title"]);
      expect(pieces.map((piece) => piece.text).join("")).toBe(t("customise.bannerTitle", values));
      expect(pieces.filter((piece) => piece.placeholder !== undefined)).toEqual([
        { text: "Field studies", placeholder: "title" },
      ]);
      expect(pieces.every((piece) => piece.text !== "")).toBe(true);
    }
  });

  it("follows a message's choices, and leaves out a value the chosen words do not hold", () => {
    const { t } = translatorFor("de");
    const values = { parts: "publisher", title: "Feldstudien", version: "", publisher: "Labor" };
    const pieces = messagePieces(t, "report.checklistLine", values, ["title", "publisher"]);
    expect(pieces.map((piece) => piece.text).join("")).toBe(t("report.checklistLine", values));
    expect(pieces.filter((piece) => piece.placeholder !== undefined).map((p) => p.text)).toEqual([
      "Feldstudien",
      "Labor",
    ]);
  });

  it("puts each value in as written, escapes and all", () => {
    const { t } = translatorFor("en");
    const title = "\\u202Eevil {title} \u202E";
    const pieces = messagePieces(t, "customise.bannerTitle", { title }, ["title"]);
    expect(pieces.at(-1)).toEqual({ text: title, placeholder: "title" });
  });
});
